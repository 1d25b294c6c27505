/**
 * Run-time cached catalogue reads for pages (Next data cache, `unstable_cache`), tagged per entity: the page-data
 * layer above the domain (docs/architecture.md), because the domain stays free of Next and React.
 * Pages import from here; the API and tests use the uncached domain functions.
 * Nothing here runs at build time: pages that use it render on their first request (ISR or dynamic), never at build.
 */
import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import {
  CACHE_TTL,
  CATEGORY_TREE_TAG,
  HOME_TAG,
  brandTag,
  categoriesOfBrands,
  categoryTag,
  chainInTree,
  flaggedProducts,
  getBrand,
  loadGoodsPage,
  productTag,
  type GoodsPageData,
  type ProductSort,
} from '@/lib/domain/catalog/products';
import { listProducts } from '@/lib/domain/catalog/search';
import { cachedCategoryTree } from './goods-page-props';
import { cachedBrandList } from './home-page-props';

export type { GoodsPageData };

/**
 * Goods page data (lib/domain/catalog/products/goods-page.ts: one statement for the product, its packages, relations,
 * methods, standards, lots and MSDS), cached CACHE_TTL.product seconds — a cached page never shows prices or stock
 * older than that — and tagged product:<id>, so invalidateProduct(id) refreshes it and the ISR page; deduplicated
 * per request. The breadcrumb comes from the cached category tree, read BEFORE entering the goods entry: Next
 * bypasses an unstable_cache nested inside another one's callback, so reading the tree inside cost a full categories
 * query on every first render (seen in the query log of a crawler sweep; docs/decisions/0015-crawler-scale.md).
 */
export const getGoodsPageData = cache(async (id: number): Promise<GoodsPageData | null> => {
  const tree = await getCategoryTreeCached();
  return unstable_cache(
    async () =>
      loadGoodsPage(await getDb(), id, (categoryId) =>
        chainInTree(tree, categoryId).map((c) => ({ id: c.id, name: c.name })),
      ),
    ['goods-page', String(id)],
    { revalidate: CACHE_TTL.product, tags: [productTag(id)] },
  )();
});

export const getCategoryTreeCached = cache(cachedCategoryTree);

export const getBrandListCached = cache(cachedBrandList);

export const getBrandCached = cache((id: number) =>
  unstable_cache(async () => getBrand(await getDb(), id), ['brand', String(id)], {
    revalidate: CACHE_TTL.taxonomy,
    tags: [brandTag(id)],
  })(),
);

/** Hot products for the product-centre landing page. */
export const getHotProductsCached = cache((limit: number) =>
  unstable_cache(async () => flaggedProducts(await getDb(), 'hot', limit), ['hot-products', String(limit)], {
    revalidate: CACHE_TTL.listing,
    tags: [HOME_TAG],
  })(),
);

/** One page of a brand's products (brand page), cached per brand/category/page (tag brand:<id>). */
export const getBrandProductsCached = cache(
  (brandId: number, categoryId: number | null, pageNo: number, pageSize: number) =>
    unstable_cache(
      async () => {
        const r = await listProducts(await getDb(), {
          brandIds: [brandId],
          categoryIds: categoryId ? [categoryId] : undefined,
          pageNo,
          pageSize,
        });
        return { list: r.list, total: r.total };
      },
      ['brand-products', String(brandId), String(categoryId ?? 0), String(pageNo), String(pageSize)],
      { revalidate: CACHE_TTL.listing, tags: [brandTag(brandId)] },
    )(),
);

export const getBrandCategoriesCached = cache((brandId: number) =>
  unstable_cache(async () => categoriesOfBrands(await getDb(), [brandId]), ['brand-categories', String(brandId)], {
    revalidate: CACHE_TTL.taxonomy,
    tags: [brandTag(brandId)],
  })(),
);

/**
 * One page of a category's products without keyword or filters (productDetailList, and the plain views of
 * productClassifyList: any sort, any page), cached per category/sort/page (tag category:<id>). Keyword searches and
 * filtered views are read live (their variety is unbounded).
 */
export const getCategoryProductsCached = cache(
  (categoryId: number | null, pageNo: number, pageSize: number, sort?: ProductSort) =>
    unstable_cache(
      async () => {
        const r = await listProducts(await getDb(), { categoryId: categoryId ?? undefined, pageNo, pageSize, sort });
        return { list: r.list, total: r.total, totalCapped: r.totalCapped };
      },
      ['category-products', String(categoryId ?? 0), String(pageNo), String(pageSize), sort ?? 'default'],
      { revalidate: CACHE_TTL.listing, tags: categoryId ? [categoryTag(categoryId)] : [CATEGORY_TREE_TAG] },
    )(),
);
