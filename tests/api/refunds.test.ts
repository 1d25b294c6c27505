/**
 * A refund reaches every ledger (issue 31 part 1; PGlite and PostgreSQL). A completed 退货退款 / 仅退款 makes one
 * refund (amount from the claimed line, never from a request) through one machine, paid back the way the order was
 * paid — credit (the bill drops, the quota comes back at once), Alipay (alipay.trade.refund through the SDK to the
 * development gateway over HTTP, out_request_no = the refund number, never twice), bank transfer (finance records
 * the outgoing transfer in the console) — and carried to invoices (paid − refunded; 红字发票 after issuing), points
 * (taken back, never below zero) and the order, after-sales and account-period views. The walk refund × payment
 * method × invoiced before/after checks every ledger adds up to the cent.
 */
import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { type TestStaff } from '../helpers/console';
import { afterSales, orders, payments, pointsLedger, refunds } from '../../lib/db/schema';
import { INVOICE_MSG, REFUND_MSG } from '../../lib/config/messages';
import { devTradeRefunds } from '../../lib/platform/adapters/alipay/dev-refunds';
import { completeAfterSale } from '../../lib/domain/after-sale/claims/actions';
import { grantPoints, pointsForFen } from '../../lib/domain/commerce/points/earn';
import { createAfterSaleRefund } from '../../lib/domain/after-sale/refunds';
import { makeUser, type TestUser } from './cart-fixtures';
import { withTransaction } from '../../lib/db/tx';

import { refundsWorld, fen, today, type Env } from './refunds-world';

describeDb('refunds: one record, one machine, every ledger', (ctx) => {
  const w = refundsWorld(ctx);
  const { place, pay, deliver, claim, complete, issue, call, api, refundOf, usedFen, pointsOf, ledgerSum } = w;
  let buyer!: TestUser;
  let titleId!: number;
  let finance!: TestStaff;
  let warehouse!: TestStaff;
  beforeAll(() => {
    ({ buyer, titleId, finance, warehouse } = w.state());
  });

  /* ── The reported case ── */

  test('credit, 退货退款 of 1 unit: the bill and the used quota drop by the refund, the invoice covers only the rest, the refund is on every page', async () => {
    const o = await place(2); // 2 × ¥120.50 + ¥20 freight = ¥261.00
    await pay(o, 'credit');
    await deliver(o);
    expect(await usedFen()).toBe(26100);
    expect(await pointsOf()).toBe(261);
    const a = await claim(o, 'return', 1);
    await complete(a);

    const r = await refundOf(a.id);
    expect(r).toMatchObject({
      channel: 'credit',
      status: 'succeeded',
      amountFen: 12050,
      source: 'after_sale',
      userId: buyer.id,
    });
    expect(await usedFen()).toBe(26100 - 12050);
    const ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, buyer.h)) as Env<{
      account: { used: number; available: number };
      bills: { orderNo: string; amount: number; paidAmount: number; refundedAmount: number; stateLabel: string }[];
    }>;
    const bill = ov.data.bills.find((b) => b.orderNo === o.orderNo)!;
    expect(bill).toMatchObject({ amount: 140.5, paidAmount: 261, refundedAmount: 120.5 });
    expect(fen(ov.data.account.used)).toBe(14050);

    // The invoice covers paid − refunded, to the cent.
    const inv = await api<{ orderNo: string; payAmount: number; refundedAmount: number; invoiceableAmount: number }[]>(
      'GET',
      'invoice/orders',
    );
    expect(inv.data.find((x) => x.orderNo === o.orderNo)).toMatchObject({
      payAmount: 261,
      refundedAmount: 120.5,
      invoiceableAmount: 140.5,
    });
    const req = await api<{ id: number; amount: number }>('POST', 'invoice/apply', { orderNos: [o.orderNo], titleId });
    expect(req.data.amount).toBe(140.5);

    // Points earned on the refunded money are taken back; the ledger says why.
    expect(await pointsOf()).toBe(pointsForFen(26100 - 12050));
    expect(await ledgerSum()).toBe(await pointsOf());
    const [pl] = await ctx.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.refType, 'refund'), eq(pointsLedger.refId, r.id)));
    expect(pl).toMatchObject({ delta: -(261 - 140), reason: `订单退款扣回积分（${r.refundNo}）` });

    // The buyer sees it on the order, on the claim and in the refund list; staff on the console's order page.
    const d = await api<{
      refunds: { refundNo: string; amountFen: number; statusLabel: string; channelLabel: string }[];
      refundedFen: number;
    }>('GET', `order/detail?orderNo=${o.orderNo}`);
    expect(d.data.refunds).toEqual([
      expect.objectContaining({
        refundNo: r.refundNo,
        amountFen: 12050,
        statusLabel: '已退款',
        channelLabel: '退回账期额度',
      }),
    ]);
    expect(d.data.refundedFen).toBe(12050);
    const ad = await api<{ refund: { refundNo: string; timeline: { label: string }[] } }>(
      'GET',
      `afterSale/detail?id=${a.id}`,
    );
    expect(ad.data.refund.refundNo).toBe(r.refundNo);
    expect(ad.data.refund.timeline.map((t) => t.label)).toEqual(['申请退款', '提交退款', '退款成功']);
    const list = await api<{ refundNo: string }[]>('GET', 'refund/list');
    expect(list.data.map((x) => x.refundNo)).toContain(r.refundNo);
    const one = await api<{ refundNo: string; timeline: unknown[] }>('GET', `refund/detail?refundNo=${r.refundNo}`);
    expect(one.data.timeline).toHaveLength(3);
    const staffView = await call<{ refunds: { refundNo: string }[] }>(warehouse, 'GET', `orders/${o.orderNo}/detail`);
    expect(staffView.data.refunds.map((x) => x.refundNo)).toEqual([r.refundNo]);
    // Another buyer cannot see it.
    const other = await makeUser(ctx.db);
    expect((await api('GET', `refund/detail?refundNo=${r.refundNo}`, undefined, other)).message).toBe(
      REFUND_MSG.notFound,
    );
  });

  /* ── refund × payment method × invoiced before / after ── */

  for (const method of ['credit', 'alipay', 'transfer'] as const) {
    for (const invoicedBefore of [true, false]) {
      test(`仅退款 on a ${method} order, invoiced ${invoicedBefore ? 'before' : 'after'} the refund: every ledger adds up to the cent`, async () => {
        const used0 = await usedFen();
        const o = await place(2);
        await pay(o, method);
        await deliver(o);
        const points0 = await pointsOf();
        let blueId: number | null = null;
        if (invoicedBefore) {
          const req = await api<{ id: number; amount: number }>('POST', 'invoice/apply', {
            orderNos: [o.orderNo],
            titleId,
          });
          expect(req.data.amount).toBe(261);
          blueId = req.data.id;
          await issue(blueId, `2431${Date.now()}`.slice(0, 20));
        }
        const a = await claim(o, 'refund', 1);
        await complete(a);
        let r = await refundOf(a.id);
        expect(r).toMatchObject({ channel: method, amountFen: 12050, refundNo: expect.stringMatching(/^RF\d{14}$/) });

        if (method === 'transfer') {
          // Finance records the outgoing transfer; until then it waits in 退款中.
          expect(r.status).toBe('processing');
          expect(
            (await call(warehouse, 'POST', `refunds/${r.id}/transfer`, { reference: 'TR123', date: today() })).status,
          ).toBe(403);
          const done = await call<{ status: string; message: string }>(finance, 'POST', `refunds/${r.id}/transfer`, {
            reference: 'ICBC-20261125-0001',
            date: today(),
          });
          expect([done.code, done.data.message, done.data.status]).toEqual([
            1,
            REFUND_MSG.transferRecorded,
            'succeeded',
          ]);
          r = await refundOf(a.id);
          expect(r).toMatchObject({ channelRef: 'ICBC-20261125-0001', transferDate: today() });
        }
        if (method === 'alipay') {
          // Sent at completion through the SDK to the development gateway: one refund there, under the refund's number.
          expect(await devTradeRefunds(ctx.db, `AP${o.orderNo}`)).toEqual({
            [r.refundNo]: expect.objectContaining({ fen: 12050 }),
          });
          expect(r.channelRef).toMatch(/^2026/);
        }
        expect(r.status).toBe('succeeded');

        // Credit: the quota came back by the refund; other methods leave the quota alone.
        expect(await usedFen()).toBe(used0 + (method === 'credit' ? 26100 - 12050 : 0));
        // Points: what the refunded money earned went back.
        expect(await pointsOf()).toBe(points0 - (pointsForFen(26100) - pointsForFen(26100 - 12050)));
        expect(await ledgerSum()).toBe(await pointsOf());
        // Invoices: blue − red = paid − refunded.
        const list = await api<
          {
            id: number;
            kind: string;
            amount: number;
            statusLabel: string;
            original: { invoiceNo: string } | null;
            orderNos: string[];
            credits: { amount: number }[];
          }[]
        >('GET', 'invoice/list');
        if (invoicedBefore) {
          const red = list.data.find((x) => x.kind === 'red' && x.orderNos.includes(o.orderNo))!;
          expect(red).toMatchObject({ amount: 120.5, statusLabel: '待开具' });
          const blue = list.data.find((x) => x.id === blueId)!;
          expect(blue.credits).toEqual([expect.objectContaining({ amount: 120.5 })]);
          expect(fen(blue.amount) - fen(red.amount)).toBe(26100 - 12050);
          // Finance issue the red-letter invoice; it cannot be rejected; the buyer keeps both documents.
          expect((await call(finance, 'POST', `invoices/${red.id}/reject`, { reason: '不需要' })).message).toBe(
            '发票当前状态为「待开具」，不能驳回',
          );
          await issue(red.id, `2432${Date.now()}`.slice(0, 20));
          const after = await api<{ id: number; statusLabel: string; pdfUrl: string | null }[]>('GET', 'invoice/list');
          expect(after.data.find((x) => x.id === red.id)).toMatchObject({
            statusLabel: '已开具',
            pdfUrl: expect.stringMatching(/^\/uploads\//),
          });
          expect(after.data.find((x) => x.id === blueId)).toMatchObject({ statusLabel: '已开票' });
        } else {
          const req = await api<{ id: number; amount: number }>('POST', 'invoice/apply', {
            orderNos: [o.orderNo],
            titleId,
          });
          expect(fen(req.data.amount)).toBe(26100 - 12050);
          expect(list.data.some((x) => x.kind === 'red' && x.orderNos.includes(o.orderNo))).toBe(false);
        }
        // The order: its refunds add up to what the refunds table holds.
        const d = await api<{ refundedFen: number; refunds: { statusLabel: string }[] }>(
          'GET',
          `order/detail?orderNo=${o.orderNo}`,
        );
        expect(d.data.refundedFen).toBe(12050);
        expect(d.data.refunds.map((x) => x.statusLabel)).toEqual(['已退款']);
      });
    }
  }

  /* ── One refund per claim ── */

  test('two concurrent completions of one claim make one refund; the refund is made once however often it is asked for', async () => {
    const o = await place(2);
    await pay(o, 'credit');
    await deliver(o);
    const used0 = await usedFen();
    const a = await claim(o, 'refund', 2);
    const [w, f, direct] = await Promise.all([
      call(warehouse, 'POST', `after-sales/${a.id}/complete`, {}),
      call(finance, 'POST', `after-sales/${a.id}/complete`, {}),
      completeAfterSale(ctx.db, a.afterSaleNo, '').then(
        () => true,
        () => false,
      ),
    ]);
    expect([w.code === 1, f.code === 1, direct].filter(Boolean)).toHaveLength(1);
    const rows = await ctx.db.select().from(refunds).where(eq(refunds.afterSaleId, a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountFen).toBe(24100);
    expect(await usedFen()).toBe(used0 - 24100);
    // Asking again (a retried job, a replayed transaction) finds the same refund and moves nothing.
    const again = await Promise.all([0, 1].map(() => withTransaction(ctx.db, (tx) => createAfterSaleRefund(tx, a.id))));
    expect(again.map((x) => [x?.id, x?.created])).toEqual([
      [rows[0]!.id, false],
      [rows[0]!.id, false],
    ]);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.afterSaleId, a.id))).toHaveLength(1);
    expect(await usedFen()).toBe(used0 - 24100);
  });

  test('no claim refunds more than was paid; 换货 refunds nothing; a claim of a shipped order refunds before points are earned', async () => {
    const o = await place(1); // ¥120.50 + ¥20
    await pay(o, 'credit');
    await deliver(o, false); // shipped, not completed: no points yet
    const swap = await claim(o, 'replace', 1);
    await complete(swap);
    expect(await ctx.db.select().from(refunds).where(eq(refunds.afterSaleId, swap.id))).toHaveLength(0);
    // The freight stays paid, and a paid amount discounted below the goods caps the refund at what is left.
    await ctx.db.update(orders).set({ payAmount: 100 }).where(eq(orders.id, o.id));
    await ctx.db.update(payments).set({ amount: 100 }).where(eq(payments.orderId, o.id));
    await ctx.db.update(afterSales).set({ status: 'cancelled' }).where(eq(afterSales.id, swap.id));
    const a = await claim(o, 'refund', 1);
    await complete(a);
    expect((await refundOf(a.id)).amountFen).toBe(10000);
    // Completed now: it earns on paid − refunded = 0.
    const before = await pointsOf();
    expect((await api('POST', `order/confirmReceipt/${o.id}`, {})).code).toBe(1);
    expect(await pointsOf()).toBe(before);
    const inv = await api<{ orderNo: string }[]>('GET', 'invoice/orders');
    expect(inv.data.some((x) => x.orderNo === o.orderNo)).toBe(false);
    expect((await api('POST', 'invoice/apply', { orderNos: [o.orderNo], titleId })).message).toBe(
      INVOICE_MSG.orderFullyRefunded(o.orderNo),
    );
  });

  test('points are taken back never below zero, and the ledger says what was owed', async () => {
    const o = await place(2);
    await pay(o, 'transfer');
    await deliver(o);
    const balance = await pointsOf();
    await grantPoints(ctx.db, buyer.id, -(balance - 30), '测试：兑换礼品');
    expect(await pointsOf()).toBe(30);
    const a = await claim(o, 'return', 2);
    await complete(a);
    const r = await refundOf(a.id);
    const [pl] = await ctx.db
      .select()
      .from(pointsLedger)
      .where(and(eq(pointsLedger.refType, 'refund'), eq(pointsLedger.refId, r.id)));
    expect(pl!.delta).toBe(-30);
    expect(pl!.reason).toBe(`订单退款扣回积分（${r.refundNo}，应扣 241，余额不足按余额扣）`);
    expect(await pointsOf()).toBe(0);
    expect(await ledgerSum()).toBe(0);
    await grantPoints(ctx.db, buyer.id, 1000, '测试：补足积分');
  });

  /* ── Alipay: retries never refund twice; failures and a staff retry ── */
});
