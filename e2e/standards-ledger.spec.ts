/**
 * The standards ledger (标准品台账, issue 37), a buyer and staff side by side: the demo buyer orders and pays on
 * credit → 运营 adds a lot of the product that expires in 20 days → 仓库 ships and chooses that lot in the 发货 dialog
 * → the unit is in the organisation's ledger with its lot and COA link → 开封 → a usage → 运营 runs the reminder scan →
 * the SMS in the outbox carries the 一键复购 link → the buyer follows it and the same package goes into the cart.
 * Screenshots: docs/screenshots/standards-ledger.png, standards-ledger-entry.png, standards-ledger-print.png.
 */
import { test, expect } from './helpers/fixtures';
import { api, DEMO, findPackages, loginDemo, placeOrderApi, useToken } from './helpers/buyer';
import { staffContext, staffPage } from './helpers/staff';

const chinaDay = (offsetDays = 0) =>
  new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
type OutboxEntry = { kind: string; to: string; text: string; at: string };

test('a shipped order → the ledger entry → 开封 → usage → the expiry reminder in the outbox → 一键复购', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const token = await loginDemo(context.request);
  await useToken(context, baseURL!, token);
  const buyer = await context.newPage();

  // The demo buyer orders one unit of a package in mg and pays on the organisation's credit.
  const [pkg] = await findPackages(
    buyer.request,
    1,
    (p) => p.stock > 3 && /^\d+mg$/.test(p.packageValue) && parseInt(p.packageValue, 10) >= 10,
  );
  const order = await placeOrderApi(buyer.request, token, [pkg!]);
  const paid = await api(buyer.request, token, 'order', 'POST', 'order/pay/credit', { orderNo: order.orderNo });
  expect(paid.code, paid.message).toBe(1);

  // 运营: a new lot of the product, expiring in 20 days.
  const lotNo = `E2E${Date.now().toString(36).toUpperCase()}`;
  const ops = await staffContext(browser, 'ops');
  const lot = await ops.request.post(`/console/api/catalog/products/${pkg!.productId}/lots`, {
    headers: { 'x-console': '1' },
    multipart: { batchNo: lotNo, releasedOn: chinaDay(-30), expiresOn: chinaDay(20), purity: '99.6%' },
  });
  expect((await lot.json()).code).toBe(1);

  // 仓库: 发货 with that lot chosen for the line.
  const warehouse = await staffPage(browser, 'warehouse');
  await warehouse.goto(`/console/orders/${order.orderNo}`);
  await warehouse.getByRole('button', { name: '发货', exact: true }).click();
  await warehouse.getByLabel('快递单号').fill('SF2000000001');
  const select = warehouse.getByTestId('ship-lots').locator('select').first();
  const value = await select.locator('option', { hasText: lotNo }).getAttribute('value');
  await select.selectOption(value!);
  await warehouse.getByRole('button', { name: '确认发货' }).click();
  await expect(warehouse.getByTestId('console-order-status')).toHaveText('已发货');
  await expect(warehouse.getByTestId('console-line-lot')).toHaveText(lotNo);

  // The buyer's ledger: the unit with its lot, COA link, 未开封 and 剩 20 天.
  await buyer.goto(`/personalCenter/standardsLedger?keyword=${lotNo}`);
  await expect(buyer.getByTestId('center-nav').getByRole('link', { name: '标准品台账' })).toBeVisible();
  const row = buyer.getByTestId('ledger-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(lotNo);
  await expect(row.getByTestId('ledger-status')).toHaveText('未开封');
  await expect(row.getByTestId('ledger-due')).toContainText('剩 20 天');
  await expect(row.getByTestId('ledger-coa')).toHaveAttribute('href', new RegExp(`batch=${lotNo}`));
  await expect(buyer.getByTestId('ledger-scope')).toContainText('单位台账');
  await buyer.screenshot({ path: 'docs/screenshots/standards-ledger.png', fullPage: true });

  // 开封, then a usage of 2.5 mg for an analysis.
  await row.getByTestId('ledger-open-entry').click();
  const entry = buyer.getByTestId('ledger-entry');
  await entry.getByTestId('ledger-action-open').click();
  await entry.getByTestId('ledger-action-submit').click();
  await expect(buyer.getByText('已登记开封')).toBeVisible();
  await expect(entry.getByTestId('ledger-status')).toHaveText('已开封');
  await entry.getByTestId('ledger-action-use').click();
  await entry.getByLabel(/^使用量/).fill('2.5');
  await entry.getByLabel('用途 / 分析批号').fill('含量测定 E2E-01');
  await entry.getByTestId('ledger-action-submit').click();
  await expect(buyer.getByText('已登记使用')).toBeVisible();
  await expect(entry.getByTestId('ledger-usages')).toContainText('2.5 mg');
  await expect(entry.getByTestId('ledger-usages')).toContainText('含量测定 E2E-01');
  await expect(entry.getByTestId('ledger-history')).toContainText('登记使用');
  await buyer.screenshot({ path: 'docs/screenshots/standards-ledger-entry.png' });
  // More than remains is refused with the amount left.
  await entry.getByTestId('ledger-action-use').click();
  await entry.getByLabel(/^使用量/).fill('100000');
  await entry.getByTestId('ledger-action-submit').click();
  await expect(buyer.getByText(/使用量超过剩余量/)).toBeVisible();
  await buyer.keyboard.press('Escape');

  // 运营 runs the reminder scan now; the SMS to the demo buyer names the lot and carries the 一键复购 link.
  const opsPage = await ops.newPage();
  await opsPage.goto('/console/ledger-reminders');
  await opsPage.getByTestId('ledger-run-reminders').click();
  await expect(opsPage.getByText(/已扫描/)).toBeVisible();
  let sms: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await buyer.request.get('/dev/outbox?format=json')).json()) as OutboxEntry[];
        sms = all.find((e) => e.kind === 'sms' && e.to === DEMO.mobile && e.text.includes(lotNo));
        return sms ? 'found' : 'waiting';
      },
      { timeout: 15_000 },
    )
    .toBe('found');
  expect(sms!.text).toContain('剩 20 天');
  const link = /\/personalCenter\/standardsLedger\?reorder=\d+/.exec(sms!.text)![0];
  // A second scan sends nothing more about this unit.
  await opsPage.getByTestId('ledger-run-reminders').click();
  await expect(opsPage.getByTestId('ledger-reminder-row').filter({ hasText: lotNo })).toHaveCount(1);
  const after = (await (await buyer.request.get('/dev/outbox?format=json')).json()) as OutboxEntry[];
  expect(after.filter((e) => e.kind === 'sms' && e.text.includes(lotNo))).toHaveLength(1);

  // The reminder is on the ledger page too; the link opens 一键复购, which puts the same package into the cart.
  await buyer.goto(`/personalCenter/standardsLedger?keyword=${lotNo}`);
  await expect(buyer.getByTestId('ledger-reminder').filter({ hasText: lotNo })).toContainText('30 天内到期');
  await buyer.goto(link);
  const prompt = buyer.getByTestId('ledger-reorder-prompt');
  await expect(prompt).toContainText(lotNo);
  await prompt.getByRole('button', { name: '同款包装加入购物车' }).click();
  await buyer.waitForURL(/\/settlementCenter/);
  const cart = await api<{ prodDetailVO: { prodSkuId: number } }[]>(
    buyer.request,
    token,
    'order',
    'GET',
    'buy/car/list',
  );
  expect(cart.data.some((r) => r.prodDetailVO.prodSkuId === pkg!.skuId)).toBe(true);

  // The printable page of the same filter.
  const print = await context.newPage();
  await print.goto(`/personalCenter/standardsLedger/print?keyword=${lotNo}`);
  await expect(print.getByTestId('ledger-print-row')).toHaveCount(1);
  await expect(print.getByTestId('ledger-print')).toContainText(lotNo);
  await print.emulateMedia({ media: 'print' });
  await print.screenshot({ path: 'docs/screenshots/standards-ledger-print.png', fullPage: true });
  await context.close();
});
