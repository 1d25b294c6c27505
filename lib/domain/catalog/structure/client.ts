/**
 * lib/domain/catalog/structure: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { MODE_LABELS, STRUCTURE_MODES, looksLikeMolfile, normalizeAccuracy, structureSearchHref } from './params';
export type { StructureMode } from './types';
