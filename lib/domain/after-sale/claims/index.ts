/**
 * lib/domain/after-sale/claims: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { approveAfterSale, cancelAfterSale, completeAfterSale, rejectAfterSale, returnGoods } from './actions';
export { applyAfterSale, claimableOrder } from './apply';
export { AFTER_SALE_STATUS_LABELS, AFTER_SALE_TYPE_LABELS } from './machine';
export { afterSaleDetail, listAfterSales } from './queries';
export {
  STAFF_AFTER_SALE_FILTERS,
  afterSaleNoOf,
  isAfterSaleFile,
  staffAfterSaleDetail,
  staffListAfterSales,
} from './staff/queries';
export type {
  AfterSaleDetail,
  AfterSaleRow,
  AfterSaleTab,
  ClaimableOrder,
  StaffAfterSaleDetail,
  StaffAfterSaleFilter,
  StaffAfterSaleRow,
} from './types';
