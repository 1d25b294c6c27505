/**
 * What the search centre (/searchCenter?keyword=, header type 全部) shows for a keyword: the first products, the APIs
 * with methods, methods, standards and news — one product search shared by the products section and the method and
 * standard fallbacks (lib/domain/catalog/search/site.ts). The page and bench/profile/search-statements.ts both read it here.
 */
import type { Db } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listProducts } from './products';
import { productIdsVia, searchApis, searchMethodItems, searchNews, searchStandards, VIA_PRODUCTS } from './site';

/** Products shown in the search centre's products section (the rest are one click away in the product list). */
export const CENTER_PRODUCTS_SHOWN = 10;
/** APIs shown in the search centre's API section. */
export const CENTER_APIS_SHOWN = 12;

export async function searchCenterSections(db: Db, keyword: string) {
  const page = { pageNo: 1, pageSize: PAGE_SIZE.homeSearch };
  // One ranked page of VIA_PRODUCTS ids; only the products shown become list items (packages read for 10, not 100).
  const ranked = listProducts(db, { keyword, pageNo: 1, pageSize: VIA_PRODUCTS }, { shown: CENTER_PRODUCTS_SHOWN });
  const via = productIdsVia(db, keyword, ranked);
  const [products, methods, standards, apis, news] = await Promise.all([
    // The 100 ids served the sections above; what the page shows (and sends to its client view) is the 10 items.
    ranked.then(({ ids: _ranked, ...shown }) => shown),
    searchMethodItems(db, { keyword, ...page }, via),
    searchStandards(db, { keyword, ...page }, via),
    searchApis(db, { keyword, pageNo: 1, pageSize: CENTER_APIS_SHOWN }),
    searchNews(db, { keyword, ...page }),
  ]);
  return { products, methods, standards, apis, news };
}
