/**
 * 一键复购 of a ledger entry: the same package into the buyer's cart (one unit, through the cart's own insertLine: on
 * sale, priced), else the goods page of the product (its current lot is shown there); an entry not matched to the
 * catalogue cannot be bought again here.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { ledgerEntries, products, skus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LEDGER_MSG } from '@/lib/config/messages';
import { insertLine } from '@/lib/domain/commerce/cart';
import { goodsHref } from '@/lib/domain/catalog/products';
import { reorderMode } from './reminders';
import type { LedgerReorderResult, LedgerScope } from './types';

export async function reorderEntry(db: Db, scope: LedgerScope, id: number): Promise<LedgerReorderResult> {
  const [x] = await db
    .select({
      productId: ledgerEntries.productId,
      skuId: ledgerEntries.skuId,
      skuStatus: skus.status,
      skuPrice: skus.price,
      productStatus: products.status,
    })
    .from(ledgerEntries)
    .leftJoin(skus, eq(skus.id, ledgerEntries.skuId))
    .leftJoin(products, eq(products.id, ledgerEntries.productId))
    .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.owner, scope.owner)))
    .limit(1);
  if (!x) throw new AppError(LEDGER_MSG.notFound, 'NOT_FOUND');
  const mode = reorderMode({
    skuId: x.skuId,
    productId: x.productId,
    skuOnSale: x.skuStatus === 1,
    skuPrice: x.skuPrice,
    productOnSale: x.productStatus === 1,
  });
  if (mode === 'cart') {
    await insertLine(db, 'cart', scope.userId, { skuId: x.skuId!, num: 1 });
    return { mode, href: '/settlementCenter', message: LEDGER_MSG.reorderAdded };
  }
  if (mode === 'goods') return { mode, href: goodsHref(x.productId!, x.skuId), message: LEDGER_MSG.reorderGoods };
  throw new AppError(LEDGER_MSG.reorderUnavailable, 'NOT_IN_CATALOGUE');
}
