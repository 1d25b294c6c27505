// @ts-check
/**
 * Where Next keeps run-time cached pages and data (ISR route cache, unstable_cache entries), read by next.config.js
 * when the server starts:
 *
 *   ROUTE_CACHE_MEMORY_MB  size of the in-memory LRU shared by cached pages and data (default 64 MB: about 340 goods
 *                          pages of ~185 KB HTML + RSC each; the least recently used are re-rendered on demand)
 *   ROUTE_CACHE_DISK=1     also write every cached page to <distDir>/server/route-cache (Next's default; NOT bounded:
 *                          ~270 KB per goods page, so a crawl of 100k products leaves ~27 GB per instance)
 *
 * Memory only is the default: bounded by construction, and a miss costs one first render (~40 ms for a goods page).
 * See docs/decisions/0001-page-caching.md.
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
  const mb = Number.isFinite(raw) && raw > 0 ? Math.min(MAX_MEMORY_MB, Math.max(MIN_MEMORY_MB, Math.round(raw))) : DEFAULT_MEMORY_MB;
  const disk = /^(1|true|yes|on)$/i.test(String(env.ROUTE_CACHE_DISK ?? '').trim());
  return { cacheMaxMemorySize: mb * 1024 * 1024, isrFlushToDisk: disk };
}

module.exports = { routeCacheConfig, DEFAULT_MEMORY_MB };
