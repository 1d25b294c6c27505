/**
 * lib/domain/catalog/search: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { searchCenterSections } from './center';
export { facetLabels, productFacets } from './facets';
export type { FacetOption } from './facets';
export { parseTypeIds, stripKeyword } from './filter-panel';
export { listCacheState, plainListRewrite } from './list-cache';
export type { ListCacheParams } from './list-cache';
export {
  FILTER_ROWS,
  LIST_PAGE_SIZE,
  effectiveSort,
  listHref,
  parseCategorySegment,
  parseListState,
  sortOptions,
  toListQuery,
} from './list-state';
export type { FilterKey, ListState, ViewMode } from './list-state';
export { firstParam, keywordOf, pageNoOf, pastLastPageHref, segmentId } from './page-params';
export type { SP } from './page-params';
export {
  categoryWithDescendants,
  listItemOf,
  listProducts,
  packageOf,
  packagesFor,
  productItemsByIds,
  productMatchSql,
} from './products';
export type { ListItemRow, PackageRow, ProductSearchResult } from './products';
export { casCheckDigit, classifyQuery, formatCas, isValidCas, looksLikeStandard } from './query';
export type { QueryKind } from './query';
export {
  ASSISTANT_TYPE_LABELS,
  SEARCH_INDEX_TABS,
  assistantForNavIndex,
  navIndexForAssistant,
  parseNavHandleIndex,
  searchIndexHref,
} from './routing';
export type { NavHandleIndex } from './routing';
export {
  apiProducts,
  categoriesByKeyword,
  exactProductMatch,
  productIdsVia,
  searchApis,
  searchMethodItems,
  searchNews,
  searchStandards,
} from './site';
export type { ApiSearchItem, NewsSearchItem } from './site';
export { structureKeywordMatch } from './structure-match';
export type { StructureKeywordMatch } from './structure-match';
export { normalizeText, searchText, searchTokens } from './tokens';
