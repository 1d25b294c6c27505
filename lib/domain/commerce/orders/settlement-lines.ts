/**
 * The lines of a settlement, read on the server (./place.ts): the buyer's checked cart lines, the lines of an
 * accepted quotation at the quoted prices, or an accepted custom-synthesis quote. Prices come from the catalogue or
 * the quote here, never from the browser.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { cartItems, products, skus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORDER_RULES } from '@/lib/config/constants';
import { CUSTOM_MSG } from '@/lib/config/messages';
import { displayName, productImageSrc } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import type { LicenceBlocker } from '@/lib/domain/commerce/licences';
import { quotedLinesForOrder } from '@/lib/domain/commerce/inquiries';
import { customDetail } from '@/lib/domain/commerce/custom';
import { productVoColumns } from '@/lib/domain/commerce/cart';

export type SettlementSource =
  { source: 'cart' } | { source: 'inquiry'; inquiryId: number } | { source: 'custom'; customId: number };

export type SettlementLine = {
  /** The cart line (source cart), for removing it after placement. */
  carId: number | null;
  productId: number | null;
  skuId: number | null;
  name: string;
  code: string | null;
  cas: string | null;
  imgUrl: string | null;
  specification: { name: string; value: string }[];
  packageValue: string | null;
  /** Unit price in fen (catalogue or quote); null = 询价 (cannot be bought). */
  priceFen: number | null;
  num: number;
  stock: number | null;
  delivery: string | null;
  licenceClass: string | null;
  onSale: boolean;
};

/** What stops an order; licence blockers also name the document kind that would unlock their lines. */
export type Blocker =
  | { code: 'OFF_SHELF' | 'INQUIRY_ONLY' | 'OUT_OF_STOCK' | 'NO_LINES'; message: string; skuIds: number[] }
  | LicenceBlocker;

/** Is this package kept in stock (reserved at placement) rather than made or bought to order? */
export const isStockKept = (delivery: string | null): boolean => delivery === ORDER_RULES.stockKeptDelivery;

async function cartSettlementLines(db: Db, userId: number): Promise<SettlementLine[]> {
  const rows = await db
    .select({
      ...productVoColumns,
      carId: cartItems.id,
      num: cartItems.num,
      licenceClass: products.licenceClass,
      priceFen: sql<number | null>`(round(${skus.price} * 100))::int`,
    })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.checked, true)))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({
    carId: r.carId,
    productId: r.productId,
    skuId: r.skuId,
    name: displayName(r),
    code: r.productCode,
    cas: r.cas,
    imgUrl: productImageSrc({ id: r.productId, hasStructure: Boolean(r.hasStructure), imageUrl: r.imageUrl }),
    specification: Array.isArray(r.specification) ? r.specification : [],
    packageValue: r.packageValue,
    priceFen: r.priceFen !== null && r.priceFen > 0 ? r.priceFen : null,
    num: r.num,
    stock: r.stock,
    delivery: r.delivery,
    licenceClass: r.licenceClass,
    onSale: r.productStatus === 1 && r.skuStatus === 1,
  }));
}

async function inquirySettlementLines(db: Db, userId: number, inquiryId: number): Promise<SettlementLine[]> {
  const { lines } = await quotedLinesForOrder(db, userId, inquiryId, todayInChina());
  // A quoted line is supplied at the quoted delivery: no stock reservation unless it is quoted from stock (现货).
  const skuIds = lines.map((l) => l.skuId).filter((x): x is number => x !== null);
  const stock = skuIds.length
    ? await db.select({ id: skus.id, stock: skus.stock }).from(skus).where(inArray(skus.id, skuIds))
    : [];
  const stockOf = new Map(stock.map((s) => [s.id, s.stock]));
  return lines.map((l) => ({
    carId: null,
    productId: l.productId,
    skuId: l.skuId,
    name: l.name,
    code: l.code,
    cas: l.cas,
    imgUrl: l.productId ? productImageSrc({ id: l.productId, hasStructure: true }) : null,
    specification: l.specification,
    packageValue: l.packageValue,
    priceFen: l.priceFen,
    num: l.num,
    stock: l.skuId ? (stockOf.get(l.skuId) ?? null) : null,
    delivery: l.delivery,
    licenceClass: l.licenceClass,
    onSale: true,
  }));
}

/** An accepted custom-synthesis quote: one line at the quoted amount, made to order (no stock reserved). */
async function customSettlementLines(db: Db, userId: number, customId: number): Promise<SettlementLine[]> {
  const c = await customDetail(db, userId, customId);
  if (c.status !== 'quoted' || c.quotedAmount === null)
    throw new AppError(
      c.status === 'ordered' ? CUSTOM_MSG.illegal(c.statusLabel, '接受报价并下单') : CUSTOM_MSG.notQuoted,
      'NOT_QUOTED',
    );
  if (c.quoteExpired) throw new AppError(CUSTOM_MSG.quoteExpired, 'QUOTE_EXPIRED');
  const spec = [
    { name: '数量', value: c.quantity ?? '—' },
    ...(c.purity ? [{ name: '纯度', value: c.purity }] : []),
    ...(c.analyses.length ? [{ name: '检测', value: c.analyses.join('、') }] : []),
  ];
  return [
    {
      carId: null,
      productId: null,
      skuId: null,
      name: `定制合成：${c.productName}`,
      code: c.requestNo,
      cas: c.cas,
      imgUrl: null,
      specification: spec,
      packageValue: c.quantity,
      priceFen: Math.round(c.quotedAmount * 100),
      num: 1,
      stock: null,
      delivery: c.leadTime ?? '定制',
      licenceClass: null,
      onSale: true,
    },
  ];
}

export function settlementLines(db: Db, userId: number, src: SettlementSource): Promise<SettlementLine[]> {
  if (src.source === 'inquiry') return inquirySettlementLines(db, userId, src.inquiryId);
  if (src.source === 'custom') return customSettlementLines(db, userId, src.customId);
  return cartSettlementLines(db, userId);
}
