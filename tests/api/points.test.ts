/**
 * Points (PGlite and PostgreSQL): earning on a completed order and on an adopted suggestion (once each), the points
 * mall's gifts, and redemption — one transaction, idempotent on the client's key, never below zero points or stock;
 * every buyer sees only their own redemptions. Throughout, users.points stays equal to the sum of the ledger.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { addresses, feedback, orders, pointsGifts, pointsLedger, pointsRedemptions, users } from '../../lib/db/schema';
import type { Db } from '../../lib/db/client';
import { makeUser, type TestUser } from './cart-fixtures';
import { adoptFeedback, awardOrderPoints, grantPoints, orderPoints } from '../../lib/domain/commerce/points/earn';
import { pointsStaffCommands } from '../../scripts/staff/points';
import { seedPoints, DEMO_GIFTS, DEMO_WELCOME_POINTS } from '../../lib/db/seed/points';
import { seedAccounts, DEMO_BUYER, DEMO_FEEDBACK } from '../../lib/db/seed/accounts';
import { FEEDBACK_REWARD_POINTS, POINTS_PER_YUAN } from '../../lib/config/constants';
import { POINTS_MSG } from '../../lib/config/messages';
import type { GiftDTO, RedeemResult, RedemptionDTO } from '../../lib/api/endpoints/points';
import type { PointsPageDTO } from '../../lib/api/endpoints/profile';
import { withTransaction } from '../../lib/db/tx';

let seq = 0;
const key = () => `pts-${process.pid}-${Date.now()}-${++seq}`;

describeDb('points: earning, the points mall, redemption', (ctx) => {
  let gifts: GiftDTO[];

  const balanceOf = async (userId: number) =>
    (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, userId)))[0]!.p;
  const ledgerSum = async (userId: number) =>
    Number(
      (
        await ctx.db
          .select({ s: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, userId))
      )[0]!.s,
    );
  const stockOf = async (giftId: number) =>
    (await ctx.db.select({ s: pointsGifts.stock }).from(pointsGifts).where(eq(pointsGifts.id, giftId)))[0]!.s;
  const redemptionsOf = async (userId: number) =>
    ctx.db.select().from(pointsRedemptions).where(eq(pointsRedemptions.userId, userId));
  /** users.points is the ledger's sum: checked after every change. */
  const expectInStep = async (userId: number) => expect(await balanceOf(userId)).toBe(await ledgerSum(userId));

  async function buyerWith(points: number): Promise<TestUser> {
    const u = await makeUser(ctx.db);
    if (points) await grantPoints(ctx.db, u.id, points, '测试发放');
    await ctx.db.insert(addresses).values({
      userId: u.id,
      kind: 'receiving',
      consignee: '张三',
      mobile: '13911112222',
      regionText: '北京市 市辖区 海淀区',
      detail: '学院路 1 号',
      isDefault: true,
    });
    return u;
  }
  async function newGift(cost: number, stock: number, extra: Partial<typeof pointsGifts.$inferInsert> = {}) {
    const [g] = await ctx.db
      .insert(pointsGifts)
      .values({ name: `测试礼品${++seq}`, cost, stock, sort: 100, ...extra })
      .returning();
    return g!;
  }
  async function newOrder(db: Db, userId: number, payAmount: number) {
    const [o] = await db
      .insert(orders)
      .values({
        orderNo: `PT${process.pid}${Date.now()}${++seq}`,
        userId,
        status: 'completed',
        goodsAmount: payAmount,
        payAmount,
      })
      .returning({ id: orders.id, userId: orders.userId, payAmount: orders.payAmount });
    return o!;
  }

  beforeAll(async () => {
    await seedPoints(ctx.db);
    const r = await ctx.api<GiftDTO[]>('user', 'GET', 'points/gift/list');
    expect(r.code).toBe(1);
    gifts = r.data;
  });

  test('the seed lists the demo gifts once (零售礼品卡 among them) and is idempotent', async () => {
    const again = await seedPoints(ctx.db);
    expect(again.giftsAdded).toBe(0);
    const names = gifts.map((g) => g.name);
    expect(names).toEqual(DEMO_GIFTS.map((g) => g.name));
    const card = gifts.find((g) => g.name.includes('零售礼品卡'))!;
    expect(card).toMatchObject({ cost: 10_000 });
    expect(card.stock).toBeGreaterThan(0);
    expect(gifts.some((g) => g.cost <= DEMO_WELCOME_POINTS)).toBe(true);
    // Inactive gifts are not listed.
    const off = await newGift(1, 5, { isActive: false });
    const r = await ctx.api<GiftDTO[]>('user', 'GET', 'points/gift/list');
    expect(r.data.map((g) => g.id)).not.toContain(off.id);
  });

  test('the demo buyer gets the welcome points once (ledger and balance together)', async () => {
    const acc = await seedAccounts(ctx.db);
    expect((await seedPoints(ctx.db)).welcomeBooked).toBe(true);
    expect((await seedPoints(ctx.db)).welcomeBooked).toBe(false);
    expect(await balanceOf(acc.userId)).toBe(DEMO_BUYER.points + DEMO_WELCOME_POINTS);
    const welcome = await ctx.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, acc.userId), eq(pointsLedger.refType, 'welcome')));
    expect(welcome).toEqual([
      expect.objectContaining({ delta: DEMO_WELCOME_POINTS, reason: '新用户礼包', refId: acc.userId }),
    ]);
    await expectInStep(acc.userId);
  });

  test('the seeded points history and 我的反馈 agree: each 意见反馈被采纳 line is a suggestion listed as 已采纳 with its reply', async () => {
    const acc = await seedAccounts(ctx.db);
    const { createSession } = await import('../../lib/domain/accounts/auth/session');
    const { token } = await createSession(ctx.db, acc.userId, 60);
    const h = { token, Authorization: token };
    const check = async () => {
      const pts = await ctx.api<PointsPageDTO>('user', 'GET', 'userPoints/list', undefined, h);
      const mine = await ctx.api<{ id: number; adopted: boolean; statusLabel: string; reply: string | null }[]>(
        'user',
        'GET',
        'userSuggest/suggest/list',
        undefined,
        h,
      );
      const ledger = await ctx.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, acc.userId), eq(pointsLedger.refType, 'feedback')));
      const adopted = mine.data.filter((f) => f.adopted);
      expect(pts.data.list.filter((e) => e.reason === POINTS_MSG.reasonFeedback)).toHaveLength(ledger.length);
      expect(ledger.length).toBeGreaterThan(0);
      expect(ledger.map((l) => l.refId).sort()).toEqual(adopted.map((f) => f.id).sort());
      for (const f of adopted) expect(f).toMatchObject({ statusLabel: '已采纳', reply: DEMO_FEEDBACK.reply });
    };
    await check();
    // Seeding again adds nothing.
    await seedAccounts(ctx.db);
    await check();
    // A database seeded before (the points line without its suggestion) is repaired by the next seed.
    await ctx.db.delete(feedback).where(eq(feedback.userId, acc.userId));
    await ctx.db
      .update(pointsLedger)
      .set({ refId: null })
      .where(and(eq(pointsLedger.userId, acc.userId), eq(pointsLedger.refType, 'feedback')));
    await seedAccounts(ctx.db);
    await check();
    await expectInStep(acc.userId);
  });

  test('a completed order earns floor(paid × rate) points once, even when booked twice at the same time', async () => {
    expect(POINTS_PER_YUAN).toBe(1);
    expect(orderPoints(261.99)).toBe(261);
    expect(orderPoints(0.29)).toBe(0);
    expect(orderPoints(1.1 + 2.2)).toBe(3);
    const u = await buyerWith(0);
    const o = await newOrder(ctx.db, u.id, 261.99);
    // As the order machine does: inside the transaction that completes the order.
    const first = await withTransaction(ctx.db, (tx) => awardOrderPoints(tx, o));
    expect(first).toBe(261);
    const [a, b] = await Promise.all([awardOrderPoints(ctx.db, o), awardOrderPoints(ctx.db, o)]);
    expect(a + b).toBe(0);
    expect(await balanceOf(u.id)).toBe(261);
    await expectInStep(u.id);
    const rows = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 261, reason: '订单完成', refType: 'order', refId: o.id });
    // A second order earns its own points; a free order earns nothing.
    expect(await awardOrderPoints(ctx.db, await newOrder(ctx.db, u.id, 40))).toBe(40);
    expect(await awardOrderPoints(ctx.db, await newOrder(ctx.db, u.id, 0))).toBe(0);
    const page = await ctx.api<PointsPageDTO>('user', 'GET', 'userPoints/list', undefined, u.h);
    expect(page.data.balance).toBe(301);
    expect(page.data.list.map((r) => r.reason)).toEqual(['订单完成', '订单完成']);
    await expectInStep(u.id);
  });

  test('adopting a suggestion rewards its author once; a second call changes nothing; a guest suggestion earns nothing', async () => {
    const u = await buyerWith(0);
    const [f] = await ctx.db
      .insert(feedback)
      .values({ userId: u.id, content: '建议增加按 CAS 号批量查询', name: '张三', phone: '13911112222' })
      .returning();
    const r1 = await adoptFeedback(ctx.db, f!.id);
    expect(r1).toMatchObject({ pointsAwarded: FEEDBACK_REWARD_POINTS, alreadyAdopted: false, status: 'adopted' });
    const [r2, r3] = await Promise.all([adoptFeedback(ctx.db, f!.id), adoptFeedback(ctx.db, f!.id)]);
    expect(r2.pointsAwarded + r3.pointsAwarded).toBe(0);
    expect(r2.alreadyAdopted && r3.alreadyAdopted).toBe(true);
    const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, f!.id));
    expect(row!.status).toBe('adopted');
    expect(row!.adoptedAt).toBeInstanceOf(Date);
    expect(r2.adoptedAt).toBe(row!.adoptedAt!.toISOString());
    expect(await balanceOf(u.id)).toBe(FEEDBACK_REWARD_POINTS);
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, u.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: FEEDBACK_REWARD_POINTS,
        reason: '意见反馈被采纳',
        refType: 'feedback',
        refId: f!.id,
      }),
    ]);
    await expectInStep(u.id);

    const [g] = await ctx.db
      .insert(feedback)
      .values({ userId: null, content: '游客建议', name: '李四', phone: '13911113333' })
      .returning();
    expect(await adoptFeedback(ctx.db, g!.id)).toMatchObject({ userId: null, pointsAwarded: 0, status: 'adopted' });
    await expect(adoptFeedback(ctx.db, 2_000_000_000)).rejects.toThrow(POINTS_MSG.feedbackNotFound);
  });

  test('the staff commands adopt a suggestion and grant points (never below zero)', async () => {
    const u = await buyerWith(0);
    const mobile = (await ctx.db.select({ m: users.mobile }).from(users).where(eq(users.id, u.id)))[0]!.m!;
    const [f] = await ctx.db
      .insert(feedback)
      .values({ userId: u.id, content: '建议', name: '王五', phone: mobile })
      .returning();
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    await pointsStaffCommands['adopt-feedback']!.run(ctx.db, [String(f!.id)], log);
    await pointsStaffCommands['adopt-feedback']!.run(ctx.db, [String(f!.id)], log);
    expect(lines[0]).toContain(`+${FEEDBACK_REWARD_POINTS}`);
    expect(lines[1]).toContain('未重复奖励');
    await pointsStaffCommands['grant-points']!.run(ctx.db, [mobile, '50', '活动', '奖励'], log);
    expect(await balanceOf(u.id)).toBe(FEEDBACK_REWARD_POINTS + 50);
    const last = await ctx.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, u.id), eq(pointsLedger.refType, 'grant')));
    expect(last[0]!.reason).toBe('活动 奖励');
    await expect(pointsStaffCommands['grant-points']!.run(ctx.db, [mobile, '-1000'], log)).rejects.toThrow('积分不足');
    await expect(pointsStaffCommands['grant-points']!.run(ctx.db, [mobile, 'x'], log)).rejects.toThrow();
    await expect(pointsStaffCommands['grant-points']!.run(ctx.db, ['13000000000', '5'], log)).rejects.toThrow(
      POINTS_MSG.userNotFound,
    );
    expect(await balanceOf(u.id)).toBe(FEEDBACK_REWARD_POINTS + 50);
    await expectInStep(u.id);
  });

  test('redeeming: the same key sent twice at the same time is one redemption, the balance drops once', async () => {
    const u = await buyerWith(1000);
    const gift = gifts.find((g) => g.cost <= 1000)!;
    const before = await stockOf(gift.id);
    const k = key();
    const rs = await Promise.all(
      [1, 2].map(() =>
        ctx.api<RedeemResult>('user', 'POST', 'points/gift/redeem', { giftId: gift.id, idempotencyKey: k }, u.h),
      ),
    );
    expect(rs.map((r) => r.code)).toEqual([1, 1]);
    expect(rs[0]!.data.id).toBe(rs[1]!.data.id);
    expect(rs.filter((r) => r.data.repeated)).toHaveLength(1);
    expect(rs.map((r) => r.data.balance)).toEqual([1000 - gift.cost, 1000 - gift.cost]);
    expect(rs.find((r) => !r.data.repeated)!.message).toBe(POINTS_MSG.redeemed(gift.name, 1000 - gift.cost));
    expect(await balanceOf(u.id)).toBe(1000 - gift.cost);
    expect(await stockOf(gift.id)).toBe(before - 1);
    expect(await redemptionsOf(u.id)).toHaveLength(1);
    // A later retry with the key (another gift even) answers the first redemption and changes nothing.
    const later = await ctx.api<RedeemResult>(
      'user',
      'POST',
      'points/gift/redeem',
      { giftId: gifts[1]!.id, idempotencyKey: k },
      u.h,
    );
    expect(later.data).toMatchObject({ id: rs[0]!.data.id, giftId: gift.id, repeated: true });
    expect(await balanceOf(u.id)).toBe(1000 - gift.cost);
    const ledger = await ctx.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, u.id), eq(pointsLedger.refType, 'redemption')));
    expect(ledger).toEqual([
      expect.objectContaining({ delta: -gift.cost, reason: `积分兑换：${gift.name}`, refId: rs[0]!.data.id }),
    ]);
    const [red] = await redemptionsOf(u.id);
    expect(red).toMatchObject({ cost: gift.cost, status: 'placed' });
    expect(red!.address).toMatchObject({ consignee: '张三', detail: '学院路 1 号' });
    await expectInStep(u.id);
  });

  test('redeeming: two different keys when the balance covers only one → one redemption, 积分不足 for the other, never below zero', async () => {
    const gift = await newGift(300, 10);
    const u = await buyerWith(500);
    const rs = await Promise.all(
      [key(), key()].map((k) =>
        ctx.api<RedeemResult>('user', 'POST', 'points/gift/redeem', { giftId: gift.id, idempotencyKey: k }, u.h),
      ),
    );
    expect(rs.filter((r) => r.code === 1)).toHaveLength(1);
    const refused = rs.find((r) => r.code === 0)!;
    expect(refused.message).toBe(POINTS_MSG.notEnough(200, 300));
    expect(await balanceOf(u.id)).toBe(200);
    expect(await stockOf(gift.id)).toBe(9);
    expect(await redemptionsOf(u.id)).toHaveLength(1);
    // Not enough at all: nothing changes.
    const poor = await ctx.api('user', 'POST', 'points/gift/redeem', { giftId: gift.id, idempotencyKey: key() }, u.h);
    expect(poor.code).toBe(0);
    expect(poor.message).toContain('积分不足');
    expect(await balanceOf(u.id)).toBe(200);
    await expectInStep(u.id);
  });

  test('redeeming: buyers racing for the last unit never take stock below zero; 礼品已兑完 afterwards', async () => {
    const gift = await newGift(10, 1);
    const buyers = await Promise.all([1, 2, 3].map(() => buyerWith(100)));
    const rs = await Promise.all(
      buyers.map((u) =>
        ctx.api<RedeemResult>('user', 'POST', 'points/gift/redeem', { giftId: gift.id, idempotencyKey: key() }, u.h),
      ),
    );
    expect(rs.filter((r) => r.code === 1)).toHaveLength(1);
    for (const r of rs.filter((x) => x.code === 0)) expect(r.message).toBe(POINTS_MSG.giftSoldOut);
    expect(await stockOf(gift.id)).toBe(0);
    const balances = await Promise.all(buyers.map((u) => balanceOf(u.id)));
    expect(balances.sort()).toEqual([100, 100, 90]);
    for (const u of buyers) await expectInStep(u.id);
    const listed = await ctx.api<GiftDTO[]>('user', 'GET', 'points/gift/list');
    expect(listed.data.find((g) => g.id === gift.id)!.stock).toBe(0);
  });

  test('bad input, an unknown, inactive or sold-out gift, no address, a guest: a clear message and nothing changes', async () => {
    const u = await buyerWith(1000);
    const gift = await newGift(100, 5);
    const call = (body: unknown, h = u.h) => ctx.api<RedeemResult>('user', 'POST', 'points/gift/redeem', body, h);
    const cases: [unknown, string][] = [
      [{ giftId: 'abc', idempotencyKey: key() }, POINTS_MSG.giftIdInvalid],
      [{ giftId: -1, idempotencyKey: key() }, POINTS_MSG.giftIdInvalid],
      [{ idempotencyKey: key() }, POINTS_MSG.giftIdInvalid],
      [{ giftId: gift.id, idempotencyKey: 'short' }, POINTS_MSG.idempotencyKeyInvalid],
      [{ giftId: gift.id, idempotencyKey: 'has spaces in it!' }, POINTS_MSG.idempotencyKeyInvalid],
      [{ giftId: gift.id }, POINTS_MSG.idempotencyKeyInvalid],
      [{ giftId: 2_000_000_000, idempotencyKey: key() }, POINTS_MSG.giftNotFound],
      [{ giftId: gift.id, idempotencyKey: key(), addressId: 2_000_000_000 }, POINTS_MSG.addressNotFound],
    ];
    for (const [body, msg] of cases) {
      const r = await call(body);
      expect([r.code, r.message]).toEqual([0, msg]);
    }
    const off = await newGift(100, 5, { isActive: false });
    expect((await call({ giftId: off.id, idempotencyKey: key() })).message).toBe(POINTS_MSG.giftInactive);
    const empty = await newGift(100, 0);
    expect((await call({ giftId: empty.id, idempotencyKey: key() })).message).toBe(POINTS_MSG.giftSoldOut);
    const homeless = await makeUser(ctx.db);
    await grantPoints(ctx.db, homeless.id, 1000);
    expect((await call({ giftId: gift.id, idempotencyKey: key() }, homeless.h)).message).toBe(
      POINTS_MSG.addressRequired,
    );
    const guest = await ctx.api('user', 'POST', 'points/gift/redeem', { giftId: gift.id, idempotencyKey: key() });
    expect(guest.code).toBe(-1);
    expect((await ctx.api('user', 'GET', 'points/redemption/list')).code).toBe(-1);
    expect(await balanceOf(u.id)).toBe(1000);
    expect(await balanceOf(homeless.id)).toBe(1000);
    expect(await stockOf(gift.id)).toBe(5);
    expect(await redemptionsOf(u.id)).toHaveLength(0);
  });

  test("a buyer sees only their own redemptions and cannot send a gift to another buyer's address", async () => {
    const a = await buyerWith(1000);
    const b = await buyerWith(1000);
    const gift = await newGift(100, 10);
    for (let i = 0; i < 2; i++)
      expect(
        (await ctx.api('user', 'POST', 'points/gift/redeem', { giftId: gift.id, idempotencyKey: key() }, a.h)).code,
      ).toBe(1);
    const mine = await ctx.api<RedemptionDTO[]>('user', 'GET', 'points/redemption/list', undefined, a.h);
    expect(mine.code).toBe(1);
    expect(mine.totalCount).toBe(2);
    expect(mine.data.map((r) => r.giftName)).toEqual([gift.name, gift.name]);
    expect(mine.data[0]).toMatchObject({ cost: 100, status: 'placed', statusText: '待发放' });
    const theirs = await ctx.api<RedemptionDTO[]>('user', 'GET', 'points/redemption/list', undefined, b.h);
    expect(theirs.data).toEqual([]);
    expect(theirs.totalCount).toBe(0);
    // b reusing a's key is b's own first redemption, not a's.
    const [aRed] = await ctx.db.select().from(pointsRedemptions).where(eq(pointsRedemptions.userId, a.id)).limit(1);
    const r = await ctx.api<RedeemResult>(
      'user',
      'POST',
      'points/gift/redeem',
      { giftId: gift.id, idempotencyKey: aRed!.idempotencyKey },
      b.h,
    );
    expect(r.data.repeated).toBe(false);
    expect(r.data.id).not.toBe(aRed!.id);
    const [aAddr] = await ctx.db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, a.id));
    const stolen = await ctx.api(
      'user',
      'POST',
      'points/gift/redeem',
      { giftId: gift.id, idempotencyKey: key(), addressId: aAddr!.id },
      b.h,
    );
    expect([stolen.code, stolen.message]).toEqual([0, POINTS_MSG.addressNotFound]);
    expect(await balanceOf(b.id)).toBe(900);
    await expectInStep(a.id);
    await expectInStep(b.id);
  });
});
