/**
 * Refunds (退款): one record per completed 退货退款 / 仅退款 claim and per paid order cancelled before shipping, one
 * state machine (申请退款 → 退款中 → 已退款 / 退款失败), paid back the way the order was paid (credit bill, Alipay,
 * bank transfer by finance), and carried to every ledger: credit bills and quota, invoices (paid − refunded; 红字发票),
 * points. docs/decisions/0016-refunds.md.
 */
export type * from './types';
export { createAfterSaleRefund, createOrderCancelRefund, type CreatedRefund } from './create';
export { dispatchRefund, sendAlipayRefund, sweepRefunds } from './alipay';
export {
  REFUND_CHANNEL_LABELS,
  REFUND_EVENT_LABELS,
  REFUND_SOURCE_LABELS,
  REFUND_STATUS_LABELS,
  refundMachine,
  staffRefundActions,
  transitionRefund,
} from './machine';
export {
  checkTransfer,
  failRefund,
  recordTransferRefund,
  refundIdOf,
  retryRefund,
  TRANSFER_REFERENCE_RE,
} from './staff';
export {
  buyerRefundDetail,
  listBuyerRefunds,
  refundOfAfterSale,
  refundsOfOrder,
  STAFF_REFUND_FILTERS,
  staffListRefunds,
  staffRefundDetail,
} from './queries';
export type { RefundDetail, RefundSummary, StaffRefundDetail, StaffRefundFilter, StaffRefundRow } from './types';
