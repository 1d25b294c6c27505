/**
 * Buying journeys (issue 12) in Chromium against the production build:
 *  - a guest adds two packages → logs in from the popup → the cart keeps them → settlement → bank transfer with a
 *    voucher → the order is in 待确认 in the order centre;
 *  - the demo organisation buyer pays on credit and the quota drops;
 *  - the Alipay development adapter pays → /successAliPage 支付完成 and the order is 待发货;
 *  - direct purchase (立即购买) lands in the cart;
 *  - cancelling an unpaid order gives the stock back.
 */
import { test, expect, type Page } from './helpers/fixtures';
import {
  api,
  ensureAddress,
  findPackages,
  freshMobile,
  loginDemo,
  loginFreshBuyer,
  outboxCode,
  placeOrderApi,
  solveCaptcha,
  stockOf,
  useToken,
} from './helpers/buyer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function addFromGoodsPage(page: Page, productId: number, skuId: number) {
  await page.goto(`/goodsDetail/${productId}?skuId=${skuId}`);
  await page.getByTestId('add-to-cart').first().click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
}

test('guest → popup login → cart → settlement → bank transfer voucher → 待确认', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const pkgs = await findPackages(page.request, 2);
  await page.context().addCookies([{ name: 'GUIDE_FINISHED', value: '1', url: baseURL! }]);
  for (const p of pkgs) await addFromGoodsPage(page, p.productId, p.skuId);
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  // Log in from the popup (手机登录: image captcha, then the SMS code from the development outbox).
  const mobile = freshMobile();
  await page.getByTestId('topbar-login').click();
  const popup = page.getByTestId('login-popup');
  await popup.getByRole('tab', { name: '手机登录' }).click();
  const form = popup.getByTestId('login-sms-form');
  await form.getByLabel('手机号').fill(mobile);
  await solveCaptcha(page, form);
  const since = Date.now();
  await form.getByTestId('sms-button').click();
  await form.getByLabel('短信验证码').fill(await outboxCode(page.request, 'sms', mobile, since));
  const synced = page.waitForRequest((r) => r.url().includes('/buy/car/synchronize'));
  await form.getByTestId('login-submit').click();
  await synced;
  await expect(page.getByTestId('topbar-user')).toBeVisible();

  // The cart page has both lines; the totals come from the server.
  await page.goto('/settlementCenter');
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
  const expectedGoods = pkgs.reduce((s, p) => s + Math.round(p.price * 100), 0) / 100;
  await expect(page.getByTestId('cart-goods-amount')).toContainText(
    expectedGoods.toLocaleString('zh-CN', { minimumFractionDigits: 2 }),
  );

  // A new buyer needs an address first (the settlement page links to it); add one through the API.
  const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
  await ensureAddress(page.request, token);
  await page.getByTestId('cart-settle').click();
  await expect(page).toHaveURL(/\/settlementPage$/);
  await expect(page.getByTestId('settle-address')).toHaveCount(1);
  await expect(page.getByTestId('settle-lines').locator('tbody tr')).toHaveCount(2);
  await page.getByPlaceholder(/采购单号/).fill('PO-E2E-001');
  await page.screenshot({ path: 'test-results/settlement.png', fullPage: true });
  // A double click makes one order.
  await page.getByTestId('settle-submit').dblclick();
  await expect(page).toHaveURL(/\/settlementPage\/payment\/paymentBill\?orderNo=SO\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;
  const list = await api<{ orderNo: string }[]>(page.request, token, 'order', 'POST', 'order/list', {});
  expect(list.data.map((o) => o.orderNo)).toEqual([orderNo]);

  // Bank transfer: the reference is the order number; upload the voucher.
  await page.getByText('对公转账', { exact: true }).click();
  await expect(page.getByTestId('pay-reference')).toHaveText(orderNo);
  await page.screenshot({ path: 'test-results/payment-transfer.png', fullPage: true });
  await page
    .getByTestId('pay-voucher-input')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('转账凭证已提交，等待确认收款')).toBeVisible();
  await page.getByTestId('pay-order-link').click();
  await expect(page.getByTestId('order-detail-status')).toHaveText('待确认');

  await page.goto('/orderCenter?status=pending_confirm');
  await expect(page.getByTestId('order-row-no')).toHaveText([orderNo]);
  await expect(page.getByTestId('order-tab-pending_confirm')).toContainText('(1)');
  await page.screenshot({ path: 'test-results/order-centre.png', fullPage: true });
});

test('the organisation buyer pays on credit and the quota drops', async ({ page, baseURL }) => {
  const token = await loginDemo(page.request);
  const [pkg] = await findPackages(page.request, 1, (p) => p.delivery !== '现货');
  const order = await placeOrderApi(page.request, token, [pkg!]);
  const before = await api<{ available: number }>(page.request, token, 'order', 'GET', 'order/platform/credit/amount');
  await useToken(page.context(), baseURL!, token);
  await page.goto(`/settlementPage/payment/paymentBill?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('pay-amount')).toBeVisible();
  await page.getByText('账期支付', { exact: true }).click();
  await expect(page.getByTestId('pay-credit')).toContainText('账期可用额度');
  await page.getByTestId('pay-credit-button').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/successAliPage\?orderNo=/);
  await expect(page.getByTestId('pay-success')).toContainText('支付完成');
  await expect(page.getByTestId('pay-success-status')).toHaveText('待发货');
  const after = await api<{ available: number }>(page.request, token, 'order', 'GET', 'order/platform/credit/amount');
  expect(Math.round((before.data.available - after.data.available) * 100)).toBe(Math.round(order.payAmount * 100));
});

test('Alipay (development adapter) pays the order: 支付完成 and 待发货', async ({ page, baseURL }) => {
  const { token } = await loginFreshBuyer(page.request);
  const [pkg] = await findPackages(page.request, 1, (p) => p.delivery !== '现货');
  const order = await placeOrderApi(page.request, token, [pkg!]);
  await useToken(page.context(), baseURL!, token);
  await page.goto(`/settlementPage/payment/paymentBill?orderNo=${order.orderNo}`);
  await page.getByTestId('pay-alipay').click();
  await expect(page).toHaveURL(/\/dev\/alipay\/gateway\?/);
  await expect(page.getByText('支付宝收银台（开发模拟）')).toBeVisible();
  await expect(page.getByTestId('dev-alipay-trade')).toHaveText(`AP${order.orderNo}`);
  await page.screenshot({ path: 'test-results/dev-alipay.png' });
  await page.getByRole('button', { name: '确认付款' }).click();
  await expect(page).toHaveURL(/\/successAliPage\?orderNo=/);
  await expect(page.getByTestId('pay-success')).toContainText('支付完成');
  await expect(page.getByTestId('pay-success-status')).toHaveText('待发货');
  await page.screenshot({ path: 'test-results/pay-success.png' });
  const d = await api<{ status: string; payMethod: string }>(
    page.request,
    token,
    'order',
    'GET',
    `order/detail?orderNo=${order.orderNo}`,
  );
  expect(d.data).toMatchObject({ status: 'paid', payMethod: 'alipay' });
});

test('direct purchase adds the package and opens the cart', async ({ page, baseURL }) => {
  const { token } = await loginFreshBuyer(page.request);
  const [pkg] = await findPackages(page.request, 1);
  await useToken(page.context(), baseURL!, token);
  // The page restores the session, then the cart is the server's (its count is fetched): wait for that.
  const serverCart = page.waitForResponse((r) => r.url().includes('/buy/car/total'));
  await page.goto(`/goodsDetail/${pkg!.productId}?skuId=${pkg!.skuId}`);
  await serverCart;
  await page.getByRole('button', { name: '立即购买' }).first().click();
  await expect(page).toHaveURL(/\/settlementCenter$/);
  await expect(page.getByTestId('cart-row')).toHaveCount(1);
});

test('cancelling an unpaid order in the order centre gives the stock back', async ({ page, baseURL }) => {
  const { token } = await loginFreshBuyer(page.request);
  const [pkg] = await findPackages(page.request, 1, (p) => p.delivery === '现货' && p.stock >= 2);
  const before = await stockOf(page.request, pkg!);
  const order = await placeOrderApi(page.request, token, [pkg!]);
  expect(await stockOf(page.request, pkg!)).toBe(before - 1);
  await useToken(page.context(), baseURL!, token);
  await page.goto('/orderCenter');
  await expect(page.getByTestId('order-row-status')).toHaveText(['待付款']);
  await page.getByTestId('order-cancel').click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('订单已取消')).toBeVisible();
  await expect(page.getByTestId('order-row-status')).toHaveText(['已取消']);
  expect(await stockOf(page.request, pkg!)).toBe(before);
  const d = await api<{ timeline: { label: string }[] }>(
    page.request,
    token,
    'order',
    'GET',
    `order/detail?orderNo=${order.orderNo}`,
  );
  expect(d.data.timeline.map((t) => t.label)).toEqual(['提交订单', '取消订单']);
});

test('quick order: a pasted list, then an .xlsx with one ambiguous line chosen → all in the cart', async ({
  page,
  baseURL,
}) => {
  const { token } = await loginFreshBuyer(page.request);
  const [a, b] = await findPackages(page.request, 2, (p) => p.packages > 1);
  await useToken(page.context(), baseURL!, token);
  await page.goto('/quickOrder');
  // Lower case, the 货号 without its hyphen, the package written apart and in capitals.
  await page
    .getByTestId('quick-text')
    .fill(
      `${a!.code.toLowerCase().replace('-', '')} ${a!.packageValue.replace(/(\d)([a-z])/i, '$1 $2').toUpperCase()} 2\nNO-SUCH-CODE 1g 1`,
    );
  await page.getByTestId('quick-match').click();
  await expect(page.getByTestId('quick-row')).toHaveCount(2);
  await expect(page.getByTestId('quick-row').nth(0)).toHaveAttribute('data-status', 'found');
  await expect(page.getByTestId('quick-row').nth(1)).toHaveAttribute('data-status', 'not_found');

  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('清单');
  ws.addRow(['货号/CAS', '包装', '数量']);
  ws.addRow([a!.code, a!.packageValue, 2]);
  ws.addRow([b!.code, '', 1]); // no package: the product has several → choose
  await page.getByTestId('quick-file').setInputFiles({
    name: '清单.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  });
  await expect(page.getByTestId('quick-row')).toHaveCount(2);
  await expect(page.getByTestId('quick-row').nth(1)).toHaveAttribute('data-status', 'ambiguous');
  await page.getByTestId('quick-choose').selectOption(String(b!.skuId));
  await page.screenshot({ path: 'test-results/quick-order.png', fullPage: true });
  await page.getByTestId('quick-to-cart').click();
  await expect(page).toHaveURL(/\/settlementCenter$/);
  await expect(page.getByTestId('cart-row')).toHaveCount(2);
});
