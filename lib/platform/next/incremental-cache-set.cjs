// @ts-check
/**
 * Next's IncrementalCache.set begins with `JSON.stringify(data).length` for EVERY entry it stores
 * (next/dist/server/lib/incremental-cache/index.ts, compiled into the app-page runtimes), but reads that length only
 * for fetch-cache entries (`if (ctx.fetchCache && size > 2 MB && !this.hasCustomCacheHandler) …`). For a rendered
 * page the entry holds the page's HTML and RSC payload as Buffers, which JSON.stringify expands through
 * Buffer.prototype.toJSON into arrays of numbers: hundreds of KB of garbage text per goods page, a visible share of
 * every first render's CPU and of the garbage collection after it (docs/decisions/0015-crawler-scale.md; profiles in
 * docs/investigations/crawler-scale.md, pass 2).
 *
 * While the page entry passes through IncrementalCache.set, it carries a non-enumerable `toJSON` that answers 0, so
 * that stringify is one call; it is removed again as soon as set's synchronous part (the stringify, and the start
 * of our cache handler's set) has run. Fetch-cache entries (unstable_cache data), whose size Next does check, are
 * untouched. Our handlers never serialise the entry object itself during that synchronous part: the in-memory handler
 * keeps it as it is, the Redis handler serialises a shallow copy (which has no toJSON).
 *
 * The IncrementalCache class is internal to Next's compiled runtime; the instance Next creates for each request is
 * published as globalThis.__incrementalCache, and our cache handler (constructed by it, then called by it) patches
 * that instance's prototype once. tests/unit/next-incremental-cache-set.test.ts checks the pinned runtime still has the
 * statement this works around; upstream, the fix is to compute the length only when `ctx.fetchCache` is set.
 */

const PATCHED = Symbol.for('mall.incrementalCacheSetPatched');

/** Answers every JSON.stringify of a page entry with "0" (one character) instead of its Buffers as number arrays. */
function sizeless() {
  return 0;
}

/**
 * Wrap the `set` of the instance's class (once per class). Returns true when it patched now.
 * @param {any} instance an IncrementalCache (globalThis.__incrementalCache)
 */
function patchIncrementalCacheSet(instance) {
  if (!instance || typeof instance !== 'object') return false;
  const proto = Object.getPrototypeOf(instance);
  if (
    !proto ||
    proto === Object.prototype ||
    Object.prototype.hasOwnProperty.call(proto, PATCHED) ||
    typeof proto.set !== 'function'
  )
    return false;
  const original = proto.set;
  Object.defineProperty(proto, 'set', {
    configurable: true,
    writable: true,
    value: function set(/** @type {string} */ key, /** @type {any} */ data, /** @type {any} */ ctx) {
      const skip =
        data !== null &&
        typeof data === 'object' &&
        !(ctx && ctx.fetchCache) &&
        !Object.prototype.hasOwnProperty.call(data, 'toJSON') &&
        Object.isExtensible(data);
      if (!skip) return original.call(this, key, data, ctx);
      Object.defineProperty(data, 'toJSON', { value: sizeless, configurable: true, enumerable: false, writable: true });
      try {
        return original.call(this, key, data, ctx);
      } finally {
        delete data.toJSON;
      }
    },
  });
  Object.defineProperty(proto, PATCHED, { value: true });
  return true;
}

/** Patch the IncrementalCache Next published for the current request, if any. */
function patchCurrentIncrementalCache() {
  return patchIncrementalCacheSet(/** @type {any} */ (globalThis).__incrementalCache);
}

module.exports = { patchIncrementalCacheSet, patchCurrentIncrementalCache, PATCHED };
