/**
 * What a buyer does to an order after placing it: cancel (before shipping), confirm receipt, buy again. Status changes
 * go through the state machine. (Licence documents for restricted products live in lib/domain/commerce/licences.)
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderLines, orders } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORDER_MSG } from '@/lib/config/messages';
import { insertLine } from '@/lib/domain/commerce/cart';
import { createOrderCancelRefund, dispatchRefund } from '@/lib/domain/after-sale/refunds';
import { transitionOrder, type TransitionOpts, type TransitionResult } from './machine';
import { withTransaction } from '@/lib/db/tx';

async function ownOrderId(db: Db, userId: number, id: number): Promise<number> {
  const [o] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!o) throw new AppError(ORDER_MSG.notFound, 'NOT_FOUND');
  return o.id;
}

/**
 * Cancels before shipping: unpaid → 已取消 (stock comes back); paid → 退款中 with its refund made in the same
 * transaction (lib/domain/after-sale/refunds: credit at once, Alipay sent after commit, a bank transfer by finance).
 */
export async function cancelOrder(
  db: Db,
  userId: number,
  id: number,
  reason?: string | null,
): Promise<TransitionResult> {
  const orderId = await ownOrderId(db, userId, id);
  const r = reason?.trim() || null;
  return cancelWithRefund(db, orderId, { actor: 'buyer', actorUserId: userId, note: r, set: { cancelReason: r } });
}

/** The cancel transition (buyer or staff) and, when the order was paid, its refund — one transaction, then the send. */
export async function cancelWithRefund(db: Db, orderId: number, opts: TransitionOpts): Promise<TransitionResult> {
  const { result, refund } = await withTransaction(db, async (tx) => {
    const result = await transitionOrder(tx, orderId, 'cancel', opts);
    return { result, refund: result.to === 'refunding' ? await createOrderCancelRefund(tx, orderId) : null };
  });
  await dispatchRefund(db, refund);
  return result;
}

export async function confirmReceipt(db: Db, userId: number, id: number): Promise<TransitionResult> {
  const orderId = await ownOrderId(db, userId, id);
  return transitionOrder(db, orderId, 'confirm_receipt', { actor: 'buyer', actorUserId: userId });
}

/** Puts the order's lines back into the cart (lines now off the shelf or without a price are skipped and counted). */
export async function buyAgain(db: Db, userId: number, id: number): Promise<{ added: number; skipped: number }> {
  const orderId = await ownOrderId(db, userId, id);
  const lines = await db
    .select({ skuId: orderLines.skuId, num: orderLines.num })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNotNull(orderLines.skuId)))
    .orderBy(asc(orderLines.id));
  let added = 0;
  let skipped = 0;
  for (const l of lines) {
    try {
      await insertLine(db, 'cart', userId, { skuId: l.skuId!, num: l.num });
      added++;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      skipped++;
    }
  }
  if (added === 0) throw new AppError(ORDER_MSG.buyAgainNothing, 'NOTHING_ADDED');
  return { added, skipped };
}
