/**
 * The product list's URL state (/productCenter/productClassifyList/:categoryId?…): every filter, the sort,
 * the page and the view live in the query, so a shared link reproduces the result. Pure (client-safe).
 *
 *   ?keyword=对乙酰&categoryName=…&sort=mw_desc&brandIds=1,2&categoryIds=3&deliverys=现货&packageValues=10mg,1g&pageNo=2&view=list
 *
 * Defaults are left out of the URL: sort (newest; relevance = 综合排序 after a keyword search), pageNo 1, view (cookie).
 */
import { CHOSEN_LABEL_MAX_CHARS, PAGE_SIZE, SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import type { ProductListQuery, ProductSort } from '@/lib/domain/catalog/products';
import type { ViewMode, ListState, FilterKey } from './types';
export const VIEW_MODES: readonly ViewMode[] = ['grid', 'list'];

export const SORT_OPTIONS: readonly { value: ProductSort; label: string }[] = [
  { value: 'relevance', label: '综合排序' },
  { value: 'name_asc', label: '名称升序' },
  { value: 'name_desc', label: '名称降序' },
  { value: 'mw_asc', label: '分子量升序' },
  { value: 'mw_desc', label: '分子量降序' },
  { value: 'newest', label: '最新' },
];
const SORTS = new Set<string>(SORT_OPTIONS.map((s) => s.value));

/** The sorts the list offers: 综合排序 (relevance) only after a keyword search, where it is the default. */
export function sortOptions(keyword: string): readonly { value: ProductSort; label: string }[] {
  return keyword ? SORT_OPTIONS : SORT_OPTIONS.filter((o) => o.value !== 'relevance');
}

/** The product list page size: 20, twice the pager's default of spec §9 (why: docs/decisions/search.md). */
export const LIST_PAGE_SIZE = PAGE_SIZE.productList;

type SP = Record<string, string | string[] | undefined> | URLSearchParams;

function get(sp: SP, k: string): string {
  if (sp instanceof URLSearchParams) return sp.get(k) ?? '';
  const v = sp[k];
  return (Array.isArray(v) ? v[0] : v) ?? '';
}

const MAX_LIST = 50;
const ids = (s: string) =>
  Array.from(
    new Set(
      s
        .split(/[,，]/)
        .map((x) => x.trim())
        .filter((x) => /^\d{1,9}$/.test(x))
        .map(Number)
        .filter((n) => n > 0),
    ),
  ).slice(0, MAX_LIST);
const texts = (s: string) =>
  Array.from(
    new Set(
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x && x.length <= 30),
    ),
  ).slice(0, MAX_LIST);

/** The category id of the optional route segment ("0", absent or garbage → 0 = all). */
export function parseCategorySegment(seg: string[] | string | undefined): number | null {
  const s = Array.isArray(seg) ? seg : seg === undefined ? [] : [seg];
  if (s.length === 0) return 0;
  if (s.length > 1 || !/^\d{1,9}$/.test(s[0]!)) return null;
  return Number(s[0]);
}

export function parseListState(categoryId: number, sp: SP): ListState {
  const sort = get(sp, 'sort');
  const view = get(sp, 'view');
  const pageNo = get(sp, 'pageNo');
  return {
    categoryId,
    categoryName: get(sp, 'categoryName').slice(0, 100),
    keyword: get(sp, 'keyword').replace(/\s+/g, ' ').trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH),
    sort: SORTS.has(sort) ? (sort as ProductSort) : null,
    brandIds: ids(get(sp, 'brandIds')),
    categoryIds: ids(get(sp, 'categoryIds')),
    deliverys: texts(get(sp, 'deliverys')),
    packageValues: texts(get(sp, 'packageValues')),
    pageNo: /^\d{1,6}$/.test(pageNo) && Number(pageNo) >= 1 ? Number(pageNo) : 1,
    view: view === 'grid' || view === 'list' ? view : null,
  };
}

/**
 * The sort in effect: the chosen one, else newest, or relevance (综合排序) after a keyword search
 * (a deliberate departure from spec §2.3: docs/decisions/0006-relevance-sort.md). Relevance needs a keyword.
 */
export function effectiveSort(s: Pick<ListState, 'sort' | 'keyword'>): ProductSort {
  if (s.sort && !(s.sort === 'relevance' && !s.keyword)) return s.sort;
  return s.keyword ? 'relevance' : 'newest';
}

export function toListQuery(s: ListState, pageSize = LIST_PAGE_SIZE): ProductListQuery {
  return {
    keyword: s.keyword || undefined,
    categoryId: s.categoryId || undefined,
    brandIds: s.brandIds.length ? s.brandIds : undefined,
    categoryIds: s.categoryIds.length ? s.categoryIds : undefined,
    deliverys: s.deliverys.length ? s.deliverys : undefined,
    packageValues: s.packageValues.length ? s.packageValues : undefined,
    sort: effectiveSort(s),
    pageNo: s.pageNo,
    pageSize,
  };
}

/** The URL of a list state (defaults left out). Changing anything but the page resets the page. */
export function listHref(s: ListState, change: Partial<ListState> = {}): string {
  const resetsPage = Object.keys(change).some((k) => k !== 'pageNo' && k !== 'view');
  const n: ListState = { ...s, ...change, pageNo: change.pageNo ?? (resetsPage ? 1 : s.pageNo) };
  const sp = new URLSearchParams();
  if (n.categoryName) sp.set('categoryName', n.categoryName);
  if (n.keyword) sp.set('keyword', n.keyword);
  const sort = effectiveSort(n);
  if (sort !== effectiveSort({ sort: null, keyword: n.keyword })) sp.set('sort', sort);
  if (n.brandIds.length) sp.set('brandIds', n.brandIds.join(','));
  if (n.categoryIds.length) sp.set('categoryIds', n.categoryIds.join(','));
  if (n.deliverys.length) sp.set('deliverys', n.deliverys.join(','));
  if (n.packageValues.length) sp.set('packageValues', n.packageValues.join(','));
  if (n.pageNo > 1) sp.set('pageNo', String(n.pageNo));
  if (n.view) sp.set('view', n.view);
  const qs = sp.toString();
  return `/productCenter/productClassifyList/${n.categoryId}${qs ? `?${qs}` : ''}`;
}

/** Truncate a chosen-filter label at CHOSEN_LABEL_MAX_CHARS characters (spec §9), with an ellipsis. */
export function truncateLabel(label: string, max = CHOSEN_LABEL_MAX_CHARS): string {
  const chars = Array.from(label);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : label;
}

/** Filter rows of the list: URL key → row title. */
export const FILTER_ROWS = [
  { key: 'brandIds', title: '品牌' },
  { key: 'categoryIds', title: '分类' },
  { key: 'deliverys', title: '货期' },
  { key: 'packageValues', title: '规格' },
] as const;

/** The state with one row's selection replaced (values as strings, as the rows hold them). */
export function withRow(s: ListState, key: FilterKey, values: readonly string[]): Partial<ListState> {
  if (key === 'brandIds' || key === 'categoryIds') return { [key]: ids(values.join(',')) } as Partial<ListState>;
  return { [key]: texts(values.join(',')) } as Partial<ListState>;
}

export function rowValues(s: ListState, key: FilterKey): string[] {
  return (s[key] as readonly (string | number)[]).map(String);
}
