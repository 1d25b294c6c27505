/**
 * Staff stumbles of issue 34, each seen by a staff member in the browser:
 *  - /console/login has no white band above its grey background;
 *  - the 开票 dialog marks its required fields and says what is missing instead of keeping 确定 disabled;
 *  - 重置密码 (and 重置动态验证码) ask before they act.
 * Screenshots: docs/screenshots/console-login.png, console-invoice-issue.png, console-reset-confirm.png.
 */
import md5 from 'md5';
import { test, expect, type Page } from './helpers/fixtures';
import { api, findPackages, loginFreshBuyer, placeOrderApi } from './helpers/buyer';
import { staffPage } from './helpers/staff';
import { CONSOLE_SERVICE_MSG } from '../lib/config/messages';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

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

test('/console/login: the grey background reaches the top of the window (no white band)', async ({ page }) => {
  await page.goto('/console/login');
  await expect(page.getByRole('heading', { name: '运营后台登录' })).toBeVisible();
  const root = await page.getByTestId('console-root').boundingBox();
  expect(root?.y).toBe(0);
  // What is drawn at the very top is the console's background, not the page body's white.
  const top = await page.evaluate(() => {
    const el = document.elementFromPoint(window.innerWidth / 2, 2);
    return el ? getComputedStyle(el.closest('[data-testid="console-root"]') ?? el).backgroundColor : null;
  });
  expect(top).toBe('rgb(243, 245, 248)');
  await page.screenshot({ path: 'docs/screenshots/console-login.png' });
});

test('开票: the required fields are marked and 确定 says what is missing; with both the invoice is issued', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A fresh buyer's completed order with an invoice request: placed, paid by transfer, shipped, received.
  const context = await browser.newContext();
  const { token } = await loginFreshBuyer(context.request);
  const h = { token, Authorization: token };
  const [pkg] = await findPackages(context.request, 1, (p) => p.stock >= 1);
  const order = await placeOrderApi(context.request, token, [pkg!]);
  const voucher = await context.request.post('/mall/shopping/order/api/order/pay/transfer/voucher', {
    headers: h,
    multipart: { orderNo: order.orderNo, file: { name: 'voucher.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(((await voucher.json()) as { code: number }).code).toBe(1);
  const finance = await staffPage(browser, 'finance');
  expect((await staffCall(finance, `orders/${order.orderNo}/confirm-transfer`)).code).toBe(1);
  const warehouse = await staffPage(browser, 'warehouse');
  expect(
    (await staffCall(warehouse, `orders/${order.orderNo}/ship`, { carrier: '顺丰速运', trackingNo: `SF${Date.now()}` }))
      .code,
  ).toBe(1);
  await warehouse.context().close();
  expect((await api(context.request, token, 'order', 'POST', `order/confirmReceipt/${order.id}`)).code).toBe(1);
  const title = await api<{ id: number }>(context.request, token, 'user', 'POST', 'invoiceTitle/save', {
    type: 1,
    title: '上海测试检测技术有限公司',
    taxNo: '91440300708461136T',
    isDefault: true,
  });
  expect(title.code, title.message).toBe(1);
  const titles = await api<{ id: number }[]>(context.request, token, 'user', 'GET', 'invoiceTitle/list');
  const applied = await api<{ id: number }>(context.request, token, 'order', 'POST', 'invoice/apply', {
    orderNos: [order.orderNo],
    titleId: titles.data[0]!.id,
  });
  expect(applied.code, applied.message).toBe(1);

  await finance.goto(`/console/invoices/${applied.data.id}`);
  await finance.getByTestId('invoice-issue').click();
  const dialog = finance.getByRole('dialog', { name: '开具发票' });
  // Both fields carry the required mark; 确定 can be pressed and says what is missing, the dialog stays open.
  await expect(dialog.getByText('*')).toHaveCount(2);
  const confirm = dialog.getByTestId('invoice-issue-confirm');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText([
    CONSOLE_SERVICE_MSG.invoiceNumberInvalid,
    CONSOLE_SERVICE_MSG.invoicePdfRequired,
  ]);
  await finance.screenshot({ path: 'docs/screenshots/console-invoice-issue.png' });
  const number = `${Date.now()}`.slice(-10);
  await dialog.getByLabel('发票号码').fill(number);
  await confirm.click();
  await expect(dialog.getByRole('alert')).toHaveText([CONSOLE_SERVICE_MSG.invoicePdfRequired]);
  await dialog.getByLabel('发票 PDF').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await confirm.click();
  await expect(finance.getByText(CONSOLE_SERVICE_MSG.invoiceIssued)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(finance.getByTestId('invoice-actions')).toHaveCount(0);
  await finance.context().close();
  await context.close();
});

test('重置密码 and 重置动态验证码 ask first; 取消 changes nothing, 确定重置 shows the new password', async ({
  browser,
}) => {
  const admin = await staffPage(browser, 'admin');
  const username = `e2e-reset-${Date.now().toString(36)}`;
  const created = await staffCall<{ password: string }>(admin, 'staff/create', {
    username,
    name: '钱重置',
    role: 'warehouse',
  });
  expect(created.code, created.message).toBe(1);
  // The member's logins from a context of their own (a login answer sets the console cookie of its context).
  const member = await browser.newContext();
  const loginWith = async (password: string) =>
    (
      (await (
        await member.request.post('/console/api/auth/login', {
          headers: { 'x-console': '1' },
          data: { username, password: md5(password) },
        })
      ).json()) as { code: number }
    ).code;

  await admin.goto('/console/staff');
  const row = admin.locator('tr', { hasText: username });
  for (const [button, title] of [
    ['重置密码', '重置密码'],
    ['重置动态验证码', '重置动态验证码'],
  ] as const) {
    await row.getByRole('button', { name: button, exact: true }).click();
    const ask = admin.getByRole('dialog', { name: title });
    await expect(ask).toContainText('确定重置「钱重置」');
    if (button === '重置密码') await admin.screenshot({ path: 'docs/screenshots/console-reset-confirm.png' });
    await ask.getByRole('button', { name: '取消' }).click();
    await expect(ask).toHaveCount(0);
  }
  // Nothing was reset: the first password still opens the first step.
  expect(await loginWith(created.data.password)).toBe(1);

  await row.getByRole('button', { name: '重置密码', exact: true }).click();
  await admin.getByRole('dialog', { name: '重置密码' }).getByRole('button', { name: '确定重置' }).click();
  const shown = (await admin.getByTestId('reset-password').textContent()) ?? '';
  const next = /新密码：(\S+?)（/.exec(shown)?.[1];
  expect(next, shown).toBeTruthy();
  await admin.getByRole('button', { name: '我已记下' }).click();
  expect(await loginWith(created.data.password)).toBe(0);
  expect(await loginWith(next!)).toBe(1);
  await member.close();
  await admin.context().close();
});
