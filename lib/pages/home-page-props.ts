/**
 * The home page's props (pages/index.tsx, a pages-router page since issue 34: the app router's client runtime alone
 * put the home over its JS budget, bench/suites/js-weight.ts): the banners, categories, product strips, methods and
 * news, and the brands of the category menu, read from the run-time data cache exactly as the app-router home read
 * them (same keys, tags and lifetimes: a staff edit that expires `home`, `category-tree` or `brand-list` refreshes this
 * page as before). The brand list is lib/pages/catalog.ts's getBrandListCached too (the brand centre, the phone view).
 *
 * Not in ./catalog.ts because that module is marked 'server-only', which Next refuses in a pages-router page's module
 * graph (see ./goods-page-props.ts); the domain files are imported one by one for the same reason.
 */
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { listBrands } from '@/lib/domain/catalog/products/brands';
import { BRAND_LIST_TAG, CACHE_TTL, CATEGORY_TREE_TAG, HOME_TAG } from '@/lib/domain/catalog/products/cache-tags';
import { getHomeData, type HomeData } from '@/lib/domain/catalog/products/home';
import type { BrandDTO } from '@/lib/domain/catalog/products/types';

export type HomePageProps = { d: HomeData; brands: BrandDTO[] };

/** The home page's data, cached CACHE_TTL.listing seconds and tagged home and category-tree. */
const homeData = () =>
  unstable_cache(async () => getHomeData(await getDb()), ['home-data'], {
    revalidate: CACHE_TTL.listing,
    tags: [HOME_TAG, CATEGORY_TREE_TAG],
  })();

/** Every brand, cached CACHE_TTL.taxonomy seconds and tagged brand-list. */
export const cachedBrandList = () =>
  unstable_cache(async () => listBrands(await getDb()), ['brand-list'], {
    revalidate: CACHE_TTL.taxonomy,
    tags: [BRAND_LIST_TAG],
  })();

export async function homePageProps(): Promise<HomePageProps> {
  const [d, brands] = await Promise.all([homeData(), cachedBrandList()]);
  return { d, brands };
}
