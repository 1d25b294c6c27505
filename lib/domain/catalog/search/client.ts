/**
 * lib/domain/catalog/search: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { emitOf, filterPanelReducer, initFilterPanel, showKeywordBox } from './filter-panel';
export { addHistory, parseHistory, removeHistory, serializeHistory } from './history';
export { FILTER_ROWS, listHref, rowValues, truncateLabel, withRow } from './list-state';
export { classifyQuery, isValidCas } from './query';
export {
  HEADER_SEARCH_TYPES,
  HEADER_SEARCH_TYPES_VARIANT,
  HOT_SEARCHES,
  SAMPLE_SEARCHES,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_VARIANT,
  SEARCH_ROUTES,
  SEARCH_TYPE_LABELS,
  isSearchType,
  searchHref,
  submittableKeyword,
} from './routing';
export { STRUCTURE_KEYWORD_LABEL, isPastedStructure, structureKeyword } from './structure-keyword';
export type {
  ClassifiedQuery,
  FilterEmit,
  FilterKey,
  FilterPanelState,
  HistoryEntry,
  ListState,
  SearchType,
  ViewMode,
} from './types';
