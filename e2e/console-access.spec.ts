/**
 * The operations console's door: an administrator creates a staff member (one-time password), the new member logs
 * in for the first time (password → scan/enter the TOTP secret → code), must change the password, and a 仓库 member
 * cannot open finance pages — the server refuses the page and the API, not only the menu.
 */
import md5 from 'md5';
import { test, expect } from './helpers/fixtures';
import { staffContext, staffPage, totpNow } from './helpers/staff';
import { staffEndpoints as consoleEndpoints } from '../lib/api/endpoints/staff';
import type { StaffEndpointDef as ConsoleEndpointDef } from '../lib/api/define';

test('admin creates a member; first login enrols the authenticator; the password must be changed', async ({
  browser,
}) => {
  const admin = await staffPage(browser, 'admin');
  await admin.goto('/console/staff');
  const username = `e2e-new-${Date.now().toString(36)}`;
  await admin.getByLabel('用户名', { exact: true }).fill(username);
  await admin.getByLabel('姓名').fill('赵新人');
  await admin.getByLabel('角色', { exact: true }).selectOption('ops');
  await admin.getByRole('button', { name: '新建账号' }).click();
  const shown = (await admin.getByTestId('one-time-password').textContent()) ?? '';
  const password = /初始密码：(\S+?)（/.exec(shown)?.[1];
  expect(password, shown).toBeTruthy();
  await admin.getByRole('button', { name: '我已记下' }).click();
  await expect(admin.getByRole('cell', { name: username })).toBeVisible();

  const ctx = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await ctx.newPage();
  await page.goto('/console/audit');
  await expect(page).toHaveURL(/\/console\/login/);
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill('wrong-pass-1');
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('用户名或密码错误')).toBeVisible();
  await page.getByLabel('密码').fill(password!);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByAltText('动态验证码绑定二维码')).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
  await page.screenshot({ path: 'docs/screenshots/console-login-enrol.png' });
  await page.getByLabel('动态验证码').fill(totpNow(secret));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByTestId('console-staff')).toHaveText('赵新人（运营）');
  // The password someone else set must be changed first: every page leads to the password page, no menu is shown,
  // and the API refuses every other call.
  await expect(page).toHaveURL(/\/console\/account$/);
  await expect(page.getByText('您的密码由他人设置')).toBeVisible();
  await expect(page.getByRole('link', { name: '询价单' })).toHaveCount(0);
  for (const path of ['/console', '/console/inquiries', '/console/orders']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/console\/account$/);
  }
  const refused = await (await ctx.request.get('/console/api/home/queues')).json();
  expect([refused.messageCode, refused.message]).toEqual([
    'MUST_CHANGE_PASSWORD',
    '您的密码由他人设置，请先修改密码再使用后台',
  ]);

  const next = 'Changed2026x';
  await page.getByLabel('原密码').fill(password!);
  await page.getByLabel('新密码', { exact: true }).fill(next);
  await page.getByLabel('确认新密码').fill(next);
  await page.getByRole('button', { name: '修改密码' }).click();
  // Changed: the console opens on its home page.
  await expect(page).toHaveURL(/\/console$/);
  await expect(page.getByText('您的密码由他人设置')).toHaveCount(0);
  // 运营 sees its own queues and menu, not the finance ones.
  await expect(page.locator('[data-queue="inquiries"]')).toBeVisible();
  await expect(page.locator('[data-queue="invoices"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: '员工账号' })).toHaveCount(0);

  // The old password no longer opens the console; the new one does (password step only: the code was used).
  const h = { 'x-console': '1' };
  expect(
    (
      await (
        await ctx.request.post('/console/api/auth/login', { headers: h, data: { username, password: md5(password!) } })
      ).json()
    ).message,
  ).toBe('用户名或密码错误');
  expect(
    (
      await (
        await ctx.request.post('/console/api/auth/login', { headers: h, data: { username, password: md5(next) } })
      ).json()
    ).data.next,
  ).toBe('totp');

  // The admin's audit log shows who created whom.
  await admin.goto(`/console/audit?action=staff.create`);
  await expect(admin.locator('tbody tr', { hasText: username })).toHaveCount(1);
  await admin.context().close();
  await ctx.close();
});

test('a 仓库 member cannot open finance or admin pages, and the API refuses them too', async ({ browser }) => {
  const ctx = await staffContext(browser, 'warehouse');
  const page = await ctx.newPage();
  await page.goto('/console');
  await expect(page.getByTestId('console-staff')).toContainText('（仓库）');
  await expect(page.getByRole('link', { name: '发票' })).toHaveCount(0);
  await page.screenshot({ path: 'docs/screenshots/console-warehouse-home.png' });
  for (const path of ['/console/invoices', '/console/credit', '/console/staff', '/console/audit']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/console\/denied/);
    await expect(page.getByText('您的角色无权访问该页面')).toBeVisible();
  }
  // Every finance and admin endpoint answers 403 to the warehouse session.
  const defs = Object.entries(consoleEndpoints as Record<string, ConsoleEndpointDef>).filter(([, d]) =>
    ['invoices', 'credit', 'payments', 'staff', 'audit'].includes(d.access),
  );
  expect(defs.length).toBeGreaterThan(2);
  for (const [key, d] of defs) {
    const url = `/console/api/${d.path.replace(/\{\w+\}/g, '1')}`;
    const res =
      d.method === 'GET'
        ? await ctx.request.get(url)
        : await ctx.request.post(url, { headers: { 'x-console': '1' }, data: {} });
    expect([key, res.status()]).toEqual([key, 403]);
    expect((await res.json()).message).toBe('您的角色无权进行此操作');
  }
  await ctx.close();
});

test('the console is not indexed and has no storefront chrome', async ({ page }) => {
  await page.goto('/console/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { name: '运营后台登录' })).toBeVisible();
});
