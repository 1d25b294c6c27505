/**
 * Favourites and browsing history (footprints) of one buyer, as product cards.
 * History: recording a view is an idempotent upsert of viewed_at; the list is newest first; each user keeps at
 * most BUYER_LIMITS.historyMax products (older ones are dropped on record).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { browsingHistory, favorites, products } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { PROFILE_MSG } from '@/lib/config/messages';
import { displayName, productImageSrc } from '@/lib/domain/catalog/products';
import type { FavoriteDTO, HistoryDTO, ProductCardDTO } from '@/lib/domain/accounts/profile/types';
import type { Paging } from '@/lib/kernel/paging';

const cardColumns = {
  productId: products.id,
  code: products.code,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  hasCuratedZh: products.hasCuratedZh,
  cas: products.cas,
  formula: products.formula,
  imageUrl: products.imageUrl,
  status: products.status,
  hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null)`,
  minPrice: sql<
    string | null
  >`(select min(s.price) from skus s where s.product_id = ${products.id} and s.status = 1 and s.price > 0)`,
};

type CardRow = {
  productId: number;
  code: string;
  nameZh: string | null;
  nameEn: string;
  hasCuratedZh: boolean;
  cas: string | null;
  formula: string | null;
  imageUrl: string | null;
  status: number;
  hasStructure: boolean;
  minPrice: string | number | null;
};

const toCard = (r: CardRow): ProductCardDTO => ({
  productId: r.productId,
  catalogNo: r.code,
  name: displayName(r),
  nameEn: r.nameEn,
  cas: r.cas,
  formula: r.formula,
  imgUrl: productImageSrc({ id: r.productId, hasStructure: Boolean(r.hasStructure), imageUrl: r.imageUrl }),
  minPrice: r.minPrice === null ? null : Number(r.minPrice),
  onSale: r.status === 1,
});

async function requireProduct(db: Db, productId: number) {
  const [p] = await db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!p || p.status !== 1) throw new AppError(PROFILE_MSG.productNotFound, 'PRODUCT_NOT_FOUND');
}

/* Favourites */

export async function listFavorites(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<{ list: FavoriteDTO[]; total: number }> {
  const [rows, [c]] = await Promise.all([
    db
      .select({ ...cardColumns, createdAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(eq(favorites.userId, userId))
      .orderBy(desc(favorites.createdAt), desc(favorites.productId))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, userId)),
  ]);
  return { list: rows.map((r) => ({ ...toCard(r), createdAt: r.createdAt.toISOString() })), total: Number(c?.n ?? 0) };
}

export async function addFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await requireProduct(db, productId);
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(favorites)
    .where(eq(favorites.userId, userId));
  if (Number(c?.n ?? 0) >= BUYER_LIMITS.favoriteMax) throw new AppError(PROFILE_MSG.favoriteLimit, 'LIMIT');
  await db.insert(favorites).values({ userId, productId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, userId: number, productId: number): Promise<void> {
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)));
}

export async function isFavorite(db: Db, userId: number, productId: number): Promise<boolean> {
  const r = await db
    .select({ p: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.productId, productId)))
    .limit(1);
  return r.length > 0;
}

/** Which of these products the buyer has favourited (the hearts of a list page, one query). */
export async function favoritedAmong(db: Db, userId: number, productIds: number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const r = await db
    .select({ p: favorites.productId })
    .from(favorites)
    .where(and(eq(favorites.userId, userId), inArray(favorites.productId, productIds)));
  return r.map((x) => x.p);
}

/* Browsing history */

export async function recordView(db: Db, userId: number, productId: number): Promise<void> {
  await requireProduct(db, productId);
  const now = new Date();
  await db
    .insert(browsingHistory)
    .values({ userId, productId, viewedAt: now })
    .onConflictDoUpdate({ target: [browsingHistory.userId, browsingHistory.productId], set: { viewedAt: now } });
  // Keep the newest historyMax entries of this user.
  await db.execute(sql`
    delete from browsing_history
    where user_id = ${userId}
      and product_id in (
        select product_id from browsing_history where user_id = ${userId}
        order by viewed_at desc, product_id desc offset ${BUYER_LIMITS.historyMax}
      )`);
}

export async function listHistory(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<{ list: HistoryDTO[]; total: number }> {
  const [rows, [c]] = await Promise.all([
    db
      .select({ ...cardColumns, viewedAt: browsingHistory.viewedAt })
      .from(browsingHistory)
      .innerJoin(products, eq(products.id, browsingHistory.productId))
      .where(eq(browsingHistory.userId, userId))
      .orderBy(desc(browsingHistory.viewedAt), desc(browsingHistory.productId))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(browsingHistory)
      .where(eq(browsingHistory.userId, userId)),
  ]);
  return { list: rows.map((r) => ({ ...toCard(r), viewedAt: r.viewedAt.toISOString() })), total: Number(c?.n ?? 0) };
}

export async function clearHistory(db: Db, userId: number, productIds?: number[]): Promise<void> {
  if (productIds && productIds.length === 0) return;
  await db
    .delete(browsingHistory)
    .where(
      productIds
        ? and(eq(browsingHistory.userId, userId), inArray(browsingHistory.productId, productIds))
        : eq(browsingHistory.userId, userId),
    );
}
