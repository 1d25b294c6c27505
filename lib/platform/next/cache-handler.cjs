// @ts-check
/**
 * Next's own file-system cache handler (memory LRU + files under <distDir>/server), with one change: the HTML of a
 * cached page is kept as UTF-8 BYTES instead of a JavaScript string.
 *
 * Why: Next answers a cache hit with `res.end(html)`. For a string body Node's http module prepends the header
 * string to it ("shameful hack to get the headers and first body chunk onto the same packet"), so every hit
 * allocates a new ~180 KB two-byte string (our pages are Chinese text), copies the whole page into it, faults in
 * fresh pages and then encodes it to UTF-8 again: `perf` showed that copy as the largest single cost of a cached
 * goods page, which cost more than a prerendered page of similar size (docs/decisions/0001-page-caching.md). With
 * bytes, Next streams the buffer as it is (RenderResult → pipeToNodeResponse), so a hit is one write of ready-made
 * bytes.
 *
 * Everything else (memory LRU, optional files on disk, tags, revalidation) is Next's FileSystemCache unchanged (its size
 * and the disk switch: lib/platform/next/route-cache-config.cjs);
 * next.config.js points `cacheHandler` here. Next is pinned in package.json: the import below is internal to that
 * version, and tests/unit/next-cache-handler.test.ts fails if it moves.
 */
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
// Next stringifies every page entry only to learn a size it never reads for pages: lib/platform/next/incremental-cache-set.cjs.
const { patchCurrentIncrementalCache } = require('./incremental-cache-set.cjs');
// Pages-router pages (the goods page) get the tags of the data they show (lib/platform/next/page-tags.cjs).
const { addPageTags, neverOnDisk } = require('./page-tags.cjs');

/** Page kinds whose `html` Next sends as the response body. */
const PAGE_KINDS = new Set(['APP_PAGE', 'PAGES']);

/** @param {any} value a cache value; its html as bytes (the same object, changed in place, so it happens once). */
function htmlAsBytes(value) {
  if (value && PAGE_KINDS.has(value.kind) && typeof value.html === 'string')
    value.html = Buffer.from(value.html, 'utf8');
  return value;
}

/** Paths known to be absent, at most this many (a crawl of 100k products would otherwise grow it without bound). */
const MISSING_MAX = 50_000;

/**
 * With ROUTE_CACHE_DISK off nothing is written at run time, so a file that is absent stays absent; but Next's
 * FileSystemCache still tries the disk on every memory miss (readFile + ENOENT for each first render and each data
 * entry, a visible share of a cold crawl's CPU: docs/investigations/crawler-scale.md, pass 1). Remember the absent
 * paths and answer them at once. Build-time pages (present on disk) are read as before.
 * @param {any} fs Next's file-system adapter (readFile, stat, existsSync, …)
 */
function rememberMissing(fs) {
  /** @type {Map<string, true>} */
  const missing = new Map();
  const enoent = (/** @type {string} */ p) =>
    Object.assign(new Error(`ENOENT: no such file or directory, open '${p}'`), { code: 'ENOENT' });
  const note = (/** @type {string} */ p) => {
    if (missing.size >= MISSING_MAX) missing.delete(/** @type {string} */ (missing.keys().next().value));
    missing.set(p, true);
  };
  /** @param {(p: string, ...a: any[]) => Promise<any>} fn */
  const guard = (fn) =>
    async function (/** @type {string} */ p, /** @type {any[]} */ ...rest) {
      if (typeof p === 'string' && missing.has(p)) throw enoent(p);
      try {
        return await fn.call(fs, p, ...rest);
      } catch (err) {
        if (typeof p === 'string' && /** @type {any} */ (err)?.code === 'ENOENT') note(p);
        throw err;
      }
    };
  return {
    ...fs,
    readFile: guard(fs.readFile),
    stat: guard(fs.stat),
    existsSync: (/** @type {string} */ p) => {
      if (missing.has(p)) return false;
      const ok = fs.existsSync(p);
      if (!ok) note(p);
      return ok;
    },
    /** For tests: how many absent paths are remembered. */
    missingCount: () => missing.size,
  };
}

class ByteHtmlCacheHandler extends FileSystemCache {
  /** @param {any} ctx */
  constructor(ctx) {
    super(ctx);
    if (!this.flushToDisk && this.fs) this.fs = rememberMissing(this.fs);
    patchCurrentIncrementalCache();
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    patchCurrentIncrementalCache();
    // A goods page not in memory is a first render: Next's cache would still look for its file (a stat, a read of a
    // .meta file, each failing with an exception), a new path for every product a crawler opens.
    if (!this.flushToDisk && neverOnDisk(key) && !FileSystemCache.memoryCache?.has(key)) return null;
    const entry = await super.get(key, ctx);
    // Entries read from disk (or set before this handler) come as strings: convert them once, in the memory cache.
    if (entry && entry.value) htmlAsBytes(entry.value);
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    // In place: Next answers a first render with this same value (the response cache hands the object it stored to
    // the response), so the page is encoded to UTF-8 once, here, and sent as these bytes too — not encoded again by
    // res.end(string) (or by the compression middleware's toBuffer); docs/investigations/crawler-scale.md, pass 3.
    addPageTags(key, data);
    return super.set(key, htmlAsBytes(data), ctx);
  }
}

module.exports = ByteHtmlCacheHandler;
module.exports.htmlAsBytes = htmlAsBytes;
module.exports.rememberMissing = rememberMissing;
