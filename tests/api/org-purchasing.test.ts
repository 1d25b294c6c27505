/**
 * Organisation purchasing (PGlite and PostgreSQL): members share the organisation's addresses and invoice titles;
 * a member's order above the approval amount waits in 待审批 and cannot be paid until the administrator approves it;
 * a rejection cancels it with the reason (stock back); only the administrator sees members' orders and approves.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { creditAccounts, invoiceTitles, orders, organizations, skus, users } from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';

type Env<T = unknown> = { code: number; data: T; message: string };
let seq = 0;
const key = () => `org-${process.pid}-${Date.now()}-${++seq}`;

describeDb('organisation purchasing', (ctx) => {
  let c: Catalog;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let orgId: number;
  let ownerAddr: number;
  let outsiderAddr: number;

  async function order(
    u: TestUser,
    addressId: number,
    num: number,
  ): Promise<Env<{ id: number; orderNo: string; status: string; payDeadline: string | null }>> {
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num }, u.h)).code).toBe(1);
    return (await ctx.api('order', 'POST', 'order/submit', { idempotencyKey: key(), addressId }, u.h)) as Env<{
      id: number;
      orderNo: string;
      status: string;
      payDeadline: string | null;
    }>;
  }

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'OG');
    owner = await makeUser(ctx.db);
    member = await makeUser(ctx.db);
    outsider = await makeUser(ctx.db);
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `单位采购测试${process.pid}${Date.now()}`, certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    await ctx.db.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, owner.id));
    await ctx.db.update(users).set({ orgId, orgRole: 'member' }).where(eq(users.id, member.id));
    await ctx.db.insert(creditAccounts).values({ orgId, quota: 100000, used: 0, periodDays: 30, status: 1 });
    const a = await makeAddress(ctx.db, {
      userId: owner.id,
      consignee: '王管理',
      regionText: '北京市',
      detail: '单位仓库',
    });
    ownerAddr = a.id;
    const b = await makeAddress(ctx.db, {
      userId: outsider.id,
      consignee: '外人',
      mobile: '13911114444',
      detail: '别处',
    });
    outsiderAddr = b.id;
    await ctx.db.insert(invoiceTitles).values({ userId: owner.id, type: 1, title: '单位采购测试有限公司' });
  });

  test('members see and use the organisation’s shared addresses and titles; outsiders do not', async () => {
    const mine = (await ctx.api('user', 'GET', 'userAddr/list?kind=receiving&shared=1', undefined, member.h)) as Env<
      { id: number; shared?: boolean }[]
    >;
    expect(mine.data).toEqual([expect.objectContaining({ id: ownerAddr, shared: true })]);
    expect(
      ((await ctx.api('user', 'GET', 'userAddr/list?kind=receiving', undefined, member.h)) as Env<unknown[]>).data,
    ).toEqual([]);
    expect(
      (
        (await ctx.api('user', 'GET', 'invoiceTitle/list?shared=1', undefined, member.h)) as Env<{ title: string }[]>
      ).data.map((t) => t.title),
    ).toEqual(['单位采购测试有限公司']);
    expect(
      (
        (await ctx.api('user', 'GET', 'userAddr/list?kind=receiving&shared=1', undefined, outsider.h)) as Env<
          { id: number }[]
        >
      ).data.map((x) => x.id),
    ).toEqual([outsiderAddr]);
    // A shared address may be used, not edited; an outsider's address is nobody else's.
    expect(((await ctx.api('user', 'POST', `userAddr/delete/${ownerAddr}`, {}, member.h)) as Env).code).toBe(0);
    const bad = await order(member, outsiderAddr, 1);
    expect(bad.code).toBe(0);
    await ctx.api('order', 'GET', 'buy/car/list', undefined, member.h);
  });

  test('no threshold: a member’s order can be paid at once', async () => {
    const o = await order(member, ownerAddr, 1);
    expect(o.data.status).toBe('pending_payment');
    expect(o.data.payDeadline).not.toBeNull();
  });

  test('above the threshold: 待审批, not payable; the administrator approves → payable; a rejection cancels with the reason', async () => {
    expect(((await ctx.api('order', 'POST', 'org/purchase/threshold', { amount: 200 }, member.h)) as Env).message).toBe(
      '仅单位管理员可以查看和审批单位订单',
    );
    expect(((await ctx.api('order', 'POST', 'org/purchase/threshold', { amount: 200 }, owner.h)) as Env).code).toBe(1);
    const small = await order(member, ownerAddr, 1); // 120.50 + 20 freight
    expect(small.data.status).toBe('pending_payment');
    const big = await order(member, ownerAddr, 3); // 361.50 + 20
    expect(big.data).toMatchObject({ status: 'pending_approval', payDeadline: null });
    const ownOrder = await order(owner, ownerAddr, 3);
    expect(ownOrder.data.status).toBe('pending_payment'); // the administrator's own order needs no approval

    const pay = (await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: big.data.orderNo }, member.h)) as Env;
    expect(pay.message).toBe('订单金额超过单位审批额度，需单位管理员审批通过后才能支付');
    const waiting = (await ctx.api(
      'order',
      'POST',
      'org/purchase/orders',
      { status: 'pending_approval' },
      owner.h,
    )) as Env<{ list: { orderNo: string; member: string }[] }>;
    expect(waiting.data.list.map((x) => x.orderNo)).toEqual([big.data.orderNo]);
    // Members, outsiders: nothing to see or approve.
    expect(((await ctx.api('order', 'POST', 'org/purchase/orders', {}, member.h)) as Env).code).toBe(0);
    expect(
      ((await ctx.api('order', 'POST', 'org/purchase/approve', { orderNo: big.data.orderNo }, outsider.h)) as Env).code,
    ).toBe(0);
    expect(
      ((await ctx.api('order', 'POST', 'org/purchase/approve', { orderNo: big.data.orderNo }, member.h)) as Env).code,
    ).toBe(0);

    expect(
      ((await ctx.api('order', 'POST', 'org/purchase/approve', { orderNo: big.data.orderNo }, owner.h)) as Env).code,
    ).toBe(1);
    expect(
      ((await ctx.api('order', 'POST', 'org/purchase/approve', { orderNo: big.data.orderNo }, owner.h)) as Env).message,
    ).toBe('订单当前状态为「待付款」，不能单位审批通过');
    const [approved] = await ctx.db.select().from(orders).where(eq(orders.id, big.data.id));
    expect(approved!.status).toBe('pending_payment');
    expect(approved!.payDeadline).not.toBeNull();
    expect(
      ((await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: big.data.orderNo }, member.h)) as Env).code,
    ).toBe(1);

    // Rejected: cancelled with the reason in the member's timeline, stock back.
    const big2 = await order(member, ownerAddr, 4);
    expect(big2.data.status).toBe('pending_approval');
    const stockBefore = (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, c.sku1)))[0]!.s;
    expect(
      (
        (await ctx.api(
          'order',
          'POST',
          'org/purchase/reject',
          { orderNo: big2.data.orderNo, reason: '' },
          owner.h,
        )) as Env
      ).message,
    ).toBe('请填写驳回原因');
    expect(
      (
        (await ctx.api(
          'order',
          'POST',
          'org/purchase/reject',
          { orderNo: big2.data.orderNo, reason: '本月预算已用完' },
          owner.h,
        )) as Env
      ).code,
    ).toBe(1);
    const d = (await ctx.api('order', 'GET', `order/detail?orderNo=${big2.data.orderNo}`, undefined, member.h)) as Env<{
      statusLabel: string;
      cancelReason: string;
      timeline: { label: string; note: string | null }[];
    }>;
    expect(d.data.statusLabel).toBe('已取消');
    expect(d.data.cancelReason).toBe('单位审批驳回：本月预算已用完');
    expect(d.data.timeline.map((t) => t.label)).toContain('单位审批驳回');
    expect((await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, c.sku1)))[0]!.s).toBe(stockBefore + 4);
  });
});
