/**
 * Making a refund, inside the transaction of what causes it:
 *   - a 退货退款 / 仅退款 claim completed (lib/domain/after-sale/claims/machine.ts, event complete): the claimed line's
 *     frozen price × the claimed quantity, in fen;
 *   - a paid order cancelled before shipping (退款中): what was paid and not yet refunded.
 * Never an amount from a request. The order row is locked, and the amount is capped by what was paid minus what was
 * already refunded, so no sequence of claims refunds more than the buyer paid. One refund per claim and per cancelled
 * order: the unique indexes make a repeat (or a concurrent twin) find the first refund instead.
 *
 * In the same transaction the refund reaches the ledgers that depend on the amount owed back:
 *   - points the refunded money earned are taken back (lib/domain/commerce/points, never below zero);
 *   - the order's invoice: a waiting request is reduced, an issued one gets a red-letter invoice (lib/domain/commerce/invoices);
 *   - credit: the bill is credited and the quota given back at once (submit + succeed through the machine);
 *   - bank transfer: it waits in 退款中 for finance to record the outgoing transfer (console, `npm run staff`);
 *   - Alipay: it stays 申请退款 until the caller, after commit, sends it (./alipay.ts dispatchRefund) — never a network
 *     call inside a transaction.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { afterSales, orderLines, orders, payments, refunds, type RefundChannel } from '@/lib/db/schema';
import { refundedFenSql } from '@/lib/db/refund-sums';
import { REFUND_MSG } from '@/lib/config/messages';
import { docNo } from '@/lib/kernel/doc-no';
import { toFen } from '@/lib/domain/commerce/orders';
import { outTradeNo } from '@/lib/domain/commerce/payments';
import { takeBackRefundPoints } from '@/lib/domain/commerce/points';
import { invoiceOnRefund } from '@/lib/domain/commerce/invoices';
import { transitionOrder } from '@/lib/domain/commerce/orders';
import { recordRequested, transitionRefund } from './machine';
import type { RefundSource } from './types';

/** What a creation returns: the refund (new or the one already made for the same cause). */
export type CreatedRefund = {
  id: number;
  refundNo: string;
  channel: RefundChannel;
  amountFen: number;
  created: boolean;
};

type LockedOrder = { id: number; orderNo: string; userId: number; payFen: number; payMethod: string | null };

async function lockOrder(tx: Db, orderId: number): Promise<LockedOrder | null> {
  const [o] = await tx
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      payAmount: orders.payAmount,
      payMethod: orders.payMethod,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return o
    ? { id: o.id, orderNo: o.orderNo, userId: o.userId, payFen: toFen(o.payAmount), payMethod: o.payMethod }
    : null;
}

/**
 * How the money goes back, from how the order was paid: an open credit bill is credited; an Alipay payment is
 * refunded through Alipay; anything else — a bank transfer, a credit bill already repaid (the buyer's money is with
 * us), an order marked paid by staff — goes back by bank transfer, recorded by finance.
 */
async function channelFor(tx: Db, o: LockedOrder): Promise<RefundChannel> {
  if (o.payMethod !== 'credit' && o.payMethod !== 'alipay') return 'transfer';
  const [p] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, o.id), eq(payments.outTradeNo, outTradeNo(o.payMethod, o.orderNo))))
    .limit(1);
  if (o.payMethod === 'credit') return p?.status === 'paid' ? 'credit' : 'transfer';
  return p?.status === 'paid' ? 'alipay' : 'transfer';
}

async function existing(tx: Db, where: SQL): Promise<CreatedRefund | null> {
  const [r] = await tx
    .select({ id: refunds.id, refundNo: refunds.refundNo, channel: refunds.channel, amountFen: refunds.amountFen })
    .from(refunds)
    .where(where)
    .limit(1);
  return r ? { ...r, created: false } : null;
}

type NewRefund = {
  order: LockedOrder;
  source: RefundSource;
  afterSaleId: number | null;
  wantedFen: number;
  note: string;
};

async function makeRefund(tx: Db, n: NewRefund): Promise<CreatedRefund | null> {
  const [done] = await tx
    .select({ fen: refundedFenSql(n.order.id) })
    .from(orders)
    .where(eq(orders.id, n.order.id));
  const refundedBeforeFen = Number(done?.fen ?? 0);
  const amountFen = Math.min(n.wantedFen, n.order.payFen - refundedBeforeFen);
  if (amountFen <= 0) return null;
  const channel = await channelFor(tx, n.order);
  const refundNo = docNo('RF');
  const [row] = await tx
    .insert(refunds)
    .values({
      refundNo,
      orderId: n.order.id,
      afterSaleId: n.afterSaleId,
      userId: n.order.userId,
      source: n.source,
      channel,
      amountFen,
      status: 'requested',
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  if (!row) return null; // a concurrent twin won: the caller reads it
  await recordRequested(tx, row.id, n.note);
  await takeBackRefundPoints(tx, {
    userId: n.order.userId,
    orderId: n.order.id,
    refundId: row.id,
    refundNo,
    payFen: n.order.payFen,
    refundedBeforeFen,
    amountFen,
  });
  await invoiceOnRefund(tx, { orderId: n.order.id, refundId: row.id, amountFen });
  if (channel === 'credit') {
    await transitionRefund(tx, row.id, 'submit', { actor: 'system' });
    await transitionRefund(tx, row.id, 'succeed', { actor: 'system', note: REFUND_MSG.noteCredit });
  } else if (channel === 'transfer') {
    await transitionRefund(tx, row.id, 'submit', { actor: 'system', note: REFUND_MSG.transferWaiting });
  }
  return { id: row.id, refundNo, channel, amountFen, created: true };
}

/**
 * The refund of a completed claim, or null when the claim refunds nothing (换货, 质量投诉, a zero amount). Call it in
 * the transaction that completes the claim.
 */
export async function createAfterSaleRefund(tx: Db, afterSaleId: number): Promise<CreatedRefund | null> {
  const [a] = await tx
    .select({
      id: afterSales.id,
      afterSaleNo: afterSales.afterSaleNo,
      orderId: afterSales.orderId,
      type: afterSales.type,
      quantity: afterSales.quantity,
      price: orderLines.price,
    })
    .from(afterSales)
    .innerJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(eq(afterSales.id, afterSaleId))
    .limit(1);
  if (!a || (a.type !== 'return' && a.type !== 'refund')) return null;
  const order = await lockOrder(tx, a.orderId);
  if (!order) return null;
  const had = await existing(tx, eq(refunds.afterSaleId, a.id));
  if (had) return had;
  const made = await makeRefund(tx, {
    order,
    source: 'after_sale',
    afterSaleId: a.id,
    wantedFen: toFen(a.price) * a.quantity,
    note: REFUND_MSG.noteAfterSale(a.afterSaleNo),
  });
  return made ?? (await existing(tx, eq(refunds.afterSaleId, a.id)));
}

/**
 * The refund of a paid order cancelled before shipping (the order is 退款中). Call it in the cancelling transaction.
 * An order with nothing to give back (paid nothing) is 已退款 at once.
 */
export async function createOrderCancelRefund(tx: Db, orderId: number): Promise<CreatedRefund | null> {
  const order = await lockOrder(tx, orderId);
  if (!order) return null;
  const cancelOf = and(eq(refunds.orderId, orderId), eq(refunds.source, 'order_cancel'))!;
  const had = await existing(tx, cancelOf);
  if (had) return had;
  const made = await makeRefund(tx, {
    order,
    source: 'order_cancel',
    afterSaleId: null,
    wantedFen: order.payFen,
    note: REFUND_MSG.noteOrderCancel(order.orderNo),
  });
  if (made) return made;
  const twin = await existing(tx, cancelOf);
  if (!twin) await transitionOrder(tx, orderId, 'refund_done', { actor: 'system' });
  return twin;
}
