/**
 * A refund reaches every ledger (issue 31 part 1; PGlite and PostgreSQL). A completed 退货退款 / 仅退款 makes one
 * refund (amount from the claimed line, never from a request) through one machine, paid back the way the order was
 * paid — credit (the bill drops, the quota comes back at once), Alipay (alipay.trade.refund through the SDK to the
 * development gateway over HTTP, out_request_no = the refund number, never twice), bank transfer (finance records
 * the outgoing transfer in the console) — and carried to invoices (paid − refunded; 红字发票 after issuing), points
 * (taken back, never below zero) and the order, after-sales and account-period views. The walk refund × payment
 * method × invoiced before/after checks every ledger adds up to the cent.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { startDevAlipayGateway, type DevGateway } from '../helpers/dev-alipay';
import {
  afterSales,
  creditAccounts,
  invoiceTitles,
  invoices,
  orderLines,
  orders,
  organizations,
  payments,
  pointsLedger,
  refundEvents,
  refunds,
  skus,
  users,
} from '../../lib/db/schema';
import { CONSOLE_MSG, CREDIT_MSG, INVOICE_MSG, REFUND_MSG } from '../../lib/config/messages';
import { devAlipayKeys, DEV_ALIPAY_APP_ID, rsa2Sign, signContent } from '../../lib/platform/adapters/alipay/dev';
import { devTradeRefunds, setDevRefundMode } from '../../lib/platform/adapters/alipay/dev-refunds';
import { handleAlipayNotify } from '../../lib/domain/commerce/payments/alipay';
import { confirmTransfer, shipOrder } from '../../lib/domain/commerce/payments/staff';
import { completeAfterSale } from '../../lib/domain/after-sale/claims/actions';
import { markRepaid } from '../../lib/domain/commerce/credit/applications';
import { demoInvoicePdf } from '../../lib/domain/commerce/invoices/staff';
import { grantPoints, pointsForFen } from '../../lib/domain/commerce/points/earn';
import { createAfterSaleRefund, sendAlipayRefund, sweepRefunds } from '../../lib/domain/after-sale/refunds';
import { refundStaffCommands } from '../../scripts/staff/refunds';
import * as devRefundsPage from '../../app/dev/alipay/refunds/route';
import { rowsOf } from '../../lib/db/client';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';
import { withTransaction } from '../../lib/db/tx';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
type Env<T = unknown> = { code: number; data: T; message: string; status: number; totalCount?: number };
type Method = 'credit' | 'alipay' | 'transfer';
let seq = 0;
const key = () => `rf-${process.pid}-${Date.now()}-${++seq}`;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const fen = (yuan: number) => Math.round(yuan * 100);

describeDb('refunds: one record, one machine, every ledger', (ctx) => {
  let c: Catalog;
  let buyer: TestUser;
  let orgId: number;
  let addrId: number;
  let titleId: number;
  let finance: TestStaff;
  let warehouse: TestStaff;
  let gw: DevGateway;

  const call = <T = unknown>(who: TestStaff, method: 'GET' | 'POST', path: string, body?: unknown) =>
    consoleCall<T>(method, path, body, who.h) as Promise<Env<T>>;
  const api = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, u: TestUser = buyer) =>
    ctx.api<T>('order', method, path, body, u.h) as Promise<Env<T>>;

  beforeAll(async () => {
    gw = await startDevAlipayGateway();
    c = await makeCatalog(ctx.db, 'RF');
    buyer = await makeUser(ctx.db);
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `退款测试单位${process.pid}`, certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    await ctx.db.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, buyer.id));
    await ctx.db.insert(creditAccounts).values({ orgId, quota: 100000, used: 0, periodDays: 30, status: 1 });
    const a = await makeAddress(ctx.db, {
      userId: buyer.id,
      consignee: '王五',
      mobile: '13911115555',
      regionText: '北京市',
      detail: '中关村 1 号',
    });
    addrId = a.id;
    const [t] = await ctx.db
      .insert(invoiceTitles)
      .values({
        userId: buyer.id,
        type: 2,
        title: '北京某某检测有限公司',
        taxNo: '91110108MA01XXXX1X',
        bankName: '工商银行',
        bankAccount: '0200000000000000',
        regAddress: '北京市海淀区',
        regPhone: '010-88888888',
      })
      .returning({ id: invoiceTitles.id });
    titleId = t!.id;
    finance = await makeStaff(ctx.db, 'finance');
    warehouse = await makeStaff(ctx.db, 'warehouse');
  });
  afterAll(async () => {
    await gw?.stop();
  });

  /* ── Buying, as a buyer and the supplier's staff do it ── */

  async function place(num = 2): Promise<{ id: number; orderNo: string }> {
    await ctx.db.update(skus).set({ stock: 1000 }).where(eq(skus.id, c.sku1));
    expect((await api('POST', 'buy/car/insert', { skuId: c.sku1, num })).code).toBe(1);
    const r = await api<{ id: number; orderNo: string }>('POST', 'order/submit', {
      idempotencyKey: key(),
      addressId: addrId,
    });
    expect(r.code).toBe(1);
    return r.data;
  }

  async function notice(outTradeNo: string, total: string): Promise<Record<string, string>> {
    const keys = await devAlipayKeys(ctx.db);
    const n: Record<string, string> = {
      notify_id: `n${key()}`,
      notify_type: 'trade_status_sync',
      notify_time: '2026-11-25 12:00:00',
      app_id: DEV_ALIPAY_APP_ID,
      charset: 'utf-8',
      version: '1.0',
      trade_no: `2026${Date.now()}${seq}`,
      out_trade_no: outTradeNo,
      total_amount: total,
      trade_status: 'TRADE_SUCCESS',
    };
    n.sign = rsa2Sign(signContent(n, ['sign', 'sign_type']), keys.alipayPrivateKey);
    n.sign_type = 'RSA2';
    return n;
  }

  async function pay(o: { id: number; orderNo: string }, method: Method): Promise<void> {
    if (method === 'credit') expect((await api('POST', 'order/pay/credit', { orderNo: o.orderNo })).code).toBe(1);
    if (method === 'alipay') {
      expect((await api('POST', 'order/pay/alipay/create', { orderNo: o.orderNo })).code).toBe(1);
      const [p] = await ctx.db
        .select({ amount: payments.amount })
        .from(payments)
        .where(eq(payments.outTradeNo, `AP${o.orderNo}`));
      expect((await handleAlipayNotify(ctx.db, await notice(`AP${o.orderNo}`, p!.amount.toFixed(2)))).outcome).toBe(
        'applied',
      );
    }
    if (method === 'transfer') {
      const f = new FormData();
      f.append('orderNo', o.orderNo);
      f.append('file', new File([new Uint8Array(PNG)], 'voucher.png', { type: 'image/png' }));
      expect((await api('POST', 'order/pay/transfer/voucher', f)).code).toBe(1);
      await confirmTransfer(ctx.db, o.orderNo);
    }
    const [row] = await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('paid');
  }

  async function deliver(o: { id: number; orderNo: string }, complete = true): Promise<void> {
    await shipOrder(ctx.db, o.orderNo, '顺丰速运', `SF${Date.now()}${seq}`);
    if (complete) expect((await api('POST', `order/confirmReceipt/${o.id}`, {})).code).toBe(1);
  }

  async function claim(
    o: { id: number; orderNo: string },
    type: 'return' | 'refund' | 'replace',
    quantity = 1,
  ): Promise<{ id: number; afterSaleNo: string }> {
    const [line] = await ctx.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, o.id));
    const f = new FormData();
    for (const [k, v] of Object.entries({
      orderNo: o.orderNo,
      lineId: String(line!.id),
      type,
      quantity: String(quantity),
      reason: '包装破损',
    }))
      f.append(k, v);
    const r = await api<{ id: number; afterSaleNo: string }>('POST', 'afterSale/apply', f);
    expect(r.code).toBe(1);
    expect((await call(warehouse, 'POST', `after-sales/${r.data.id}/approve`, {})).code).toBe(1);
    if (type === 'return')
      expect(
        (await api('POST', `afterSale/return/${r.data.id}`, { carrier: '顺丰速运', trackingNo: 'SF0000000001' })).code,
      ).toBe(1);
    return r.data;
  }

  /** The claim completed in the console (warehouse), as staff do it; an amount sent along is ignored. */
  async function complete(a: { id: number }): Promise<void> {
    expect(
      (
        await call(warehouse, 'POST', `after-sales/${a.id}/complete`, {
          resolution: '已退款',
          amount: 0.01,
          amountFen: 1,
        })
      ).code,
    ).toBe(1);
  }

  /** A delivered order paid by `method` with a completed claim of one unit: the order, the claim and its refund. */
  async function refunded(method: Method, num = 2, type: 'return' | 'refund' = 'refund') {
    const o = await place(num);
    await pay(o, method);
    await deliver(o);
    const a = await claim(o, type, 1);
    await complete(a);
    return { o, a, r: await refundOf(a.id) };
  }

  const refundOf = async (afterSaleId: number) =>
    (await ctx.db.select().from(refunds).where(eq(refunds.afterSaleId, afterSaleId)))[0]!;
  const usedFen = async () =>
    fen(
      (await ctx.db.select({ u: creditAccounts.used }).from(creditAccounts).where(eq(creditAccounts.orgId, orgId)))[0]!
        .u,
    );
  const pointsOf = async () =>
    (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, buyer.id)))[0]!.p;
  const ledgerSum = async () =>
    Number(
      (
        await ctx.db
          .select({ s: sql<number>`coalesce(sum(${pointsLedger.delta}), 0)::int` })
          .from(pointsLedger)
          .where(eq(pointsLedger.userId, buyer.id))
      )[0]!.s,
    );

  async function issue(invoiceId: number, number: string): Promise<void> {
    const f = new FormData();
    f.set('invoiceNumber', number);
    f.set('file', new File([demoInvoicePdf(['TEST'])], 'i.pdf', { type: 'application/pdf' }));
    const r = await call(finance, 'POST', `invoices/${invoiceId}/issue`, f);
    expect([r.code, (r.data as { message?: string }).message]).toEqual([1, '已开票，买家可在发票管理中下载']);
  }

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
