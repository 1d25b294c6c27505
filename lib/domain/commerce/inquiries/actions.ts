/**
 * The buyer's actions on an inquiry besides submitting and ordering: close it (待报价 / 已报价 → 已关闭) and ask again
 * (重新询价: a closed inquiry, or a quote past its date, puts its packages back into the basket). Both go through the
 * inquiry state machine, which checks ownership and writes the timeline row.
 */
import { eq, isNotNull, and } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiryLines } from '@/lib/db/schema';
import { syncLines } from '@/lib/domain/commerce/cart';
import { transitionInquiry } from './machine';
import { withTransaction } from '@/lib/db/tx';

export async function closeInquiry(db: Db, userId: number, id: number, reason: string | null): Promise<void> {
  await transitionInquiry(db, id, 'close', {
    actor: 'buyer',
    actorUserId: userId,
    note: reason,
    set: { closeReason: reason },
  });
}

/**
 * 重新询价: one transaction — the machine's 'reinquire' event (an expired quote is closed by it), then every package
 * of the inquiry goes back into the basket with its quantity (merge rule of the basket: max(basket, inquiry)).
 * Packages gone off the shelf, or beyond the basket's line cap, are skipped and counted.
 */
export async function reinquire(
  db: Db,
  userId: number,
  id: number,
  today?: string,
): Promise<{ added: number; skipped: number }> {
  return withTransaction(db, async (tx) => {
    await transitionInquiry(tx, id, 'reinquire', { actor: 'buyer', actorUserId: userId, today });
    const lines = await tx
      .select({ skuId: inquiryLines.skuId, productId: inquiryLines.productId, num: inquiryLines.num })
      .from(inquiryLines)
      .where(and(eq(inquiryLines.inquiryId, id), isNotNull(inquiryLines.skuId)));
    const items = lines.map((l) => ({ skuId: l.skuId!, productId: l.productId ?? undefined, num: l.num }));
    const { skipped } = await syncLines(tx, 'basket', userId, items);
    // Lines whose package was deleted from the catalogue (skuId null) count as skipped too.
    const total = await tx.$count(inquiryLines, eq(inquiryLines.inquiryId, id));
    return { added: items.length - skipped.length, skipped: total - (items.length - skipped.length) };
  });
}
