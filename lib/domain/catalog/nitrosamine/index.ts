/**
 * lib/domain/catalog/nitrosamine: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { findNitrosoGroups } from './cpca';
export { Z, graphFromJson, isCarboxylCarbon, isSp3Carbon, neighbours } from './graph';
export { CPCA_RULES } from './rules';
export { screenNitrosamines } from './screen';
export { customSynthesisHref } from './urls';
export { rowsFromCells, rowsFromText } from './batch-parse';
export { exportScreen, getScreen, listScreens, readBatchUpload, screenBatchChunk, screenRow, XLSX_MIME } from './batch';
export { resetPublishedLimits, warmPublishedLimits } from './published';
export { displayInput, screenInputProblem } from './input';
export type {
  BatchDerivative,
  BatchRow,
  CpcaResult,
  Derivative,
  MolGraph,
  PublishedLimit,
  ScreenDerivative,
  ScreenField,
  ScreenProduct,
  ScreenResult,
  ScreenSummary,
  StoredScreen,
} from './types';
