/**
 * Refunds reach every ledger (issue 31 part 1), in Chromium against a real server:
 *  (a) the demo organisation buys on credit, claims 退货退款 of one line, 仓库 completes the claim in the console →
 *      the buyer's order detail, after-sales detail and 账期管理 show the refund and the bill dropped by it;
 *  (b) a bank-transfer order invoiced before a 仅退款: 财务 records the outgoing transfer in the console's 退款 area
 *      → the buyer sees the reference on the order, and the red-letter invoice beside the original;
 *  (c) an order paid through the Alipay cashier (development gateway) and cancelled by the buyer → refunded through
 *      alipay.trade.refund to the same gateway → 已退款 on the order detail.
 * Screenshots: docs/screenshots/refunds-*.png.
 */
import type { Browser } from '@playwright/test';
import { test, expect, type BrowserContext, type Page } from './helpers/fixtures';
import { api, findPackages, loginDemo, loginFreshBuyer, placeOrderApi, useToken, type Pkg } from './helpers/buyer';
import { staffPage } from './helpers/staff';
import { REFUND_MSG } from '../lib/config/messages';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

async function buyerContext(
  browser: Browser,
  baseURL: string,
  token: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await useToken(context, baseURL, token);
  return { context, page: await context.newPage() };
}

/** A console call from a staff page's context (its session cookie), as the console's browser client makes it. */
async function staffCall<T>(
  page: Page,
  path: string,
  data: unknown = {},
): Promise<{ code: number; data: T; message: string }> {
  const r = await page.request.post(`/console/api/${path}`, {
    headers: { 'x-console': '1', 'content-type': 'application/json' },
    data,
  });
  return (await r.json()) as { code: number; data: T; message: string };
}

/** Ships the order (仓库) and the buyer confirms receipt. */
async function deliver(
  warehouse: Page,
  request: BrowserContext['request'],
  token: string,
  order: { id: number; orderNo: string },
) {
  expect(
    (await staffCall(warehouse, `orders/${order.orderNo}/ship`, { carrier: '顺丰速运', trackingNo: `SF${Date.now()}` }))
      .code,
  ).toBe(1);
  expect((await api(request, token, 'order', 'POST', `order/confirmReceipt/${order.id}`, {})).code).toBe(1);
}

/** The buyer claims one line (type) and 仓库 approves; a return is sent back. Returns the claim. */
async function claimLine(
  request: BrowserContext['request'],
  token: string,
  warehouse: Page,
  orderNo: string,
  type: 'return' | 'refund',
) {
  const claimable = await api<{ lines: { lineId: number; price: number }[] }>(
    request,
    token,
    'order',
    'GET',
    `afterSale/claimable?orderNo=${orderNo}`,
  );
  const line = claimable.data.lines[0]!;
  const r = await request.post('/mall/shopping/order/api/afterSale/apply', {
    headers: { token, Authorization: token },
    multipart: { orderNo, lineId: String(line.lineId), type, quantity: '1', reason: '包装破损或泄漏' },
  });
  const claim = ((await r.json()) as { code: number; data: { id: number; afterSaleNo: string } }).data;
  expect((await staffCall(warehouse, `after-sales/${claim.id}/approve`, {})).code).toBe(1);
  if (type === 'return')
    expect(
      (
        await api(request, token, 'order', 'POST', `afterSale/return/${claim.id}`, {
          carrier: '顺丰速运',
          trackingNo: 'SF1234567890',
        })
      ).code,
    ).toBe(1);
  return { ...claim, price: line.price };
}

test('credit: 仓库 completes a 退货退款 in the console → order, after-sales and 账期管理 show the refund', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const bootstrap = await browser.newContext({ baseURL });
  const token = await loginDemo(bootstrap.request);
  await bootstrap.close();
  const { context, page } = await buyerContext(browser, baseURL!, token);
  const pkgs = await findPackages(context.request, 2, (p: Pkg) => p.stock >= 1 && p.price < 2000);
  const order = await placeOrderApi(context.request, token, pkgs);
  expect(
    (await api(context.request, token, 'order', 'POST', 'order/pay/credit', { orderNo: order.orderNo })).code,
  ).toBe(1);
  const warehouse = await staffPage(browser, 'warehouse');
  await deliver(warehouse, context.request, token, order);
  const claim = await claimLine(context.request, token, warehouse, order.orderNo, 'return');
  const billBefore = await api<{ bills: { orderNo: string; amount: number }[] }>(
    context.request,
    token,
    'user',
    'GET',
    'credit/overview',
  );
  expect(billBefore.data.bills.find((b) => b.orderNo === order.orderNo)!.amount).toBe(order.payAmount);

  // 仓库 completes in the console: the dialog says how the money goes back.
  await warehouse.goto(`/console/after-sales/${claim.id}`);
  await warehouse.getByTestId('after-sale-complete').click();
  await expect(warehouse.getByRole('dialog')).toContainText('账期冲减账单并恢复额度');
  await warehouse.getByLabel(/^处理结果/).fill('退货已验收入库');
  await warehouse.getByTestId('after-sale-complete-confirm').click();
  await expect(warehouse.getByTestId('after-sale-status')).toHaveText('已完成');
  await expect(warehouse.getByTestId('after-sale-refund')).toContainText('已退款');
  await expect(warehouse.getByTestId('after-sale-refund')).toContainText('退回账期额度');

  // The buyer: the order detail lists the refund and the amount refunded.
  await page.goto(`/orderCenter/orderDetaile?orderNo=${order.orderNo}`);
  const refunds = page.getByTestId('order-refunds');
  await expect(refunds.getByTestId('order-refund-row')).toHaveCount(1);
  await expect(refunds).toContainText('退回账期额度');
  await expect(refunds).toContainText('已退款');
  await expect(page.getByTestId('order-refunded')).toContainText(`¥${claim.price.toFixed(2)}`);
  await page.screenshot({ path: 'docs/screenshots/refunds-order-detail.png', fullPage: true });

  // The claim shows its refund with the refund's own timeline.
  await page.goto(`/afterSalesCenter/afterASingle?id=${claim.id}`);
  await expect(page.getByTestId('after-sale-refund-status')).toHaveText('已退款');
  await expect(page.getByTestId('after-sale-refund')).toContainText('退款成功');
  await page.screenshot({ path: 'docs/screenshots/refunds-after-sale.png', fullPage: true });

  // 账期管理: the bill asks for the rest, the refund is beside it.
  await page.goto('/personalCenter/accountingPeriod');
  const row = page.getByTestId('credit-bills').getByRole('row').filter({ hasText: order.orderNo });
  await expect(row.getByTestId('credit-bill-refunded')).toHaveText(
    `-¥${claim.price.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`,
  );
  const owed = Math.round(order.payAmount * 100) - Math.round(claim.price * 100);
  await expect(row.getByTestId('credit-bill-amount')).toHaveText(
    `¥${(owed / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`,
  );
  await page.screenshot({ path: 'docs/screenshots/refunds-accounting-period.png', fullPage: true });
  await context.close();
  await warehouse.context().close();
});

test('bank transfer, invoiced first: 财务 records the refund transfer → the buyer sees the reference and a red-letter invoice', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const bootstrap = await browser.newContext({ baseURL });
  const { token } = await loginFreshBuyer(bootstrap.request);
  await bootstrap.close();
  const { context, page } = await buyerContext(browser, baseURL!, token);
  const h = { token, Authorization: token };
  const pkgs = await findPackages(context.request, 2, (p: Pkg) => p.stock >= 1 && p.price < 2000);
  const order = await placeOrderApi(context.request, token, pkgs);
  const voucher = await context.request.post('/mall/shopping/order/api/order/pay/transfer/voucher', {
    headers: h,
    multipart: { orderNo: order.orderNo, file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(((await voucher.json()) as { code: number }).code).toBe(1);
  const finance = await staffPage(browser, 'finance');
  expect((await staffCall(finance, `orders/${order.orderNo}/confirm-transfer`)).code).toBe(1);
  const warehouse = await staffPage(browser, 'warehouse');
  await deliver(warehouse, context.request, token, order);

  // An ordinary invoice for the whole order, issued by 财务 before the refund.
  const title = await api<{ id: number }>(context.request, token, 'user', 'POST', 'invoiceTitle/save', {
    type: 1,
    title: '上海某某检测技术有限公司',
    taxNo: '91440300708461136T',
  });
  expect(title.code, title.message).toBe(1);
  const inv = await api<{ id: number; amount: number }>(context.request, token, 'order', 'POST', 'invoice/apply', {
    orderNos: [order.orderNo],
    titleId: title.data.id,
  });
  expect(inv.data.amount).toBe(order.payAmount);
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
  const issued = await finance.request.post(`/console/api/invoices/${inv.data.id}/issue`, {
    headers: { 'x-console': '1' },
    multipart: {
      invoiceNumber: `2431${Date.now()}`.slice(0, 20),
      file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
  });
  expect(((await issued.json()) as { code: number; message: string }).code).toBe(1);

  const claim = await claimLine(context.request, token, warehouse, order.orderNo, 'refund');
  expect((await staffCall(warehouse, `after-sales/${claim.id}/complete`, { resolution: '少发一支，退款' })).code).toBe(
    1,
  );

  // 财务: the refund waits in 退款 → 待处理; the console home counts it.
  await finance.goto('/console');
  await expect(finance.locator('[data-queue="refunds"]')).toBeVisible();
  await finance.goto('/console/refunds?status=open');
  await finance.getByRole('search').getByLabel('搜索').fill(order.orderNo);
  await finance.getByRole('search').getByRole('button', { name: '查询' }).click();
  const row = finance.getByTestId('refund-row').filter({ hasText: order.orderNo });
  await expect(row).toContainText('退款中');
  await expect(row).toContainText('银行转账退回');
  await row.getByRole('link', { name: '处理' }).click();
  await finance.waitForURL(/\/console\/refunds\/\d+$/);
  await expect(finance.getByTestId('refund-status')).toHaveText('退款中');
  await finance.getByTestId('refund-transfer').click();
  await finance.getByLabel('转账流水号').fill('ICBC-E2E-0001');
  await finance.getByLabel('转账日期').fill(today());
  await finance.getByTestId('refund-transfer-confirm').click();
  await expect(finance.getByText(REFUND_MSG.transferRecorded)).toBeVisible();
  await expect(finance.getByTestId('refund-status')).toHaveText('已退款');
  await finance.screenshot({ path: 'docs/screenshots/refunds-console-detail.png', fullPage: true });

  // The buyer: the reference on the order; the invoice centre shows the original and its red-letter invoice.
  await page.goto(`/orderCenter/orderDetaile?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('order-refunds')).toContainText('转账流水号 ICBC-E2E-0001');
  await page.goto('/personalCenter/invoice');
  const red = page.getByTestId('invoice-red-row');
  await expect(red).toHaveCount(1);
  await expect(red).toContainText('红字普通发票');
  await expect(red).toContainText(`-¥${claim.price.toLocaleString('zh-CN', { minimumFractionDigits: 2 })}`);
  await expect(page.getByTestId('invoice-row').filter({ hasText: order.orderNo })).toContainText('红字');
  await page.screenshot({ path: 'docs/screenshots/refunds-invoices.png', fullPage: true });
  await context.close();
  await finance.context().close();
  await warehouse.context().close();
});

test('Alipay: an order paid at the cashier and cancelled is refunded through alipay.trade.refund → 已退款', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const bootstrap = await browser.newContext({ baseURL });
  const { token } = await loginFreshBuyer(bootstrap.request);
  await bootstrap.close();
  const { context, page } = await buyerContext(browser, baseURL!, token);
  const [pkg] = await findPackages(context.request, 1, (p: Pkg) => p.delivery !== '现货');
  const order = await placeOrderApi(context.request, token, [pkg!]);
  await page.goto(`/settlementPage/payment/paymentBill?orderNo=${order.orderNo}`);
  await page.getByTestId('pay-alipay').click();
  await expect(page).toHaveURL(/\/dev\/alipay\/gateway\?/);
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page.getByTestId('pay-success-status')).toHaveText('待发货');

  await page.goto(`/orderCenter/orderDetaile?orderNo=${order.orderNo}`);
  await page.getByTestId('order-cancel').click();
  await expect(page.getByRole('dialog')).toContainText('取消后将为您退款');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('order-detail-status')).toHaveText('已退款');
  const refunds = page.getByTestId('order-refunds');
  await expect(refunds).toContainText('原路退回支付宝');
  await expect(refunds).toContainText('已退款');
  await expect(refunds).toContainText('支付宝交易号');
  // The development gateway refunded it once, under the refund's number.
  await page.goto('/dev/alipay/refunds');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `AP${order.orderNo}` })
      .filter({ hasText: '退款成功' }),
  ).toHaveCount(1);
  await context.close();
});
