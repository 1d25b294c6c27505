/**
 * Settlement and the order centre (base /mall/shopping/order/api). Every endpoint is the logged-in buyer's own data
 * (auth 'user'): another buyer's order id or number answers 订单不存在 and changes nothing.
 *
 * Amounts are yuan numbers with two decimals, computed on the server in integer fen (lib/domain/commerce/orders/pricing.ts);
 * nothing the browser sends about prices is read.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId, zKeyword } from './common';
import { ORDER_RULES } from '@/lib/config/constants';
import { ORDER_MSG } from '@/lib/config/messages';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/db/schema';
import type { SettlementPreview, PlaceOrderResult } from '@/lib/domain/commerce/orders';
import type { OrderDetail, OrderListRow } from '@/lib/domain/commerce/orders';
import type { TransitionResult } from '@/lib/domain/commerce/orders';
import type { CustomRequestRow } from '@/lib/domain/commerce/orders';

export type { SettlementPreview, PlaceOrderResult, OrderDetail, OrderListRow, TransitionResult, CustomRequestRow };

/** A client-generated request id (uuid or similar): letters, digits, dash, underscore; 8–64 characters. */
export const zIdempotencyKey = z
  .string({ error: ORDER_MSG.idempotencyKeyInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, ORDER_MSG.idempotencyKeyInvalid);

const zSource = z.enum(['cart', 'inquiry', 'custom'], { error: ORDER_MSG.statusInvalid });

/** source 'inquiry' needs inquiryId; source 'custom' (an accepted custom-synthesis quote) needs customId. */
const zSettlementSource = z
  .object({ source: zSource.default('cart'), inquiryId: zId.optional(), customId: zId.optional() })
  .refine((v) => v.source !== 'inquiry' || v.inquiryId !== undefined, {
    message: ORDER_MSG.notFound,
    path: ['inquiryId'],
  })
  .refine((v) => v.source !== 'custom' || v.customId !== undefined, {
    message: ORDER_MSG.notFound,
    path: ['customId'],
  });

const zInvoice = z.object({
  type: z.coerce
    .number({ error: ORDER_MSG.invoiceTypeInvalid })
    .int(ORDER_MSG.invoiceTypeInvalid)
    .refine((n): n is 0 | 1 | 2 => n === 0 || n === 1 || n === 2, ORDER_MSG.invoiceTypeInvalid),
  titleId: zId.optional().nullable(),
});

const zSubmit = z
  .object({
    idempotencyKey: zIdempotencyKey,
    source: zSource.default('cart'),
    inquiryId: zId.optional(),
    customId: zId.optional(),
    addressId: zId.optional(),
    invoice: zInvoice.default({ type: 0 }),
    remark: z.string().trim().max(ORDER_RULES.remarkMax, ORDER_MSG.remarkTooLong).optional().nullable(),
    poNumber: z.string().trim().max(ORDER_RULES.poNumberMax, ORDER_MSG.poNumberTooLong).optional().nullable(),
  })
  .refine((v) => v.addressId !== undefined, { message: ORDER_MSG.addressRequired, path: ['addressId'] })
  .refine((v) => v.source !== 'inquiry' || v.inquiryId !== undefined, {
    message: ORDER_MSG.notFound,
    path: ['inquiryId'],
  })
  .refine((v) => v.source !== 'custom' || v.customId !== undefined, {
    message: ORDER_MSG.notFound,
    path: ['customId'],
  });

const zStatus = z.enum(ORDER_STATUSES as unknown as [OrderStatus, ...OrderStatus[]], {
  error: ORDER_MSG.statusInvalid,
});

export const orderEndpoints = {
  /** POST order/settlement/preview: the checked cart lines (or an accepted quote) at server prices, totals, blockers. */
  'order.settlementPreview': endpoint<SettlementPreview>()({
    service: 'order',
    method: 'POST',
    path: 'order/settlement/preview',
    auth: 'user',
    input: zSettlementSource,
  }),
  /**
   * POST order/submit: places the order (idempotent on idempotencyKey: a retry answers the first order with
   * repeated=true). Reserves stock of 现货 packages in the same transaction; the ordered lines leave the cart.
   */
  'order.submit': endpoint<PlaceOrderResult>()({
    service: 'order',
    method: 'POST',
    path: 'order/submit',
    auth: 'user',
    input: zSubmit,
  }),
  /** POST order/list (pageNo/pageSize headers): one status tab, newest first; keyword = order number, 采购单号, product name, 货号 or CAS. */
  'order.list': endpoint<OrderListRow[]>()({
    service: 'order',
    method: 'POST',
    path: 'order/list',
    auth: 'user',
    input: z.object({ status: zStatus.optional(), keyword: zKeyword.optional() }),
  }),
  /** GET order/counts: the buyer's orders per status (the tabs) and in all. */
  'order.counts': endpoint<Record<OrderStatus | 'all', number>>()({
    service: 'order',
    method: 'GET',
    path: 'order/counts',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET order/detail?orderNo= (or ?id=): lines, amounts, address, invoice, payments, timeline, the buyer's possible actions. */
  'order.detail': endpoint<OrderDetail>()({
    service: 'order',
    method: 'GET',
    path: 'order/detail',
    auth: 'user',
    input: z.object({ id: zId.optional(), orderNo: z.string().trim().max(40, ORDER_MSG.notFound).optional() }),
  }),
  /** POST order/cancel/{id}: before shipping (unpaid → 已取消, paid → 退款中). */
  'order.cancel': endpoint<TransitionResult>()({
    service: 'order',
    method: 'POST',
    path: 'order/cancel/{id}',
    auth: 'user',
    input: z.object({
      id: zId,
      reason: z.string().trim().max(200, ORDER_MSG.cancelReasonTooLong).optional().nullable(),
    }),
  }),
  /** POST order/confirmReceipt/{id}: 已发货 → 已完成. */
  'order.confirmReceipt': endpoint<TransitionResult>()({
    service: 'order',
    method: 'POST',
    path: 'order/confirmReceipt/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** POST order/buyAgain/{id}: the order's lines back into the cart (off-shelf or unpriced ones are counted as skipped). */
  'order.buyAgain': endpoint<{ added: number; skipped: number }>()({
    service: 'order',
    method: 'POST',
    path: 'order/buyAgain/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** GET order/custom/list: the buyer's customisation requests (我的定制). */
  'order.customList': endpoint<CustomRequestRow[]>()({
    service: 'order',
    method: 'GET',
    path: 'order/custom/list',
    auth: 'user',
    input: z.object({}),
  }),
};
