/**
 * Order placement and the order centre through the API (PGlite and PostgreSQL): server-side prices, idempotency,
 * stock reservation under concurrency, cancellation giving stock back, the licence rule, owner checks, the machine.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { cartItems, orderEvents, orders, organizations, products, skus, users } from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress, ZHANG_SAN } from './cart-fixtures';
import { expireOverdueOrders as expirePayable } from '../../lib/domain/commerce/orders/expire';

let keySeq = 0;
const key = () => `k-${process.pid}-${Date.now()}-${++keySeq}`;

describeDb('orders: settlement, placement and the order centre', (ctx) => {
  let c: Catalog;
  let u: TestUser;
  let addrId: number;

  async function address(user: TestUser) {
    const a = await makeAddress(ctx.db, {
      userId: user.id,
      ...ZHANG_SAN,
    });
    return a.id;
  }
  const stockOf = async (skuId: number) =>
    (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;
  const submit = (user: TestUser, body: Record<string, unknown>) =>
    ctx.api('order', 'POST', 'order/submit', body, user.h);
  const addToCart = (user: TestUser, skuId: number, num: number) =>
    ctx.api('order', 'POST', 'buy/car/insert', { skuId, num }, user.h);

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'OR');
    u = await makeUser(ctx.db);
    addrId = await address(u);
  });

  beforeEach(async () => {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, u.id));
  });

  test('preview: checked cart lines at catalogue prices, freight below ¥500, blockers for 询价 lines', async () => {
    expect((await addToCart(u, c.sku1, 2)).code).toBe(1);
    const p = await ctx.api('order', 'POST', 'order/settlement/preview', { source: 'cart', price: 0.01 }, u.h);
    expect(p.code).toBe(1);
    const d = p.data as {
      amounts: { goodsAmount: number; freight: number; payAmount: number };
      blockers: unknown[];
      lines: { price: number; amount: number }[];
    };
    expect(d.lines[0]).toMatchObject({ price: 120.5, amount: 241 });
    expect(d.amounts).toMatchObject({ goodsAmount: 241, freight: 20, payAmount: 261 });
    expect(d.blockers).toEqual([]);
  });

  test('a tampered price in the request is ignored: the order is priced from the catalogue', async () => {
    await addToCart(u, c.sku1, 1);
    const r = await submit(u, {
      idempotencyKey: key(),
      addressId: addrId,
      price: 0.01,
      payAmount: 0.01,
      lines: [{ skuId: c.sku1, price: 0.01 }],
    });
    expect(r.code).toBe(1);
    const [o] = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderNo, (r.data as { orderNo: string }).orderNo));
    expect(o!.goodsAmount).toBe(120.5);
    expect(o!.payAmount).toBe(140.5);
    expect(o!.status).toBe('pending_payment');
    // The ordered line left the cart; the 'placed' event is on the timeline.
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
    const ev = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, o!.id));
    expect(ev.map((e) => e.event)).toEqual(['placed']);
    await ctx.api('order', 'POST', `order/cancel/${o!.id}`, {}, u.h);
  });

  test('placement is idempotent: the same key (sequential and concurrent) makes one order', async () => {
    await addToCart(u, c.skuB, 1);
    const k = key();
    const before = await stockOf(c.skuB);
    const [a, b, d] = await Promise.all([
      submit(u, { idempotencyKey: k, addressId: addrId }),
      submit(u, { idempotencyKey: k, addressId: addrId }),
      submit(u, { idempotencyKey: k, addressId: addrId }),
    ]);
    const again = await submit(u, { idempotencyKey: k, addressId: addrId });
    const nos = new Set([a, b, d, again].map((r) => (r.data as { orderNo: string }).orderNo));
    expect([a.code, b.code, d.code, again.code]).toEqual([1, 1, 1, 1]);
    expect(nos.size).toBe(1);
    expect((again.data as { repeated: boolean }).repeated).toBe(true);
    expect(await ctx.db.select().from(orders).where(eq(orders.idempotencyKey, k))).toHaveLength(1);
    expect(await stockOf(c.skuB)).toBe(before - 1);
    const id = (a.data as { id: number }).id;
    expect((await ctx.api('order', 'POST', `order/cancel/${id}`, {}, u.h)).code).toBe(1);
    expect(await stockOf(c.skuB)).toBe(before);
  });

  test('no overselling: 20 buyers race for the last 5 units, exactly 5 orders succeed and stock ends at 0', async () => {
    const [p] = await ctx.db
      .insert(products)
      .values({ code: `OR-RACE-${process.pid}`, nameEn: 'Race standard' })
      .returning({ id: products.id });
    const [s] = await ctx.db
      .insert(skus)
      .values({
        productId: p!.id,
        code: `OR-RACE-${process.pid}-1`,
        packageValue: '10mg',
        price: 99,
        priceText: '99',
        stock: 5,
        delivery: '现货',
      })
      .returning({ id: skus.id });
    const buyers = await Promise.all(Array.from({ length: 20 }, () => makeUser(ctx.db)));
    const addrs = await Promise.all(buyers.map((b) => address(b)));
    for (const b of buyers) expect((await addToCart(b, s!.id, 1)).code).toBe(1);
    const results = await Promise.all(buyers.map((b, i) => submit(b, { idempotencyKey: key(), addressId: addrs[i] })));
    const ok = results.filter((r) => r.code === 1);
    expect(ok).toHaveLength(5);
    for (const r of results.filter((x) => x.code !== 1)) expect(r.message).toMatch(/库存不足/);
    expect(await stockOf(s!.id)).toBe(0);
    // The refused buyers still have their cart line: nothing of theirs changed.
    const failed = buyers.filter((_, i) => results[i]!.code !== 1);
    for (const b of failed)
      expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, b.id))).toHaveLength(1);
  });

  test('made-to-order packages are not reserved; 询价 and off-shelf lines cannot be ordered', async () => {
    await addToCart(u, c.sku2, 3); // 1-2周, stock 0
    const r = await submit(u, { idempotencyKey: key(), addressId: addrId });
    expect(r.code).toBe(1);
    expect(await stockOf(c.sku2)).toBe(0);
    await ctx.api('order', 'POST', `order/cancel/${(r.data as { id: number }).id}`, {}, u.h);
    await ctx.db.insert(cartItems).values({ userId: u.id, skuId: c.skuAsk, num: 1 });
    const ask = await submit(u, { idempotencyKey: key(), addressId: addrId });
    expect(ask.code).toBe(0);
    expect(ask.message).toMatch(/询价/);
  });

  test('restricted products cannot be ordered without an approved licence (tests/api/licences.test.ts covers the rest)', async () => {
    const [p] = await ctx.db
      .insert(products)
      .values({ code: `OR-LIC-${process.pid}`, nameEn: 'Ephedrine', licenceClass: 'precursor1' })
      .returning({ id: products.id });
    const [s] = await ctx.db
      .insert(skus)
      .values({
        productId: p!.id,
        code: `OR-LIC-${process.pid}-1`,
        packageValue: '10mg',
        price: 300,
        priceText: '300',
        stock: 2,
        delivery: '现货',
      })
      .returning({ id: skus.id });
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `许可测试单位${process.pid}`, certStatus: 2 })
      .returning({ id: organizations.id });
    const buyer = await makeUser(ctx.db);
    await ctx.db.update(users).set({ orgId: org!.id, orgRole: 'owner' }).where(eq(users.id, buyer.id));
    const a = await address(buyer);
    await addToCart(buyer, s!.id, 1);
    const pv = await ctx.api('order', 'POST', 'order/settlement/preview', {}, buyer.h);
    expect((pv.data as { blockers: { code: string }[] }).blockers.map((b) => b.code)).toEqual(['LICENCE_REQUIRED']);
    const refused = await submit(buyer, { idempotencyKey: key(), addressId: a });
    expect(refused.code).toBe(0);
    expect(refused.message).toMatch(/购买许可证/);
    expect(await stockOf(s!.id)).toBe(2);
  });

  test('the order centre: list by status with counts and search, detail with timeline; another buyer sees nothing', async () => {
    await addToCart(u, c.sku1, 1);
    await addToCart(u, c.skuB, 1);
    const r = await submit(u, {
      idempotencyKey: key(),
      addressId: addrId,
      poNumber: 'PO-778899',
      remark: '工作日送货',
    });
    const { id, orderNo } = r.data as { id: number; orderNo: string };
    const list = await ctx.api(
      'order',
      'POST',
      'order/list',
      { status: 'pending_payment', keyword: '对乙酰' },
      { ...u.h, pageNo: '1', pageSize: '10' },
    );
    expect(list.code).toBe(1);
    expect((list.data as { orderNo: string }[]).map((o) => o.orderNo)).toContain(orderNo);
    const mine = (list.data as { orderNo: string; lines: { name: string }[] }[]).find((o) => o.orderNo === orderNo)!;
    expect(mine.lines.map((l) => l.name)).toEqual(['对乙酰氨基酚', 'Caffeine']);
    // The second line's product finds the order too; a product not in it does not.
    const bySecond = await ctx.api('order', 'POST', 'order/list', { keyword: 'caffeine' }, u.h);
    expect((bySecond.data as { orderNo: string }[]).map((o) => o.orderNo)).toContain(orderNo);
    const byOther = await ctx.api('order', 'POST', 'order/list', { keyword: 'Withdrawn thing' }, u.h);
    expect(byOther.data).toEqual([]);
    const byPo = await ctx.api('order', 'POST', 'order/list', { keyword: 'PO-778899' }, u.h);
    expect((byPo.data as { orderNo: string }[]).map((o) => o.orderNo)).toEqual([orderNo]);
    const counts = await ctx.api('order', 'GET', 'order/counts', undefined, u.h);
    expect((counts.data as Record<string, number>).pending_payment).toBeGreaterThanOrEqual(1);
    const detail = await ctx.api('order', 'GET', `order/detail?orderNo=${orderNo}`, undefined, u.h);
    expect(detail.data).toMatchObject({ orderNo, statusLabel: '待付款', poNumber: 'PO-778899', remark: '工作日送货' });
    expect((detail.data as { actions: string[] }).actions.sort()).toEqual([
      'cancel',
      'paid_online',
      'transfer_submitted',
    ]);
    const other = await makeUser(ctx.db);
    expect((await ctx.api('order', 'GET', `order/detail?orderNo=${orderNo}`, undefined, other.h)).code).toBe(0);
    expect((await ctx.api('order', 'POST', `order/cancel/${id}`, {}, other.h)).code).toBe(0);
    expect((await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe('pending_payment');
    // Illegal transition: confirm receipt of an unpaid order.
    const illegal = await ctx.api('order', 'POST', `order/confirmReceipt/${id}`, {}, u.h);
    expect(illegal.code).toBe(0);
    expect(illegal.message).toContain('待付款');
    expect((await ctx.api('order', 'POST', `order/cancel/${id}`, { reason: '重复下单' }, u.h)).code).toBe(1);
    const after = await ctx.api('order', 'GET', `order/detail?id=${id}`, undefined, u.h);
    expect(after.data).toMatchObject({ status: 'cancelled', cancelReason: '重复下单' });
    expect((after.data as { timeline: { label: string }[] }).timeline.map((t) => t.label)).toEqual([
      '提交订单',
      '取消订单',
    ]);
    // Buy again puts the line back into the cart.
    const again = await ctx.api('order', 'POST', `order/buyAgain/${id}`, {}, u.h);
    expect(again.data).toEqual({ added: 2, skipped: 0 });
  });

  test('an unpaid order past its deadline is cancelled by the sweeper and its stock comes back', async () => {
    await addToCart(u, c.sku1, 2);
    const before = await stockOf(c.sku1);
    const r = await submit(u, { idempotencyKey: key(), addressId: addrId });
    const id = (r.data as { id: number }).id;
    expect(await stockOf(c.sku1)).toBe(before - 2);
    await ctx.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, id));
    const n = await expirePayable(ctx.db);
    expect(n).toBeGreaterThanOrEqual(1);
    const [o] = await ctx.db.select().from(orders).where(eq(orders.id, id));
    expect(o!.status).toBe('cancelled');
    expect(await stockOf(c.sku1)).toBe(before);
    // Running it again changes nothing.
    await expirePayable(ctx.db);
    expect(await stockOf(c.sku1)).toBe(before);
  });
});
