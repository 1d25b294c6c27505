/**
 * Staff actions on payments and shipping, through the same state machine as everything else (actor 'staff').
 * The operations console (issue 14) will call these; until then `npm run staff -- …` (scripts/staff.ts) does.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders, payments } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { PAY_MSG } from '@/lib/config/messages';
import { transitionOrder, type TransitionResult } from '@/lib/domain/commerce/orders';
import { outTradeNo } from './common';
import { assignLots, type LotChoice } from '@/lib/domain/accounts/ledger';
import { withTransaction } from '@/lib/db/tx';

async function orderId(db: Db, orderNo: string): Promise<number> {
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!o) throw new AppError(PAY_MSG.orderNotFound, 'NOT_FOUND');
  return o.id;
}

/** The transfer arrived: 待确认 → 待发货, the transfer payment is paid. */
export async function confirmTransfer(
  db: Db,
  orderNo: string,
  staffUserId: number | null = null,
): Promise<TransitionResult> {
  const id = await orderId(db, orderNo);
  return withTransaction(db, async (tx) => {
    const r = await transitionOrder(tx, id, 'transfer_confirmed', {
      actor: 'staff',
      actorUserId: staffUserId,
      note: PAY_MSG.transferConfirmed,
    });
    const now = new Date();
    await tx
      .update(payments)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(payments.outTradeNo, outTradeNo('transfer', orderNo)), eq(payments.orderId, id)));
    return r;
  });
}

/** The voucher does not match a transfer: 待确认 → 待付款 with the reason on the timeline. */
export async function rejectTransfer(
  db: Db,
  orderNo: string,
  reason: string,
  staffUserId: number | null = null,
): Promise<TransitionResult> {
  const id = await orderId(db, orderNo);
  return withTransaction(db, async (tx) => {
    const r = await transitionOrder(tx, id, 'transfer_rejected', {
      actor: 'staff',
      actorUserId: staffUserId,
      note: reason || PAY_MSG.transferRejected,
    });
    await tx
      .update(payments)
      .set({ status: 'failed', note: reason || null, updatedAt: new Date() })
      .where(and(eq(payments.outTradeNo, outTradeNo('transfer', orderNo)), eq(payments.orderId, id)));
    return r;
  });
}

/**
 * 待发货 → 已发货 with the carrier and tracking number the buyer sees, and the COA lot of every line (the lots staff
 * chose, else each product's newest current lot: lib/domain/accounts/ledger assignLots), in one transaction.
 */
export async function shipOrder(
  db: Db,
  orderNo: string,
  carrier: string,
  trackingNo: string,
  staffUserId: number | null = null,
  lots: readonly LotChoice[] = [],
): Promise<TransitionResult> {
  const id = await orderId(db, orderNo);
  return withTransaction(db, async (tx) => {
    await assignLots(tx, id, lots);
    return transitionOrder(tx, id, 'ship', {
      actor: 'staff',
      actorUserId: staffUserId,
      note: `${carrier} ${trackingNo}`,
      set: { carrier: carrier.slice(0, 60), trackingNo: trackingNo.slice(0, 60) },
    });
  });
}
