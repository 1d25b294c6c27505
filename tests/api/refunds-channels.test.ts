/**
 * Refunds by channel and from the staff side (the shared world: ./refunds-world.ts). A refund reaches every ledger (issue 31 part 1; PGlite and PostgreSQL). A completed 退货退款 / 仅退款 makes one
 * refund (amount from the claimed line, never from a request) through one machine, paid back the way the order was
 * paid — credit (the bill drops, the quota comes back at once), Alipay (alipay.trade.refund through the SDK to the
 * development gateway over HTTP, out_request_no = the refund number, never twice), bank transfer (finance records
 * the outgoing transfer in the console) — and carried to invoices (paid − refunded; 红字发票 after issuing), points
 * (taken back, never below zero) and the order, after-sales and account-period views. The walk refund × payment
 * method × invoiced before/after checks every ledger adds up to the cent.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { type TestStaff } from '../helpers/console';
import { type DevGateway } from '../helpers/dev-alipay';
import { invoices, orders, payments, refundEvents, refunds } from '../../lib/db/schema';
import { CONSOLE_MSG, CREDIT_MSG, INVOICE_MSG, REFUND_MSG } from '../../lib/config/messages';
import { DEV_ALIPAY_APP_ID } from '../../lib/platform/adapters/alipay/dev';
import { devTradeRefunds, setDevRefundMode } from '../../lib/platform/adapters/alipay/dev-refunds';
import { markRepaid } from '../../lib/domain/commerce/credit/applications';
import { demoInvoicePdf } from '../../lib/domain/commerce/invoices/staff';
import { sendAlipayRefund, sweepRefunds } from '../../lib/domain/after-sale/refunds';
import { refundStaffCommands } from '../../scripts/staff/refunds';
import * as devRefundsPage from '../../app/dev/alipay/refunds/route';
import { rowsOf } from '../../lib/db/client';
import { type TestUser } from './cart-fixtures';

import { refundsWorld, fen, today, type Env } from './refunds-world';

describeDb('refunds: channels, console, shell and the sum of the ledgers', (ctx) => {
  const w = refundsWorld(ctx);
  const { place, pay, deliver, claim, complete, refunded, call, api, refundOf, usedFen } = w;
  let buyer!: TestUser;
  let titleId!: number;
  let finance!: TestStaff;
  let warehouse!: TestStaff;
  let gw!: DevGateway;
  beforeAll(() => {
    ({ buyer, titleId, finance, warehouse, gw } = w.state());
  });

  test('Alipay: a refund sent again refunds once; a refused refund is 退款失败, staff retry with the same out_request_no', async () => {
    const { o, r } = await refunded('alipay', 2);
    expect(r.status).toBe('succeeded');
    // Sent again (a duplicate job, a replayed request): the gateway answers fund_change N, nothing moves.
    await ctx.db.update(refunds).set({ status: 'processing' }).where(eq(refunds.id, r.id));
    expect(await sendAlipayRefund(ctx.db, r.id, { actor: 'system' })).toBe('succeeded');
    expect(Object.keys(await devTradeRefunds(ctx.db, `AP${o.orderNo}`))).toEqual([r.refundNo]);

    // The next refund is refused (卖家余额不足): 退款失败; the buyer reads a plain sentence, staff read Alipay's words.
    await setDevRefundMode(ctx.db, 'fail_next');
    const b = await claim(o, 'refund', 1);
    await complete(b);
    const f = await refundOf(b.id);
    expect(f.status).toBe('failed');
    expect(f.failReason).toMatch(/SELLER_BALANCE_NOT_ENOUGH/);
    const seen = await api<{ refund: { statusLabel: string; failReason: string } }>(
      'GET',
      `afterSale/detail?id=${b.id}`,
    );
    expect(seen.data.refund).toMatchObject({ statusLabel: '退款失败', failReason: REFUND_MSG.buyerFailed });
    const staffSees = await call<{ failReason: string; actions: string[]; attempts: number }>(
      finance,
      'GET',
      `refunds/${f.id}`,
    );
    expect(staffSees.data).toMatchObject({
      failReason: expect.stringMatching(/余额不足/),
      actions: ['retry'],
      attempts: 1,
    });
    expect((await call(warehouse, 'POST', `refunds/${f.id}/retry`, {})).message).toBe(CONSOLE_MSG.forbidden);
    const retried = await call<{ status: string; message: string }>(finance, 'POST', `refunds/${f.id}/retry`, {});
    expect([retried.code, retried.data.message, retried.data.status]).toEqual([
      1,
      REFUND_MSG.retrySucceeded,
      'succeeded',
    ]);
    const trade = await devTradeRefunds(ctx.db, `AP${o.orderNo}`);
    expect(Object.keys(trade).sort()).toEqual([r.refundNo, f.refundNo].sort());
    expect(Object.values(trade).reduce((s, x) => s + x.fen, 0)).toBe(24100);
    const timeline = await ctx.db
      .select({ event: refundEvents.event })
      .from(refundEvents)
      .where(eq(refundEvents.refundId, f.id))
      .orderBy(refundEvents.id);
    expect(timeline.map((e) => e.event)).toEqual(['request', 'submit', 'fail', 'retry', 'succeed']);
  });

  test('Alipay unreachable: the refund stays 退款中 and the sweep sends it again once the gateway answers', async () => {
    const o = await place(2);
    await pay(o, 'alipay');
    await deliver(o);
    const a = await claim(o, 'refund', 1);
    gw.down = true;
    try {
      await complete(a);
    } finally {
      gw.down = false;
    }
    const r = await refundOf(a.id);
    expect(r.status).toBe('processing');
    expect(r.failReason).toMatch(/暂未收到支付宝的退款结果/);
    expect(await devTradeRefunds(ctx.db, `AP${o.orderNo}`)).toEqual({});
    expect(await sweepRefunds(ctx.db, new Date(Date.now() + 10 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await refundOf(a.id)).status).toBe('succeeded');
    expect(Object.keys(await devTradeRefunds(ctx.db, `AP${o.orderNo}`))).toEqual([r.refundNo]);
  });

  /* ── A paid order cancelled before shipping ── */

  test('a paid order cancelled before shipping is refunded the way it was paid and ends 已退款', async () => {
    const used0 = await usedFen();
    const oc = await place(1);
    await pay(oc, 'credit');
    expect((await api('POST', `order/cancel/${oc.id}`, {})).code).toBe(1);
    expect((await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, oc.id)))[0]!.s).toBe('refunded');
    expect(await usedFen()).toBe(used0);

    const oa = await place(1);
    await pay(oa, 'alipay');
    expect((await api('POST', `order/cancel/${oa.id}`, {})).code).toBe(1);
    expect((await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, oa.id)))[0]!.s).toBe('refunded');
    expect(Object.values(await devTradeRefunds(ctx.db, `AP${oa.orderNo}`)).map((x) => x.fen)).toEqual([14050]);

    const ot = await place(1);
    await pay(ot, 'transfer');
    expect((await call(finance, 'POST', `orders/${ot.orderNo}/cancel`, { reason: '客户要求取消' })).code).toBe(1);
    const [rt] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, ot.id));
    expect(rt).toMatchObject({ source: 'order_cancel', channel: 'transfer', status: 'processing', amountFen: 14050 });
    expect((await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, ot.id)))[0]!.s).toBe(
      'refunding',
    );
    expect(
      (await call(finance, 'POST', `refunds/${rt!.id}/transfer`, { reference: 'CMB-0002', date: today() })).code,
    ).toBe(1);
    expect((await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, ot.id)))[0]!.s).toBe('refunded');
    const d = await api<{ statusLabel: string; refunds: { sourceLabel: string; channelRef: string }[] }>(
      'GET',
      `order/detail?orderNo=${ot.orderNo}`,
    );
    expect(d.data).toMatchObject({
      statusLabel: '已退款',
      refunds: [expect.objectContaining({ sourceLabel: '取消订单退款', channelRef: 'CMB-0002' })],
    });
  });

  /* ── Credit edges, invoices waiting, console input ── */

  test('a repaid credit bill is refunded by bank transfer; a bill refunded in full asks for nothing', async () => {
    const o = await place(2);
    await pay(o, 'credit');
    await deliver(o);
    await markRepaid(ctx.db, o.orderNo);
    const used0 = await usedFen();
    const a = await claim(o, 'refund', 1);
    await complete(a);
    expect(await refundOf(a.id)).toMatchObject({ channel: 'transfer', status: 'processing' });
    expect(await usedFen()).toBe(used0);

    const full = await place(1);
    await pay(full, 'credit');
    await deliver(full);
    const b = await claim(full, 'refund', 1);
    await complete(b);
    await ctx.db.update(orders).set({ payAmount: 120.5 }).where(eq(orders.id, full.id)); // (freight waived, for a full refund)
    await ctx.db
      .update(payments)
      .set({ amount: 120.5 })
      .where(and(eq(payments.orderId, full.id), eq(payments.channel, 'credit')));
    const ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, buyer.h)) as Env<{
      bills: { orderNo: string; amount: number; stateLabel: string }[];
    }>;
    expect(ov.data.bills.find((x) => x.orderNo === full.orderNo)).toMatchObject({
      amount: 0,
      stateLabel: '已全额退款',
    });
    await expect(markRepaid(ctx.db, full.orderNo)).rejects.toThrow(CREDIT_MSG.billRefunded);
  });

  test('an invoice still 申请中 is reduced by a refund; one refunded to zero cannot be issued', async () => {
    const o = await place(2);
    await pay(o, 'transfer');
    await deliver(o);
    const req = await api<{ id: number; amount: number }>('POST', 'invoice/apply', { orderNos: [o.orderNo], titleId });
    expect(req.data.amount).toBe(261);
    const a = await claim(o, 'return', 2);
    await complete(a);
    const [inv] = await ctx.db.select().from(invoices).where(eq(invoices.id, req.data.id));
    expect(inv!.amount).toBe(20); // the freight
    expect(await ctx.db.select().from(invoices).where(eq(invoices.originalInvoiceId, req.data.id))).toHaveLength(0);
    await ctx.db.update(invoices).set({ amount: 0 }).where(eq(invoices.id, req.data.id));
    const f = new FormData();
    f.set('invoiceNumber', '24330000000000000001');
    f.set('file', new File([demoInvoicePdf(['TEST'])], 'i.pdf', { type: 'application/pdf' }));
    expect((await call(finance, 'POST', `invoices/${req.data.id}/issue`, f)).message).toBe(INVOICE_MSG.zeroAmount);
  });

  test('console: a transfer refund takes a reference and a real day, in Chinese; a wrong step changes nothing', async () => {
    const { a, r } = await refunded('transfer', 1);
    const bad = async (body: Record<string, string>, msg: string) => {
      const x = await call(finance, 'POST', `refunds/${r.id}/transfer`, body);
      expect([x.code, x.message]).toEqual([0, msg]);
    };
    await bad({ reference: '', date: today() }, REFUND_MSG.referenceRequired);
    await bad({ reference: '流水号\u0007', date: today() }, REFUND_MSG.referenceInvalid);
    await bad({ reference: 'X1', date: '2026-02-30' }, REFUND_MSG.dateInvalid);
    await bad({ reference: 'X1', date: '2999-01-01' }, REFUND_MSG.dateInFuture);
    await bad({ reference: 'X1', date: '2000-01-01' }, REFUND_MSG.dateBeforeRefund);
    expect((await call(finance, 'POST', `refunds/${r.id}/retry`, {})).message).toBe(
      '退款当前状态为「退款中」，不能重新退款',
    );
    expect((await refundOf(a.id)).status).toBe('processing');
    // The transfer bounced: 退款失败, then again.
    expect((await call(finance, 'POST', `refunds/${r.id}/fail`, { reason: '收款账户名不符' })).code).toBe(1);
    expect((await call(finance, 'POST', `refunds/${r.id}/retry`, {})).code).toBe(1);
    expect((await call(finance, 'POST', `refunds/${r.id}/transfer`, { reference: 'ABC-1', date: today() })).code).toBe(
      1,
    );
    expect(
      (await call(finance, 'POST', `refunds/${r.id}/transfer`, { reference: 'ABC-2', date: today() })).message,
    ).toBe('退款当前状态为「已退款」，不能登记退款转账');
    const list = await call<{ refundNo: string }[]>(finance, 'GET', 'refunds/list?status=succeeded');
    expect(list.data.map((x) => x.refundNo)).toContain(r.refundNo);
    const credit = await ctx.db.select().from(refunds).where(eq(refunds.channel, 'credit')).limit(1);
    expect((await call(finance, 'POST', `refunds/${credit[0]!.id}/fail`, { reason: 'x' })).message).toBe(
      '该退款退回账期额度，不能标记退款失败',
    );
  });

  test('npm run staff: finance records a transfer refund from a shell, through the same machine', async () => {
    const { a, r } = await refunded('transfer', 1);
    const out: string[] = [];
    await refundStaffCommands.refunds!.run(ctx.db, [], (l: string) => out.push(l));
    expect(out.join('\n')).toContain(r.refundNo);
    await refundStaffCommands['refund-transfer']!.run(ctx.db, [r.refundNo, 'CCB-SHELL-1', today()], (l: string) =>
      out.push(l),
    );
    expect(out.at(-1)).toBe(`✓ ${r.refundNo}: 退款中 → 已退款`);
    expect(await refundOf(a.id)).toMatchObject({ status: 'succeeded', channelRef: 'CCB-SHELL-1' });
    await expect(refundStaffCommands['refund-retry']!.run(ctx.db, [r.refundNo], () => {})).rejects.toThrow(
      '退款当前状态为「已退款」，不能重新退款',
    );
  });

  test('the development gateway refuses a forged refund request, and is not there with the real Alipay adapter', async () => {
    const forged = await fetch(
      `${gw.url}/dev/alipay/gateway?app_id=${DEV_ALIPAY_APP_ID}&method=alipay.trade.refund&sign=AAAA`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          biz_content: JSON.stringify({ out_trade_no: 'APX', out_request_no: 'RFX', refund_amount: '1.00' }),
        }).toString(),
      },
    );
    expect(((await forged.json()) as { error_response: { sub_code: string } }).error_response.sub_code).toBe(
      'isv.invalid-signature',
    );
    const before = process.env.ALIPAY_ADAPTER;
    process.env.ALIPAY_ADAPTER = 'real';
    try {
      expect(
        (await fetch(`${gw.url}/dev/alipay/gateway?method=alipay.trade.refund`, { method: 'POST', body: '' })).status,
      ).toBe(404);
      expect((await devRefundsPage.GET()).status).toBe(404);
      expect(
        (
          await devRefundsPage.POST(
            new Request('http://localhost/dev/alipay/refunds', { method: 'POST', body: 'mode=fail_next' }),
          )
        ).status,
      ).toBe(404);
    } finally {
      if (before === undefined) delete process.env.ALIPAY_ADAPTER;
      else process.env.ALIPAY_ADAPTER = before;
    }
  });

  test('every refund adds up: Σ refunds per order ≤ paid, and each order’s views agree with the refunds table', async () => {
    const rows = await ctx.db
      .select({
        orderId: orders.id,
        payAmount: orders.payAmount,
        refunded: sql<number>`coalesce(sum(${refunds.amountFen}), 0)::int`,
      })
      .from(orders)
      .innerJoin(refunds, eq(refunds.orderId, orders.id))
      .groupBy(orders.id, orders.payAmount);
    expect(rows.length).toBeGreaterThan(5);
    for (const r of rows) expect(Number(r.refunded)).toBeLessThanOrEqual(fen(r.payAmount));
    // Nothing refunded through the transition-free path: every refund has its request event and one per status change.
    const orphans = rowsOf(
      await ctx.db.execute(
        sql`select r.id from refunds r where not exists (select 1 from refund_events e where e.refund_id = r.id and e.event = 'request')`,
      ),
    );
    expect(orphans).toHaveLength(0);
  });
});
