/**
 * Packages (SKUs) in the console: add and edit package, price, stock, delivery, on/off sale.
 *
 * Money is exact: the price travels as decimal text ("120.50", ./fields.ts parsePriceText) and is compared in
 * integer fen; PostgreSQL's numeric stores it. Stock: an increase goes through restock()
 * (lib/domain/catalog/stock-alerts/restock.ts: the one function that adds stock and tells the 到货通知 subscribers once);
 * a decrease is a conditional update that never goes below zero. Every write publishes the change to every
 * instance's page cache in its own transaction (publishChange; restock() does so itself).
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { withTransaction } from '@/lib/db/tx';
import { products, skus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { restock } from '@/lib/domain/catalog/stock-alerts';
import { productTag, publishChange } from '@/lib/domain/catalog/products';
import { fenOf, parseDelivery, parsePackage, parsePriceText, parseStock, skuCodeOf, type Parsed } from './fields';

export type SkuForm = {
  packageValue?: string;
  price?: string;
  stock?: string | number;
  delivery?: string;
  status?: 0 | 1;
};

const must = <T>(p: Parsed<T>): T => {
  if (!p.ok) throw new AppError(p.reason, 'FIELD_INVALID');
  return p.value;
};

type SkuRow = {
  id: number;
  productId: number;
  code: string;
  packageValue: string;
  price: string | null;
  stock: number;
  delivery: string;
  status: number;
};

async function skuRow(db: Db, skuId: number): Promise<SkuRow | null> {
  const [s] = await db
    .select({
      id: skus.id,
      productId: skus.productId,
      code: skus.code,
      packageValue: skus.packageValue,
      price: sql<string | null>`${skus.price}::text`,
      stock: skus.stock,
      delivery: skus.delivery,
      status: skus.status,
    })
    .from(skus)
    .where(eq(skus.id, skuId))
    .limit(1);
  return s ?? null;
}

export type SkuWriteResult = {
  skuId: number;
  productId: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  restocked: { added: number; claimed: number } | null;
};

export async function addSku(db: Db, productId: number, f: SkuForm): Promise<SkuWriteResult> {
  const [p] = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!p) throw new AppError(M.productNotFound, 'NOT_FOUND');
  const packageValue = must(parsePackage(f.packageValue ?? ''));
  const price = must(parsePriceText(f.price ?? ''));
  const stock = must(parseStock(String(f.stock ?? ''))) ?? 0;
  const d = must(parseDelivery(f.delivery ?? '')) ?? {
    delivery: stock > 0 ? '现货' : '1-2周',
    deliveryDays: stock > 0 ? 1 : 14,
  };
  const [dup] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.productId, productId), eq(skus.packageValue, packageValue)))
    .limit(1);
  if (dup) throw new AppError(M.packageTaken(packageValue), 'PACKAGE_TAKEN');
  const [{ n }] = (await db
    .select({ n: sql<number>`coalesce(max(${skus.sort}), -1)::int + 1` })
    .from(skus)
    .where(eq(skus.productId, productId))) as [{ n: number }];
  let code = skuCodeOf(p.code, packageValue);
  const [codeTaken] = await db.select({ id: skus.id }).from(skus).where(eq(skus.code, code)).limit(1);
  if (codeTaken) code = `${code}-${Date.now().toString(36).toUpperCase()}`.slice(0, 60);
  const row = await withTransaction(db, async (tx) => {
    const [inserted] = await tx
      .insert(skus)
      .values({
        productId,
        code,
        packageValue,
        specification: [{ name: '规格', value: packageValue }],
        priceText: price ?? '询价',
        price: price === null ? null : Number(price),
        stock,
        delivery: d.delivery,
        deliveryDays: d.deliveryDays,
        sort: Number(n),
        status: f.status ?? 1,
      })
      .returning({ id: skus.id });
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));
    await publishChange(tx, [productTag(productId)]);
    return inserted;
  });
  return {
    skuId: row!.id,
    productId,
    before: null,
    after: { code, packageValue, price, stock, delivery: d.delivery },
    restocked: null,
  };
}

export async function updateSku(db: Db, skuId: number, f: SkuForm): Promise<SkuWriteResult> {
  const old = await skuRow(db, skuId);
  if (!old) throw new AppError(M.skuNotFound, 'NOT_FOUND');
  const set: Partial<typeof skus.$inferInsert> = {};
  const after: Record<string, unknown> = {};
  const before: Record<string, unknown> = {};
  if (f.packageValue !== undefined) {
    const v = must(parsePackage(f.packageValue));
    if (v !== old.packageValue) {
      const [dup] = await db
        .select({ id: skus.id })
        .from(skus)
        .where(and(eq(skus.productId, old.productId), eq(skus.packageValue, v)))
        .limit(1);
      if (dup) throw new AppError(M.packageTaken(v), 'PACKAGE_TAKEN');
      set.packageValue = v;
      set.specification = [{ name: '规格', value: v }];
      before.packageValue = old.packageValue;
      after.packageValue = v;
    }
  }
  if (f.price !== undefined) {
    const price = must(parsePriceText(f.price));
    if (fenOf(price) !== fenOf(old.price)) {
      set.price = price === null ? null : Number(price);
      set.priceText = price ?? '询价';
      before.price = old.price;
      after.price = price;
    }
  }
  if (f.delivery !== undefined) {
    const d = must(parseDelivery(f.delivery));
    if (d && d.delivery !== old.delivery) {
      set.delivery = d.delivery;
      set.deliveryDays = d.deliveryDays;
      before.delivery = old.delivery;
      after.delivery = d.delivery;
    }
  }
  if (f.status !== undefined && f.status !== old.status) {
    set.status = f.status;
    before.status = old.status;
    after.status = f.status;
  }
  if (Object.keys(set).length)
    await withTransaction(db, async (tx) => {
      await tx
        .update(skus)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(skus.id, skuId));
      await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, old.productId));
      await publishChange(tx, [productTag(old.productId)]);
    });
  let restocked: SkuWriteResult['restocked'] = null;
  if (f.stock !== undefined && String(f.stock).trim() !== '') {
    const target = must(parseStock(String(f.stock)))!;
    const r = await setStock(db, skuId, target);
    if (r.changed) {
      before.stock = r.before;
      after.stock = r.after;
      if (r.added > 0) restocked = { added: r.added, claimed: r.claimed };
    }
  }
  return { skuId, productId: old.productId, before, after, restocked };
}

/**
 * Set a package's stock to `target`: up through restock() (the difference; waiting buyers are told once), down with
 * a conditional update (a concurrent order's reservation in between is kept: it retries against the new value).
 */
export async function setStock(
  db: Db,
  skuId: number,
  target: number,
): Promise<{ changed: boolean; before: number; after: number; added: number; claimed: number }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const cur = await skuRow(db, skuId);
    if (!cur) throw new AppError(M.skuNotFound, 'NOT_FOUND');
    if (cur.stock === target) return { changed: false, before: cur.stock, after: cur.stock, added: 0, claimed: 0 };
    if (target > cur.stock) {
      const r = await restock(db, skuId, target - cur.stock, { by: 'console' });
      return { changed: true, before: r.previousStock, after: r.stock, added: target - cur.stock, claimed: r.claimed };
    }
    const row = await withTransaction(db, async (tx) => {
      const [lowered] = await tx
        .update(skus)
        .set({ stock: target, updatedAt: new Date() })
        .where(and(eq(skus.id, skuId), eq(skus.stock, cur.stock)))
        .returning({ stock: skus.stock });
      if (lowered) {
        await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, cur.productId));
        await publishChange(tx, [productTag(cur.productId)]);
      }
      return lowered;
    });
    if (row) return { changed: true, before: cur.stock, after: row.stock, added: 0, claimed: 0 };
  }
  throw new AppError(M.stockInvalid(String(target)), 'STOCK_BUSY');
}
