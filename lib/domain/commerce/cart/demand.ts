/**
 * The logged-in buyer's demand list (需求清单): one line per product package, owned by one user.
 * Same rules as the cart (lib/domain/commerce/cart/lines.ts) except that 询价 packages are welcome: insert adds to the
 * quantity, off-shelf packages are refused, synchronize merges with max(server, local) per package in one
 * transaction and reports what it skipped.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { demandItems, products, skus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { BUYER_MSG } from '@/lib/config/messages';
import type { DemandRow } from '@/lib/domain/commerce/cart/types';
import {
  classifySkus,
  normaliseLocal,
  priceOf,
  productVoColumns,
  saleableSku,
  toProdDetailVO,
  type SkippedItem,
} from './lines';
import { withTransaction } from '@/lib/db/tx';

const clampNum = (n: number) => Math.min(Math.max(1, Math.floor(n)), BUYER_LIMITS.cartMaxNum);

async function rowsWhere(db: Db, userId: number, id?: number): Promise<DemandRow[]> {
  const t = demandItems;
  const rows = await db
    .select({ id: t.id, num: t.num, note: t.note, createdAt: t.createdAt, ...productVoColumns })
    .from(t)
    .innerJoin(skus, eq(skus.id, t.skuId))
    .innerJoin(products, eq(products.id, t.productId))
    .where(id === undefined ? eq(t.userId, userId) : and(eq(t.userId, userId), eq(t.id, id)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(BUYER_LIMITS.maxLines);
  return rows.map((r) => ({
    id: r.id,
    num: r.num,
    price: priceOf(r.price),
    checked: true,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    prodDetailVO: toProdDetailVO(r),
  }));
}

export const listDemand = (db: Db, userId: number) => rowsWhere(db, userId);

/** Lines whose package still exists (the badge count). */
export async function countDemand(db: Db, userId: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(demandItems)
    .where(and(eq(demandItems.userId, userId), sql`${demandItems.skuId} is not null`));
  return Number(r?.n ?? 0);
}

export async function insertDemand(
  db: Db,
  userId: number,
  input: { skuId: number; productId?: number; num: number; note?: string },
): Promise<{ id: number }> {
  const sku = await saleableSku(db, input.skuId, { productId: input.productId, needPrice: false });
  const [existing] = await db
    .select({ id: demandItems.id })
    .from(demandItems)
    .where(and(eq(demandItems.userId, userId), eq(demandItems.skuId, input.skuId)))
    .limit(1);
  if (!existing && (await countDemand(db, userId)) >= BUYER_LIMITS.maxLines)
    throw new AppError(BUYER_MSG.demandFull, 'LINES_FULL');
  const [row] = await db
    .insert(demandItems)
    .values({ userId, productId: sku.productId, skuId: sku.skuId, num: clampNum(input.num), note: input.note || null })
    .onConflictDoUpdate({
      target: [demandItems.userId, demandItems.productId, demandItems.skuId],
      set: {
        num: sql`least(${demandItems.num} + excluded.num, ${BUYER_LIMITS.cartMaxNum})`,
        note: sql`coalesce(excluded.note, ${demandItems.note})`,
      },
    })
    .returning({ id: demandItems.id });
  return { id: row!.id };
}

export async function updateDemand(
  db: Db,
  userId: number,
  input: { id: number; num?: number; note?: string },
): Promise<DemandRow> {
  const set: { num?: number; note?: string | null } = {};
  if (input.num !== undefined) set.num = clampNum(input.num);
  if (input.note !== undefined) set.note = input.note || null;
  const where = and(eq(demandItems.id, input.id), eq(demandItems.userId, userId));
  const done = Object.keys(set).length
    ? await db.update(demandItems).set(set).where(where).returning({ id: demandItems.id })
    : await db.select({ id: demandItems.id }).from(demandItems).where(where);
  if (done.length === 0) throw new AppError(BUYER_MSG.lineNotFound, 'NOT_FOUND');
  const [row] = await rowsWhere(db, userId, input.id);
  if (!row) throw new AppError(BUYER_MSG.lineNotFound, 'NOT_FOUND');
  return row;
}

export async function deleteDemand(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(demandItems)
    .where(and(eq(demandItems.id, id), eq(demandItems.userId, userId)))
    .returning({ id: demandItems.id });
  if (gone.length === 0) throw new AppError(BUYER_MSG.lineNotFound, 'NOT_FOUND');
}

export async function syncDemand(
  db: Db,
  userId: number,
  items: readonly { skuId: number; productId?: number; prodDetailId?: number; number?: number; num?: number }[],
): Promise<{ rows: DemandRow[]; skipped: SkippedItem[] }> {
  const lines = normaliseLocal(items);
  const skipped = await withTransaction(db, async (tx) => {
    const { ok, skipped } = await classifySkus(tx, lines, false);
    if (ok.length === 0) return skipped;
    const have = await tx.select({ skuId: demandItems.skuId }).from(demandItems).where(eq(demandItems.userId, userId));
    const haveSet = new Set(have.map((h) => h.skuId));
    let free = Math.max(0, BUYER_LIMITS.maxLines - have.length);
    const toWrite = ok.filter((l) => {
      if (haveSet.has(l.skuId)) return true;
      if (free > 0) return free-- > 0;
      skipped.push({ skuId: l.skuId, reason: 'full' });
      return false;
    });
    if (toWrite.length) {
      await tx
        .insert(demandItems)
        .values(toWrite.map((l) => ({ userId, productId: l.productId, skuId: l.skuId, num: l.num })))
        .onConflictDoUpdate({
          target: [demandItems.userId, demandItems.productId, demandItems.skuId],
          set: { num: sql`greatest(${demandItems.num}, excluded.num)` },
        });
    }
    return skipped;
  });
  return { rows: await listDemand(db, userId), skipped };
}
