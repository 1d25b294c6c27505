/**
 * lib/domain/catalog/staff: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { catalogOptions, createProduct, getProductDetail, setProductStatus, updateProduct } from './edit';
export { freshen } from './fresh';
export { confirmImport, createImport, dryRun, getImportJob, listImportJobs, runImport } from './import-job';
export { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from './import-rows';
export { listConsoleProducts } from './list';
export { addLot, attachCoa, withdrawLot } from './lots';
export { addSku, updateSku } from './packages';
export type {
  ConsoleProductRow,
  ImportJobView,
  ImportListRow,
  ImportScope,
  ProductDetail,
  ProductForm,
  RowContext,
} from './types';
