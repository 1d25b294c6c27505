/** What every payment channel needs: the buyer's order by number (owner-checked), its state and amount in fen. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderEvents, orders, type OrderStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORG_BUY_MSG, PAY_MSG } from '@/lib/config/messages';
import { ORDER_STATUS_LABELS } from '@/lib/domain/commerce/orders';
import { toFen } from '@/lib/domain/commerce/orders';
import type { PayStatus } from './types';

export type PayableOrder = {
  id: number;
  orderNo: string;
  userId: number;
  orgId: number | null;
  status: OrderStatus;
  payFen: number;
  payMethod: string | null;
  payDeadline: Date | null;
  /** For a cancelled order: the event and actor that cancelled it (expire/system, cancel/buyer|staff, reject/org_admin). */
  cancelledBy: { event: string; actor: string } | null;
};

/** The buyer's order (lock: FOR UPDATE inside a transaction); another buyer's number is "not found". */
export async function buyerOrder(db: Db, userId: number, orderNo: string, lock = false): Promise<PayableOrder> {
  const q = db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      userId: orders.userId,
      orgId: orders.orgId,
      status: orders.status,
      payAmount: orders.payAmount,
      payMethod: orders.payMethod,
      payDeadline: orders.payDeadline,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  const [o] = lock ? await q.for('update') : await q;
  if (!o) throw new AppError(PAY_MSG.orderNotFound, 'NOT_FOUND');
  let cancelledBy: PayableOrder['cancelledBy'] = null;
  if (o.status === 'cancelled') {
    const [ev] = await db
      .select({ event: orderEvents.event, actor: orderEvents.actor })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, o.id), eq(orderEvents.toStatus, 'cancelled')))
      .orderBy(desc(orderEvents.id))
      .limit(1);
    cancelledBy = ev ?? null;
  }
  return { ...o, payFen: toFen(o.payAmount), cancelledBy };
}

/** Throws unless the order waits for payment (pending_payment). */
export function assertPayable(o: PayableOrder): void {
  if (o.status === 'pending_payment') return;
  if (o.status === 'paid' || o.status === 'shipped' || o.status === 'completed')
    throw new AppError(PAY_MSG.alreadyPaid, 'ALREADY_PAID');
  if (o.status === 'cancelled') throw new AppError(cancelledMessage(o.cancelledBy), 'NOT_PAYABLE');
  if (o.status === 'pending_approval') throw new AppError(ORG_BUY_MSG.awaitingApproval, 'AWAITING_APPROVAL');
  throw new AppError(PAY_MSG.notPayable(ORDER_STATUS_LABELS[o.status]), 'NOT_PAYABLE');
}

/** Why a cancelled order cannot be paid: it timed out, the buyer or staff cancelled it, or the organisation refused it. */
function cancelledMessage(by: PayableOrder['cancelledBy']): string {
  if (by?.event === 'expire') return PAY_MSG.expired;
  if (by?.event === 'reject') return PAY_MSG.cancelledRejected;
  if (by?.event === 'cancel' && by.actor === 'staff') return PAY_MSG.cancelledByStaff;
  return PAY_MSG.cancelled;
}

/** Payment numbers per channel: one per order and channel (the unique index makes a retry a no-op). */
export const outTradeNo = (channel: 'alipay' | 'transfer' | 'credit', orderNo: string) =>
  `${{ alipay: 'AP', transfer: 'TR', credit: 'CR' }[channel]}${orderNo}`;

export async function payStatus(db: Db, userId: number, orderNo: string): Promise<PayStatus> {
  const o = await buyerOrder(db, userId, orderNo);
  return {
    orderNo: o.orderNo,
    status: o.status,
    statusLabel: ORDER_STATUS_LABELS[o.status],
    paid: o.status === 'paid' || o.status === 'shipped' || o.status === 'completed',
    payAmount: o.payFen / 100,
    payMethod: o.payMethod,
    payDeadline: o.payDeadline?.toISOString() ?? null,
  };
}
