/**
 * lib/domain/commerce/cart: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { countDemand, deleteDemand, insertDemand, listDemand, syncDemand, updateDemand } from './demand';
export { countLines, deleteLine, insertLine, listLines, productVoColumns, syncLines, updateLine } from './lines';
export type { SkippedItem } from './lines';
export type { CartRow, DemandRow, ProdDetailVO, SpecEntryDTO } from './types';
