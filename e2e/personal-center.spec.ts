/**
 * Personal centre journeys (issue 10): the demo buyer adds and edits an address through the province → city →
 * district cascade; a new buyer uploads real-name documents and sees 审核中; feedback with an image succeeds and a
 * wrong-type file gives the spec §5 message; a goods page's 收藏 appears in 我的收藏 and the view in 我的足迹.
 * Login goes through the API (account.accountLogin with the md5 password, or the SMS code read from the dev outbox)
 * and the `token` cookie, as the browser client does.
 */
import { test, expect, type APIRequestContext, type BrowserContext, type Page } from './helpers/fixtures';
import md5 from 'md5';
import { PROFILE_MSG, S, V } from '../lib/config/messages';
import { findProductFromHome } from './helpers/site';

const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
const USER_API = '/mall/user/api';

/** A valid 1×1 PNG (real bytes: the browser and the server check the signature, not the name). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** Text pretending to be a PNG. */
const FAKE_PNG = {
  name: 'not-an-image.png',
  mimeType: 'image/png',
  buffer: Buffer.from('this is plain text, not an image'),
};

type Envelope<T = unknown> = { code: number; data: T; message: string };

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string): Promise<Envelope<T>> {
  const res = await request.post(`${USER_API}/${path}`, {
    data,
    headers: token ? { token, Authorization: token } : {},
  });
  return (await res.json()) as Envelope<T>;
}

async function loginDemo(request: APIRequestContext): Promise<string> {
  const env = await post<{ token: string }>(request, 'loginAndRegister/accountLogin', {
    account: DEMO.mobile,
    passwd: md5(DEMO.password),
    expireTime: 1440,
  });
  expect(env.code, `demo login: ${env.message}`).toBe(1);
  return env.data.token;
}

/** A fresh buyer: SMS code through the development outbox, then msgCodeLogin registers the mobile. */
async function loginNewBuyer(request: APIRequestContext): Promise<string> {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const sent = await post(request, 'code/getMsgCode', { mobile, type: 1 });
  expect(sent.code, `send code: ${sent.message}`).toBe(1);
  let code = '';
  await expect
    .poll(
      async () => {
        const outbox = (await (await request.get('/dev/outbox?format=json')).json()) as {
          kind: string;
          to: string;
          code: string;
        }[];
        code = outbox.find((m) => m.kind === 'sms' && m.to === mobile)?.code ?? '';
        return code;
      },
      { message: 'the SMS code is in the development outbox' },
    )
    .not.toBe('');
  const env = await post<{ token: string }>(request, 'loginAndRegister/msgCodeLogin', { mobile, msgCode: code });
  expect(env.code, `sms login: ${env.message}`).toBe(1);
  return env.data.token;
}

async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

/** A valid 18-digit resident ID number (GB 11643 check digit), different on every run. */
function idCardNumber(): string {
  const birth = `19${String(50 + (Date.now() % 40)).padStart(2, '0')}0${1 + (Date.now() % 9)}1${Date.now() % 10}`;
  const body = `110105${birth}${String(Date.now() % 1000).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

async function toast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test.describe('personal centre', () => {
  test('address add and edit with the province → city → district cascade', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useToken(context, baseURL!, await loginDemo(request));
    await page.goto('/personalCenter/receivingAddress');
    await expect(page.getByRole('heading', { name: '收货地址' })).toBeVisible();

    const detail = `演示路 ${Date.now() % 100000} 号`;
    await page.getByTestId('address-add-receiving').click();
    const form = page.getByTestId('address-form');
    await form.getByTestId('address-consignee').fill('测试收货人');
    await form.getByTestId('address-mobile').fill('13900139000');
    // Empty region: the form says so and does not save.
    await form.getByTestId('address-detail').fill(detail);
    await form.getByTestId('address-save').click();
    await expect(form.getByText(PROFILE_MSG.regionRequired)).toBeVisible();

    // Each level is loaded after its parent is chosen.
    const level = (n: number) => form.getByTestId(`region-level-${n}`);
    await expect(level(2)).toBeDisabled();
    await expect(level(1).locator('option')).not.toHaveCount(1);
    await level(1).selectOption({ label: '广东省' });
    await expect(level(2).locator('option', { hasText: '深圳市' })).toHaveCount(1);
    await level(2).selectOption({ label: '深圳市' });
    await expect(level(3).locator('option', { hasText: '南山区' })).toHaveCount(1);
    await level(3).selectOption({ label: '南山区' });
    await form.getByTestId('address-save').click();
    await toast(page, S.saved);

    const row = page.getByTestId('address-row').filter({ hasText: detail });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('address-region')).toHaveText('广东省 深圳市 南山区');

    // Edit: another city (its district list reloads) and another detail.
    await row.getByTestId('address-edit').click();
    await expect(level(3)).toHaveValue(/\d+/); // the saved district shows once its list is loaded
    await level(2).selectOption({ label: '广州市' });
    await expect(level(3)).toHaveValue('');
    await expect(level(3).locator('option', { hasText: '天河区' })).toHaveCount(1);
    await level(3).selectOption({ label: '天河区' });
    const edited = `${detail}（已修改）`;
    await form.getByTestId('address-detail').fill(edited);
    await form.getByTestId('address-save').click();
    await toast(page, S.saved);
    const editedRow = page.getByTestId('address-row').filter({ hasText: edited });
    await expect(editedRow.getByTestId('address-region')).toHaveText('广东省 广州市 天河区');

    // Delete asks first.
    await editedRow.getByTestId('address-delete').click();
    await page.getByRole('button', { name: '确定' }).click();
    await toast(page, S.deleted);
    await expect(page.getByTestId('address-row').filter({ hasText: edited })).toHaveCount(0);
  });

  test('the 默认 badge stays on one line beside the consignee (it wrapped to 默 / 认 beside a three-character name)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await loginNewBuyer(request);
    const saved = await request.post(`${USER_API}/userAddr/save`, {
      headers: { token, Authorization: token },
      data: {
        consignee: '王演示',
        mobile: '13900139000',
        provinceId: 110000,
        cityId: 110100,
        districtId: 110108,
        detail: '中关村南大街 1 号',
        isDefault: true,
      },
    });
    expect(((await saved.json()) as Envelope).code).toBe(1);
    await useToken(context, baseURL!, token);
    await page.goto('/personalCenter/receivingAddress');
    const badge = page.getByTestId('address-default');
    await expect(badge).toHaveText('默认');
    expect(
      await badge.evaluate((el) => ({
        boxes: el.getClientRects().length,
        height: Math.round(el.getBoundingClientRect().height),
      })),
    ).toEqual({ boxes: 1, height: expect.any(Number) });
    expect(
      await badge.evaluate(
        (el) => el.getBoundingClientRect().height < 1.8 * parseFloat(getComputedStyle(el).fontSize) + 2,
      ),
    ).toBe(true);
    await page
      .getByTestId('address-table-receiving')
      .screenshot({ path: 'docs/screenshots/address-default-badge.png' });
  });

  test('real-name verification: the §5 warning, ID photos uploaded, then 审核中', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useToken(context, baseURL!, await loginNewBuyer(request));
    await page.goto('/personalCenter?needAuthentication=1');
    await expect(page.getByTestId('need-auth-warning')).toHaveText(V.realNameRequired);
    await expect(page.getByTestId('center-nickname')).toHaveText('惊鸿而过');
    await expect(page.getByTestId('realname-status')).toHaveText('未认证');

    const form = page.getByTestId('realname-form');
    await form.getByRole('button', { name: '提交认证' }).click();
    await expect(form.getByText(PROFILE_MSG.idCardFrontRequired)).toBeVisible();

    await form.getByLabel('真实姓名').fill('张三');
    await form.getByLabel('身份证号').fill(idCardNumber());
    // A text file named .png is refused in the browser with the §5 message.
    await page.getByTestId('realname-front').setInputFiles(FAKE_PNG);
    await expect(form.getByText(V.imageTypeInvalid).first()).toBeVisible();
    await page.getByTestId('realname-front').setInputFiles(png('front.png'));
    await page.getByTestId('realname-back').setInputFiles(png('back.png'));
    await expect(form.getByRole('img', { name: '人像面' })).toBeVisible();
    await expect(form.getByRole('img', { name: '国徽面' })).toBeVisible();
    await page.getByTestId('realname-submit').click();
    await toast(page, PROFILE_MSG.identitySubmitted);
    await expect(page.getByTestId('realname-status')).toHaveText('审核中');
    await expect(page.getByTestId('realname-panel')).toContainText('张三');
    await expect(page.getByTestId('realname-panel')).toContainText('110105');
    // The header of the page follows: identity 审核中.
    await page.reload();
    await expect(page.getByTestId('center-identity')).toHaveText('审核中');
  });

  test('feedback with an image is thanked; a wrong-type file gets the §5 message', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useToken(context, baseURL!, await loginDemo(request));
    await page.goto('/personalCenter');
    await page.getByTestId('sidebar-feedback').click();
    const dialog = page.getByTestId('feedback-form');
    await expect(dialog).toBeVisible();

    // A logged-in buyer's name and phone are filled in (the phone in full: the session only has it masked).
    await expect(dialog.getByTestId('feedback-name')).toHaveValue('王演示');
    await expect(dialog.getByTestId('feedback-phone')).toHaveValue('13800138000');
    // Empty submit (clear what was filled in): every §5 message, and the warning.
    await dialog.getByTestId('feedback-name').fill('');
    await dialog.getByTestId('feedback-phone').fill('');
    await dialog.getByTestId('feedback-submit').click();
    await expect(dialog.getByText(V.feedbackContentRequired)).toBeVisible();
    await expect(dialog.getByText(V.feedbackNameRequired)).toBeVisible();
    await expect(dialog.getByText(V.feedbackPhoneInvalid)).toBeVisible();
    await toast(page, V.feedbackCheckRequired);

    // Wrong type: refused by its bytes although named .png.
    await dialog.getByTestId('feedback-files').setInputFiles(FAKE_PNG);
    await expect(dialog.getByTestId('feedback-files-error')).toHaveText(V.imageTypeInvalid);
    await expect(dialog.getByRole('img')).toHaveCount(0);

    await dialog.getByTestId('feedback-content').fill('希望商品页能直接下载英文版 COA。');
    await dialog.getByTestId('feedback-name').fill('测试用户');
    await dialog.getByTestId('feedback-phone').fill('13900139000');
    await dialog.getByTestId('feedback-files').setInputFiles(png('screen.png'));
    await expect(dialog.getByRole('img', { name: '反馈图片1' })).toBeVisible();
    const sent = page.waitForResponse((r) => r.url().includes('/userSuggest/suggest/add'));
    await dialog.getByTestId('feedback-submit').click();
    expect(((await (await sent).json()) as Envelope).code).toBe(1);
    await toast(page, S.feedbackThanks);
    await expect(dialog).toBeHidden();

    // The server checks the bytes too: the same fake file sent directly is refused with the message.
    const res = await request.post(`${USER_API}/userSuggest/suggest/add`, {
      multipart: { content: '直接调用接口', name: '测试', phone: '13900139000', file: FAKE_PNG },
    });
    const env = (await res.json()) as Envelope;
    expect(env.code).toBe(0);
    expect(env.message).toBe(V.imageTypeInvalid);
  });

  test('a favourite from the goods page appears in 我的收藏, the view in 我的足迹', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await loginDemo(request);
    const product = await findProductFromHome(page);
    await useToken(context, baseURL!, token);

    const recorded = page.waitForResponse((r) => r.url().includes('/userHistory/record'), { timeout: 60_000 });
    await page.goto(product.href);
    expect(((await (await recorded).json()) as Envelope).code).toBe(1);
    const toggle = page.getByTestId('favorite-toggle');
    await expect(toggle).toBeEnabled();
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') {
      await toggle.click();
      await toast(page, PROFILE_MSG.favoriteAdded);
    }
    await expect(toggle).toHaveText('已收藏');

    const name = (await page.getByTestId('goods-name').innerText()).trim();
    await page.goto('/personalCenter/myCollection');
    await expect(page.getByTestId('favorite-card').filter({ hasText: name }).first()).toBeVisible();

    await page.goto('/personalCenter/history');
    await expect(page.getByTestId('history-card').filter({ hasText: name }).first()).toBeVisible();

    // The state survives a reload of the (cached) goods page and can be undone there.
    await page.goto(product.href);
    await expect(page.getByTestId('favorite-toggle')).toHaveText('已收藏');
    await page.getByTestId('favorite-toggle').click();
    await toast(page, PROFILE_MSG.favoriteRemoved);
    await expect(page.getByTestId('favorite-toggle')).toHaveText('收藏');
  });

  test('screenshots of the personal centre pages', async ({ page, context, request, baseURL }, info) => {
    await useToken(context, baseURL!, await loginDemo(request));
    const pages = [
      '',
      '/accountManagement',
      '/accountSecurity',
      '/receivingAddress',
      '/invoiceAddress',
      '/myCollection',
      '/history',
      '/myIntegral',
      '/accountingPeriod',
      '/invoice',
    ];
    for (const p of pages) {
      await page.goto(`/personalCenter${p}`);
      await expect(page.getByTestId('center-nav')).toBeVisible();
      await expect(page.getByText('加载中')).toHaveCount(0);
      await expect(page.getByText('数据加载失败')).toHaveCount(0);
      await page.screenshot({ path: info.outputPath(`center${p.replace('/', '-') || '-home'}.png`), fullPage: true });
    }
    await page.goto('/personalCenter?tab=enterprise');
    await expect(page.getByTestId('enterprise-panel')).toBeVisible();
    await page.screenshot({ path: info.outputPath('center-enterprise.png'), fullPage: true });
  });
});
