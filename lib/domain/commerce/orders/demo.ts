/**
 * The demo buyer's delivered orders (what staff would have done in the console: confirm the payment, ship): one
 * order 已完成 and one 已发货, each of one 现货 package (of a product with a COA lot) paid on the demo organisation's
 * credit, so that the demo (and the e2e journeys) can apply for after-sales, request an invoice and find the units in
 * the organisation's standards ledger. Run by `npm run seed` after the catalogue;
 * idempotent (the orders' idempotency keys), and every step goes through the shop's own functions and state machine.
 */
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { addresses, cartItems, coaBatches, orders, products, skus, users } from '@/lib/db/schema';
import { DEMO_BUYER } from '@/lib/db/seed/accounts';
import { insertLine } from '@/lib/domain/commerce/cart';
import { payOnCredit } from '@/lib/domain/commerce/payments';
import { shipOrder } from '@/lib/domain/commerce/payments';
import { placeOrder } from './place';
import { confirmReceipt } from './actions';

const PLAN = [
  { key: 'demo-delivered-completed', complete: true, tracking: 'SF1000000001' },
  { key: 'demo-delivered-shipped', complete: false, tracking: 'SF1000000002' },
] as const;

export async function demoDeliveredOrders(db: Db): Promise<{ orderNo: string; status: string }[]> {
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_BUYER.mobile)).limit(1);
  if (!buyer) throw new Error(`演示买家 ${DEMO_BUYER.mobile} 不存在 / demo buyer missing: run npm run seed first`);
  const [addr] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, buyer.id), eq(addresses.kind, 'receiving')))
    .orderBy(asc(addresses.id))
    .limit(1);
  if (!addr) throw new Error('演示买家没有收货地址 / the demo buyer has no receiving address');
  const stocked = await db
    .select({ id: skus.id })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    // A product with a current COA lot: the delivered units enter the standards ledger with their lot and certificate.
    .where(
      and(
        eq(skus.status, 1),
        eq(products.status, 1),
        isNotNull(skus.price),
        gt(skus.stock, 5),
        eq(skus.delivery, '现货'),
        sql`exists (select 1 from ${coaBatches} c where c.product_id = ${products.id} and c.status = 'current')`,
      ),
    )
    .orderBy(asc(skus.id))
    .limit(PLAN.length);
  const out: { orderNo: string; status: string }[] = [];
  for (const [i, step] of PLAN.entries()) {
    const [done] = await db
      .select({ orderNo: orders.orderNo, status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, buyer.id), eq(orders.idempotencyKey, step.key)))
      .limit(1);
    if (done) {
      out.push(done);
      continue;
    }
    const sku = stocked[i] ?? stocked[0];
    if (!sku) throw new Error('目录里没有现货包装 / no packages in stock');
    // Placing takes the checked cart lines: only ever on an empty cart, so nothing of the buyer's own is ordered.
    const inCart = await db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, buyer.id)).limit(1);
    if (inCart.length) throw new Error('演示买家的购物车不为空 / the demo buyer’s cart is not empty');
    await insertLine(db, 'cart', buyer.id, { skuId: sku.id, num: 2 });
    const placed = await placeOrder(db, buyer.id, {
      source: 'cart',
      idempotencyKey: step.key,
      addressId: addr.id,
      invoice: { type: 0 },
      remark: '演示订单（已发货，可申请售后与发票）',
    });
    await payOnCredit(db, buyer.id, placed.orderNo);
    await shipOrder(db, placed.orderNo, '顺丰速运', step.tracking);
    if (step.complete) await confirmReceipt(db, buyer.id, placed.id);
    out.push({ orderNo: placed.orderNo, status: step.complete ? 'completed' : 'shipped' });
  }
  return out;
}
