/**
 * What a recorded search was: the kinds of search_log rows, their labels, the groups of the zero-result report, and
 * how a storefront query becomes one (kind, query) pair so the same search always lands in the same group:
 *
 *   searchLogEntry(classifyQuery('50782'))        → { kind: 'cas', query: '50-78-2' }
 *   searchLogEntry(classifyQuery('h9c8no2'))      → { kind: 'formula', query: 'C8H9NO2' }
 *   searchLogEntry(classifyQuery(' Aspirin  '))   → { kind: 'keyword', query: 'aspirin' }
 *   structureLogKind('substructure')             → 'structure-sub'
 *   productSearchEntry({ keyword: '50-00-0', pageNo: 2 }) → null (paging through a search is not a new search)
 *
 * Pure: safe in client components.
 */
import { INSIGHTS } from '@/lib/config/constants';
import { classifyQuery, type ClassifiedQuery } from '@/lib/domain/catalog/search/client';
import type { StructureMode } from '@/lib/domain/catalog/structure';
import type { SearchGroup, SearchLogEntry, SearchLogKind } from './types';

export const SEARCH_LOG_KINDS = [
  'keyword',
  'cas',
  'formula',
  'code',
  'standard',
  'inchikey',
  'structure-exact',
  'structure-sub',
  'structure-sim',
] as const;

export const SEARCH_KIND_LABELS: Record<SearchLogKind, string> = {
  keyword: '关键词',
  cas: 'CAS号',
  formula: '分子式',
  code: '货号',
  standard: '标准号',
  inchikey: 'InChIKey',
  'structure-exact': '结构式·精确',
  'structure-sub': '结构式·子结构',
  'structure-sim': '结构式·相似',
};

/** Tabs of the zero-result report: each groups one or more kinds. */
export const SEARCH_GROUPS = {
  keyword: { label: '关键词', short: '关键词', kinds: ['keyword'] },
  cas: { label: 'CAS号', short: 'CAS', kinds: ['cas'] },
  structure: { label: '结构式', short: '结构式', kinds: ['structure-exact', 'structure-sub', 'structure-sim'] },
  formula: { label: '分子式', short: '分子式', kinds: ['formula'] },
  code: { label: '货号', short: '货号', kinds: ['code'] },
  other: { label: '标准号 / InChIKey', short: '其他', kinds: ['standard', 'inchikey'] },
} as const satisfies Record<string, { label: string; short: string; kinds: readonly SearchLogKind[] }>;
export const SEARCH_GROUP_KEYS = Object.keys(SEARCH_GROUPS) as SearchGroup[];

export const isSearchGroup = (v: unknown): v is SearchGroup => typeof v === 'string' && Object.hasOwn(SEARCH_GROUPS, v);

/** The kinds of a group (all kinds without one). */
export function kindsOf(group: SearchGroup | null | undefined): readonly SearchLogKind[] {
  return group ? SEARCH_GROUPS[group].kinds : SEARCH_LOG_KINDS;
}

const cut = (s: string) => s.slice(0, INSIGHTS.queryMax);

/**
 * The (kind, query) a classified storefront query is logged as: identifiers in their canonical form (hyphenated CAS,
 * Hill formula, upper-case 货号 and InChIKey), names lower-cased. A CAS number with a wrong check digit is a typo,
 * not a substance to stock: it is logged as a keyword. Null for an empty query.
 */
export function searchLogEntry(q: ClassifiedQuery): SearchLogEntry | null {
  if (!q.raw) return null;
  switch (q.kind) {
    case 'cas':
      return { kind: 'cas', query: q.normalized };
    case 'formula':
      return { kind: 'formula', query: cut(q.normalized) };
    case 'code':
      return { kind: 'code', query: cut(q.normalized) };
    case 'inchikey':
      return { kind: 'inchikey', query: q.normalized };
    case 'standard':
      return { kind: 'standard', query: cut(q.raw.toUpperCase()) };
    case 'casInvalid':
    case 'text':
      return { kind: 'keyword', query: cut(q.raw.toLowerCase()) };
  }
}

const STRUCTURE_KINDS: Record<StructureMode, SearchLogKind> = {
  exact: 'structure-exact',
  substructure: 'structure-sub',
  similarity: 'structure-sim',
};

export const structureLogKind = (mode: StructureMode): SearchLogKind => STRUCTURE_KINDS[mode];

export const isStructureKind = (k: string) => k.startsWith('structure-');

/**
 * The entry of a product search as a buyer's search, or null when it is not one to count: no keyword, a later page
 * of the same search, or filters (category, brand, delivery, package) narrowing it — a filtered search that finds
 * nothing does not say the catalogue lacks the substance.
 */
export function productSearchEntry(q: {
  keyword?: string | null;
  pageNo?: number | null;
  categoryId?: number | null;
  brandIds?: readonly unknown[] | null;
  categoryIds?: readonly unknown[] | null;
  deliverys?: readonly unknown[] | null;
  packageValues?: readonly unknown[] | null;
}): SearchLogEntry | null {
  const keyword = q.keyword?.trim();
  if (!keyword || (q.pageNo ?? 1) > 1 || (q.categoryId ?? 0) > 0) return null;
  if (q.brandIds?.length || q.categoryIds?.length || q.deliverys?.length || q.packageValues?.length) return null;
  return searchLogEntry(classifyQuery(keyword));
}
