/**
 * Restocking: the ONE function that adds stock to a package (the staff command now; the operations console and the
 * catalogue import later), and the back-in-stock messages it triggers.
 *
 * In one transaction it adds to skus.stock (the row lock orders concurrent restocks), publishes the change to every
 * instance's page cache (publishChange: the goods page shows 现货 N) and, when the package is on
 * sale and now has stock, claims the open subscriptions of the package with one
 * `UPDATE stock_alerts SET notified_at = now() WHERE sku_id = … AND notified_at IS NULL RETURNING …`: a subscription
 * is claimed by exactly one restock, even by two running at once (the second one's UPDATE waits for the first
 * and then finds nothing open). Subscriptions exist only while a package is out of stock (alerts.ts refuses one on
 * a package with stock and locks the row against a concurrent restock), so in practice this is the 0 → n step; a
 * subscription left open by stock coming back another way (a cancelled order's returned stock) is claimed by the next
 * restock. An off-shelf package keeps its subscriptions open until it is on sale and restocked.
 *
 * After the commit each claimed buyer gets one message (notify.ts). A failed send is logged and the subscription
 * stays claimed: no buyer is ever messaged twice for one subscription.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, skus, stockAlerts, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_MSG, STOCK_ALERT_MSG } from '@/lib/config/messages';
import { displayName, goodsHref, productTag, publishChange } from '@/lib/domain/catalog/products';
import { absoluteUrl } from '@/lib/platform/seo/site';
import { sendNotice, type Channel, type Notice, type NoticeSender } from './notify';
import { withTransaction } from '@/lib/db/tx';

/** Largest PostgreSQL integer (int4): skus.stock. */
const INT4_MAX = 2_147_483_647;

/** The most one restock adds. */
export const RESTOCK_MAX_QTY = 1_000_000;

export type RestockOptions = {
  /** Who restocked, for the log line ('staff', 'console', 'import'). */
  by?: string;
  /** The message sender (tests inject one that fails). */
  send?: NoticeSender;
  log?: (line: string) => void;
};

export type RestockResult = {
  skuId: number;
  skuCode: string;
  previousStock: number;
  stock: number;
  /** Subscriptions claimed by this restock (each gets one message). */
  claimed: number;
  /** Messages sent, by channel, and messages that failed (logged; the subscription stays claimed). */
  sent: { sms: number; email: number };
  failed: number;
};

function checkQty(addQty: number): void {
  if (!Number.isInteger(addQty) || addQty < 1 || addQty > RESTOCK_MAX_QTY)
    throw new AppError(STOCK_ALERT_MSG.qtyInvalid, 'QTY_INVALID');
}

/** Adds `addQty` to the package's stock and notifies its waiting buyers once. */
export async function restock(
  db: Db,
  skuId: number,
  addQty: number,
  opts: RestockOptions = {},
): Promise<RestockResult> {
  checkQty(addQty);
  if (!Number.isInteger(skuId) || skuId < 1 || skuId > INT4_MAX)
    throw new AppError(BUYER_MSG.skuNotFound, 'SKU_NOT_FOUND');
  const log = opts.log ?? console.log;

  const done = await withTransaction(db, async (tx) => {
    const [row] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} + ${addQty}`, updatedAt: new Date() })
      .where(and(eq(skus.id, skuId), sql`${skus.stock} <= ${INT4_MAX - addQty}`))
      .returning({
        stock: skus.stock,
        code: skus.code,
        packageValue: skus.packageValue,
        productId: skus.productId,
        skuStatus: skus.status,
      });
    if (!row) {
      const [exists] = await tx.select({ id: skus.id }).from(skus).where(eq(skus.id, skuId)).limit(1);
      throw exists
        ? new AppError(STOCK_ALERT_MSG.stockOverflow, 'STOCK_OVERFLOW')
        : new AppError(BUYER_MSG.skuNotFound, 'SKU_NOT_FOUND');
    }
    const [p] = await tx
      .select({
        nameZh: products.nameZh,
        nameEn: products.nameEn,
        hasCuratedZh: products.hasCuratedZh,
        status: products.status,
      })
      .from(products)
      .where(eq(products.id, row.productId))
      .limit(1);
    const onSale = row.skuStatus === 1 && p?.status === 1;
    const claimed =
      onSale && row.stock > 0
        ? await tx
            .update(stockAlerts)
            .set({ notifiedAt: new Date() })
            .where(and(eq(stockAlerts.skuId, skuId), isNull(stockAlerts.notifiedAt)))
            .returning({ id: stockAlerts.id, userId: stockAlerts.userId })
        : [];
    const contacts = claimed.length
      ? await tx
          .select({ id: users.id, mobile: users.mobile, email: users.email, status: users.status })
          .from(users)
          .where(
            inArray(
              users.id,
              claimed.map((c) => c.userId),
            ),
          )
      : [];
    // The goods page shows 现货 N: the change reaches every instance's cache with this commit.
    await publishChange(tx, [productTag(row.productId)]);
    return { row, product: p!, claimed, contacts };
  });

  const { row, product, claimed, contacts } = done;
  const result: RestockResult = {
    skuId,
    skuCode: row.code,
    previousStock: row.stock - addQty,
    stock: row.stock,
    claimed: claimed.length,
    sent: { sms: 0, email: 0 },
    failed: 0,
  };
  log(
    `[stock] ${row.code} +${addQty} (${result.previousStock} → ${row.stock}) by ${opts.by ?? 'staff'}; ${claimed.length} back-in-stock subscription(s) claimed`,
  );
  if (claimed.length === 0) return result;

  // After the commit: the stock is visible before the buyer reads the message.
  const send = opts.send ?? sendNotice;
  const url = absoluteUrl(goodsHref(row.productId, skuId));
  const productName = displayName(product);
  for (const c of claimed) {
    const u = contacts.find((x) => x.id === c.userId);
    if (!u || u.status !== 1) {
      result.failed++;
      console.error(`[stock] back-in-stock alert ${c.id}: user ${c.userId} is disabled or gone, no message`);
      continue;
    }
    const notice: Notice = {
      userId: u.id,
      mobile: u.mobile,
      email: u.email,
      productName,
      skuCode: row.code,
      packageValue: row.packageValue,
      url,
    };
    try {
      const ch: Channel = await send(db, notice);
      result.sent[ch]++;
    } catch (e) {
      result.failed++;
      console.error(
        `[stock] back-in-stock alert ${c.id} to user ${c.userId} not sent (stays claimed): ${e instanceof Error ? e.message : e}`,
      );
    }
  }
  return result;
}

/** Restock by the package's 货号 (the staff command, an import file). */
export async function restockByCode(
  db: Db,
  skuCode: string,
  addQty: number,
  opts: RestockOptions = {},
): Promise<RestockResult> {
  const code = skuCode.trim();
  checkQty(addQty);
  const [s] = code ? await db.select({ id: skus.id }).from(skus).where(eq(skus.code, code)).limit(1) : [];
  if (!s) throw new AppError(STOCK_ALERT_MSG.skuCodeNotFound(code), 'SKU_NOT_FOUND');
  return restock(db, s.id, addQty, opts);
}
