/**
 * Issue 36 (a phone buyer can order): at 390 × 844 in Chromium with a phone's User-Agent, a guest searches, adds a
 * package to the cart on the phone goods page, is sent to the phone login by the cart (and back to the phone cart
 * afterwards), adds a receiving address in place at settlement (region cascade), pays in the development Alipay
 * phone cashier (alipay.trade.wap.pay) and finds the paid order, with the item, in the phone order list. Every
 * buyer page on the way fits the screen and its controls are at least 44 px high.
 */
import { expect, test, type Page } from './helpers/fixtures';
import { api, findPackages, loginFreshBuyer, placeOrderApi, smsLoginInPanel, useToken } from './helpers/buyer';
import { staffPage } from './helpers/staff';
import { PHONE, fitsPhone, sideways } from './helpers/phone';

test('a phone buyer goes from search to an order paid in the development Alipay phone cashier', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(3 * 60_000);
  const [pkg] = await findPackages((await browser.newContext({ baseURL })).request, 1);
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  const page = await ctx.newPage();

  // Search on the phone home, open the product.
  await page.goto('/');
  await expect(page).toHaveURL(/\/mobileView\?target=%2F$/);
  await page.getByLabel('搜索商品').fill(pkg!.code);
  await page.getByLabel('搜索商品').press('Enter');
  // An exact 货号 opens the product at once; otherwise the product is in the results.
  const result = page.getByTestId('mobile-results').locator(`a[href$="goodsDetail%2F${pkg!.productId}"]`).first();
  await expect(page.getByTestId('mobile-goods').or(result)).toBeVisible();
  if (await result.isVisible()) await result.click();
  await expect(page.getByTestId('mobile-goods')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`goodsDetail%2F${pkg!.productId}(%3F|$)`));
  await expect(page.getByText('访问电脑版下单')).toHaveCount(0);

  // Choose the package and add it to the (guest) cart.
  await page.getByTestId('phone-sku').filter({ hasText: pkg!.packageValue }).first().click();
  await page.getByTestId('phone-add-cart').click();
  await expect(page.getByText('已加入购物车').first()).toBeVisible();
  await expect(page.getByTestId('phone-cart-link')).toContainText('1');

  // The cart needs a login: the phone login, then back to the phone cart.
  await page.getByTestId('phone-cart-link').click();
  await expect(page).toHaveURL(/\/mobileView\?target=%2Flogin%3Fredirect%3D/);
  await expect(page.getByTestId('phone-login')).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  await smsLoginInPanel(page, page.getByTestId('phone-login'));
  await expect(page).toHaveURL(/\/mobileView\?target=%2FsettlementCenter$/);

  // The phone cart has the package (the guest cart was synchronised at login); totals from the server.
  const row = page.getByTestId('phone-cart-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(pkg!.packageValue);
  await expect(page.getByTestId('cart-pay-amount')).not.toHaveText('计算中…');
  await fitsPhone(page, 'cart');
  await page.getByTestId('cart-settle').click();

  // Settlement: a new buyer adds the receiving address in place (region cascade), then places the order.
  await expect(page).toHaveURL(/target=%2FsettlementPage$/);
  await expect(page.getByTestId('phone-settlement')).toBeVisible();
  await fitsPhone(page, 'settlement');
  await page.getByTestId('settle-add-address').click();
  const addr = page.getByTestId('address-form');
  await addr.getByTestId('address-consignee').fill('王检测');
  await addr.getByTestId('address-mobile').fill('13912345678');
  const level = (n: number) => addr.getByTestId(`region-level-${n}`);
  await expect(level(1).locator('option')).not.toHaveCount(1);
  await level(1).selectOption({ label: '北京市' });
  await expect(level(2).locator('option', { hasText: '北京市' })).toHaveCount(1);
  await level(2).selectOption({ label: '北京市' });
  await expect(level(3).locator('option', { hasText: '东城区' })).toHaveCount(1);
  await level(3).selectOption({ label: '东城区' });
  await addr.getByTestId('address-detail').fill('东直门内大街 1 号 质检楼 3 层');
  await addr.getByTestId('address-save').click();
  await expect(page.getByTestId('settle-address')).toHaveCount(1);
  await expect(page.getByTestId('settle-address').first()).toContainText('王检测');
  const payText = (await page.getByTestId('settle-pay').innerText()).trim();
  await page.getByTestId('settle-submit').click();

  // Payment: 支付宝 opens the development phone cashier (alipay.trade.wap.pay), which says what it is.
  await expect(page).toHaveURL(/target=%2FsettlementPage%2Fpayment%2FpaymentBill%3ForderNo%3D/);
  const orderNo = (await page.getByTestId('pay-order-no').innerText()).trim();
  await expect(page.getByTestId('pay-amount')).toHaveText(payText);
  await fitsPhone(page, 'payment');
  await page.getByTestId('pay-alipay').click();
  await expect(page).toHaveURL(/\/dev\/alipay\/gateway\?/);
  await expect(page.getByText('支付宝手机收银台（开发模拟）')).toBeVisible();
  await expect(page.getByText('不会真实扣款')).toBeVisible();
  await expect(page.getByTestId('dev-alipay-trade')).toHaveText(`AP${orderNo}`);
  expect(new URL(page.url()).searchParams.get('method')).toBe('alipay.trade.wap.pay');
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  await page.getByRole('button', { name: '确认付款' }).click();

  // Back on the phone: 支付完成 from the shop's own database, then the order list has the paid order and the item.
  await expect(page).toHaveURL(/\/mobileView\?target=%2FsuccessAliPage%3ForderNo%3D/);
  await expect(page.getByTestId('pay-success')).toContainText('支付完成');
  await expect(page.getByTestId('pay-success-status')).toHaveText('待发货');
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page.getByTestId('order-detail-status')).toHaveText('待发货');
  await expect(page.getByTestId('order-timeline')).toContainText('支付');
  await fitsPhone(page, 'orderDetail');
  await page.goto('/orderCenter');
  await expect(page).toHaveURL(/\/mobileView\?target=%2ForderCenter$/);
  const order = page.getByTestId('order-row').filter({ hasText: orderNo });
  await expect(order).toHaveCount(1);
  await expect(order.getByTestId('order-row-status')).toHaveText('待发货');
  await expect(order.getByTestId('order-row-line')).toContainText(pkg!.packageValue);
  await fitsPhone(page, 'orders');

  // The server agrees: paid through Alipay.
  const token = (await ctx.cookies()).find((c) => c.name === 'token')!.value;
  const d = await api<{ status: string; payMethod: string }>(
    page.request,
    token,
    'order',
    'GET',
    `order/detail?orderNo=${orderNo}`,
  );
  expect(d.data).toMatchObject({ status: 'paid', payMethod: 'alipay' });
  await ctx.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A console call from a staff page's context (its session cookie), as the console's browser client makes it. */
async function staffCall(page: Page, path: string, data: unknown = {}): Promise<{ code: number; message: string }> {
  const r = await page.request.post(`/console/api/${path}`, {
    headers: { 'x-console': '1', 'content-type': 'application/json' },
    data,
  });
  return (await r.json()) as { code: number; message: string };
}

test('on a phone: the transfer voucher from the camera, then tracking, 确认收货 and 再次购买', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(3 * 60_000);
  const boot = await browser.newContext({ baseURL });
  const { token } = await loginFreshBuyer(boot.request);
  const [pkg] = await findPackages(boot.request, 1);
  const order = await placeOrderApi(boot.request, token, [pkg!]);
  await boot.close();
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  await useToken(ctx, baseURL!, token);
  const page = await ctx.newPage();

  // 对公转账: the voucher input opens the camera (capture) and uploads to the same voucher endpoint → 待确认.
  await page.goto(`/settlementPage/payment/paymentBill?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('payment-bill')).toBeVisible();
  await page.getByRole('radio', { name: '对公转账' }).check({ force: true });
  await expect(page.getByTestId('pay-reference')).toHaveText(order.orderNo);
  const input = page.getByTestId('pay-voucher-input');
  await expect(input).toHaveAttribute('capture', 'environment');
  await expect(input).toHaveAttribute('accept', 'image/*');
  await input.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('pay-state')).toContainText('转账凭证已提交，等待确认收款');

  // 财务 confirms the money, 仓库 ships: the phone order detail shows the tracking number; 确认收货 completes it.
  const finance = await staffPage(browser, 'finance');
  expect((await staffCall(finance, `orders/${order.orderNo}/confirm-transfer`)).code).toBe(1);
  const warehouse = await staffPage(browser, 'warehouse');
  const trackingNo = `SF${Date.now()}`;
  expect((await staffCall(warehouse, `orders/${order.orderNo}/ship`, { carrier: '顺丰速运', trackingNo })).code).toBe(
    1,
  );
  await page.goto(`/orderCenter/orderDetaile?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('order-detail-status')).toHaveText('已发货');
  await expect(page.getByTestId('order-tracking')).toContainText(trackingNo);
  await fitsPhone(page, 'orderDetail');
  await page.getByTestId('order-receipt').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('order-detail-status')).toHaveText('已完成');

  // 再次购买 puts the lines back into the cart and opens the phone cart.
  await page.getByTestId('order-buy-again').click();
  await expect(page).toHaveURL(/\/mobileView\?target=%2FsettlementCenter$/);
  await expect(page.getByTestId('phone-cart-row').filter({ hasText: pkg!.packageValue })).toHaveCount(1);
  await ctx.close();
});

test('on a phone: 加入询价篮 on the goods page, submit the inquiry, and find it in 我的询价', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(2 * 60_000);
  const boot = await browser.newContext({ baseURL });
  const { token } = await loginFreshBuyer(boot.request);
  const [pkg] = await findPackages(boot.request, 1);
  await boot.close();
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  await useToken(ctx, baseURL!, token);
  const page = await ctx.newPage();

  await page.goto(`/goodsDetail/${pkg!.productId}`);
  await page.getByTestId('phone-sku').filter({ hasText: pkg!.packageValue }).first().click();
  await page.getByTestId('phone-add-basket').click();
  await expect(page.getByText('已加入询价篮').first()).toBeVisible();

  await page.goto('/inquiryCenter');
  await expect(page).toHaveURL(/\/mobileView\?target=%2FinquiryCenter$/);
  const row = page.getByTestId('basket-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(pkg!.packageValue);
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  await row.getByLabel('纯度要求').fill('≥98%');
  if (!(await page.getByLabel('联系人').inputValue())) await page.getByLabel('联系人').fill('王检测');
  await page.getByTestId('inquiry-submit').click();

  // The desktop component's own navigation lands on the phone view of 询价详情 (the proxy maps it).
  await expect(page).toHaveURL(/\/mobileView\?target=%2FinquiryCenter%2FinquiryDetails%2F\d+$/);
  await expect(page.getByTestId('inquiry-status')).toHaveText('待报价');
  expect(await sideways(page)).toBeLessThanOrEqual(1);
  await page.goto('/inquiryCenter/inquiryList');
  await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
  await ctx.close();
});

test('on a phone: a tap on 加入购物车 before React is ready waits for it, and is not lost', async ({
  browser,
  baseURL,
}) => {
  const [pkg] = await findPackages((await browser.newContext({ baseURL })).request, 1);
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  const page = await ctx.newPage();
  // A slow phone: the page's scripts arrive 2 s after its HTML, so the first tap lands before hydration.
  await page.route('**/_next/static/**/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto(`/goodsDetail/${pkg!.productId}`, { waitUntil: 'domcontentloaded' });
  // The server HTML shows the bar is not ready (disabled, aria-busy) instead of taking taps that do nothing.
  await expect(page.getByTestId('phone-buy')).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('phone-add-cart')).toBeDisabled();
  await page.getByTestId('phone-sku').filter({ hasText: pkg!.packageValue }).first().click();
  await page.getByTestId('phone-add-cart').click();
  await expect(page.getByText('已加入购物车').first()).toBeVisible();
  await expect(page.getByTestId('phone-cart-link')).toContainText('1');
  await ctx.close();
});
