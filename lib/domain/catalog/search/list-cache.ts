/**
 * Plain category list views from the route cache (issue 16). Pure: used by the proxy (lib/proxy/decide.ts) and by
 * the cached route (app/(site)/listCache/[cid]/[pageNo]/[sort]/[view]/page.tsx).
 *
 * A plain view is /productCenter/productClassifyList/<id> (id ≥ 1) whose query holds nothing but categoryName, pageNo,
 * sort and view, each at most once and valid: what menus, crawlers, pagers and most visitors open. Its content
 * depends only on (id, page, sort, view), so it is rendered once per variant and served from the route cache:
 *
 *   /productCenter/productClassifyList/12?categoryName=药物杂质&pageNo=3          → /listCache/12/3/newest/cookie-grid
 *   /productCenter/productClassifyList/12?sort=mw_desc&view=list                  → /listCache/12/1/mw_desc/list
 *   … with the PRODUCT_VIEW_MODE=list cookie and no ?view=                        → /listCache/12/1/newest/cookie-list
 *   … ?keyword=…, any filter, an unknown or repeated parameter, page > 500, id 0  → null (rendered per request)
 *
 * The view is the URL's when it chose one, else the cookie's (`cookie-*`: the links then leave ?view= out, as the
 * per-request page does). The sort is the effective one (no sort and 综合排序 without a keyword both mean newest).
 */
import type { ProductSort } from '@/lib/domain/catalog/products';
import { SORT_OPTIONS } from './list-state';
import type { ListCacheParams, ViewMode } from './types';

export const LIST_CACHE_PREFIX = '/listCache';
/** Pages past this are rendered per request (a crawler's deep paging must not fill the route cache). */
export const LIST_CACHE_MAX_PAGE = 500;
export const LIST_CACHE_VIEWS = ['grid', 'list', 'cookie-grid', 'cookie-list'] as const;
export type ListCacheView = (typeof LIST_CACHE_VIEWS)[number];

const PLAIN_KEYS = new Set(['categoryName', 'pageNo', 'sort', 'view']);
const LIST_PATH_RE = /^\/productCenter\/productClassifyList\/([1-9]\d{0,8})\/?$/;
/** Sorts of a list without keyword (relevance needs a keyword: it falls back to newest). */
const PLAIN_SORTS = new Set<string>(SORT_OPTIONS.map((o) => o.value).filter((v) => v !== 'relevance'));
const PAGE_RE = /^[1-9]\d{0,2}$/;

/** The route-cache path of a plain list view, or null when the request must be rendered per request. */
export function plainListRewrite(pathname: string, search: string, cookieView: string | undefined): string | null {
  const m = LIST_PATH_RE.exec(pathname);
  if (!m) return null;
  const sp = new URLSearchParams(search);
  const seen = new Set<string>();
  for (const k of sp.keys()) {
    if (!PLAIN_KEYS.has(k) || seen.has(k)) return null;
    seen.add(k);
  }
  const page = sp.get('pageNo');
  if (page !== null && (!PAGE_RE.test(page) || Number(page) > LIST_CACHE_MAX_PAGE)) return null;
  const sort = sp.get('sort');
  if (sort !== null && sort !== 'relevance' && !PLAIN_SORTS.has(sort)) return null;
  const view = sp.get('view');
  if (view !== null && view !== 'grid' && view !== 'list') return null;
  const v: ListCacheView = view ?? (cookieView === 'list' ? 'cookie-list' : 'cookie-grid');
  const s = sort === null || sort === 'relevance' ? 'newest' : sort;
  return `${LIST_CACHE_PREFIX}/${m[1]}/${page ?? 1}/${s}/${v}`;
}

/** The list state of a cached variant's path parameters (the query the public URL meant), or null when invalid. */
export function listCacheState(
  p: ListCacheParams,
): { cid: number; query: Record<string, string>; view: ViewMode } | null {
  if (!/^[1-9]\d{0,8}$/.test(p.cid) || !PAGE_RE.test(p.pageNo) || Number(p.pageNo) > LIST_CACHE_MAX_PAGE) return null;
  if (!PLAIN_SORTS.has(p.sort) || !(LIST_CACHE_VIEWS as readonly string[]).includes(p.view)) return null;
  const query: Record<string, string> = { pageNo: p.pageNo, sort: p.sort as ProductSort };
  const fromUrl = p.view === 'grid' || p.view === 'list';
  if (fromUrl) query.view = p.view;
  return { cid: Number(p.cid), query, view: (fromUrl ? p.view : p.view.slice('cookie-'.length)) as ViewMode };
}
