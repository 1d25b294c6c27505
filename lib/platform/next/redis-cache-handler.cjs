// @ts-check
/**
 * The shared run-time page and data cache for several instances (REDIS_URL set): Next's `cacheHandler` interface
 * implemented by @fortedigital/nextjs-cache-handler (redis-strings) on one Redis. The handler next.config.js names
 * (lib/platform/next/cache-handler-runtime.cjs) loads this file when the server runs with REDIS_URL, and
 * lib/platform/next/cache-handler.cjs (in-memory, one instance) otherwise: one build serves both ways.
 *
 *   - Every instance reads and writes the same entries: a page rendered by one is a cache hit on the others, with
 *     the same lifetime and so the same Cache-Control (the entry carries Next's cacheControl: get/set below).
 *   - Tags live in Redis too (the package's shared tags hash): revalidateTag() on any instance drops the tagged
 *     entries for all of them. Edits published through the database broadcast (lib/domain/catalog/products/tag-broadcast.ts,
 *     also from command-line scripts) reach Redis through revalidateTagsShared() below, which the poller calls
 *     (lib/platform/next/apply-tags.ts) — see docs/decisions/0012-scale-out.md.
 *   - Keys carry the build id (REDIS_KEY_PREFIX, default `mall`, then `:<BUILD_ID>:`): a new deployment never
 *     serves pages whose scripts belong to the previous one.
 *   - Redis down or slow (1 s per command): a read is a miss and the page renders, a write is skipped; the node-redis
 *     client reconnects by itself. Nothing is kept in process memory.
 *   - Cached page HTML is handed to Next as bytes, as the in-memory handler does (one write of ready-made bytes per
 *     hit instead of a copy into a new string).
 */
const path = require('node:path');
const { CacheHandler } = require('@fortedigital/nextjs-cache-handler');
const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default;
const { createClient } = require('@redis/client');
// The in-memory handler's conversion of page HTML to bytes (the same object, changed in place).
const { htmlAsBytes } = require('./cache-handler.cjs');
// As in the in-memory handler: Next's size stringify of page entries is skipped (lib/platform/next/incremental-cache-set.cjs).
const { patchCurrentIncrementalCache } = require('./incremental-cache-set.cjs');
// Pages-router pages (the goods page) get the tags of the data they show (lib/platform/next/page-tags.cjs).
const { addPageTags } = require('./page-tags.cjs');
// JSON log lines with the request id (docs/operations/observability.md).
const { logger } = require('../observability/log.cjs');

/** Page kinds whose `html` Next sends as the response body. */
const PAGE_KINDS = new Set(['APP_PAGE', 'PAGES']);

/** Where a stored entry keeps the lifetime Next gave it when it was rendered (read back in get). */
const CACHE_CONTROL_FIELD = '__mallCacheControl';

/** @param {string | undefined} value */
function keyPrefixOf(value, buildId = 'dev') {
  const base = (value ?? '').trim().replace(/[^A-Za-z0-9_.-]/g, '') || 'mall';
  return `${base}:${buildId.trim() || 'dev'}:`;
}

/** @type {{ __mallRedisCache?: { client: any, ready: Promise<void> } }} */
const g = /** @type {any} */ (globalThis);

/** One Redis connection per process (Next constructs a handler per request). */
function redisClient() {
  if (!g.__mallRedisCache) {
    const client = createClient({
      url: process.env.REDIS_URL,
      // Fail fast while disconnected instead of queueing: a cache miss is better than a waiting request.
      disableOfflineQueue: true,
      socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    });
    let said = false;
    client.on('error', (/** @type {Error} */ err) => {
      // Logged once per outage: reconnect attempts repeat the same error.
      if (!said)
        logger().error(`[cache] Redis unavailable (${err.message}); serving without the shared cache until it answers`);
      said = true;
    });
    client.on('ready', () => {
      if (said) logger().info('[cache] Redis connection restored');
      said = false;
    });
    const ready = client.connect().then(
      () => undefined,
      (/** @type {Error} */ err) => logger().error(`[cache] Redis connect failed: ${err.message}`),
    );
    g.__mallRedisCache = { client, ready };
  }
  return g.__mallRedisCache;
}

CacheHandler.onCreation(async ({ buildId }) => {
  const { client, ready } = redisClient();
  // Wait briefly for the first connection; after that a request never waits for Redis to come back.
  await Promise.race([ready, new Promise((r) => setTimeout(r, 2000).unref())]);
  const keyPrefix = keyPrefixOf(process.env.REDIS_KEY_PREFIX, buildId);
  logger().info(
    `[cache] shared page and data cache in Redis (${(process.env.REDIS_URL ?? '').replace(/\/\/[^@/]*@/, '//***@')}, keys ${keyPrefix}*)`,
  );
  return {
    handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 1000 })],
    // Entries without their own lifetime stay a day (Next's default would be a year); Redis drops them after 1.5×.
    ttl: { defaultStaleAge: 86_400 },
  };
});

class RedisCacheHandler extends CacheHandler {
  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    patchCurrentIncrementalCache();
    const entry = await super.get(key, ctx);
    if (entry && entry.value) {
      // The lifetime the rendering instance gave the page (set() below). Next 16.4 prefers an entry's own
      // cacheControl over what this process remembers; without it an instance that did not render the page knows no
      // lifetime for it, takes 1 s, answers STALE without Cache-Control and renders it again (issue 32 item 7).
      const cacheControl = entry.value[CACHE_CONTROL_FIELD];
      if (cacheControl && typeof cacheControl === 'object') {
        delete entry.value[CACHE_CONTROL_FIELD];
        entry.cacheControl = cacheControl;
      }
      htmlAsBytes(entry.value);
    }
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    // Stored as JSON: HTML that arrives as bytes is stored as its text. Always a shallow copy: the entry Next passes
    // may carry the transient toJSON of lib/platform/next/incremental-cache-set.cjs, which a copy does not inherit.
    const value =
      data && typeof data === 'object'
        ? PAGE_KINDS.has(data.kind) && Buffer.isBuffer(data.html)
          ? { ...data, html: data.html.toString('utf8') }
          : { ...data }
        : data;
    // Pages and route answers carry their lifetime ({ revalidate, expire }) with them, for the other instances (get).
    if (value && typeof value === 'object' && ctx && !ctx.fetchCache && ctx.cacheControl)
      value[CACHE_CONTROL_FIELD] = ctx.cacheControl;
    // The package tags a PAGES entry with the tags Next passes (none for pages-router pages) and its path.
    const tags = addPageTags(key, value);
    return super.set(key, value, tags.length > 0 ? { ...ctx, tags: [...(ctx?.tags ?? []), ...tags] } : ctx);
  }
}

/**
 * Drop the entries tagged with any of `tags` from the shared cache (the broadcast poller's path for edits made by
 * other processes). Usable before Next has served a request: the handler configures itself from the build folder.
 * @param {readonly string[]} tags
 */
async function revalidateTagsShared(tags) {
  if (tags.length === 0) return;
  const serverDistDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server');
  await new RedisCacheHandler({ serverDistDir, dev: false }).revalidateTag([...tags]);
}

module.exports = RedisCacheHandler;
module.exports.revalidateTagsShared = revalidateTagsShared;
module.exports.keyPrefixOf = keyPrefixOf;
