/**
 * lib/domain/commerce/orders: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { buyAgain, cancelOrder, confirmReceipt } from './actions';
export { listCustomRequests } from './custom';
export type { CustomRequestRow } from './custom';
export { demoDeliveredOrders } from './demo';
export { expireOrder, expireOverdueOrders } from './expire';
export { ORDER_STATUS_LABELS, transitionOrder } from './machine';
export { ORDER_STATUSES } from '@/lib/db/schema';
export type { OrderStatus } from './types';
export type { TransitionResult } from './machine';
export { payTimeoutMinutes, placeOrder, previewSettlement } from './place';
export type { Blocker, PlaceOrderResult, SettlementPreview, SettlementSource } from './place';
export { fenToYuan, formatFen, toFen } from './pricing';
export { listOrders, orderCounts, orderDetail } from './queries';
export type { OrderDetail, OrderListRow } from './queries';
export { staffCancelOrder } from './staff/actions';
export { listStaffOrders, staffOrderDetail, voucherUploadId } from './staff/queries';
export type { StaffOrderDetail, StaffOrderRow } from './staff/queries';
