/**
 * The logged-in buyer's shopping cart and inquiry basket: one line per SKU, owned by one user.
 *
 * - Prices always come from the SKU at read time (a client-sent price is ignored); a 询价 SKU has price null.
 * - insert adds to the line's quantity when the SKU is there already; quantities stay within 1..cartMaxNum.
 * - Off-shelf products/SKUs are refused; the cart also refuses 询价 SKUs (they belong in the basket).
 * - Every write is scoped by user id: another user's line id behaves as "not found" and changes nothing.
 * - synchronize merges a guest's local list in ONE transaction with the rule quantity = max(server, local) per
 *   SKU, which makes it idempotent (the same list sent twice changes nothing the second time). Unknown, off-shelf
 *   (and, for the cart, 询价) SKUs and lines beyond the line cap are skipped and reported.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { cartItems, inquiryBasketItems, products, skus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { BUYER_MSG, CATALOG_MSG } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products';
import { displayName, productImageSrc } from '@/lib/domain/catalog/products';
import type { CartRow, ProdDetailVO } from '@/lib/domain/commerce/cart/types';
import { countProduct } from '@/lib/domain/operations/insights';
import { withTransaction } from '@/lib/db/tx';

export type LineKind = 'cart' | 'basket';

/** Both tables have the same columns (id, userId, skuId, num, checked, createdAt, updatedAt). */
const tableOf = (kind: LineKind) => (kind === 'cart' ? cartItems : (inquiryBasketItems as unknown as typeof cartItems));

/** Product columns every row shows. */
export const productVoColumns = {
  productId: products.id,
  productCode: products.code,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  hasCuratedZh: products.hasCuratedZh,
  cas: products.cas,
  imageUrl: products.imageUrl,
  hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null)`,
  productStatus: products.status,
  skuId: skus.id,
  specification: skus.specification,
  packageValue: skus.packageValue,
  price: skus.price,
  stock: skus.stock,
  delivery: skus.delivery,
  skuStatus: skus.status,
  licenceClass: products.licenceClass,
};

type VoRow = {
  productId: number;
  productCode: string;
  nameZh: string | null;
  nameEn: string;
  hasCuratedZh: boolean;
  cas: string | null;
  imageUrl: string | null;
  hasStructure: boolean;
  productStatus: number;
  skuId: number;
  specification: { name: string; value: string }[];
  packageValue: string;
  price: number | null;
  stock: number;
  delivery: string;
  skuStatus: number;
  licenceClass: string | null;
};

export function toProdDetailVO(r: VoRow): ProdDetailVO {
  return {
    productId: r.productId,
    productDetailId: r.productId,
    prodSkuId: r.skuId,
    name: displayName(r),
    imgUrl: productImageSrc({ id: r.productId, hasStructure: Boolean(r.hasStructure), imageUrl: r.imageUrl }),
    specification: Array.isArray(r.specification) ? r.specification : [],
    stock: r.stock,
    delivery: r.delivery,
    catalogNo: r.productCode,
    cas: r.cas,
    packageValue: r.packageValue,
    onSale: r.productStatus === 1 && r.skuStatus === 1,
    licenceClass: r.licenceClass,
  };
}

export const priceOf = (p: number | null | undefined): number | null => (hasPrice(p) ? p : null);

type SaleState = { productId: number; price: number | null; skuStatus: number; productStatus: number };

/** Throws the buyer-readable reason when a SKU may not be added (unknown, other product, off the shelf, 询价 in the cart). */
function refuseUnsaleable(
  row: SaleState | undefined,
  opts: { productId?: number; needPrice: boolean },
): asserts row is SaleState {
  if (!row) throw new AppError(BUYER_MSG.skuNotFound, 'SKU_NOT_FOUND');
  if (opts.productId !== undefined && opts.productId !== row.productId)
    throw new AppError(BUYER_MSG.skuMismatch, 'SKU_MISMATCH');
  if (row.skuStatus !== 1 || row.productStatus !== 1) throw new AppError(BUYER_MSG.offShelf, 'OFF_SHELF');
  if (opts.needPrice && !hasPrice(row.price)) throw new AppError(CATALOG_MSG.inquiryOnly, 'INQUIRY_ONLY');
}

/** A SKU a buyer may put in a cart, basket or demand list; throws the buyer-readable reason otherwise. */
export async function saleableSku(db: Db, skuId: number, opts: { productId?: number; needPrice: boolean }) {
  const [row] = await db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      price: skus.price,
      skuStatus: skus.status,
      productStatus: products.status,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(skus.id, skuId))
    .limit(1);
  refuseUnsaleable(row, opts);
  return row;
}

const clampNum = (n: unknown): number => {
  const v = Math.floor(Number(n));
  if (!Number.isFinite(v) || v < 1) return 1;
  return Math.min(v, BUYER_LIMITS.cartMaxNum);
};

async function rowsWhere(db: Db, kind: LineKind, userId: number, lineId?: number): Promise<CartRow[]> {
  const t = tableOf(kind);
  const rows = await db
    .select({ id: t.id, num: t.num, checked: t.checked, ...productVoColumns })
    .from(t)
    .innerJoin(skus, eq(skus.id, t.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(lineId === undefined ? eq(t.userId, userId) : and(eq(t.userId, userId), eq(t.id, lineId)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(BUYER_LIMITS.maxLines);
  return rows.map((r) => ({
    id: r.id,
    num: r.num,
    price: priceOf(r.price),
    checked: r.checked,
    prodDetailVO: toProdDetailVO(r),
  }));
}

export const listLines = (db: Db, kind: LineKind, userId: number) => rowsWhere(db, kind, userId);

export async function countLines(db: Db, kind: LineKind, userId: number): Promise<number> {
  const t = tableOf(kind);
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(eq(t.userId, userId));
  return Number(r?.n ?? 0);
}

/**
 * The SKUs' sale state and, for this user's lines in `kind`, which of them the user has and how many lines the
 * user has in all — one query (the cart's hot paths make two round trips: this and the write).
 */
async function skuState(db: Db, kind: LineKind, userId: number, skuIds: readonly number[]) {
  const t = tableOf(kind);
  if (skuIds.length === 0) return [];
  return db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      price: skus.price,
      skuStatus: skus.status,
      productStatus: products.status,
      have: sql<boolean>`exists(select 1 from ${t} where ${t.userId} = ${userId} and ${t.skuId} = ${skus.id})`,
      lines: sql<number>`(select count(*) from ${t} where ${t.userId} = ${userId})::int`,
    })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(inArray(skus.id, [...skuIds]));
}

export async function insertLine(
  db: Db,
  kind: LineKind,
  userId: number,
  input: { skuId: number; productId?: number; num: number },
): Promise<{ id: number }> {
  const t = tableOf(kind);
  const [row] = await skuState(db, kind, userId, [input.skuId]);
  refuseUnsaleable(row, { productId: input.productId, needPrice: kind === 'cart' });
  if (!row!.have && Number(row!.lines) >= BUYER_LIMITS.maxLines) {
    throw new AppError(kind === 'cart' ? BUYER_MSG.cartFull : BUYER_MSG.basketFull, 'LINES_FULL');
  }
  const num = clampNum(input.num);
  const [line] = await db
    .insert(t)
    .values({ userId, skuId: input.skuId, num })
    .onConflictDoUpdate({
      target: [t.userId, t.skuId],
      set: { num: sql`least(${t.num} + excluded.num, ${BUYER_LIMITS.cartMaxNum})`, updatedAt: new Date() },
    })
    .returning({ id: t.id });
  // Insights: one more addition to the cart for the product today (buffered, never awaited, never throws).
  if (kind === 'cart') countProduct(db, row!.productId, 'carts');
  return { id: line!.id };
}

export async function deleteLine(db: Db, kind: LineKind, userId: number, lineId: number): Promise<void> {
  const t = tableOf(kind);
  const gone = await db
    .delete(t)
    .where(and(eq(t.id, lineId), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (gone.length === 0) throw new AppError(BUYER_MSG.lineNotFound, 'NOT_FOUND');
}

export async function updateLine(
  db: Db,
  kind: LineKind,
  userId: number,
  input: { carId: number; num?: number; checked?: boolean },
): Promise<CartRow> {
  const t = tableOf(kind);
  const set: { num?: number; checked?: boolean; updatedAt: Date } = { updatedAt: new Date() };
  if (input.num !== undefined) set.num = clampNum(input.num);
  if (input.checked !== undefined) set.checked = input.checked;
  const done = await db
    .update(t)
    .set(set)
    .where(and(eq(t.id, input.carId), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (done.length === 0) throw new AppError(BUYER_MSG.lineNotFound, 'NOT_FOUND');
  const [row] = await rowsWhere(db, kind, userId, input.carId);
  if (!row) throw new AppError(BUYER_MSG.lineNotFound, 'NOT_FOUND');
  return row;
}

/** A guest item reduced to what the merge uses. */
export type LocalLine = { skuId: number; productId?: number; num: number };
export type SkippedItem = { skuId: number; reason: 'not_found' | 'off_shelf' | 'inquiry_only' | 'mismatch' | 'full' };
export type SyncOutcome = { rows: CartRow[]; skipped: SkippedItem[] };

/** Local items (spec §3 shape) → one entry per SKU, quantity = the largest given (clamped). */
export function normaliseLocal(
  items: readonly { skuId: number; productId?: number; prodDetailId?: number; number?: number; num?: number }[],
): LocalLine[] {
  const bySku = new Map<number, LocalLine>();
  for (const it of items) {
    const num = clampNum(it.number ?? it.num ?? 1);
    const productId = it.productId ?? it.prodDetailId;
    const prev = bySku.get(it.skuId);
    if (!prev) bySku.set(it.skuId, { skuId: it.skuId, productId, num });
    else prev.num = Math.max(prev.num, num);
  }
  return [...bySku.values()];
}

/** Why a guest item cannot be merged (null: it can). */
function skipReason(f: SaleState | undefined, l: LocalLine, needPrice: boolean): SkippedItem['reason'] | null {
  if (!f) return 'not_found';
  if (l.productId !== undefined && l.productId !== f.productId) return 'mismatch';
  if (f.skuStatus !== 1 || f.productStatus !== 1) return 'off_shelf';
  if (needPrice && !hasPrice(f.price)) return 'inquiry_only';
  return null;
}

/** Which of these SKUs can be added (and, for each refused one, why). */
export async function classifySkus(
  db: Db,
  lines: readonly LocalLine[],
  needPrice: boolean,
): Promise<{ ok: (LocalLine & { productId: number })[]; skipped: SkippedItem[] }> {
  const ids = lines.map((l) => l.skuId);
  const found = ids.length
    ? await db
        .select({
          skuId: skus.id,
          productId: skus.productId,
          price: skus.price,
          skuStatus: skus.status,
          productStatus: products.status,
        })
        .from(skus)
        .innerJoin(products, eq(products.id, skus.productId))
        .where(inArray(skus.id, ids))
    : [];
  const byId = new Map(found.map((f) => [f.skuId, f]));
  const ok: (LocalLine & { productId: number })[] = [];
  const skipped: SkippedItem[] = [];
  for (const l of lines) {
    const f = byId.get(l.skuId);
    const reason = skipReason(f, l, needPrice);
    if (reason) skipped.push({ skuId: l.skuId, reason });
    else ok.push({ ...l, productId: f!.productId });
  }
  return { ok, skipped };
}

export async function syncLines(
  db: Db,
  kind: LineKind,
  userId: number,
  items: readonly { skuId: number; productId?: number; prodDetailId?: number; number?: number; num?: number }[],
): Promise<SyncOutcome> {
  const t = tableOf(kind);
  const lines = normaliseLocal(items);
  const skipped = await withTransaction(db, async (tx) => {
    const state = await skuState(
      tx,
      kind,
      userId,
      lines.map((l) => l.skuId),
    );
    const byId = new Map(state.map((r) => [r.skuId, r]));
    const skipped: SkippedItem[] = [];
    // Lines the user already has never count against the cap; new ones fill the free places in list order.
    let free = Math.max(0, BUYER_LIMITS.maxLines - Number(state[0]?.lines ?? 0));
    const toWrite: LocalLine[] = [];
    for (const l of lines) {
      const reason = skipReason(byId.get(l.skuId), l, kind === 'cart');
      if (reason) skipped.push({ skuId: l.skuId, reason });
      else if (byId.get(l.skuId)!.have) toWrite.push(l);
      else if (free > 0) {
        free--;
        toWrite.push(l);
      } else skipped.push({ skuId: l.skuId, reason: 'full' });
    }
    if (toWrite.length) {
      const now = new Date();
      await tx
        .insert(t)
        .values(toWrite.map((l) => ({ userId, skuId: l.skuId, num: l.num, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({
          target: [t.userId, t.skuId],
          set: {
            num: sql`greatest(${t.num}, excluded.num)`,
            updatedAt: sql`case when ${t.num} < excluded.num then excluded.updated_at else ${t.updatedAt} end`,
          },
        });
    }
    return skipped;
  });
  return { rows: await listLines(db, kind, userId), skipped };
}
