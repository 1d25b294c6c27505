/**
 * Console insights through the real routers (PGlite and PostgreSQL): a buyer's storefront search for a CAS the
 * catalogue lacks appears in the zero-result report; goods views, cart additions and orders raise the product's
 * counters; revenue per day is exactly the orders placed; 仓库 and buyers are refused; bad ranges get a Chinese message.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { cartItems, orders, productDailyStats, searchLog } from '../../lib/db/schema';
import { flushInsights, recordSearch, resetInsightsDedupe } from '../../lib/domain/operations/insights/recorder';
import { today } from '../../lib/domain/operations/insights/aggregate';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress, ZHANG_SAN } from './cart-fixtures';
import type { Conversion, SalesOverview, SearchSummary, ZeroRow } from '@/lib/domain/operations/insights';

/** A CAS number with a valid check digit that no product of the fixtures has (formaldehyde). */
const ABSENT_CAS = '50-00-0';
let keySeq = 0;
const key = () => `ins-${process.pid}-${Date.now()}-${++keySeq}`;

describeDb('console insights', (ctx) => {
  let c: Catalog;
  let buyer: TestUser;
  let other: TestUser;
  let ops: TestStaff;
  let finance: TestStaff;
  let warehouse: TestStaff;
  let addressId: number;

  const search = (u: TestUser | null, keyword: string) =>
    ctx.api('product', 'POST', 'prodapiitem/product/search', { keyword }, u?.h ?? {});
  const addToCart = (u: TestUser, skuId: number, num: number) =>
    ctx.api('order', 'POST', 'buy/car/insert', { skuId, num }, u.h);
  const view = (u: TestUser, productId: number) => ctx.api('user', 'POST', 'access/goods/view', { productId }, u.h);
  const placeFromCart = async (u: TestUser) => {
    const r = await ctx.api<{ id: number; orderNo: string; payAmount: number }>(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId },
      u.h,
    );
    expect(r.code).toBe(1);
    return r.data;
  };
  const stats = async (productId: number) =>
    (
      await ctx.db
        .select()
        .from(productDailyStats)
        .where(and(eq(productDailyStats.productId, productId), eq(productDailyStats.day, today())))
    )[0] ?? { views: 0, carts: 0, orders: 0 };

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'INS');
    buyer = await makeUser(ctx.db);
    other = await makeUser(ctx.db);
    [ops, finance, warehouse] = await Promise.all([
      makeStaff(ctx.db, 'ops'),
      makeStaff(ctx.db, 'finance'),
      makeStaff(ctx.db, 'warehouse'),
    ]);
    const a = await makeAddress(ctx.db, {
      userId: buyer.id,
      ...ZHANG_SAN,
    });
    addressId = a.id;
    resetInsightsDedupe();
  });

  test('a storefront search for a CAS the catalogue lacks is in the zero-result report, once per buyer search', async () => {
    const miss = await search(buyer, ABSENT_CAS);
    expect(miss).toMatchObject({ code: 1, totalCount: 0 });
    // The same buyer again at once (a reload, the page and the API): one search. Another buyer: a second one.
    await search(buyer, ABSENT_CAS);
    await search(other, '50000'); // the same CAS typed without hyphens
    expect((await search(buyer, '103-90-2')).totalCount).toBe(1); // found: not a zero result
    await search(buyer, 'qqzzxxwwnonexistent');

    // The console's report writes this instance's pending events first: no waiting for the timer.
    const r = await consoleCall<ZeroRow[]>('GET', 'insights/zero-results?group=cas&days=7', undefined, ops.h);
    expect(r.code).toBe(1);
    expect(r.data).toEqual([
      expect.objectContaining({ kind: 'cas', query: ABSENT_CAS, count: 2, buyers: 2, inCatalog: false }),
    ]);
    expect(r.totalCount).toBe(1);
    expect(Date.now() - Date.parse(r.data[0]!.lastAt)).toBeLessThan(60_000);

    const kw = await consoleCall<ZeroRow[]>('GET', 'insights/zero-results?group=keyword', undefined, finance.h);
    expect(kw.data.map((x) => x.query)).toEqual(['qqzzxxwwnonexistent']);
    const all = await consoleCall<ZeroRow[]>('GET', 'insights/zero-results', undefined, ops.h);
    expect(all.data.map((x) => [x.kind, x.query])).toEqual([
      ['cas', ABSENT_CAS],
      ['keyword', 'qqzzxxwwnonexistent'],
    ]);
    // The rows themselves: the signed-in buyers' ids, the found search with its count.
    const rows = await ctx.db.select().from(searchLog).where(eq(searchLog.kind, 'cas'));
    expect(rows.map((x) => [x.query, x.resultCount, x.userId]).sort()).toEqual(
      [
        ['103-90-2', 1, buyer.id],
        [ABSENT_CAS, 0, buyer.id],
        [ABSENT_CAS, 0, other.id],
      ].sort(),
    );

    const top = await consoleCall<SearchSummary>('GET', 'insights/searches?days=1', undefined, ops.h);
    expect(top.data).toMatchObject({ total: 4, zero: 3 });
    expect(top.data.top[0]).toMatchObject({ kind: 'cas', query: ABSENT_CAS, count: 2, zeroCount: 2 });
    expect(top.data.byGroup.find((g) => g.group === 'cas')).toMatchObject({ count: 3, zero: 2 });
  });

  test('text PostgreSQL would refuse (NUL, a lone surrogate) never sinks the batch it is written with', async () => {
    recordSearch(ctx.db, { kind: 'keyword', query: 'bad\u0000one\ud800' }, 0, { ip: '192.0.2.9' });
    recordSearch(ctx.db, { kind: 'keyword', query: 'good one' }, 0, { ip: '192.0.2.9' });
    await flushInsights();
    const rows = await ctx.db
      .select({ q: searchLog.query })
      .from(searchLog)
      .where(inArray(searchLog.query, ['badone\ufffd', 'good one']));
    expect(rows.map((r) => r.q).sort()).toEqual(['badone\ufffd', 'good one']);
  });

  test('once the product exists the CAS row says so; the zero-result report reads live', async () => {
    await ctx.db.execute(sql`UPDATE products SET cas = ${ABSENT_CAS} WHERE id = ${c.productB}`);
    const r = await consoleCall<ZeroRow[]>('GET', 'insights/zero-results?group=cas', undefined, ops.h);
    expect(r.data[0]).toMatchObject({ query: ABSENT_CAS, inCatalog: true });
    await ctx.db.execute(sql`UPDATE products SET cas = '58-08-2' WHERE id = ${c.productB}`);
  });

  test('goods views, cart additions and orders raise the product counters; the conversion report shows them', async () => {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, buyer.id));
    const before = await stats(c.productA);
    expect((await view(buyer, c.productA)).code).toBe(1);
    expect((await view(buyer, c.productA)).code).toBe(1); // a reload: one view
    expect((await view(other, c.productA)).code).toBe(1);
    // An id that is no product never fails the beacon nor the batch it is written with.
    expect((await view(other, 2_000_000_000)).code).toBe(1);
    expect((await addToCart(buyer, c.sku1, 2)).code).toBe(1);
    expect((await addToCart(buyer, c.skuB, 1)).code).toBe(1);
    await flushInsights();
    const mid = await stats(c.productA);
    expect([mid.views - before.views, mid.carts - before.carts, mid.orders - before.orders]).toEqual([2, 1, 0]);

    await placeFromCart(buyer);
    await flushInsights();
    const after = await stats(c.productA);
    expect([after.views - before.views, after.carts - before.carts, after.orders - before.orders]).toEqual([2, 1, 1]);
    expect((await stats(c.productB)).orders).toBeGreaterThanOrEqual(1);

    const conv = await consoleCall<Conversion>('GET', 'insights/conversion?days=1', undefined, ops.h);
    expect(conv.code).toBe(1);
    const rowA = conv.data.products.find((p) => p.productId === c.productA)!;
    expect(rowA).toMatchObject({ views: after.views, carts: after.carts, orders: after.orders, code: 'INS-A001' });
    expect(rowA.cartRate).toBeCloseTo(after.carts / after.views);
    expect(conv.data.products[0]!.productId).toBe(c.productA); // most viewed first
  });

  test('revenue per day is exactly the orders placed (a cancelled order is not revenue)', async () => {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, buyer.id));
    await addToCart(buyer, c.sku1, 3); // 3 × 120.50
    const o1 = await placeFromCart(buyer);
    await addToCart(buyer, c.skuB, 1); // 35 + freight
    const o2 = await placeFromCart(buyer);
    await addToCart(buyer, c.skuB, 1);
    const o3 = await placeFromCart(buyer);
    expect((await ctx.api('order', 'POST', `order/cancel/${o3.id}`, {}, buyer.h)).code).toBe(1);

    // Expected: every non-cancelled order placed today, summed in fen from the stored decimals.
    const rows = await ctx.db.execute<{ pay: string; status: string }>(
      sql`SELECT pay_amount::text AS pay, status FROM ${orders}`,
    );
    const list = (
      (rows as unknown as { rows?: { pay: string; status: string }[] }).rows ??
      (rows as unknown as { pay: string; status: string }[])
    ).filter((x) => x.status !== 'cancelled');
    const fen = (s: string) => {
      const [y, f = ''] = s.split('.');
      return Number(y) * 100 + Number((f + '00').slice(0, 2));
    };
    const expected = list.reduce((s, x) => s + fen(x.pay), 0);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(o1.payAmount).toBe(381.5); // 3 × 120.50 + ¥20 freight below ¥500
    const r = await consoleCall<SalesOverview>('GET', 'insights/overview?days=7', undefined, finance.h);
    expect(r.code).toBe(1);
    expect(r.data.perDay).toHaveLength(7);
    const todayPoint = r.data.perDay.at(-1)!;
    expect(todayPoint.day).toBe(today());
    expect(todayPoint.amountFen).toBe(expected);
    expect(todayPoint.orders).toBe(list.length);
    expect(r.data.totals).toMatchObject({ amountFen: expected, orders: list.length, cancelled: 1, buyers: 1 });
    expect(r.data.perDay.slice(0, -1).every((d) => d.orders === 0 && d.amountFen === 0)).toBe(true);
    // Per category (the fixtures have none: 未分类): the goods of the same orders, freight excluded.
    const lines = await ctx.db.execute(
      sql`SELECT coalesce(sum(round(l.amount * 100)), 0)::bigint AS fen FROM order_lines l JOIN orders o ON o.id = l.order_id WHERE o.status <> 'cancelled'`,
    );
    const goodsFen = Number(
      ((lines as unknown as { rows?: { fen: string }[] }).rows ?? (lines as unknown as { fen: string }[]))[0]!.fen,
    );
    expect(r.data.byCategory).toEqual([
      expect.objectContaining({ categoryId: null, name: '未分类', amountFen: goodsFen }),
    ]);
    expect(o2.payAmount).toBe(55);
  });

  test('仓库 and buyers are refused; bad ranges get a Chinese message', async () => {
    for (const path of ['insights/overview', 'insights/searches', 'insights/zero-results', 'insights/conversion']) {
      const w = await consoleCall('GET', path, undefined, warehouse.h);
      expect([w.status, w.messageCode]).toEqual([403, 'FORBIDDEN']);
      const b = await consoleCall('GET', path, undefined, { token: buyer.token, Authorization: buyer.token });
      expect(b.code).toBe(-1);
    }
    const cases: [string, string][] = [
      ['days=0', '天数须为 1-366 的整数'],
      ['days=abc', '天数须为 1-366 的整数'],
      ['from=2026-13-01', '日期格式不正确（YYYY-MM-DD）'],
      ['from=2026-03-10&to=2026-03-01', '开始日期不能晚于结束日期'],
      ['from=2024-01-01&to=2026-01-01', '时间范围不能超过 366 天'],
    ];
    for (const [q, message] of cases)
      expect(await consoleCall('GET', `insights/overview?${q}`, undefined, ops.h)).toMatchObject({ code: 0, message });
    expect(await consoleCall('GET', 'insights/zero-results?group=nope', undefined, ops.h)).toMatchObject({
      code: 0,
      message: '搜索类型不正确',
    });
  });
});
