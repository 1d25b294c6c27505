/**
 * lib/domain/catalog/search: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { searchCenterSections } from './center';
export { facetLabels, productFacets } from './facets';
export { parseTypeIds, stripKeyword } from './filter-panel';
export { listCacheState, plainListRewrite } from './list-cache';
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
export {
  firstParam,
  keywordOf,
  pageNoOf,
  pastLastPageHref,
  searchCenterHref,
  searchRobots,
  segmentId,
} from './page-params';
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
export { casCheckDigit, classifyQuery, formatCas, isValidCas, looksLikeStandard } from './query';
export {
  ASSISTANT_TYPE_LABELS,
  SEARCH_INDEX_TABS,
  assistantForNavIndex,
  navIndexForAssistant,
  parseNavHandleIndex,
  searchIndexHref,
} from './routing';
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
export { structureKeywordMatch } from './structure-match';
export { normalizeText, searchText, searchTokens } from './tokens';
export type {
  ApiSearchItem,
  ClassifiedQuery,
  FacetOption,
  FilterEmit,
  FilterKey,
  FilterPanelState,
  HistoryEntry,
  ListCacheParams,
  ListItemRow,
  ListState,
  NavHandleIndex,
  NewsSearchItem,
  PackageRow,
  ProductSearchResult,
  QueryKind,
  SearchType,
  StructureKeywordMatch,
  ViewMode,
} from './types';
