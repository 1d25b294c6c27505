/**
 * Paying orders (PGlite and PostgreSQL): credit against the organisation's quota, bank transfer with a voucher and
 * the staff confirmation, Alipay page pay with the development adapter (same SDK code as the real one) and the
 * asynchronous notification: forged, amount-changed, unknown and replayed notifications change nothing.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import {
  creditAccounts,
  orderEvents,
  orders,
  organizations,
  paymentNotifications,
  payments,
  users,
} from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';
import {
  devAlipayKeys,
  DEV_ALIPAY_APP_ID,
  rsa2Sign,
  rsa2Verify,
  signContent,
} from '../../lib/platform/adapters/alipay/dev';
import { amountToFen } from '../../lib/platform/adapters/alipay/sdk';
import { handleAlipayNotify } from '../../lib/domain/commerce/payments/alipay';
import { confirmTransfer, rejectTransfer, shipOrder } from '../../lib/domain/commerce/payments/staff';
import { staffCancelOrder } from '../../lib/domain/commerce/orders/staff/actions';
import { expireOrder } from '../../lib/domain/commerce/orders/expire';
import { siteUrl } from '../../lib/platform/seo/site';
import { GET as devGatewayGET } from '../../app/dev/alipay/gateway/route';

/** The development gateway's page for a pay URL (the route handler called directly, on the host the buyer used). */
const gatewayGET = (url: URL) => devGatewayGET(new Request(url.toString(), { headers: { host: url.host } }));

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let seq = 0;
const key = () => `pay-${process.pid}-${Date.now()}-${++seq}`;

describeDb('payments: credit, bank transfer, Alipay', (ctx) => {
  let c: Catalog;
  let buyer: TestUser;
  let orgId: number;
  let addrId: number;

  async function placeFor(u: TestUser, a: number, skuId: number, num = 1): Promise<{ id: number; orderNo: string }> {
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId, num }, u.h)).code).toBe(1);
    const r = await ctx.api('order', 'POST', 'order/submit', { idempotencyKey: key(), addressId: a }, u.h);
    expect(r.code).toBe(1);
    return r.data as { id: number; orderNo: string };
  }
  const statusOf = async (id: number) =>
    (await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const usedOf = async () =>
    (await ctx.db.select({ u: creditAccounts.used }).from(creditAccounts).where(eq(creditAccounts.orgId, orgId)))[0]!.u;

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'PY');
    buyer = await makeUser(ctx.db);
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `支付测试单位${process.pid}`, certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    await ctx.db.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, buyer.id));
    await ctx.db.insert(creditAccounts).values({ orgId, quota: 1000, used: 0, periodDays: 30, status: 1 });
    const a = await makeAddress(ctx.db, { userId: buyer.id });
    addrId = a.id;
  });

  test('amounts in fen from Alipay strings are exact', () => {
    expect(amountToFen('261.00')).toBe(26100);
    expect(amountToFen('0.1')).toBe(10);
    expect(amountToFen('120.51')).toBe(12051);
    expect(amountToFen('1e3')).toBeNull();
    expect(amountToFen('-1.00')).toBeNull();
    expect(amountToFen('1.234')).toBeNull();
  });

  test('credit: the quota is shown, paying takes it once, the order goes to 待发货; not enough quota changes nothing', async () => {
    const o = await placeFor(buyer, addrId, c.sku1, 2); // 241 + 20 freight = 261
    const amount = await ctx.api('order', 'GET', 'order/platform/credit/amount', undefined, buyer.h);
    expect(amount.data).toMatchObject({ hasAccount: true, quota: 1000, used: 0, available: 1000 });
    const msg = await ctx.api('order', 'GET', `order/pay/credit/message?orderNo=${o.orderNo}`, undefined, buyer.h);
    expect(msg.data).toMatchObject({ enough: true, payAmount: 261 });
    const paid = await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: o.orderNo }, buyer.h);
    expect(paid.code).toBe(1);
    expect(await statusOf(o.id)).toBe('paid');
    expect(await usedOf()).toBe(261);
    // Paying again (a retry, a double click) changes nothing.
    const again = await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: o.orderNo }, buyer.h);
    expect(again.code).toBe(0);
    expect(again.message).toBe('订单已支付');
    expect(await usedOf()).toBe(261);
    // An order bigger than what is left is refused and nothing changes.
    const big = await placeFor(buyer, addrId, c.sku2, 1); // 880, available 739
    const refused = await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: big.orderNo }, buyer.h);
    expect(refused.code).toBe(0);
    expect(refused.message).toMatch(/额度不足/);
    expect(await statusOf(big.id)).toBe('pending_payment');
    expect(await usedOf()).toBe(261);
    // Cancelling the paid order (before shipping) refunds it through the bill at once: the quota comes back.
    expect((await ctx.api('order', 'POST', `order/cancel/${o.id}`, {}, buyer.h)).code).toBe(1);
    expect(await statusOf(o.id)).toBe('refunded');
    expect(await usedOf()).toBe(0);
    await ctx.api('order', 'POST', `order/cancel/${big.id}`, {}, buyer.h);
  });

  test('credit: two orders racing for the same quota never overdraw it', async () => {
    await ctx.db
      .update(creditAccounts)
      .set({ used: 1000 - 150 })
      .where(eq(creditAccounts.orgId, orgId)); // 150 left
    const a = await placeFor(buyer, addrId, c.sku1, 1); // 140.50
    const b = await placeFor(buyer, addrId, c.skuB, 1); // 35 + 20 = 55
    const rs = await Promise.all(
      [a, b].map((o) => ctx.api('order', 'POST', 'order/pay/credit', { orderNo: o.orderNo }, buyer.h)),
    );
    expect(rs.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await usedOf()).toBeLessThanOrEqual(1000);
    for (const o of [a, b]) await ctx.api('order', 'POST', `order/cancel/${o.id}`, {}, buyer.h);
    await ctx.db.update(creditAccounts).set({ used: 0 }).where(eq(creditAccounts.orgId, orgId));
  });

  test('paying a cancelled order says why it was cancelled: by the buyer, by staff, or timed out', async () => {
    const pay = async (orderNo: string) => {
      const credit = await ctx.api('order', 'POST', 'order/pay/credit', { orderNo }, buyer.h);
      const alipay = await ctx.api('order', 'POST', 'order/pay/alipay/create', { orderNo }, buyer.h);
      expect(alipay.message).toBe(credit.message);
      return [credit.code, credit.message];
    };
    const byBuyer = await placeFor(buyer, addrId, c.skuB, 1);
    expect((await ctx.api('order', 'POST', `order/cancel/${byBuyer.id}`, {}, buyer.h)).code).toBe(1);
    expect(await pay(byBuyer.orderNo)).toEqual([0, '订单已取消，无需支付']);
    const byStaff = await placeFor(buyer, addrId, c.skuB, 1);
    await staffCancelOrder(ctx.db, byStaff.orderNo, '客户电话要求取消', null);
    expect(await pay(byStaff.orderNo)).toEqual([0, '订单已由商城取消，无需支付；如有疑问请联系客服']);
    const late = await placeFor(buyer, addrId, c.skuB, 1);
    await ctx.db
      .update(orders)
      .set({ payDeadline: new Date(Date.now() - 60_000) })
      .where(eq(orders.id, late.id));
    expect(await expireOrder(ctx.db, late.id)).toBe(true);
    expect(await pay(late.orderNo)).toEqual([0, '订单已超过支付时间，已自动取消']);
  });

  test('bank transfer: a voucher that is not an image or PDF is refused; a PNG moves the order to 待确认; staff confirm → 待发货', async () => {
    const o = await placeFor(buyer, addrId, c.sku2, 1); // made to order: 880, free freight
    const info = await ctx.api('order', 'GET', `order/pay/transfer/info?orderNo=${o.orderNo}`, undefined, buyer.h);
    expect(info.data).toMatchObject({ reference: o.orderNo, payAmount: 880 });
    const bad = new FormData();
    bad.append('orderNo', o.orderNo);
    bad.append(
      'file',
      new File([new Uint8Array(Buffer.from('MZ\x90\x00 not an image'))], 'voucher.png', { type: 'image/png' }),
    );
    const refused = await ctx.api('order', 'POST', 'order/pay/transfer/voucher', bad, buyer.h);
    expect(refused.code).toBe(0);
    expect(await statusOf(o.id)).toBe('pending_payment');
    const good = new FormData();
    good.append('orderNo', o.orderNo);
    good.append('file', new File([new Uint8Array(PNG)], 'voucher.png', { type: 'image/png' }));
    const up = await ctx.api('order', 'POST', 'order/pay/transfer/voucher', good, buyer.h);
    expect(up.code).toBe(1);
    expect(await statusOf(o.id)).toBe('pending_confirm');
    // Another buyer can neither see nor upload for this order.
    const other = await makeUser(ctx.db);
    expect(
      (await ctx.api('order', 'GET', `order/pay/transfer/info?orderNo=${o.orderNo}`, undefined, other.h)).code,
    ).toBe(0);
    // Staff reject, the buyer uploads again, staff confirm.
    await rejectTransfer(ctx.db, o.orderNo, '金额不符');
    expect(await statusOf(o.id)).toBe('pending_payment');
    const good2 = new FormData();
    good2.append('orderNo', o.orderNo);
    good2.append('file', new File([new Uint8Array(PNG)], 'voucher2.png', { type: 'image/png' }));
    expect((await ctx.api('order', 'POST', 'order/pay/transfer/voucher', good2, buyer.h)).code).toBe(1);
    await confirmTransfer(ctx.db, o.orderNo);
    expect(await statusOf(o.id)).toBe('paid');
    const [p] = await ctx.db.select().from(payments).where(eq(payments.orderId, o.id));
    expect(p).toMatchObject({ channel: 'transfer', status: 'paid' });
    // Confirming twice is an illegal transition and changes nothing.
    await expect(confirmTransfer(ctx.db, o.orderNo)).rejects.toThrow(/待发货/);
    await shipOrder(ctx.db, o.orderNo, '顺丰速运', 'SF1234567890');
    const d = await ctx.api('order', 'GET', `order/detail?orderNo=${o.orderNo}`, undefined, buyer.h);
    expect(d.data).toMatchObject({ status: 'shipped', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect((await ctx.api('order', 'POST', `order/confirmReceipt/${o.id}`, {}, buyer.h)).code).toBe(1);
    expect(await statusOf(o.id)).toBe('completed');
  });

  describe('Alipay', () => {
    async function notice(outTradeNo: string, total: string, extra: Record<string, string> = {}) {
      const keys = await devAlipayKeys(ctx.db);
      const n: Record<string, string> = {
        notify_id: `n${Date.now()}${Math.random().toString(36).slice(2)}`,
        notify_type: 'trade_status_sync',
        notify_time: '2026-11-25 12:00:00',
        app_id: DEV_ALIPAY_APP_ID,
        charset: 'utf-8',
        version: '1.0',
        trade_no: `2026${Date.now()}`,
        out_trade_no: outTradeNo,
        total_amount: total,
        trade_status: 'TRADE_SUCCESS',
        ...extra,
      };
      n.sign = rsa2Sign(signContent(n, ['sign', 'sign_type']), keys.alipayPrivateKey);
      n.sign_type = 'RSA2';
      return n;
    }

    test('create builds a signed page-pay request for the development gateway', async () => {
      const o = await placeFor(buyer, addrId, c.sku2, 1);
      const r = await ctx.api('order', 'POST', 'order/pay/alipay/create', { orderNo: o.orderNo }, buyer.h);
      expect(r.code).toBe(1);
      const url = new URL((r.data as { payUrl: string }).payUrl);
      expect(url.pathname).toBe('/dev/alipay/gateway');
      const params = Object.fromEntries(url.searchParams) as Record<string, string>;
      expect(params.method).toBe('alipay.trade.page.pay');
      expect(JSON.parse(params.biz_content!)).toMatchObject({
        out_trade_no: `AP${o.orderNo}`,
        total_amount: '880.00',
        product_code: 'FAST_INSTANT_TRADE_PAY',
      });
      const keys = await devAlipayKeys(ctx.db);
      expect(rsa2Verify(signContent(params, ['sign']), params.sign!, keys.appPublicKey)).toBe(true);
      expect(
        rsa2Verify(
          signContent({ ...params, biz_content: params.biz_content!.replace('880.00', '0.01') }, ['sign']),
          params.sign!,
          keys.appPublicKey,
        ),
      ).toBe(false);
    });

    // Issue 34: a payment started on 127.0.0.1 returned to localhost (SITE_URL's default host), where the buyer's
    // session cookie does not exist. Without SITE_URL the buyer comes back to the host they used; the notification
    // still goes to SITE_URL's.
    test('without SITE_URL the cashier and the return URL are on the host the buyer used', async () => {
      const saved = process.env.SITE_URL;
      delete process.env.SITE_URL;
      try {
        const o = await placeFor(buyer, addrId, c.sku2, 1);
        const r = await ctx.api(
          'order',
          'POST',
          'order/pay/alipay/create',
          { orderNo: o.orderNo },
          { ...buyer.h, host: '127.0.0.1:3999' },
        );
        expect(r.code).toBe(1);
        const url = new URL((r.data as { payUrl: string }).payUrl);
        expect(url.origin).toBe('http://127.0.0.1:3999');
        expect(new URL(url.searchParams.get('return_url')!).origin).toBe('http://127.0.0.1:3999');
        expect(new URL(url.searchParams.get('notify_url')!).origin).toBe(new URL(siteUrl()).origin);
      } finally {
        if (saved !== undefined) process.env.SITE_URL = saved;
      }
    });

    // Issue 36: the phone cashier (手机网站支付 alipay.trade.wap.pay) through the same adapter and development gateway.
    test('wap create builds a signed alipay.trade.wap.pay request that returns to the phone pages; the gateway shows it; the notification pays', async () => {
      const o = await placeFor(buyer, addrId, c.sku2, 1);
      const other = await makeUser(ctx.db);
      const refused = await ctx.api('order', 'POST', 'order/pay/alipay/wap/create', { orderNo: o.orderNo }, other.h);
      expect(refused).toMatchObject({ code: 0, message: '订单不存在' });
      const r = await ctx.api('order', 'POST', 'order/pay/alipay/wap/create', { orderNo: o.orderNo }, buyer.h);
      expect(r.code).toBe(1);
      const url = new URL((r.data as { payUrl: string }).payUrl);
      expect(url.pathname).toBe('/dev/alipay/gateway');
      const params = Object.fromEntries(url.searchParams) as Record<string, string>;
      expect(params.method).toBe('alipay.trade.wap.pay');
      const biz = JSON.parse(params.biz_content!) as Record<string, string>;
      // The same trade number as the desktop cashier: Alipay takes the money once, whichever device pays.
      expect(biz).toMatchObject({
        out_trade_no: `AP${o.orderNo}`,
        total_amount: '880.00',
        product_code: 'QUICK_WAP_WAY',
      });
      const ret = new URL(params.return_url!);
      expect(ret.pathname).toBe('/mobileView');
      expect(ret.searchParams.get('target')).toBe(`/successAliPage?orderNo=${o.orderNo}`);
      const quit = new URL(biz.quit_url!);
      expect(quit.searchParams.get('target')).toBe(`/settlementPage/payment/paymentBill?orderNo=${o.orderNo}`);
      const keys = await devAlipayKeys(ctx.db);
      expect(rsa2Verify(signContent(params, ['sign']), params.sign!, keys.appPublicKey)).toBe(true);

      // The development gateway plays the phone cashier and says what it is; a request it did not sign is refused.
      const shown = await gatewayGET(url);
      const html = await shown.text();
      expect([shown.status, html.match(/请求无效：[^<]*/)?.[0]]).toEqual([200, undefined]);
      expect(html).toContain('支付宝手机收银台（开发模拟）');
      expect(html).toContain('不会真实扣款');
      expect(html).toContain('放弃付款');
      expect(html).toContain('¥880.00');
      const forged = new URL(url);
      forged.searchParams.set('biz_content', params.biz_content!.replace('880.00', '0.01'));
      expect((await gatewayGET(forged)).status).toBe(400);

      // Alipay's notification for the phone payment is handled by the page pay's idempotent code.
      expect(await statusOf(o.id)).toBe('pending_payment');
      expect((await handleAlipayNotify(ctx.db, await notice(`AP${o.orderNo}`, '880.00'))).outcome).toBe('applied');
      expect(await statusOf(o.id)).toBe('paid');
      // Paid: neither cashier can be opened again.
      const again = await ctx.api('order', 'POST', 'order/pay/alipay/wap/create', { orderNo: o.orderNo }, buyer.h);
      expect(again).toMatchObject({ code: 0, message: '订单已支付' });
    });

    test('a valid notification pays once; forged, amount-changed, unknown and replayed ones change nothing', async () => {
      const o = await placeFor(buyer, addrId, c.sku2, 1);
      expect((await ctx.api('order', 'POST', 'order/pay/alipay/create', { orderNo: o.orderNo }, buyer.h)).code).toBe(1);
      const trade = `AP${o.orderNo}`;

      const forged = await notice(trade, '880.00');
      forged.sign = forged.sign!.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'));
      expect(await handleAlipayNotify(ctx.db, forged)).toEqual({ outcome: 'bad_signature', answer: 'failure' });
      const tampered = await notice(trade, '880.00');
      tampered.total_amount = '0.01';
      expect((await handleAlipayNotify(ctx.db, tampered)).outcome).toBe('bad_signature');
      expect((await handleAlipayNotify(ctx.db, await notice(trade, '0.01'))).outcome).toBe('amount_mismatch');
      expect((await handleAlipayNotify(ctx.db, await notice('APSO-NO-SUCH', '880.00'))).outcome).toBe('unknown_order');
      expect(
        (await handleAlipayNotify(ctx.db, await notice(trade, '880.00', { app_id: '2099999999999999' }))).outcome,
      ).toBe('bad_app');
      expect(await statusOf(o.id)).toBe('pending_payment');

      const good = await notice(trade, '880.00');
      expect(await handleAlipayNotify(ctx.db, good)).toEqual({ outcome: 'applied', answer: 'success' });
      expect(await statusOf(o.id)).toBe('paid');
      const eventsAfter = await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id));
      expect(await handleAlipayNotify(ctx.db, good)).toEqual({ outcome: 'duplicate', answer: 'success' });
      expect((await handleAlipayNotify(ctx.db, await notice(trade, '880.00'))).outcome).toBe('already_paid');
      expect(await ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id))).toHaveLength(
        eventsAfter.length,
      );
      const [p] = await ctx.db.select().from(payments).where(eq(payments.outTradeNo, trade));
      expect(p).toMatchObject({ status: 'paid', tradeNo: good.trade_no });
      const recorded = await ctx.db
        .select({ outcome: paymentNotifications.outcome })
        .from(paymentNotifications)
        .where(eq(paymentNotifications.outTradeNo, trade));
      expect(recorded.map((r) => r.outcome).sort()).toEqual(
        ['already_paid', 'amount_mismatch', 'applied', 'bad_app', 'bad_signature', 'bad_signature'].sort(),
      );
      const st = await ctx.api('order', 'GET', `order/pay/status?orderNo=${o.orderNo}`, undefined, buyer.h);
      expect(st.data).toMatchObject({ paid: true, statusLabel: '待发货', payMethod: 'alipay' });
    });
  });
});
