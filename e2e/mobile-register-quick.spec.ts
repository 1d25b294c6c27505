/**
 * Issue 36 (the pages that were still desktop-only): at 390 × 844 with a phone's User-Agent, a new buyer registers on
 * the phone with the SMS code from the development outbox and is logged in on a phone page afterwards; a buyer pastes
 * 货号, 规格, 数量 lines into the phone quick order and finds them in the phone cart. Both pages fit the screen and
 * their controls are at least 44 px high.
 */
import { expect, test } from './helpers/fixtures';
import { findPackages, freshMobile, loginFreshBuyer, outboxCode, useToken } from './helpers/buyer';
import { PHONE, fitsPhone } from './helpers/phone';

test('a new buyer registers on the phone with the SMS code, then is logged in on phone pages', async ({
  browser,
  baseURL,
}) => {
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  const page = await ctx.newPage();
  await page.goto('/register');
  await expect(page).toHaveURL(/\/mobileView\?target=%2Fregister$/);
  await expect(page.getByText('暂无移动版')).toHaveCount(0);
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  await fitsPhone(page, 'register');

  const mobile = freshMobile();
  await form.getByLabel('手机号', { exact: true }).fill(mobile);
  const since = Date.now();
  await form.getByTestId('sms-button').click();
  await form.getByLabel('短信验证码').fill(await outboxCode(page.request, 'sms', mobile, since));
  await form.getByLabel('密码', { exact: true }).fill('Abc12345');
  await form.getByLabel('确认密码').fill('Abc12345');
  await form.getByTestId('register-submit').click();

  // Registering logs in and lands on the phone home; the buyer's phone pages open without the login.
  await expect(page).toHaveURL(/\/mobileView\?target=%2F$/);
  await page.goto('/orderCenter');
  await expect(page).toHaveURL(/\/mobileView\?target=%2ForderCenter$/);
  await expect(page.locator('[data-buyer-view="orders"]')).toBeVisible();
  await expect(page.getByTestId('phone-login-needed')).toHaveCount(0);
  await ctx.close();
});

test('a quick order pasted on the phone lands in the phone cart', async ({ browser, baseURL }) => {
  const [a, b] = await findPackages((await browser.newContext({ baseURL })).request, 2);
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  const page = await ctx.newPage();
  const { token } = await loginFreshBuyer(page.request);
  await useToken(ctx, baseURL!, token);

  await page.goto('/quickOrder');
  await expect(page).toHaveURL(/\/mobileView\?target=%2FquickOrder$/);
  await expect(page.getByTestId('phone-quick-order')).toBeVisible();
  await fitsPhone(page, 'quickOrder');
  await page.getByTestId('quick-text').fill(`${a!.code}, ${a!.packageValue}, 2\n${b!.code}, ${b!.packageValue}, 1`);
  await page.getByTestId('quick-match').click();
  const rows = page.getByTestId('quick-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-status', 'found');
  await expect(rows.nth(1)).toHaveAttribute('data-status', 'found');
  await expect(page.getByTestId('quick-cart-count')).toHaveText('2');
  await fitsPhone(page, 'quickOrder');

  await page.getByTestId('quick-to-cart').click();
  await expect(page).toHaveURL(/\/mobileView\?target=%2FsettlementCenter$/);
  const cart = page.getByTestId('phone-cart-row');
  await expect(cart).toHaveCount(2);
  await expect(cart.filter({ hasText: a!.packageValue }).first()).toBeVisible();
  await ctx.close();
});

test('inside WeChat’s browser the phone login offers 微信登录 (web authorisation through the dev adapter)', async ({
  browser,
  baseURL,
}) => {
  const ctx = await browser.newContext({
    ...PHONE,
    userAgent: `${PHONE.userAgent} MicroMessenger/8.0.44(0x18002c2d) NetType/WIFI Language/zh_CN`,
    baseURL,
  });
  const page = await ctx.newPage();
  await page.goto('/orderCenter');
  await expect(page).toHaveURL(/\/mobileView\?target=%2Flogin%3Fredirect%3D/);
  const button = page.getByTestId('phone-wechat-authorize');
  await expect(button).toHaveText('微信登录');
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await button.click();

  // The development stand-in for open.weixin.qq.com/connect/oauth2/authorize, with WeChat's parameters.
  await expect(page).toHaveURL(/\/dev\/wechat\/authorize\?.*scope=snsapi_userinfo/);
  await page.getByTestId('dev-wechat-allow-bound').click();

  // Back on the phone: the code is exchanged, the demo account is logged in, and the buyer is on the phone orders.
  await expect(page).toHaveURL(/\/mobileView\?target=%2ForderCenter$/, { timeout: 20_000 });
  await expect(page.locator('[data-buyer-view="orders"]')).toBeVisible();
  await expect(page.getByTestId('phone-login-needed')).toHaveCount(0);
  await ctx.close();
});

test('a phone browser outside WeChat is not offered 微信登录', async ({ browser, baseURL }) => {
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  const page = await ctx.newPage();
  await page.goto('/login');
  await expect(page.getByTestId('phone-login')).toBeVisible();
  await expect(page.getByTestId('phone-wechat-authorize')).toHaveCount(0);
  await ctx.close();
});
