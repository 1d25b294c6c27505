/**
 * lib/domain/catalog/structure: what the rest of the code may import from this module (structure and formula search,
 * the per-process structure index). Files inside the module import each other directly; code in the browser imports
 * ./client.ts. The index itself: live-index.ts (building and refreshing), index-rows.ts (its database side),
 * index-state.ts (one entry per database).
 */
import 'server-only';

export {
  dropStructureIndex,
  getStructureIndex,
  refreshStructureIndex,
  structureIndexIdle,
  structureIndexStatus,
  warmStructureIndex,
} from './live-index';
export type { IndexStatus } from './live-index';
export { bumpStructureIndexVersion, readStructureIndexVersion } from './index-rows';
export { setStructureIndexOptions } from './index-state';
export { productsByFormula } from './formula';
export { StructureQueryError, searchStructures } from './search';
export { MODE_LABELS, STRUCTURE_MODES, looksLikeMolfile, parseStructureParams, structureSearchHref } from './params';
export type { StructureHit, StructureMode, StructureSearchResult } from './types';
