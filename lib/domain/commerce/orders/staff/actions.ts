/**
 * Staff cancelling an order from the operations console, through the order machine with actor 'staff': an unpaid or
 * unconfirmed order becomes 已取消 (the machine gives its reserved stock back in the same transaction), a paid one
 * not yet shipped becomes 退款中 with its refund (lib/domain/after-sale/refunds). The reason is on the buyer's timeline and in the
 * order's cancel reason.
 * (Confirming and rejecting transfers and shipping are lib/domain/commerce/payments/staff.ts.)
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORDER_MSG } from '@/lib/config/messages';
import type { TransitionResult } from '../machine';
import { cancelWithRefund } from '../actions';

export async function staffCancelOrder(
  db: Db,
  orderNo: string,
  reason: string,
  staffId: number | null,
): Promise<TransitionResult> {
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!o) throw new AppError(ORDER_MSG.notFound, 'NOT_FOUND');
  return cancelWithRefund(db, o.id, {
    actor: 'staff',
    actorUserId: staffId,
    note: reason,
    set: { cancelReason: reason },
  });
}
