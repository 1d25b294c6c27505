/**
 * Back in stock (到货通知), the buyer's side: on a package that is out of stock a buyer asks to be told when it
 * arrives. One open subscription per buyer and package (partial unique index stock_alerts_open_uq); restock.ts
 * claims the open ones and sends each buyer one message.
 *
 * A subscription is refused on a package that has stock (该规格有货，可直接购买), that is off the shelf, unknown or
 * 询价 (no price: the buyer asks for a quote instead), and for a buyer with neither a mobile nor an e-mail address
 * (nowhere to send the message). Subscribing twice answers the same open subscription. Every query is scoped to the buyer: another buyer's subscription is invisible.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, skus, stockAlerts, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_MSG, CATALOG_MSG, STOCK_ALERT_MSG } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products';
import { displayName, goodsHref } from '@/lib/domain/catalog/products';
import { withTransaction } from '@/lib/db/tx';
import type { SubscribeResult, StockAlertDTO } from './types';

/** How many subscriptions (open and notified) the personal centre lists. */
const LIST_LIMIT = 200;

/** Subscribes the buyer to one out-of-stock package; a second call while open answers the same subscription. */
export async function subscribe(db: Db, userId: number, skuId: number): Promise<SubscribeResult> {
  const [u] = await db
    .select({ mobile: users.mobile, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!u?.mobile && !u?.email) throw new AppError(STOCK_ALERT_MSG.noContact, 'NO_CONTACT');

  return withTransaction(db, async (tx) => {
    // FOR SHARE: a restock of this package waits until this subscription is committed (and then claims it), or it
    // committed first and this check sees the stock. No subscription is left open on a package that has stock.
    const [row] = await tx
      .select({ stock: skus.stock, price: skus.price, skuStatus: skus.status, productStatus: products.status })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(eq(skus.id, skuId))
      .limit(1)
      .for('share', { of: skus });
    if (!row) throw new AppError(BUYER_MSG.skuNotFound, 'SKU_NOT_FOUND');
    if (row.skuStatus !== 1 || row.productStatus !== 1) throw new AppError(BUYER_MSG.offShelf, 'OFF_SHELF');
    // A 询价 package is never bought from the shelf: the buyer asks for a quote instead.
    if (!hasPrice(row.price)) throw new AppError(CATALOG_MSG.inquiryOnly, 'INQUIRY_ONLY');
    if (row.stock > 0) throw new AppError(STOCK_ALERT_MSG.inStock, 'IN_STOCK');

    await tx.insert(stockAlerts).values({ userId, skuId }).onConflictDoNothing();
    const [open] = await tx
      .select({ createdAt: stockAlerts.createdAt })
      .from(stockAlerts)
      .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.skuId, skuId), isNull(stockAlerts.notifiedAt)))
      .limit(1);
    return {
      skuId,
      subscribed: true as const,
      createdAt: (open?.createdAt ?? new Date()).toISOString(),
      message: STOCK_ALERT_MSG.subscribed,
    };
  });
}

/** Cancels the buyer's open subscription of a package; none open answers 您未订阅该规格的到货通知. */
export async function unsubscribe(
  db: Db,
  userId: number,
  skuId: number,
): Promise<{ skuId: number; subscribed: false; message: string }> {
  const gone = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), eq(stockAlerts.skuId, skuId), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  if (gone.length === 0) throw new AppError(STOCK_ALERT_MSG.notSubscribed, 'NOT_SUBSCRIBED');
  return { skuId, subscribed: false, message: STOCK_ALERT_MSG.cancelled };
}

/** Which of the packages the buyer has an open subscription for (the goods page). */
export async function status(db: Db, userId: number, skuIds: number[]): Promise<number[]> {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ skuId: stockAlerts.skuId })
    .from(stockAlerts)
    .where(and(eq(stockAlerts.userId, userId), inArray(stockAlerts.skuId, ids), isNull(stockAlerts.notifiedAt)));
  return rows.map((r) => r.skuId).sort((a, b) => a - b);
}

/** The buyer's subscriptions, open and notified, newest first (the personal centre). */
export async function mySubscriptions(db: Db, userId: number): Promise<StockAlertDTO[]> {
  const rows = await db
    .select({
      id: stockAlerts.id,
      skuId: stockAlerts.skuId,
      createdAt: stockAlerts.createdAt,
      notifiedAt: stockAlerts.notifiedAt,
      productId: products.id,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      hasCuratedZh: products.hasCuratedZh,
      productStatus: products.status,
      skuCode: skus.code,
      packageValue: skus.packageValue,
      stock: skus.stock,
      skuStatus: skus.status,
    })
    .from(stockAlerts)
    .innerJoin(skus, eq(skus.id, stockAlerts.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(eq(stockAlerts.userId, userId))
    .orderBy(desc(stockAlerts.createdAt), desc(stockAlerts.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    skuId: r.skuId,
    productId: r.productId,
    productName: displayName(r),
    skuCode: r.skuCode,
    packageValue: r.packageValue,
    stock: r.stock,
    onSale: r.productStatus === 1 && r.skuStatus === 1,
    href: goodsHref(r.productId, r.skuId),
    createdAt: r.createdAt.toISOString(),
    notifiedAt: r.notifiedAt ? r.notifiedAt.toISOString() : null,
  }));
}
