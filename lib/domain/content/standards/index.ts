/**
 * lib/domain/content/standards: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export {
  STANDARD_ITEM_COLUMNS,
  STANDARD_STATUSES,
  getStandard,
  listStandards,
  looksLikeStandardCode,
  normaliseStandardCode,
  standardCategories,
  standardHeading,
  standardProductPage,
  standardIdByCode,
  standardItemOf,
} from './standards';
export type { StandardItemRow, StandardListItem, StandardStatus } from './types';
