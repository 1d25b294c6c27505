/**
 * Customised services (PGlite and PostgreSQL): only a real-name verified buyer submits (spec §5 warning otherwise);
 * the request machine's legal and illegal steps; staff quote; the buyer settles the quote as an order (source
 * 'custom', idempotent), after which it is 已下单; an expired quote cannot be accepted; other buyers see nothing.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { customRequests, orderLines, orders } from '../../lib/db/schema';
import { makeUser, type TestUser, makeAddress } from './cart-fixtures';
import { CUSTOM_STATUSES, customMachine, quoteCustom, rejectCustom } from '../../lib/domain/commerce/custom/requests';

type Env<T = unknown> = { code: number; data: T; message: string };
const REQ = {
  productName: '4-氨基苯酚-d4',
  cas: '123-30-8',
  smiles: 'Nc1ccc(O)cc1',
  quantity: '100 mg',
  purity: '≥98%',
  analyses: ['HPLC', '1H-NMR'],
  notes: '氘代',
};

describeDb('customised services', (ctx) => {
  let buyer: TestUser;
  let unverified: TestUser;
  let other: TestUser;
  let addrId: number;

  beforeAll(async () => {
    buyer = await makeUser(ctx.db, { identityStatus: '2' });
    unverified = await makeUser(ctx.db);
    other = await makeUser(ctx.db, { identityStatus: '2' });
    const a = await makeAddress(ctx.db, { userId: buyer.id });
    addrId = a.id;
  });

  test('the machine: staff quote (again) or decline, the buyer cancels or orders a quote', () => {
    const table: Record<string, string | null> = {
      'submitted quote staff': 'quoted',
      'quoted quote staff': 'quoted',
      'submitted reject staff': 'rejected',
      'quoted reject staff': 'rejected',
      'submitted cancel buyer': 'cancelled',
      'quoted cancel buyer': 'cancelled',
      'quoted order buyer': 'ordered',
    };
    for (const s of CUSTOM_STATUSES)
      for (const e of ['quote', 'reject', 'cancel', 'order'] as const)
        for (const a of ['buyer', 'staff'] as const)
          expect([s, e, a, customMachine.nextStatus(s, e, a)]).toEqual([s, e, a, table[`${s} ${e} ${a}`] ?? null]);
  });

  test('an unverified buyer is refused with the spec’s warning; bad input gets its message and writes nothing', async () => {
    const r = (await ctx.api('order', 'POST', 'custom/submit', REQ, unverified.h)) as Env;
    expect(r.code).toBe(0);
    expect(r.message).toBe('您还未完成实名认证，请完成认证后继续操作');
    expect(
      ((await ctx.api('order', 'POST', 'custom/submit', { ...REQ, cas: '123-30-9' }, buyer.h)) as Env).message,
    ).toBe('CAS 号格式或校验位不正确');
    expect(
      ((await ctx.api('order', 'POST', 'custom/submit', { ...REQ, productName: ' ' }, buyer.h)) as Env).message,
    ).toBe('请填写化合物名称');
    expect(
      ((await ctx.api('order', 'POST', 'custom/submit', { ...REQ, analyses: ['DNA测序'] }, buyer.h)) as Env).message,
    ).toBe('请选择有效的检测项目');
    expect(
      ((await ctx.api('order', 'POST', 'custom/submit', { ...REQ, deliveryDate: '2020-01-01' }, buyer.h)) as Env)
        .message,
    ).toBe('期望交期须在 7 天以后');
    expect(await ctx.db.select().from(customRequests)).toHaveLength(0);
  });

  test('submit → quote → settle as an order (once) → 已下单; the order carries the quoted amount', async () => {
    const sub = (await ctx.api('order', 'POST', 'custom/submit', REQ, buyer.h)) as Env<{
      id: number;
      requestNo: string;
    }>;
    expect(sub.code).toBe(1);
    // Not quoted yet: it cannot be settled.
    const early = (await ctx.api(
      'order',
      'POST',
      'order/settlement/preview',
      { source: 'custom', customId: sub.data.id },
      buyer.h,
    )) as Env;
    expect(early.message).toBe('该定制需求尚未报价');
    await quoteCustom(ctx.db, sub.data.requestNo, { amount: 3200, leadTime: '3-4周' });
    const d = (await ctx.api('order', 'GET', `custom/detail?id=${sub.data.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      quotedAmount: number;
      canAccept: boolean;
      analyses: string[];
    }>;
    expect(d.data).toMatchObject({
      statusLabel: '已报价',
      quotedAmount: 3200,
      canAccept: true,
      analyses: ['HPLC', '1H-NMR'],
    });
    const preview = (await ctx.api(
      'order',
      'POST',
      'order/settlement/preview',
      { source: 'custom', customId: sub.data.id },
      buyer.h,
    )) as Env<{ lines: { name: string; price: number }[]; amounts: { goodsAmount: number } }>;
    expect(preview.data.lines).toEqual([expect.objectContaining({ name: '定制合成：4-氨基苯酚-d4', price: 3200 })]);
    const body = {
      idempotencyKey: `custom-${process.pid}-${Date.now()}`,
      source: 'custom',
      customId: sub.data.id,
      addressId: addrId,
    };
    const [o1, o2] = (await Promise.all([
      ctx.api('order', 'POST', 'order/submit', body, buyer.h),
      ctx.api('order', 'POST', 'order/submit', body, buyer.h),
    ])) as Env<{ id: number; orderNo: string }>[];
    expect([o1!.code, o2!.code]).toEqual([1, 1]);
    expect(o1!.data.orderNo).toBe(o2!.data.orderNo);
    const [o] = await ctx.db.select().from(orders).where(eq(orders.id, o1!.data.id));
    expect(o).toMatchObject({ source: 'custom', goodsAmount: 3200, status: 'pending_payment' });
    expect(
      (await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, o1!.data.id))).map((l) => [
        l.name,
        l.price,
        l.num,
      ]),
    ).toEqual([['定制合成：4-氨基苯酚-d4', 3200, 1]]);
    const after = (await ctx.api('order', 'GET', `custom/detail?id=${sub.data.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      orderNo: string;
      canAccept: boolean;
      canCancel: boolean;
    }>;
    expect(after.data).toMatchObject({
      statusLabel: '已下单',
      orderNo: o1!.data.orderNo,
      canAccept: false,
      canCancel: false,
    });
    // A new key cannot order it a second time.
    const again = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { ...body, idempotencyKey: `custom-again-${Date.now()}` },
      buyer.h,
    )) as Env;
    expect(again.code).toBe(0);
  });

  test('an expired quote cannot be accepted; a declined request shows the reason; others see nothing', async () => {
    const sub = (await ctx.api(
      'order',
      'POST',
      'custom/submit',
      { ...REQ, productName: '过期报价测试' },
      buyer.h,
    )) as Env<{ id: number; requestNo: string }>;
    await quoteCustom(ctx.db, sub.data.requestNo, { amount: 100, validDays: 1 });
    await ctx.db
      .update(customRequests)
      .set({ quoteValidUntil: new Date(Date.now() - 60_000) })
      .where(eq(customRequests.id, sub.data.id));
    const d = (await ctx.api('order', 'GET', `custom/detail?id=${sub.data.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      canAccept: boolean;
    }>;
    expect(d.data).toMatchObject({ statusLabel: '报价已过期', canAccept: false });
    const late = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: `late-${Date.now()}`, source: 'custom', customId: sub.data.id, addressId: addrId },
      buyer.h,
    )) as Env;
    expect(late.message).toBe('报价已过期，请联系客服重新报价');

    const sub2 = (await ctx.api(
      'order',
      'POST',
      'custom/submit',
      { ...REQ, productName: '无法承接测试' },
      buyer.h,
    )) as Env<{ id: number; requestNo: string }>;
    await rejectCustom(ctx.db, sub2.data.requestNo, '该结构稳定性差，无法保证纯度');
    await expect(rejectCustom(ctx.db, sub2.data.requestNo, '再次')).rejects.toThrow(
      '定制需求当前状态为「无法承接」，不能拒绝',
    );
    expect(((await ctx.api('order', 'POST', `custom/cancel/${sub2.data.id}`, {}, buyer.h)) as Env).message).toBe(
      '定制需求当前状态为「无法承接」，不能取消',
    );

    expect(((await ctx.api('order', 'GET', 'custom/list', undefined, other.h)) as Env<unknown[]>).data).toEqual([]);
    expect(
      ((await ctx.api('order', 'GET', `custom/detail?id=${sub.data.id}`, undefined, other.h)) as Env).message,
    ).toBe('定制需求不存在');
    expect(((await ctx.api('order', 'POST', `custom/cancel/${sub.data.id}`, {}, other.h)) as Env).message).toBe(
      '定制需求不存在',
    );
    expect(
      (
        (await ctx.api(
          'order',
          'POST',
          'order/settlement/preview',
          { source: 'custom', customId: sub.data.id },
          other.h,
        )) as Env
      ).message,
    ).toBe('定制需求不存在');
  });
});
