/**
 * lib/domain/catalog/nitrosamine: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { customSynthesisHref, nitrosamineRiskHref } from './urls';
export { rowsFromText } from './batch-parse';
export type { BatchRow, ScreenSummary, StoredScreen } from './batch';
export { displayInput, screenInputProblem } from './input';
export type { ScreenField } from './input';
