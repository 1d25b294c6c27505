/**
 * lib/domain/operations/insights: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { defaultRange, pct, rangeQuery, rate, resolveRange, today } from './aggregate';
export {
  SEARCH_GROUPS,
  SEARCH_GROUP_KEYS,
  SEARCH_KIND_LABELS,
  isSearchGroup,
  isStructureKind,
  productSearchEntry,
  structureLogKind,
} from './kinds';
export { conversion, salesOverview, searchSummary, zeroResults } from './queries';
export { countProduct, flushInsights, recordSearch } from './recorder';
export { pruneEventLogs } from './retention';
export type {
  Conversion,
  ConversionRow,
  DayRange,
  RangeInput,
  SalesOverview,
  SearchGroup,
  SearchLogEntry,
  SearchLogKind,
  SearchRow,
  SearchSummary,
  ZeroRow,
} from './types';
