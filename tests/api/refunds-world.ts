/**
 * The world the refund tests share (tests/api/refunds*.test.ts): a catalogue, a buyer in an organisation with a
 * credit account, an address and a VAT invoice title, finance and warehouse staff, the development Alipay gateway;
 * and the steps a buyer and staff take (place, pay, deliver, claim, complete, issue) and the ledgers' readers.
 */
import { eq, sql } from 'drizzle-orm';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { startDevAlipayGateway, type DevGateway } from '../helpers/dev-alipay';
import {
  creditAccounts,
  invoiceTitles,
  orderLines,
  orders,
  organizations,
  payments,
  pointsLedger,
  refunds,
  skus,
  users,
} from '../../lib/db/schema';
import { devAlipayKeys, DEV_ALIPAY_APP_ID, rsa2Sign, signContent } from '../../lib/platform/adapters/alipay/dev';
import { handleAlipayNotify } from '../../lib/domain/commerce/payments/alipay';
import { confirmTransfer, shipOrder } from '../../lib/domain/commerce/payments/staff';
import { demoInvoicePdf } from '../../lib/domain/commerce/invoices/staff';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';

import type { TestCtx } from '../helpers/db';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export type Env<T = unknown> = { code: number; data: T; message: string; status: number; totalCount?: number };
export type Method = 'credit' | 'alipay' | 'transfer';
let seq = 0;
export const key = () => `rf-${process.pid}-${Date.now()}-${++seq}`;
export const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
export const fen = (yuan: number) => Math.round(yuan * 100);

/** Registers the world's beforeAll/afterAll in the calling describe; state() reads what beforeAll made. */
export function refundsWorld(ctx: TestCtx) {
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

  const state = (): {
    c: Catalog;
    buyer: TestUser;
    orgId: number;
    addrId: number;
    titleId: number;
    finance: TestStaff;
    warehouse: TestStaff;
    gw: DevGateway;
  } => ({ c, buyer, orgId, addrId, titleId, finance, warehouse, gw });
  return {
    state,
    place,
    notice,
    pay,
    deliver,
    claim,
    complete,
    refunded,
    issue,
    call,
    api,
    refundOf,
    usedFen,
    pointsOf,
    ledgerSum,
  };
}
