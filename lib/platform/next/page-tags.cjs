// @ts-check
/**
 * Cache tags of pages-router pages (pages/goodsDetail: docs/decisions/0015-crawler-scale.md).
 *
 * An app-router page carries the tags of the data it read (unstable_cache tags), so revalidateTag(productTag(id))
 * refreshes it. A pages-router page's cache entry carries none: getStaticProps has no way to name them. Both cache
 * handlers (lib/platform/next/cache-handler.cjs, lib/platform/next/redis-cache-handler.cjs) give such an entry the tags of the data
 * its page shows, from its key — the page's path. The tag names are lib/domain/catalog/products/cache-tags.ts's
 * (productTag, CATEGORY_TREE_TAG); tests/unit/next-cache-handler.test.ts keeps the two in step.
 */

/**
 * /goodsDetail/<id>: the product (prices, stock, names, relations) and the category tree (its breadcrumb). Next keys
 * a page's entry `/route-cache/PAGES/<hash of the route>/$<path>`; the bare path is accepted too.
 */
const GOODS_PAGE = /(?:^|\$)\/goodsDetail\/(\d{1,12})$/;

/**
 * The tags of the pages-router page cached under `key` (its route-cache key, or its path); none for any other key.
 * @param {string} key
 * @returns {string[]}
 */
function pageCacheTags(key) {
  const m = GOODS_PAGE.exec(key);
  return m ? [`product:${Number(m[1])}`, 'category-tree'] : [];
}

/** The header in which Next's file-system cache keeps an entry's tags (NEXT_CACHE_TAGS_HEADER). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * Puts a PAGES cache value's page tags in its headers, where Next's file-system cache checks an entry's tags against
 * revalidateTag on every read (as it does for app pages). In place, like htmlAsBytes: Next answers the first render
 * with the object it stored. Returns the tags (none for other kinds and keys).
 * @param {string} key
 * @param {any} value
 * @returns {string[]}
 */
function addPageTags(key, value) {
  if (!value || value.kind !== 'PAGES') return [];
  const tags = pageCacheTags(key);
  if (tags.length > 0) value.headers = { ...(value.headers ?? {}), [CACHE_TAGS_HEADER]: tags.join(',') };
  return tags;
}

/**
 * Whether the page cached under `key` can only ever be in memory: a goods page is never rendered at build
 * (getStaticPaths lists no paths), so with run-time disk writes off (ROUTE_CACHE_DISK) there is no file to read.
 * @param {string} key
 */
function neverOnDisk(key) {
  return GOODS_PAGE.test(key);
}

module.exports = { pageCacheTags, addPageTags, neverOnDisk, CACHE_TAGS_HEADER };
