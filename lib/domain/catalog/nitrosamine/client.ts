/**
 * lib/domain/catalog/nitrosamine: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { customSynthesisHref, nitrosamineRiskHref } from './urls';
export { rowsFromText } from './batch-parse';
export { displayInput, screenInputProblem } from './input';
export type {
  BatchDerivative,
  BatchRow,
  ScreenDerivative,
  ScreenField,
  ScreenProduct,
  ScreenResult,
  ScreenSummary,
  StoredScreen,
} from './types';
