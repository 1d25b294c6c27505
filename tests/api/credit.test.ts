/**
 * Account period (PGlite and PostgreSQL): who may apply (the certified organisation's administrator), one pending
 * application at a time, the application machine's legal and illegal steps, approval opening the credit account
 * that credit payment uses, bills due and overdue, repayment giving the quota back once.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { creditAccounts, organizations, payments, skus, users } from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';
import {
  CREDIT_APP_STATUSES,
  creditApplicationMachine,
  markRepaid,
  transitionCreditApplication,
} from '../../lib/domain/commerce/credit/applications';

type Env<T = unknown> = { code: number; data: T; message: string };
let seq = 0;
const key = () => `cr-${process.pid}-${Date.now()}-${++seq}`;
const APPLY = {
  quota: 20000,
  periodDays: 30,
  reason: '常规采购，月结',
  contactName: '王采购',
  contactPhone: '010-88886666',
};

describeDb('account period: applications, credit account, bills', (ctx) => {
  let c: Catalog;
  let owner: TestUser;
  let member: TestUser;
  let loner: TestUser;
  let orgId: number;

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'CR');
    owner = await makeUser(ctx.db);
    member = await makeUser(ctx.db);
    loner = await makeUser(ctx.db);
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `账期测试单位${process.pid}${Date.now()}`, certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    await ctx.db.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, owner.id));
    await ctx.db.update(users).set({ orgId, orgRole: 'member' }).where(eq(users.id, member.id));
  });

  test('the machine: approve/reject by staff and cancel by the buyer, only from 审核中', () => {
    for (const s of CREDIT_APP_STATUSES)
      for (const e of ['approve', 'reject', 'cancel'] as const)
        for (const a of ['buyer', 'staff'] as const) {
          const want =
            s !== 'pending'
              ? null
              : e === 'approve' && a === 'staff'
                ? 'approved'
                : e === 'reject' && a === 'staff'
                  ? 'rejected'
                  : e === 'cancel' && a === 'buyer'
                    ? 'cancelled'
                    : null;
          expect([s, e, a, creditApplicationMachine.nextStatus(s, e, a)]).toEqual([s, e, a, want]);
        }
  });

  test('only a certified organisation’s administrator applies, once at a time; bad input gets its message', async () => {
    expect(((await ctx.api('user', 'POST', 'creditApply/apply', APPLY, loner.h)) as Env).message).toBe(
      '请先完成企业认证，账期面向已认证的单位开通',
    );
    expect(((await ctx.api('user', 'POST', 'creditApply/apply', APPLY, member.h)) as Env).message).toBe(
      '仅单位管理员可以申请账期',
    );
    expect(
      ((await ctx.api('user', 'POST', 'creditApply/apply', { ...APPLY, quota: 10 }, owner.h)) as Env).message,
    ).toBe('申请额度须在 ¥1,000.00 至 ¥5,000,000.00 之间');
    expect(
      ((await ctx.api('user', 'POST', 'creditApply/apply', { ...APPLY, periodDays: 31 }, owner.h)) as Env).message,
    ).toBe('请选择账期天数');
    const both = (await Promise.all(
      [1, 2].map(() => ctx.api('user', 'POST', 'creditApply/apply', APPLY, owner.h)),
    )) as Env[];
    expect(both.map((b) => b.code).sort()).toEqual([0, 1]);
    expect(both.find((b) => b.code === 0)!.message).toBe('已有一份账期申请在审核中，请耐心等待');
    const list = (await ctx.api('user', 'GET', 'creditApply/list', undefined, member.h)) as Env<
      { statusLabel: string; canCancel: boolean }[]
    >;
    // The member sees the organisation's application but cannot withdraw the administrator's.
    expect(list.data).toEqual([expect.objectContaining({ statusLabel: '审核中', canCancel: false })]);
  });

  test('approval opens the credit account credit payment uses; approving again is illegal; reject and withdraw', async () => {
    const [app] = ((await ctx.api('user', 'GET', 'creditApply/list', undefined, owner.h)) as Env<{ id: number }[]>)
      .data;
    await transitionCreditApplication(ctx.db, app!.id, 'approve', { actor: 'staff', quota: 15000 });
    await expect(transitionCreditApplication(ctx.db, app!.id, 'approve', { actor: 'staff' })).rejects.toThrow(
      '账期申请当前状态为「已通过」，不能审核通过',
    );
    const [acc] = await ctx.db.select().from(creditAccounts).where(eq(creditAccounts.orgId, orgId));
    expect(acc).toMatchObject({ quota: 15000, used: 0, periodDays: 30, status: 1 });
    const ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as Env<{
      account: { available: number };
    }>;
    expect(ov.data.account.available).toBe(15000);

    const again = (await ctx.api('user', 'POST', 'creditApply/apply', { ...APPLY, quota: 50000 }, owner.h)) as Env<{
      id: number;
    }>;
    expect(again.code).toBe(1);
    expect(((await ctx.api('user', 'POST', `creditApply/cancel/${again.data.id}`, {}, member.h)) as Env).message).toBe(
      '账期申请不存在',
    );
    expect(((await ctx.api('user', 'POST', `creditApply/cancel/${again.data.id}`, {}, owner.h)) as Env).code).toBe(1);
    expect(((await ctx.api('user', 'POST', `creditApply/cancel/${again.data.id}`, {}, owner.h)) as Env).message).toBe(
      '账期申请当前状态为「已撤回」，不能撤回',
    );
    const third = (await ctx.api('user', 'POST', 'creditApply/apply', { ...APPLY, quota: 80000 }, owner.h)) as Env<{
      id: number;
    }>;
    await transitionCreditApplication(ctx.db, third.data.id, 'reject', {
      actor: 'staff',
      rejectReason: '近三月采购额不足',
    });
    const list = (await ctx.api('user', 'GET', 'creditApply/list', undefined, owner.h)) as Env<
      { id: number; statusLabel: string; rejectReason: string | null }[]
    >;
    expect(list.data.find((x) => x.id === third.data.id)).toMatchObject({
      statusLabel: '已驳回',
      rejectReason: '近三月采购额不足',
    });
  });

  test('bills: a credit payment is a bill due after the period, overdue past it; repayment gives the quota back once', async () => {
    const a = await makeAddress(ctx.db, { userId: member.id });
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num: 1 }, member.h)).code).toBe(1);
    const o = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: a.id },
      member.h,
    )) as Env<{ id: number; orderNo: string }>;
    expect(
      ((await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: o.data.orderNo }, member.h)) as Env).code,
    ).toBe(1);
    let ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as Env<{
      account: { used: number };
      bills: { orderNo: string; stateLabel: string }[];
      overdueAmount: number;
    }>;
    expect(ov.data.account.used).toBe(140.5);
    expect(ov.data.bills).toEqual([expect.objectContaining({ orderNo: o.data.orderNo, stateLabel: '未到期' })]);
    // Paid 31 days ago on a 30-day period: overdue.
    await ctx.db
      .update(payments)
      .set({ paidAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(payments.orderId, o.data.id));
    ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as typeof ov;
    expect(ov.data.bills[0]!.stateLabel).toBe('已逾期');
    expect(ov.data.overdueAmount).toBe(140.5);
    await markRepaid(ctx.db, o.data.orderNo);
    await expect(markRepaid(ctx.db, o.data.orderNo)).rejects.toThrow('该账单已还款');
    ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as typeof ov;
    expect(ov.data.account.used).toBe(0);
    expect(ov.data.bills[0]!.stateLabel).toBe('已还款');
    expect(ov.data.overdueAmount).toBe(0);
    // Someone outside the organisation sees no account and no bills.
    const theirs = (await ctx.api('user', 'GET', 'credit/overview', undefined, loner.h)) as Env<{
      account: unknown;
      bills: unknown[];
    }>;
    expect(theirs.data).toMatchObject({ account: null, bills: [] });
  });
});
