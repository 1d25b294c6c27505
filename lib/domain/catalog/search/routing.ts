/**
 * Header search types and where each one goes (spec §2.3). Pure: safe in client components.
 *
 *   all      → /searchCenter?keyword=…
 *   product  → /productCenter/productClassifyList/0?keyword=…
 *   method   → /searchCenter/methodsSeach?keyword=…
 *   standard → /searchCenter/SearchStandardNumber?keyword=…   (the variant that offers it)
 *   data     → /searchCenter/dataSearchofStandard?keyword=…
 */
import type { NavHandleIndex, SearchType } from './types';

export const SEARCH_TYPES = ['all', 'product', 'method', 'standard', 'data'] as const;

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  all: '全部',
  product: '产品',
  method: '方法',
  standard: '标准',
  data: '数据',
};

/** The types the main header offers (标准 only in the variant). */
export const HEADER_SEARCH_TYPES: readonly SearchType[] = ['all', 'product', 'method', 'data'];
export const HEADER_SEARCH_TYPES_VARIANT: readonly SearchType[] = ['all', 'product', 'method', 'standard', 'data'];

/** Placeholders of the two header variants. */
export const SEARCH_PLACEHOLDER = '请输入货号、CAS号、分子式或标准号';
export const SEARCH_PLACEHOLDER_VARIANT = '请输入名称、货号、CAS号或品牌';

export const SEARCH_ROUTES: Record<SearchType, string> = {
  all: '/searchCenter',
  product: '/productCenter/productClassifyList/0',
  method: '/searchCenter/methodsSeach',
  standard: '/searchCenter/SearchStandardNumber',
  data: '/searchCenter/dataSearchofStandard',
};

/** The structure-formula search page (accuracy default 100 %). */
export { STRUCTURE_SEARCH_PATH } from '@/lib/config/routes';

/** The four sample searches shown under the header box: one per way of searching. */
export const SAMPLE_SEARCHES: readonly { keyword: string; type: SearchType; label: string }[] = [
  { keyword: '对乙酰氨基酚', type: 'all', label: '中文名' },
  { keyword: '50-78-2', type: 'all', label: 'CAS号' },
  { keyword: 'C8H9NO2', type: 'all', label: '分子式' },
  { keyword: 'GB 5009.3', type: 'data', label: '标准号' },
];

/** Hot searches (热门搜索) shown in the history dropdown and on the search pages. */
export const HOT_SEARCHES: readonly string[] = [
  '对乙酰氨基酚',
  '布洛芬',
  '阿司匹林',
  '奥美拉唑',
  '亚硝胺',
  '杂质',
  '维生素',
  '咖啡因',
];

/** Assistant header numbering (spec §2.3): all=0, methods=1, products=2, data=3. */
export const ASSISTANT_SEARCH_INDEX = { all: 0, methods: 1, products: 2, data: 3 } as const;
export type AssistantSearchIndex = (typeof ASSISTANT_SEARCH_INDEX)[keyof typeof ASSISTANT_SEARCH_INDEX];

/** /searchIndex tabs (query navHandleIndex, spec §2.1): 0 all and product, 2 method, 3 standard, 4 data. */
export const NAV_HANDLE_INDEX = { all: 0, product: 0, method: 2, standard: 3, data: 4 } as const;

/** The assistant header's number for a header type. */
export function assistantIndexOf(type: SearchType): AssistantSearchIndex {
  switch (type) {
    case 'method':
      return ASSISTANT_SEARCH_INDEX.methods;
    case 'product':
      return ASSISTANT_SEARCH_INDEX.products;
    case 'data':
    case 'standard':
      return ASSISTANT_SEARCH_INDEX.data;
    default:
      return ASSISTANT_SEARCH_INDEX.all;
  }
}

/** navHandleIndex from a query value ("2" → 2); anything else is 0 (all and product). */
export function parseNavHandleIndex(v: string | string[] | undefined | null): NavHandleIndex {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return n === 2 || n === 3 || n === 4 ? n : 0;
}

export function isSearchType(v: unknown): v is SearchType {
  return typeof v === 'string' && (SEARCH_TYPES as readonly string[]).includes(v);
}

/** The trimmed keyword, or null when the search must not be submitted (spec §5: empty search). */
export function submittableKeyword(keyword: string | null | undefined): string | null {
  const k = (keyword ?? '').replace(/\s+/g, ' ').trim();
  return k ? k : null;
}

/** Where a header search goes; null for an empty keyword (nothing happens). */
export function searchHref(type: SearchType, keyword: string | null | undefined): string | null {
  const k = submittableKeyword(keyword);
  if (!k) return null;
  return `${SEARCH_ROUTES[type] ?? SEARCH_ROUTES.all}?keyword=${encodeURIComponent(k)}`;
}

/** Product search with URL state, used by the product list links. */
export function productListHref(
  categoryId: number | string,
  params: Record<string, string | number | readonly (string | number)[] | null | undefined>,
): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === null || v === undefined || v === '') continue;
    if (Array.isArray(v)) {
      if (v.length) sp.set(k, v.join(','));
    } else sp.set(k, String(v));
  }
  const qs = sp.toString();
  return `/productCenter/productClassifyList/${categoryId}${qs ? `?${qs}` : ''}`;
}

/** The /searchIndex tab for an assistant header type number (all 0 → 0, methods 1 → 2, products 2 → 0, data 3 → 4). */
export function navIndexForAssistant(n: number): NavHandleIndex {
  switch (n) {
    case ASSISTANT_SEARCH_INDEX.methods:
      return NAV_HANDLE_INDEX.method;
    case ASSISTANT_SEARCH_INDEX.data:
      return NAV_HANDLE_INDEX.data;
    default:
      return NAV_HANDLE_INDEX.all;
  }
}

/** The assistant header type number shown for a /searchIndex tab. */
export function assistantForNavIndex(i: NavHandleIndex): AssistantSearchIndex {
  if (i === NAV_HANDLE_INDEX.method) return ASSISTANT_SEARCH_INDEX.methods;
  if (i === NAV_HANDLE_INDEX.data || i === NAV_HANDLE_INDEX.standard) return ASSISTANT_SEARCH_INDEX.data;
  return ASSISTANT_SEARCH_INDEX.all;
}

/** /searchIndex tabs in order. */
export const SEARCH_INDEX_TABS: readonly { index: NavHandleIndex; label: string }[] = [
  { index: 0, label: '全部/产品' },
  { index: 2, label: '方法' },
  { index: 3, label: '标准' },
  { index: 4, label: '数据' },
];

/** Labels of the assistant header's type selector, by number. */
export const ASSISTANT_TYPE_LABELS: readonly { value: AssistantSearchIndex; label: string }[] = [
  { value: ASSISTANT_SEARCH_INDEX.all, label: '全部' },
  { value: ASSISTANT_SEARCH_INDEX.methods, label: '方法' },
  { value: ASSISTANT_SEARCH_INDEX.products, label: '产品' },
  { value: ASSISTANT_SEARCH_INDEX.data, label: '数据' },
];

export const searchIndexHref = (navHandleIndex: NavHandleIndex, keyword: string) => {
  const sp = new URLSearchParams({ navHandleIndex: String(navHandleIndex) });
  if (keyword) sp.set('keyword', keyword);
  return `/searchIndex?${sp.toString()}`;
};
