/**
 * Accounts: every way in (spec §4) end to end on the real server — password (md5 + image captcha whose answer the
 * development outbox gives), SMS code (outbox), WeChat QR (the development confirmation page plays WeChat's part,
 * including the bind-phone branch and the noBind_ → /register path); remember-me cookie lifetimes; the return
 * rules after login; logout from a protected page; the guest cart and basket synchronised on login.
 */
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from './helpers/fixtures';

const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
const DAY_S = 86_400;

type OutboxEntry = { kind: 'sms' | 'email' | 'captcha' | 'wechat'; to: string; code: string; text: string; at: string };

/** A mobile nobody has used yet (139 + 8 random digits). */
function freshMobile(): string {
  return `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

/** The newest outbox entry of `kind` sent to `to` (at or after `since`), waiting for it to arrive. */
async function outboxCode(
  request: APIRequestContext,
  kind: OutboxEntry['kind'],
  to: string,
  since = 0,
): Promise<string> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox?format=json');
        if (!res.ok()) return `HTTP ${res.status()}`;
        const list = (await res.json()) as OutboxEntry[];
        found = list.find((e) => e.kind === kind && e.to === to && Date.parse(e.at) >= since - 5000);
        return found ? 'found' : 'waiting';
      },
      { timeout: 15_000, message: `no ${kind} for ${to} in /dev/outbox` },
    )
    .toBe('found');
  return found!.code;
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'token');
}

/** Days until the token cookie expires. */
async function tokenDays(context: BrowserContext): Promise<number> {
  const c = await tokenCookie(context);
  expect(c, 'token cookie').toBeTruthy();
  return (c!.expires - Date.now() / 1000) / DAY_S;
}

/** Fills the image captcha of `scope` with the answer the outbox gives for its imgCodeKey. */
async function solveCaptcha(page: Page, scope: ReturnType<Page['getByTestId']>) {
  await scope.getByLabel('图形验证码', { exact: true }).click();
  const img = scope.getByTestId('captcha-image');
  await expect(img).toHaveAttribute('data-key', /.{8,}/);
  const key = (await img.getAttribute('data-key'))!;
  const answer = await outboxCode(page.request, 'captcha', key);
  await scope.getByLabel('图形验证码', { exact: true }).fill(answer);
}

async function passwordLogin(page: Page, scope: ReturnType<Page['getByTestId']>, opts: { remember?: boolean } = {}) {
  await scope.getByLabel('手机号/邮箱').fill(DEMO.mobile);
  await scope.getByLabel('密码', { exact: true }).fill(DEMO.password);
  await solveCaptcha(page, scope);
  if (opts.remember) await scope.getByLabel('记住我').check();
  await scope.getByTestId('login-submit').click();
}

async function expectLoggedIn(page: Page) {
  await expect(page.getByText('登录成功！')).toBeVisible();
  await expect(page.getByTestId('topbar-user')).toBeVisible();
}

test.describe('login page', () => {
  test('password login: tabs in the §4 order, md5 + captcha, 1-day cookie without 记住我', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('tab')).toHaveText(['微信登录', '免密登录', '密码登录']);
    await expect(page.getByRole('tab', { name: '密码登录' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByTestId('login-password-form');
    await expect(page.getByRole('link', { name: '《用户协议》' })).toHaveAttribute('href', /\/agreementPrivacy/);
    await expect(page.getByRole('link', { name: '免费注册' })).toBeVisible();

    // §5 messages, and the button looks active only with both inputs filled
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toHaveText('请输入手机号/邮箱');
    await form.getByLabel('手机号/邮箱').fill('buyer@example.org');
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toHaveText('请输入正确的手机号码/邮箱');
    await expect(form.getByTestId('login-submit')).toHaveAttribute('data-ready', '0');

    // the password never leaves the browser in clear
    const sent = page.waitForRequest((r) => r.url().includes('/loginAndRegister/accountLogin'));
    await passwordLogin(page, form);
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.passwd).toMatch(/^[a-f0-9]{32}$/);
    expect(JSON.stringify(body)).not.toContain(DEMO.password);
    expect(body.expireTime).toBe(1440);

    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
    const days = await tokenDays(context);
    expect(days).toBeGreaterThan(0.9);
    expect(days).toBeLessThan(1.1);
  });

  test('a wrong captcha is refused and replaced; 记住我 gives a 30-day cookie', async ({ page, context }) => {
    await page.goto('/login?redirect=%2FgoodsDetail%2F1');
    const form = page.getByTestId('login-password-form');
    await form.getByLabel('手机号/邮箱').fill(DEMO.mobile);
    await form.getByLabel('密码', { exact: true }).fill(DEMO.password);
    await form.getByLabel('图形验证码', { exact: true }).click();
    const img = form.getByTestId('captcha-image');
    await expect(img).toHaveAttribute('data-key', /.{8,}/);
    const firstKey = await img.getAttribute('data-key');
    const answer = await outboxCode(page.request, 'captcha', firstKey!);
    await form.getByLabel('图形验证码', { exact: true }).fill(answer === 'zzzz' ? 'yyyy' : 'zzzz');
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).not.toBeEmpty();
    await expect(img).not.toHaveAttribute('data-key', firstKey!);

    await solveCaptcha(page, form);
    await form.getByLabel('记住我').check();
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page);
    // page mode: back to the saved path
    await expect(page).toHaveURL(/\/goodsDetail\/1$/);
    const days = await tokenDays(context);
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThan(31);
  });

  test('SMS login: 60 s countdown, code from the outbox, a new mobile is registered', async ({ page, context }) => {
    const mobile = freshMobile();
    await page.goto('/login?tab=1');
    await expect(page.getByRole('tab', { name: '免密登录' })).toHaveAttribute('aria-selected', 'true');
    const form = page.getByTestId('login-sms-form');
    const sms = form.getByTestId('sms-button');
    await expect(sms).toBeDisabled();
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toHaveText('请输入手机号');
    await form.getByLabel('手机号').fill(`${mobile}99`); // max 11 digits
    await expect(form.getByLabel('手机号')).toHaveValue(mobile);
    await expect(sms).toBeEnabled();
    const since = Date.now();
    await sms.click();
    await expect(page.getByText('短信验证码发送成功！')).toBeVisible();
    await expect(sms).toBeDisabled();
    await expect(sms).toHaveText(/\d+秒后重新获取/);
    const code = await outboxCode(page.request, 'sms', mobile, since);
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toHaveText('请输入验证码');
    await form.getByLabel('短信验证码').fill(code);
    await expect(form.getByTestId('login-submit')).toHaveAttribute('data-ready', '1');
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
    const days = await tokenDays(context);
    expect(days).toBeLessThan(1.1);
  });

  test('WeChat QR: a scan by a bound user logs in', async ({ page, context }) => {
    await page.goto('/login?tab=0');
    const box = page.getByTestId('wechat-login');
    await expect(page.getByTestId('wechat-qr')).toBeVisible();
    await expect(box).toHaveAttribute('data-scene', /.{8,}/);
    const scene = (await box.getAttribute('data-scene'))!;
    const phone = await context.newPage();
    await phone.goto(`/dev/wechat/${scene}`);
    await phone.getByRole('button', { name: '扫码：已绑定该账号的微信用户' }).click();
    await expect(phone.getByRole('status')).toContainText('扫码成功');
    await phone.close();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('WeChat QR: an unbound scan opens the bind-phone form; a new mobile finishes on /register', async ({
    page,
    context,
  }) => {
    const mobile = freshMobile();
    await page.goto('/login/weChatLogin');
    const box = page.getByTestId('wechat-login');
    await expect(box).toHaveAttribute('data-scene', /.{8,}/);
    const scene = (await box.getAttribute('data-scene'))!;
    const phone = await context.newPage();
    await phone.goto(`/dev/wechat/${scene}`);
    await phone.getByRole('button', { name: '扫码：未绑定账号的微信用户' }).click();
    await phone.close();

    const bind = page.getByTestId('wechat-bind-form');
    await expect(bind).toBeVisible();
    await bind.getByTestId('wechat-bind-submit').click();
    await expect(bind.getByTestId('form-error')).toHaveText('请输入正确手机号');
    await bind.getByLabel('手机号').fill(mobile);
    await bind.getByTestId('wechat-bind-submit').click();
    await expect(bind.getByTestId('form-error')).toHaveText('请输入手机验证码');
    const since = Date.now();
    await bind.getByTestId('sms-button').click();
    const code = await outboxCode(page.request, 'sms', mobile, since);
    await bind.getByLabel('手机验证码').fill(code);
    await bind.getByTestId('wechat-bind-submit').click();
    await expect(page.getByText('手机号绑定成功！')).toBeVisible();
    await expect(page).toHaveURL(/\/register\?token=noBind_/);

    const reg = page.getByTestId('register-form');
    await expect(reg.getByLabel('手机号', { exact: true })).toHaveValue(mobile);
    await reg.getByLabel('密码', { exact: true }).fill('Abc12345');
    await reg.getByLabel('确认密码').fill('Abc1234');
    await reg.getByTestId('register-submit').click();
    await expect(reg.getByTestId('form-error')).toHaveText('两次输入的密码不一致');
    await reg.getByLabel('确认密码').fill('Abc12345');
    await reg.getByTestId('register-submit').click();
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/$/);
  });

  test('WeChat QR expires behind a mask with a refresh button', async ({ page }) => {
    await page.clock.install();
    await page.goto('/login?tab=0');
    const box = page.getByTestId('wechat-login');
    await expect(box).toHaveAttribute('data-scene', /.{8,}/);
    const first = await box.getAttribute('data-scene');
    await page.clock.fastForward(61_000);
    await expect(page.getByTestId('wechat-mask')).toContainText('二维码已失效');
    await page.getByTestId('wechat-mask').getByRole('button', { name: '刷新' }).click();
    await expect(page.getByTestId('wechat-mask')).toHaveCount(0);
    await expect(box).not.toHaveAttribute('data-scene', first!);
  });
});

test.describe('popup, return rules, logout, guest data', () => {
  test('popup from a goods page stays there; 快速下单 continues to the quick order', async ({ page, context }) => {
    await page.goto('/goodsDetail/1');
    await page.getByTestId('topbar-login').click();
    const popup = page.getByTestId('login-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('tab')).toHaveText(['账号登录', '手机登录']);
    await passwordLogin(page, popup.getByTestId('login-password-form'));
    await expectLoggedIn(page);
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/goodsDetail\/1$/);

    // a guest again (new context), from the protected entry 快速下单
    await context.clearCookies();
    await page.goto('/goodsDetail/1');
    await expect(page.getByTestId('topbar-login')).toBeVisible();
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '快速下单' }).click();
    await expect(popup).toBeVisible();
    await passwordLogin(page, popup.getByTestId('login-password-form'));
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/quickOrder/);
  });

  test('logout from a protected page asks first, says so and lands on /login', async ({ page }) => {
    await page.goto('/login?redirect=%2FpersonalCenter');
    await passwordLogin(page, page.getByTestId('login-password-form'));
    await expectLoggedIn(page);
    await expect(page).toHaveURL(/\/personalCenter/);
    await page.getByTestId('topbar-user').hover();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page.getByText('确定要退出登录吗？')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('退出登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(await tokenCookie(page.context())).toBeUndefined();
  });

  test('the guest cart and basket are synchronised on login with the right header counts', async ({ page }) => {
    // a priced goods page (加入购物车 enabled)
    let found = false;
    for (let id = 1; id <= 12 && !found; id++) {
      await page.goto(`/goodsDetail/${id}`);
      const btn = page.getByRole('button', { name: '加入购物车' }).first();
      found = (await btn.count()) > 0 && (await btn.isEnabled());
    }
    expect(found, 'a goods page with a priced package').toBe(true);
    await page.getByRole('button', { name: '加入购物车' }).first().click();
    await expect(page.getByText('已加入购物车')).toBeVisible();
    await page.getByRole('button', { name: '加入询价篮' }).first().click();
    await expect(page.getByText('已加入询价篮')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    // a brand-new buyer logs in through the popup's 手机登录 tab (image captcha, then SMS)
    const mobile = freshMobile();
    await page.getByTestId('topbar-login').click();
    const popup = page.getByTestId('login-popup');
    await popup.getByRole('tab', { name: '手机登录' }).click();
    const form = popup.getByTestId('login-sms-form');
    await form.getByLabel('手机号').fill(mobile);
    await expect(form.getByTestId('sms-button')).toBeDisabled(); // needs the 4-character captcha first
    await solveCaptcha(page, form);
    const since = Date.now();
    await form.getByTestId('sms-button').click();
    const code = await outboxCode(page.request, 'sms', mobile, since);
    await form.getByLabel('短信验证码').fill(code);
    const synced = page.waitForRequest((r) => r.url().includes('/buy/car/synchronize'));
    await form.getByTestId('login-submit').click();
    await synced;
    await expectLoggedIn(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    // the server has them: a reload (server backends from account.selectUser) shows the same counts
    await page.reload();
    await expect(page.getByTestId('topbar-user')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.getByTestId('basket-count')).toHaveText('1');
  });
});
