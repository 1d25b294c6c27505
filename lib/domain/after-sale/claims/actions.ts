/**
 * What happens to an after-sale record after it is filed: the buyer withdraws it or sends the goods back; staff
 * approve, reject (with the reason the buyer sees) or complete it. Everything goes through transitionAfterSale.
 * The staff functions are called by `npm run staff -- aftersale-…` until the console (issue 14) calls them.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { afterSales } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { dispatchRefund } from '@/lib/domain/after-sale/refunds';
import { transitionAfterSale, type AfterSaleTransitionResult } from './machine';

export async function cancelAfterSale(db: Db, userId: number, id: number) {
  await transitionAfterSale(db, id, 'cancel', { actor: 'buyer', actorUserId: userId });
  return { id, message: AFTER_SALE_MSG.cancelled };
}

export async function returnGoods(db: Db, userId: number, id: number, carrier: string, trackingNo: string) {
  if (!carrier.trim() || !trackingNo.trim()) throw new AppError(AFTER_SALE_MSG.returnRequired, 'RETURN_REQUIRED');
  await transitionAfterSale(db, id, 'return_goods', {
    actor: 'buyer',
    actorUserId: userId,
    note: `${carrier.trim()} ${trackingNo.trim()}`,
    set: { returnCarrier: carrier.trim(), returnTrackingNo: trackingNo.trim() },
  });
  return { id, message: AFTER_SALE_MSG.returned };
}

async function idByNo(db: Db, afterSaleNo: string): Promise<number> {
  const [r] = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(eq(afterSales.afterSaleNo, afterSaleNo))
    .limit(1);
  if (!r) throw new AppError(AFTER_SALE_MSG.notFound, 'NOT_FOUND');
  return r.id;
}

export async function approveAfterSale(
  db: Db,
  afterSaleNo: string,
  note?: string | null,
  staffId?: number | null,
): Promise<AfterSaleTransitionResult> {
  return transitionAfterSale(db, await idByNo(db, afterSaleNo), 'approve', {
    actor: 'staff',
    actorUserId: staffId ?? null,
    note: note?.trim() || null,
  });
}

export async function rejectAfterSale(
  db: Db,
  afterSaleNo: string,
  reason: string,
  staffId?: number | null,
): Promise<AfterSaleTransitionResult> {
  if (!reason.trim()) throw new AppError(AFTER_SALE_MSG.rejectReasonRequired, 'REASON_REQUIRED');
  return transitionAfterSale(db, await idByNo(db, afterSaleNo), 'reject', {
    actor: 'staff',
    actorUserId: staffId ?? null,
    note: reason.trim(),
    set: { rejectReason: reason.trim() },
  });
}

/**
 * Completes the claim: the replacement sent (its tracking number), the complaint answered — and for 退货退款 / 仅退款
 * the refund made in the same transaction (lib/domain/after-sale/refunds); an Alipay refund is sent once that has committed.
 */
export async function completeAfterSale(
  db: Db,
  afterSaleNo: string,
  resolution: string,
  staffId?: number | null,
): Promise<AfterSaleTransitionResult> {
  const text = resolution.trim() || null;
  const r = await transitionAfterSale(db, await idByNo(db, afterSaleNo), 'complete', {
    actor: 'staff',
    actorUserId: staffId ?? null,
    note: text,
    set: { resolution: text },
  });
  await dispatchRefund(db, r.refund);
  return r;
}
