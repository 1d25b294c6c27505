/**
 * The one cache manifest of the catalogue (docs/decisions/0001-page-caching.md): one tag per entity,
 * never an "all products" tag. After editing an entity, call `revalidateTag(productTag(id), 'max')`
 * (next/cache) on the instance that made the edit; other instances catch up within the TTL below.
 */

export const productTag = (id: number) => `product:${id}`;
export const categoryTag = (id: number) => `category:${id}`;
export const brandTag = (id: number) => `brand:${id}`;
/** The category tree and brand list (small, shared by menus and landing pages). */
export const CATEGORY_TREE_TAG = 'category-tree';
export const BRAND_LIST_TAG = 'brand-list';
/** Home page sections (banners, featured, latest methods/news). */
export const HOME_TAG = 'home';

/** Lifetimes in seconds. Prices and stock live inside product entries, so product entries are short-lived. */
export const CACHE_TTL = {
  /** Goods page packages (prices and stock) and the goods page itself (ISR): a cached page shows prices at most this old. */
  product: 60,
  /**
   * The descriptive part of the goods page (names, structure drawing, relations, methods, standards, COA list, MSDS).
   * Edits should call invalidateProduct(id); without it they show within this time.
   */
  productDetail: 600,
  /** Category tree, brand list, brand header. */
  taxonomy: 300,
  /** Home page sections, brand product pages. */
  listing: 120,
} as const;
