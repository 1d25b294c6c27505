/**
 * Back in stock (到货通知), PGlite and PostgreSQL: a buyer subscribes only to an out-of-stock package on sale
 * (idempotently), cancels, sees only their own subscriptions; restock() adds stock and, from 0, sends each waiting buyer
 * one message (SMS to the mobile, else e-mail) through the development adapters' outbox — once, also with two restocks
 * at the same time; a failed send leaves the subscription claimed (no second message).
 */
import { and, eq, isNull, like } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { devOutbox, skus, stockAlerts, users } from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';
import { restock, restockByCode } from '../../lib/domain/catalog/stock-alerts/restock';
import { stockAlertStaffCommands } from '../../scripts/staff/stock-alerts';
import { absoluteUrl } from '../../lib/platform/seo/site';
import { goodsHref } from '../../lib/domain/catalog/products/urls';
import type { Db } from '../../lib/db/client';

const quiet = { log: () => {} };

describeDb('stock alerts: subscribe, restock, notify once', (ctx) => {
  let c: Catalog;
  let a: TestUser;
  let b: TestUser;
  let mailOnly: TestUser;
  let noContact: TestUser;
  const mobileOf: Record<number, string> = {};

  const sub = (u: TestUser, skuId: unknown) => ctx.api('order', 'POST', 'stockAlert/subscribe', { skuId }, u.h);
  const cancel = (u: TestUser, skuId: unknown) => ctx.api('order', 'POST', 'stockAlert/cancel', { skuId }, u.h);
  const openAlerts = (skuId: number) =>
    ctx.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.skuId, skuId), isNull(stockAlerts.notifiedAt)));
  const allAlerts = (skuId: number) => ctx.db.select().from(stockAlerts).where(eq(stockAlerts.skuId, skuId));
  const outboxFor = (to: string, code: string) =>
    ctx.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, to), like(devOutbox.text, `%${code}%`)));
  const stockOf = async (id: number) =>
    (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, id)))[0]!.s;
  const codeOf = async (id: number) => (await ctx.db.select({ c: skus.code }).from(skus).where(eq(skus.id, id)))[0]!.c;

  async function newEmptySku(db: Db, tag: string): Promise<number> {
    const [s] = await db
      .insert(skus)
      .values({
        productId: c.productA,
        code: `SA-${tag}-${process.pid}`,
        packageValue: '25mg',
        priceText: '300',
        price: 300,
        stock: 0,
        delivery: '1-2周',
      })
      .returning({ id: skus.id });
    return s!.id;
  }

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'SA');
    a = await makeUser(ctx.db);
    b = await makeUser(ctx.db);
    mailOnly = await makeUser(ctx.db);
    noContact = await makeUser(ctx.db);
    await ctx.db
      .update(users)
      .set({ mobile: null, email: `sa-${process.pid}@example.com`, emailVerifiedAt: new Date() })
      .where(eq(users.id, mailOnly.id));
    await ctx.db.update(users).set({ mobile: null, email: null }).where(eq(users.id, noContact.id));
    for (const u of [a, b])
      mobileOf[u.id] = (await ctx.db.select({ m: users.mobile }).from(users).where(eq(users.id, u.id)))[0]!.m!;
  });

  test('subscribing needs an out-of-stock package on sale and a way to reach the buyer; bad input changes nothing', async () => {
    const inStock = await sub(a, c.sku1);
    expect(inStock.code).toBe(0);
    expect(inStock.message).toBe('该规格有货，可直接购买');
    expect((await sub(a, c.skuOff)).message).toBe('该商品已下架');
    expect((await sub(a, c.skuOfOffProduct)).message).toBe('该商品已下架');
    expect((await sub(a, 99_999_999)).message).toBe('商品规格不存在');
    expect((await sub(a, c.skuAsk)).message).toBe('该规格暂无价格，请加入询价篮询价');
    for (const bad of ['abc', -1, 0, 1.5, 3_000_000_000, null, undefined]) {
      const r = await sub(a, bad);
      expect(r.code).toBe(0);
      expect(r.message).toBe('请选择要订阅的商品规格');
    }
    const none = await sub(noContact, c.sku2);
    expect(none.code).toBe(0);
    expect(none.message).toBe('请先绑定手机号或邮箱，以便接收到货通知');
    const guest = await ctx.api('order', 'POST', 'stockAlert/subscribe', { skuId: c.sku2 });
    expect(guest.code).toBe(-1);
    expect(await ctx.db.select().from(stockAlerts)).toHaveLength(0);
  });

  test('subscribe is idempotent; status and list show only the buyer’s own; another buyer cannot cancel it', async () => {
    const first = await sub(a, c.sku2);
    expect(first.code).toBe(1);
    expect(first.message).toBe('已订阅到货通知，到货后将通过短信或邮件通知您');
    expect(first.data).toMatchObject({ skuId: c.sku2, subscribed: true });
    const again = await sub(a, c.sku2);
    expect(again.code).toBe(1);
    expect((again.data as { createdAt: string }).createdAt).toBe((first.data as { createdAt: string }).createdAt);
    expect(await openAlerts(c.sku2)).toHaveLength(1);
    // Two at once are still one.
    await Promise.all([sub(b, c.sku2), sub(b, c.sku2)]);
    expect(await openAlerts(c.sku2)).toHaveLength(2);

    const st = await ctx.api<number[]>(
      'order',
      'GET',
      `stockAlert/status?skuIds=${c.sku1},${c.sku2},${c.skuAsk}`,
      undefined,
      a.h,
    );
    expect(st.data).toEqual([c.sku2]);
    expect((await ctx.api('order', 'GET', `stockAlert/status?skuIds=abc`, undefined, a.h)).message).toBe(
      '请选择要订阅的商品规格',
    );
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await ctx.api('order', 'GET', `stockAlert/status?skuIds=${many}`, undefined, a.h)).message).toBe(
      '一次最多查询 100 个规格',
    );

    const list = await ctx.api<
      { skuId: number; skuCode: string; productName: string; notifiedAt: string | null; href: string }[]
    >('order', 'GET', 'stockAlert/list', undefined, a.h);
    expect(list.code).toBe(1);
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      skuId: c.sku2,
      skuCode: 'SA-A001-100mg',
      productName: '对乙酰氨基酚',
      notifiedAt: null,
      href: goodsHref(c.productA, c.sku2),
    });

    // A buyer with no subscription sees nothing and cancels nothing of A's.
    expect((await ctx.api('order', 'GET', `stockAlert/status?skuIds=${c.sku2}`, undefined, mailOnly.h)).data).toEqual(
      [],
    );
    expect((await ctx.api('order', 'GET', 'stockAlert/list', undefined, mailOnly.h)).data).toEqual([]);
    const foreign = await cancel(mailOnly, c.sku2);
    expect(foreign.code).toBe(0);
    expect(foreign.message).toBe('您未订阅该规格的到货通知');
    expect(await openAlerts(c.sku2)).toHaveLength(2);
  });

  test('unsubscribe removes only the buyer’s open subscription', async () => {
    const sku = await newEmptySku(ctx.db, 'cancel');
    expect((await sub(a, sku)).code).toBe(1);
    expect((await sub(b, sku)).code).toBe(1);
    const r = await cancel(a, sku);
    expect(r.code).toBe(1);
    expect(r.message).toBe('已取消到货通知');
    expect((await allAlerts(sku)).map((x) => x.userId)).toEqual([b.id]);
    expect((await cancel(a, sku)).message).toBe('您未订阅该规格的到货通知');
    expect((await cancel(a, 'x')).message).toBe('请选择要订阅的商品规格');
  });

  test('restock from 0 notifies each subscriber once (SMS, else e-mail); a second restock sends nothing', async () => {
    expect((await sub(mailOnly, c.sku2)).code).toBe(1);
    const code = await codeOf(c.sku2);
    const url = absoluteUrl(goodsHref(c.productA, c.sku2));

    const r = await restock(ctx.db, c.sku2, 5, quiet);
    expect(r).toMatchObject({ previousStock: 0, stock: 5, claimed: 3, sent: { sms: 2, email: 1 }, failed: 0 });
    expect(await openAlerts(c.sku2)).toHaveLength(0);
    for (const u of [a, b]) {
      const sms = await outboxFor(mobileOf[u.id]!, code);
      expect(sms).toHaveLength(1);
      expect(sms[0]!.kind).toBe('sms');
      expect(sms[0]!.text).toContain('对乙酰氨基酚');
      expect(sms[0]!.text).toContain('100mg');
      expect(sms[0]!.text).toContain(url);
    }
    const mail = await outboxFor(`sa-${process.pid}@example.com`, code);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.kind).toBe('email');
    expect(mail[0]!.text).toContain('到货通知：对乙酰氨基酚');
    expect(mail[0]!.text).toContain(url);

    // n → m: nothing open, nothing sent.
    const r2 = await restock(ctx.db, c.sku2, 3, quiet);
    expect(r2).toMatchObject({ previousStock: 5, stock: 8, claimed: 0, sent: { sms: 0, email: 0 } });
    for (const u of [a, b]) expect(await outboxFor(mobileOf[u.id]!, code)).toHaveLength(1);
    expect(await outboxFor(`sa-${process.pid}@example.com`, code)).toHaveLength(1);

    // In stock now: no new subscription; the notified one shows in the list.
    expect((await sub(a, c.sku2)).message).toBe('该规格有货，可直接购买');
    const list = await ctx.api<{ skuId: number; notifiedAt: string | null }[]>(
      'order',
      'GET',
      'stockAlert/list',
      undefined,
      a.h,
    );
    expect(list.data.find((x) => x.skuId === c.sku2)!.notifiedAt).not.toBeNull();
    expect((await ctx.api('order', 'GET', `stockAlert/status?skuIds=${c.sku2}`, undefined, a.h)).data).toEqual([]);

    // Sold out again: the buyer may subscribe anew and is told again on the next arrival.
    await ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, c.sku2));
    expect((await sub(a, c.sku2)).code).toBe(1);
    expect((await restock(ctx.db, c.sku2, 1, quiet)).claimed).toBe(1);
    expect(await outboxFor(mobileOf[a.id]!, code)).toHaveLength(2);
  });

  test('concurrent restocks from 0 notify each subscriber once', async () => {
    const sku = await newEmptySku(ctx.db, 'conc');
    const code = await codeOf(sku);
    expect((await sub(a, sku)).code).toBe(1);
    expect((await sub(b, sku)).code).toBe(1);
    const rs = await Promise.all([2, 3, 4, 5].map((q) => restock(ctx.db, sku, q, quiet)));
    expect(rs.reduce((n, r) => n + r.claimed, 0)).toBe(2);
    expect(await stockOf(sku)).toBe(14);
    // Exactly one of them went from 0; the row lock ordered the others after it.
    expect(rs.filter((r) => r.previousStock === 0)).toHaveLength(1);
    for (const u of [a, b]) expect(await outboxFor(mobileOf[u.id]!, code)).toHaveLength(1);
  });

  test('a failed send is logged and the subscription stays claimed: no second message', async () => {
    const sku = await newEmptySku(ctx.db, 'fail');
    const code = await codeOf(sku);
    expect((await sub(a, sku)).code).toBe(1);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const r = await restock(ctx.db, sku, 1, {
        ...quiet,
        send: async () => Promise.reject(new Error('gateway down')),
      });
      expect(r).toMatchObject({ claimed: 1, failed: 1, sent: { sms: 0, email: 0 } });
      expect(errors.mock.calls.some((c) => String(c[0]).includes('gateway down'))).toBe(true);
    } finally {
      errors.mockRestore();
    }
    expect(await openAlerts(sku)).toHaveLength(0);
    await ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, sku));
    expect((await restock(ctx.db, sku, 1, quiet)).claimed).toBe(0);
    expect(await outboxFor(mobileOf[a.id]!, code)).toHaveLength(0);
  });

  test('restock refuses bad quantities, unknown packages and overflow, changing nothing; off-shelf packages keep their subscriptions', async () => {
    const sku = await newEmptySku(ctx.db, 'bad');
    for (const q of [0, -1, 1.5, Number.NaN, 1_000_001])
      await expect(restock(ctx.db, sku, q, quiet)).rejects.toThrow('补货数量须为 1 至 1000000 之间的整数');
    await expect(restock(ctx.db, 99_999_999, 1, quiet)).rejects.toThrow('商品规格不存在');
    await expect(restockByCode(ctx.db, 'NO-SUCH-CODE', 1, quiet)).rejects.toThrow('货号 NO-SUCH-CODE 不存在');
    await ctx.db.update(skus).set({ stock: 2_147_483_000 }).where(eq(skus.id, sku));
    await expect(restock(ctx.db, sku, 1000, quiet)).rejects.toThrow('补货后库存超出范围');
    expect(await stockOf(sku)).toBe(2_147_483_000);

    // An off-shelf package: stock is added, the waiting buyers stay waiting until it is on sale.
    await ctx.db.update(skus).set({ stock: 0 }).where(eq(skus.id, sku));
    expect((await sub(b, sku)).code).toBe(1);
    await ctx.db.update(skus).set({ status: 0 }).where(eq(skus.id, sku));
    expect((await restock(ctx.db, sku, 4, quiet)).claimed).toBe(0);
    expect(await openAlerts(sku)).toHaveLength(1);
    await ctx.db.update(skus).set({ status: 1 }).where(eq(skus.id, sku));
    expect((await restock(ctx.db, sku, 1, quiet)).claimed).toBe(1);
  });

  test('staff command: restock <skuCode> <qty>', async () => {
    const sku = await newEmptySku(ctx.db, 'cli');
    const code = await codeOf(sku);
    expect((await sub(a, sku)).code).toBe(1);
    const lines: string[] = [];
    const run = (args: string[]) => stockAlertStaffCommands.restock!.run(ctx.db, args, (l) => lines.push(l));
    await expect(run([code, 'ten'])).rejects.toThrow('补货数量须为 1 至 1000000 之间的整数');
    await expect(run([code])).rejects.toThrow('missing qty');
    await expect(run(['NO-SUCH', '5'])).rejects.toThrow('货号 NO-SUCH 不存在');
    expect(await stockOf(sku)).toBe(0);
    await run([code, '10']);
    expect(lines.join('\n')).toMatch(/库存 0 → 10/);
    expect(lines.join('\n')).toMatch(/到货通知 1 条：短信 1/);
    expect(await outboxFor(mobileOf[a.id]!, code)).toHaveLength(1);
  });
});
