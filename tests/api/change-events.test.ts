/**
 * Every write that changes a price, a stock figure or the catalogue publishes a cache_tag_events row in its own
 * transaction (publishChange, issue 32 item 6), so every instance drops the goods page it changed within a poll —
 * PGlite and PostgreSQL. One test per writer: the row with the product's tag is there when the write returns, and a
 * write that fails (rolled back) leaves none.
 */
import { eq, gt } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';
import { addresses, cacheTagEvents, cartItems, orders, skus } from '../../lib/db/schema';
import { latestEventId } from '../../lib/domain/catalog/products/tag-broadcast';
import { stockAlertStaffCommands } from '../../scripts/staff/stock-alerts';
import { expireOverdueOrders } from '../../lib/domain/commerce/orders/expire';
import type { ImportJobView } from '../../lib/domain/catalog/staff/types';

let seq = 0;
const key = () => `ce-${process.pid}-${Date.now()}-${++seq}`;

describeDb('change events: every price, stock and catalogue writer publishes', (ctx) => {
  let c: Catalog;
  let u: TestUser;
  let ops: TestStaff;
  let addrId: number;
  const tag = (productId: number) => `product:${productId}`;

  /** The tags of the events published after `from`. */
  const tagsSince = async (from: number) =>
    (
      await ctx.db.select({ tags: cacheTagEvents.tags }).from(cacheTagEvents).where(gt(cacheTagEvents.id, from))
    ).flatMap((e) => e.tags);
  const stockOf = async (skuId: number) =>
    (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;
  const place = async (skuId: number, num: number) => {
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId, num }, u.h)).code).toBe(1);
    return ctx.api<{ id: number }>('order', 'POST', 'order/submit', { idempotencyKey: key(), addressId: addrId }, u.h);
  };

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'CE');
    u = await makeUser(ctx.db);
    ops = await makeStaff(ctx.db, 'ops');
    const [a] = await ctx.db
      .insert(addresses)
      .values({
        userId: u.id,
        kind: 'receiving',
        consignee: '张三',
        mobile: '13911112222',
        regionText: '北京市 海淀区',
        detail: '学院路 1 号',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    addrId = a!.id;
  }, 60_000);

  beforeEach(async () => {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, u.id));
  });

  test('npm run staff -- restock publishes the goods page of the restocked package', async () => {
    const from = await latestEventId(ctx.db);
    const [s] = await ctx.db.select({ code: skus.code }).from(skus).where(eq(skus.id, c.sku2));
    const lines: string[] = [];
    await stockAlertStaffCommands.restock!.run(ctx.db, [s!.code, '4'], (l) => lines.push(l));
    expect(lines[0]).toContain('库存 0 → 4');
    expect(await tagsSince(from)).toEqual([tag(c.productA)]);
    // A restock that fails (over the limit) publishes nothing.
    const from2 = await latestEventId(ctx.db);
    await expect(stockAlertStaffCommands.restock!.run(ctx.db, [s!.code, '0'], () => {})).rejects.toThrow();
    expect(await tagsSince(from2)).toEqual([]);
  });

  test('order placement publishes the reserved packages’ goods pages; cancellation publishes the returned stock', async () => {
    const from = await latestEventId(ctx.db);
    const before = await stockOf(c.skuB);
    const r = await place(c.skuB, 1);
    expect(r.code).toBe(1);
    expect(await stockOf(c.skuB)).toBe(before - 1);
    expect(await tagsSince(from)).toEqual([tag(c.productB)]);
    const from2 = await latestEventId(ctx.db);
    expect((await ctx.api('order', 'POST', `order/cancel/${r.data.id}`, {}, u.h)).code).toBe(1);
    expect(await stockOf(c.skuB)).toBe(before);
    expect(await tagsSince(from2)).toEqual([tag(c.productB)]);
  });

  test('an order refused for stock publishes nothing (the event rolls back with it)', async () => {
    const from = await latestEventId(ctx.db);
    const r = await place(c.skuB, 50);
    expect(r.code).toBe(0);
    expect(await tagsSince(from)).toEqual([]);
  });

  test('an unpaid order expired by the job queue publishes its returned stock', async () => {
    const r = await place(c.sku1, 1);
    expect(r.code).toBe(1);
    await ctx.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.id, r.data.id));
    const from = await latestEventId(ctx.db);
    expect(await expireOverdueOrders(ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await tagsSince(from)).toEqual([tag(c.productA)]);
  });

  test('console package edits publish: price, stock down, stock up (restock), a new package', async () => {
    for (const body of [{ price: '99.90' }, { stock: 1 }, { stock: 6 }]) {
      const from = await latestEventId(ctx.db);
      const r = await consoleCall('POST', `catalog/skus/${c.sku1}`, body, ops.h);
      expect(r.code).toBe(1);
      expect(await tagsSince(from)).toEqual([tag(c.productA)]);
    }
    const from = await latestEventId(ctx.db);
    const add = await consoleCall(
      'POST',
      `catalog/products/${c.productB}/skus`,
      { packageValue: '5g', price: '60' },
      ops.h,
    );
    expect(add.code).toBe(1);
    expect(await tagsSince(from)).toEqual([tag(c.productB)]);
    // A refused edit publishes nothing.
    const from2 = await latestEventId(ctx.db);
    expect((await consoleCall('POST', `catalog/skus/${c.sku1}`, { price: 'abc' }, ops.h)).code).toBe(0);
    expect(await tagsSince(from2)).toEqual([]);
  });

  test('the catalogue import publishes each batch’s goods pages with its commit', async () => {
    const [s] = await ctx.db.select({ code: skus.code }).from(skus).where(eq(skus.id, c.skuB));
    expect(s).toBeDefined();
    const csv = [
      '货号,中文名,英文名,CAS,分子式/SMILES,类别,品牌,规格,价格,库存,货期,纯度,储存条件,危险性',
      `CE-B001,咖啡因,Caffeine,58-08-2,,,,1g,36.00,2,现货,,,`,
      '',
    ].join('\n');
    const fd = new FormData();
    fd.append('file', new File([csv], 'prices.csv', { type: 'text/csv' }));
    const up = await consoleCall<{ id: number }>('POST', 'catalog/imports', fd, ops.h);
    expect(up.code).toBe(1);
    const wait = async (until: (j: ImportJobView) => boolean) => {
      for (let i = 0; i < 600; i++) {
        const j = await consoleCall<ImportJobView>('GET', `catalog/imports/${up.data.id}`, undefined, ops.h);
        if (until(j.data)) return j.data;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('import did not finish');
    };
    const dry = await wait((j) => j.status !== 'checking');
    expect(dry.counts.changed).toBe(1);
    const from = await latestEventId(ctx.db);
    expect((await consoleCall('POST', `catalog/imports/${up.data.id}/confirm`, {}, ops.h)).code).toBe(1);
    const done = await wait((j) => j.status === 'done' || j.status === 'failed');
    expect(done.status).toBe('done');
    expect(await tagsSince(from)).toContain(tag(c.productB));
    const [row] = await ctx.db.select({ price: skus.price, stock: skus.stock }).from(skus).where(eq(skus.id, c.skuB));
    expect(row).toEqual({ price: 36, stock: 2 });
  });
});
