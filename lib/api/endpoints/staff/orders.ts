/** Console endpoints: orders (list, detail, transfer voucher, confirm/reject transfer, ship, cancel). */
import { z } from 'zod';
import './jitless';
import { CONSOLE_ORDERS_MSG as M } from '@/lib/config/messages';
import type { OrderStatus } from '@/lib/db/schema';
import type { TransitionResult } from '@/lib/domain/commerce/orders';
import type { StaffOrderDetail, StaffOrderRow } from '@/lib/domain/commerce/orders';
import { staffEndpoint } from '../../define';
import { LEDGER_MSG } from '@/lib/config/messages';

const zLotRef = z.coerce
  .number({ error: LEDGER_MSG.lotsInvalid })
  .int(LEDGER_MSG.lotsInvalid)
  .positive(LEDGER_MSG.lotsInvalid)
  .max(2_147_483_647, LEDGER_MSG.lotsInvalid);

/** Carriers offered in the ship dialog (any other name may be typed). */
export const CARRIERS = [
  '顺丰速运',
  '京东物流',
  'EMS',
  '中通快递',
  '圆通速递',
  '韵达快递',
  '申通快递',
  '德邦快递',
] as const;
/** Payment methods of orders (orders.pay_method) and their labels. */
export const PAY_METHOD_LABELS: Record<string, string> = {
  transfer: '对公转账',
  alipay: '支付宝',
  wechat: '微信支付',
  credit: '账期支付',
};

/** The order statuses (lib/db/schema.ts ORDER_STATUSES) as literals: this table is loaded by the browser, the schema is not. */
export const ORDER_STATUS_VALUES = [
  'pending_approval',
  'pending_payment',
  'pending_confirm',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
] as const satisfies readonly OrderStatus[];

/** An empty form field ('') counts as not given. */
export const optional = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());
export const zReason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong);
export const zDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateInvalid)
  .refine((d) => !Number.isNaN(Date.parse(d)), M.dateInvalid);
const zOrderNo = z
  .string({ error: M.orderNoInvalid })
  .trim()
  .regex(/^[A-Za-z0-9-]{1,32}$/, M.orderNoInvalid);
const order = z.object({ orderNo: zOrderNo });

export type OrderActionResult = TransitionResult & { message: string };

export const orderEndpoints = {
  /** Every buyer's orders, newest first; filters: status, order number, buyer (mobile/name/organisation), date range, payment method. */
  'orders.list': staffEndpoint<StaffOrderRow[]>()({
    method: 'GET',
    path: 'orders/list',
    access: 'orders',
    input: z.object({
      status: optional(z.enum(ORDER_STATUS_VALUES, { error: M.statusInvalid })),
      orderNo: optional(z.string().trim().max(60, M.keywordTooLong)),
      buyer: optional(z.string().trim().max(60, M.keywordTooLong)),
      from: optional(zDay),
      to: optional(zDay),
      payMethod: optional(
        z.enum(Object.keys(PAY_METHOD_LABELS) as [string, ...string[]], { error: M.payMethodInvalid }),
      ),
    }),
  }),
  'orders.detail': staffEndpoint<StaffOrderDetail>()({
    method: 'GET',
    path: 'orders/{orderNo}/detail',
    access: 'orders',
    input: order,
  }),
  /** The buyer's bank-transfer voucher (image or PDF), to finance only; never cached. */
  'orders.voucher': staffEndpoint<never>()({
    method: 'GET',
    path: 'orders/{orderNo}/voucher',
    access: 'payments',
    input: order,
  }),
  /** 待确认 → 待发货: the money arrived (the transfer payment is paid). */
  'orders.confirmTransfer': staffEndpoint<OrderActionResult>()({
    method: 'POST',
    path: 'orders/{orderNo}/confirm-transfer',
    access: 'payments',
    entity: 'order',
    input: order,
  }),
  /** 待确认 → 待付款: the voucher does not match; the reason is on the buyer's timeline. */
  'orders.rejectTransfer': staffEndpoint<OrderActionResult>()({
    method: 'POST',
    path: 'orders/{orderNo}/reject-transfer',
    access: 'payments',
    entity: 'order',
    input: order.extend({ reason: zReason }),
  }),
  /** 待发货 → 已发货 with the carrier and tracking number the buyer sees. */
  'orders.ship': staffEndpoint<OrderActionResult>()({
    method: 'POST',
    path: 'orders/{orderNo}/ship',
    access: 'shipping',
    entity: 'order',
    input: order.extend({
      carrier: z.string({ error: M.carrierRequired }).trim().min(1, M.carrierRequired).max(30, M.carrierTooLong),
      trackingNo: z
        .string({ error: M.trackingRequired })
        .trim()
        .min(1, M.trackingRequired)
        .regex(/^[A-Za-z0-9-]{6,40}$/, M.trackingInvalid),
      /** The COA lot of each line (lotId null: ships without a lot); a line left out gets its newest current lot. */
      lots: z
        .array(z.object({ lineId: zLotRef, lotId: zLotRef.nullable() }), { error: LEDGER_MSG.lotsInvalid })
        .max(200, LEDGER_MSG.lotsInvalid)
        .optional(),
    }),
  }),
  /** Cancel with a reason: unpaid → 已取消 (stock released), paid → 退款中. */
  'orders.cancel': staffEndpoint<OrderActionResult>()({
    method: 'POST',
    path: 'orders/{orderNo}/cancel',
    access: 'orderCancel',
    entity: 'order',
    input: order.extend({ reason: zReason }),
  }),
} as const;
