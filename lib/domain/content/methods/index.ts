/**
 * lib/domain/content/methods: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { contentDisposition, methodFile } from './file';
export {
  MAX_COMPARE_METHODS,
  compareMethods,
  featuredMethods,
  getMethod,
  getMethods,
  listMethodTypes,
  listSeries,
  methodIdByApi,
  methodProductsPage,
  methodRequiredProducts,
  methodsNeedingProducts,
  normaliseMethodKeyword,
  productsForMethods,
  productsUsedByMethods,
  relatedMethods,
  searchMethods,
  summariseMethods,
} from './methods';
export type { MethodsSummary } from './methods';
export { productBriefs, productIdsByCodes } from './products';
export type {
  MethodCompareColumn,
  MethodDetail,
  MethodListItem,
  MethodType,
  ProductBrief,
  ProductSummaryRow,
  RequiredProduct,
} from './types';
