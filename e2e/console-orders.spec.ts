/**
 * Operations console journeys, a buyer and staff side by side in two browser contexts (issue 14, "done means"):
 *  (a) the demo buyer submits an inquiry from the inquiry basket → 运营 quotes it in the console → the buyer sees the
 *      quote, accepts it and places the order;
 *  (b) a buyer places an order, pays by bank transfer with a voucher → 财务 sees the voucher and confirms the money →
 *      仓库 ships with a carrier and tracking number (a missing number is refused) → the buyer sees 已发货 with it.
 *  (c) the demo buyer asks for a custom synthesis → 运营 sees the structure drawn, quotes → the buyer sees 已报价.
 * Screenshots of the order list and an order detail: docs/screenshots/console-orders.png / console-order-detail.png.
 */
import type { Browser } from '@playwright/test';
import { test, expect, type BrowserContext, type Page } from './helpers/fixtures';
import { api, ensureAddress, findPackages, loginDemo, loginFreshBuyer, placeOrderApi, useToken } from './helpers/buyer';
import { staffPage } from './helpers/staff';

/** A transfer receipt as a PNG, drawn by the browser (a real-looking voucher for the screenshot). */
async function voucherPng(context: BrowserContext, orderNo: string, amount: string): Promise<Buffer> {
  const p = await context.newPage();
  await p.setViewportSize({ width: 520, height: 300 });
  await p.setContent(`<div style="font:14px sans-serif;padding:24px;border:2px solid #c00;margin:8px;line-height:1.9">
    <div style="font-size:18px;font-weight:bold;color:#c00">中国工商银行 网上银行电子回单（测试）</div>
    <div>付款人：某某药检所</div><div>收款人：标准物质商城（演示）有限公司</div>
    <div>金额：${amount}</div><div>用途：${orderNo}</div></div>`);
  const png = await p.locator('div').first().screenshot();
  await p.close();
  return png;
}

/** The buyer's own browser context, logged in with `login` (the first-visit guide skipped). */
async function buyerPage(
  browser: Browser,
  baseURL: string,
  login: (c: BrowserContext) => Promise<string>,
): Promise<{ buyer: Page; token: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const token = await login(context);
  await useToken(context, baseURL, token);
  return { buyer: await context.newPage(), token };
}

test('inquiry basket → 运营 quotes in the console → the buyer sees the quote, accepts and orders', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { buyer, token } = await buyerPage(browser, baseURL!, (c) => loginDemo(c.request));
  await ensureAddress(buyer.request, token);
  // Start from an empty basket with one made-to-order package in it (2 units: no stock of other journeys involved).
  const old = await api<{ id: number }[]>(buyer.request, token, 'order', 'GET', 'inquiry/basket/list');
  for (const r of old.data ?? []) await api(buyer.request, token, 'order', 'POST', `inquiry/basket/delete/${r.id}`);
  const [pkg] = await findPackages(buyer.request, 1, (p) => p.delivery !== '现货');
  expect(
    (await api(buyer.request, token, 'order', 'POST', 'inquiry/basket/insert', { skuId: pkg!.skuId, num: 2 })).code,
  ).toBe(1);

  await buyer.goto('/inquiryCenter');
  const row = buyer.getByTestId('basket-row');
  await expect(row).toHaveCount(1);
  await row.getByLabel('纯度要求').fill('≥99%');
  await buyer.getByTestId('inquiry-submit').click();
  await buyer.waitForURL(/\/inquiryCenter\/inquiryDetails\/\d+$/);
  const inquiryId = Number(/(\d+)$/.exec(buyer.url())![1]);
  await expect(buyer.getByTestId('inquiry-status')).toHaveText('待报价');
  const { inquiryNo } = (
    await api<{ inquiryNo: string }>(buyer.request, token, 'order', 'GET', `inquiry/detail/${inquiryId}`)
  ).data;

  // 运营: the inquiry waits in 待报价; quote 99.50 a unit, 2-3周, with a note.
  const ops = await staffPage(browser, 'ops');
  await ops.goto('/console/inquiries?status=submitted');
  await ops
    .getByTestId('console-inquiry-row')
    .filter({ hasText: inquiryNo })
    .getByRole('link', { name: inquiryNo })
    .click();
  await expect(ops.getByTestId('console-inquiry-status')).toHaveText('待报价');
  const line = ops.getByTestId('console-quote-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('纯度：≥99%');
  await line.getByLabel(/^单价/).fill('99.5');
  await line.getByLabel(/^货期/).fill('2-3周');
  await ops.getByLabel('报价说明').fill('含税含运费（控制台报价）');
  await expect(ops.getByTestId('console-quote-sum')).toHaveText('¥199.00');
  await ops.getByRole('button', { name: '发送报价' }).click();
  await expect(ops.getByText('已报价，买家在询价中心即可看到')).toBeVisible();
  await expect(ops.getByTestId('console-inquiry-status')).toHaveText('已报价');

  // The buyer sees the quote on the page they are on, accepts it and places the order at the quoted price.
  await buyer.reload();
  await expect(buyer.getByTestId('inquiry-status')).toHaveText('已报价');
  await expect(buyer.getByTestId('inquiry-total')).toHaveText('¥199.00');
  await expect(buyer.getByTestId('inquiry-detail')).toContainText('含税含运费（控制台报价）');
  await buyer.getByTestId('inquiry-accept').click();
  await buyer.waitForURL(new RegExp(`/settlementPage\\?inquiryId=${inquiryId}$`));
  await expect(buyer.getByText('¥99.50').first()).toBeVisible();
  await buyer.getByRole('button', { name: /提交订单/ }).click();
  await buyer.waitForURL(/\/settlementPage\/payment\/paymentBill\?orderNo=/);
  const after = await api<{ status: string; orderNo: string | null }>(
    buyer.request,
    token,
    'order',
    'GET',
    `inquiry/detail/${inquiryId}`,
  );
  expect(after.data.status).toBe('ordered');

  // The console shows the inquiry ordered, linked to its order.
  await ops.reload();
  await expect(ops.getByTestId('console-inquiry-status')).toHaveText('已下单');
  await expect(ops.getByRole('link', { name: `订单 ${after.data.orderNo}` })).toBeVisible();
});

test('bank transfer voucher → 财务 confirms → 仓库 ships → the buyer sees 已发货 with the tracking number', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { buyer, token } = await buyerPage(browser, baseURL!, async (c) => (await loginFreshBuyer(c.request)).token);
  const [pkg] = await findPackages(buyer.request, 1, (p) => p.delivery !== '现货');
  const order = await placeOrderApi(buyer.request, token, [pkg!]);

  // The buyer pays by bank transfer and uploads the voucher.
  await buyer.goto(`/settlementPage/payment/paymentBill?orderNo=${order.orderNo}`);
  await buyer.getByText('对公转账', { exact: true }).click();
  await expect(buyer.getByTestId('pay-reference')).toHaveText(order.orderNo);
  const amount = (await buyer.getByTestId('pay-amount').textContent())!.trim();
  await buyer.getByTestId('pay-voucher-input').setInputFiles({
    name: 'voucher.png',
    mimeType: 'image/png',
    buffer: await voucherPng(buyer.context(), order.orderNo, amount),
  });
  await expect(buyer.getByText('转账凭证已提交，等待确认收款')).toBeVisible();

  // 财务: the order is in 待确认 with the voucher; confirm the money.
  const finance = await staffPage(browser, 'finance');
  await finance.goto('/console/orders?status=pending_confirm');
  const listRow = finance.getByTestId('console-order-row').filter({ hasText: order.orderNo });
  await expect(listRow).toContainText('待确认');
  await expect(listRow).toContainText('对公转账');
  await listRow.getByRole('link', { name: order.orderNo }).click();
  await expect(finance.getByTestId('console-order-status')).toHaveText('待确认');
  const voucher = finance.getByTestId('console-order-voucher').getByRole('img', { name: '转账凭证' });
  await expect(voucher).toBeVisible();
  await expect.poll(() => voucher.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await finance.getByRole('button', { name: '确认收款', exact: true }).click();
  await finance.getByRole('button', { name: '确认已收款' }).click();
  await expect(finance.getByText('已确认收款，订单进入待发货')).toBeVisible();
  await expect(finance.getByTestId('console-order-status')).toHaveText('待发货');
  // Finance has no 发货 button (and the server would refuse it).
  await expect(finance.getByRole('button', { name: '发货', exact: true })).toHaveCount(0);

  // 仓库: ship; without a tracking number the server refuses with a Chinese message and nothing changes.
  const warehouse = await staffPage(browser, 'warehouse');
  await warehouse.goto(`/console/orders/${order.orderNo}`);
  await expect(warehouse.getByTestId('console-order-status')).toHaveText('待发货');
  await expect(warehouse.getByText('转账凭证仅财务可查看')).toBeVisible();
  await expect(warehouse.getByRole('button', { name: '确认收款', exact: true })).toHaveCount(0);
  await warehouse.getByRole('button', { name: '发货', exact: true }).click();
  await warehouse.getByLabel('快递公司').selectOption('顺丰速运');
  await warehouse.getByRole('button', { name: '确认发货' }).click();
  await expect(warehouse.getByText('请填写快递单号')).toBeVisible();
  await expect(warehouse.getByTestId('console-order-status')).toHaveText('待发货');
  await warehouse.getByLabel('快递单号').fill('SF1234567890');
  await warehouse.getByRole('button', { name: '确认发货' }).click();
  await expect(warehouse.getByText('已发货：顺丰速运 SF1234567890')).toBeVisible();
  await expect(warehouse.getByTestId('console-order-status')).toHaveText('已发货');
  await expect(warehouse.getByTestId('console-order-tracking')).toHaveText('物流：顺丰速运 SF1234567890');

  // The buyer's order page shows 已发货 with the carrier and tracking number, and the staff steps on the timeline.
  await buyer.goto(`/orderCenter/orderDetaile?orderNo=${order.orderNo}`);
  await expect(buyer.getByTestId('order-detail-status')).toHaveText('已发货');
  await expect(buyer.getByTestId('order-tracking')).toContainText('顺丰速运 SF1234567890');
  await expect(buyer.getByTestId('order-timeline')).toContainText('确认收款');
  await buyer.goto('/orderCenter?status=shipped');
  await expect(buyer.getByTestId('order-row-no')).toHaveText([order.orderNo]);

  // The finance view of the finished order (voucher, timeline) and the list, for the screenshots.
  await finance.reload();
  await expect(finance.getByTestId('console-order-timeline')).toContainText('已发货');
  await expect.poll(() => voucher.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await finance.screenshot({ path: 'docs/screenshots/console-order-detail.png', fullPage: true });
  // The order list (全部) with the orders of both journeys in their states.
  await finance.goto('/console/orders');
  await expect(finance.getByTestId('console-order-row').filter({ hasText: order.orderNo })).toContainText('已发货');
  await finance.screenshot({ path: 'docs/screenshots/console-orders.png', fullPage: true });
});

test('custom request → 运营 sees the structure and quotes → the buyer sees the quote', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { buyer, token } = await buyerPage(browser, baseURL!, (c) => loginDemo(c.request));
  const name = `控制台定制 ${Date.now().toString(36)}`;
  const sub = await api<{ id: number; requestNo: string }>(buyer.request, token, 'order', 'POST', 'custom/submit', {
    productName: name,
    cas: '103-90-2',
    smiles: 'CC(=O)Nc1ccc(O)cc1',
    quantity: '50 mg',
    purity: '≥99%',
    analyses: ['HPLC', 'MS'],
  });
  expect(sub.code, sub.message).toBe(1);

  const ops = await staffPage(browser, 'ops');
  await ops.goto('/console/custom?status=submitted');
  await ops
    .getByTestId('console-custom-row')
    .filter({ hasText: sub.data.requestNo })
    .getByRole('link', { name: sub.data.requestNo })
    .click();
  await expect(ops.getByTestId('console-custom-status')).toHaveText('已提交');
  await expect(ops.getByTestId('console-custom-structure').locator('svg')).toBeVisible();
  await ops.getByLabel('报价金额').fill('3600');
  await ops.getByLabel('交货周期').fill('3-4周');
  await ops.getByLabel('报价说明').fill('含 HPLC 与 MS 报告');
  await ops.getByRole('button', { name: '发送报价' }).click();
  await expect(ops.getByText('已报价，买家在定制详情中即可看到')).toBeVisible();
  await expect(ops.getByTestId('console-custom-status')).toHaveText('已报价');

  await buyer.goto(`/customizedServices/customDetails?id=${sub.data.id}`);
  await expect(buyer.getByTestId('custom-status')).toHaveText('已报价');
  await expect(buyer.getByTestId('custom-detail')).toContainText('3-4周');
  await expect(buyer.getByTestId('custom-detail')).toContainText('含 HPLC 与 MS 报告');
});
