// @ts-check
/**
 * Where Next keeps run-time cached pages and data (ISR route cache, unstable_cache entries), read by next.config.js
 * when the server starts:
 *
 *   ROUTE_CACHE_MEMORY_MB  size of the in-memory LRU shared by cached pages and data (default 64 MB: hundreds of goods
 *                          pages; the least recently used are re-rendered on demand)
 *   ROUTE_CACHE_DISK=1     also write every cached page to <distDir>/server/route-cache (Next's default; NOT bounded:
 *                          every goods page a crawler opens stays on disk until the next deployment)
 *
 * Memory only is the default: bounded by construction, and a miss costs one first render. See
 * docs/decisions/0001-page-caching.md (sizes) and docs/decisions/0015-crawler-scale.md (what a first render costs).
 */
const DEFAULT_MEMORY_MB = 64;
const MIN_MEMORY_MB = 8;
const MAX_MEMORY_MB = 1024;

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ cacheMaxMemorySize: number, isrFlushToDisk: boolean }}
 */
function routeCacheConfig(env) {
  const raw = Number(env.ROUTE_CACHE_MEMORY_MB);
  const mb =
    Number.isFinite(raw) && raw > 0
      ? Math.min(MAX_MEMORY_MB, Math.max(MIN_MEMORY_MB, Math.round(raw)))
      : DEFAULT_MEMORY_MB;
  const disk = /^(1|true|yes|on)$/i.test(String(env.ROUTE_CACHE_DISK ?? '').trim());
  return { cacheMaxMemorySize: mb * 1024 * 1024, isrFlushToDisk: disk };
}

module.exports = { routeCacheConfig, DEFAULT_MEMORY_MB };
