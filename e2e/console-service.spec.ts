/**
 * Operations console, service areas: a buyer and 运营 side by side in two browser contexts (issue 14, "done means"):
 *  (a) a new buyer uploads real-name verification (customisation still refused) → 运营 sees the identity photos in the
 *      console (served to staff only) and approves → the buyer opens 定制服务 without the warning;
 *  (b) the buyer sends feedback → 运营 replies and adopts it → the buyer's points rise by 100 and 我的反馈 shows the
 *      reply; adopting again adds nothing;
 *  (c) a delivered order's line is claimed with a photo → 仓库 approves with a note, the buyer sends the goods back,
 *      仓库 confirms and completes → the buyer's after-sales detail shows 已完成 with the timeline.
 * Screenshots: docs/screenshots/console-service-verification.png, console-service-after-sale.png.
 */
import type { Browser } from '@playwright/test';
import { test, expect, type BrowserContext, type Page } from './helpers/fixtures';
import { api, findPackages, loginFreshBuyer, placeOrderApi, useToken } from './helpers/buyer';
import { staffPage } from './helpers/staff';
import { CONSOLE_SERVICE_MSG, PROFILE_MSG, S, V } from '../lib/config/messages';

/** A valid 18-digit resident ID number (GB 11643 check digit), different on every run. */
function idCardNumber(): string {
  const t = Date.now();
  const body = `110105198${t % 10}0${1 + (t % 9)}1${t % 10}${String(t % 1000).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** A PNG the browser draws from `html` (real image bytes for uploads, and something to see on the screenshots). */
async function drawnPng(
  context: BrowserContext,
  name: string,
  html: string,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const p = await context.newPage();
  await p.setViewportSize({ width: 428, height: 270 });
  await p.setContent(
    `<div style="box-sizing:border-box;width:420px;height:262px;margin:4px;border-radius:14px;font:15px sans-serif;padding:22px;line-height:2">${html}</div>`,
  );
  const buffer = await p.locator('div').first().screenshot();
  await p.close();
  return { name, mimeType: 'image/png', buffer };
}

/** A stand-in identity photo (人像面 / 国徽面), marked as a test sample. */
const idPhoto = (context: BrowserContext, side: string) =>
  drawnPng(
    context,
    `${side}.png`,
    `<div style="height:100%;margin:-22px;padding:22px;border-radius:14px;background:linear-gradient(135deg,#e8f1fb,#cfe0f5)">
      <div style="font-size:18px;font-weight:bold;color:#1d4f91">居民身份证 ${side}（测试样张）</div>
      <div>姓名：张三</div><div>性别：男　民族：汉</div><div>住址：北京市朝阳区测试路 1 号</div>
      <div style="color:#c00">仅供开发环境演示，非真实证件</div></div>`,
  );
async function buyerContext(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; buyer: Page; token: string; mobile: string }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const { token, mobile } = await loginFreshBuyer(context.request);
  await useToken(context, baseURL, token);
  return { context, buyer: await context.newPage(), token, mobile };
}

test('real-name upload → 运营 approves in the console → the buyer can open 定制服务', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { context, buyer, mobile } = await buyerContext(browser, baseURL!);

  // Not verified: 定制服务 refuses with the spec's warning and sends the buyer to verification.
  await buyer.goto('/customizedServices');
  await expect(buyer.getByText(V.realNameRequired).first()).toBeVisible();
  await buyer.waitForURL(/\/personalCenter\?needAuthentication=1/);
  const form = buyer.getByTestId('realname-form');
  await form.getByLabel('真实姓名').fill('张三');
  await form.getByLabel('身份证号').fill(idCardNumber());
  await buyer.getByTestId('realname-front').setInputFiles(await idPhoto(context, '人像面'));
  await buyer.getByTestId('realname-back').setInputFiles(await idPhoto(context, '国徽面'));
  // Each photo is uploaded as it is chosen: submit once both are back from the server.
  await expect(form.getByRole('img', { name: '人像面' })).toBeVisible();
  await expect(form.getByRole('img', { name: '国徽面' })).toBeVisible();
  const sent = buyer.waitForResponse((r) => r.url().includes('/userInfo/bindIDCard'));
  await buyer.getByTestId('realname-submit').click();
  expect(((await (await sent).json()) as { code: number; message: string }).message).toBe(
    PROFILE_MSG.identitySubmitted,
  );
  await expect(buyer.getByTestId('realname-status')).toHaveText('审核中');

  // 运营: the request waits in 待审核 with both photos, which the console serves to staff.
  const ops = await staffPage(browser, 'ops');
  await ops.goto('/console');
  await ops.locator('[data-queue="verifications"]').click();
  await ops.waitForURL(/\/console\/verifications\?status=pending/);
  await ops.getByRole('search').getByLabel('搜索').fill(mobile);
  await ops.getByRole('search').getByRole('button', { name: '查询' }).click();
  await ops.waitForURL(new RegExp(`kw=${mobile}`));
  const row = ops.getByTestId('verification-row').filter({ hasText: mobile });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('实名认证');
  await row.getByRole('link', { name: '审核' }).click();
  await expect(ops.getByTestId('verification-status')).toHaveText('待审核');
  const photos = ops.getByTestId('verification-files').getByRole('img');
  await expect(photos).toHaveCount(2);
  for (const img of await photos.all())
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(100);
  const photoUrl = (await photos.first().getAttribute('src'))!;
  expect(photoUrl).toMatch(/^\/console\/api\/verifications\/file\/\d+$/);
  // The buyer's own session does not open the console's copy of the photo.
  expect((await context.request.get(photoUrl)).status()).toBe(401);
  await ops.screenshot({ path: 'docs/screenshots/console-service-verification.png', fullPage: true });

  await ops.getByTestId('verification-approve').click();
  await ops.getByTestId('verification-approve-confirm').click();
  await expect(ops.getByText(CONSOLE_SERVICE_MSG.verificationApproved)).toBeVisible();
  await expect(ops.getByTestId('verification-status')).toHaveText('已通过');
  await expect(ops.getByTestId('verification-actions')).toHaveCount(0);

  // The buyer: verified, and 定制服务 opens with its form and no warning.
  await buyer.goto('/personalCenter');
  await expect(buyer.getByTestId('center-identity')).toHaveText('已认证');
  await buyer.goto('/customizedServices');
  // The form appears once the page has read the buyer's verification (slow on a loaded machine).
  await expect(buyer.getByTestId('custom-form')).toBeVisible({ timeout: 30_000 });
  await expect(buyer.getByText(V.realNameRequired)).toHaveCount(0);
  expect(buyer.url()).toMatch(/\/customizedServices$/);
  await context.close();
  await ops.context().close();
});

test('feedback → 运营 replies and adopts → the buyer gains 100 points once and reads the reply', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { context, buyer, token } = await buyerContext(browser, baseURL!);
  const balance = async () =>
    (await api<{ balance: number }>(context.request, token, 'user', 'GET', 'userPoints/list')).data.balance;
  const before = await balance();

  // The buyer sends a suggestion from the personal centre.
  const text = `希望增加氘代内标的批次 COA 下载（e2e ${Date.now() % 1_000_000}）`;
  await buyer.goto('/personalCenter');
  await buyer.getByTestId('center-nav-feedback').click();
  const dialog = buyer.getByTestId('feedback-form');
  await dialog.getByTestId('feedback-content').fill(text);
  await dialog.getByTestId('feedback-name').fill('王检测');
  await dialog.getByTestId('feedback-phone').fill('13900139000');
  await dialog.getByTestId('feedback-submit').click();
  await expect(buyer.getByText(S.feedbackThanks).first()).toBeVisible();

  // 运营: unread first; open it, reply, adopt.
  const ops = await staffPage(browser, 'ops');
  await ops.goto('/console/feedback?status=new');
  const row = ops.getByTestId('feedback-row').filter({ hasText: text });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('未读');
  await row.getByRole('link', { name: '处理' }).click();
  await ops.waitForURL(/\/console\/feedback\/\d+$/);
  const id = Number(/(\d+)$/.exec(ops.url())![1]);
  await expect(ops.getByTestId('feedback-content')).toHaveText(text);

  await ops.getByTestId('feedback-reply').click();
  await ops.getByLabel('回复内容').fill('感谢您的建议，氘代内标的批次 COA 已上线下载。');
  await ops.getByTestId('feedback-reply-confirm').click();
  await expect(ops.getByText(CONSOLE_SERVICE_MSG.replied)).toBeVisible();
  await expect(ops.getByTestId('feedback-reply-text')).toContainText('批次 COA 已上线下载');

  await ops.getByTestId('feedback-adopt').click();
  await ops.getByTestId('feedback-adopt-confirm').click();
  await expect(ops.getByText(CONSOLE_SERVICE_MSG.adopted(100))).toBeVisible();
  await expect(ops.getByTestId('feedback-status')).toHaveText('已采纳');
  await expect(ops.getByTestId('feedback-adopt')).toBeDisabled();

  // The buyer: +100 on 我的积分, the reply and 已采纳 on 我的反馈.
  await buyer.goto('/personalCenter/myIntegral');
  await expect(buyer.getByTestId('points-balance')).toHaveText(String(before + 100));
  await expect(buyer.getByTestId('points-ledger')).toContainText('意见反馈被采纳');
  await buyer.goto('/personalCenter/myFeedback');
  const item = buyer.getByTestId('my-feedback-item').filter({ hasText: text });
  await expect(item.getByTestId('my-feedback-status')).toContainText('已采纳');
  await expect(item.getByTestId('my-feedback-reply')).toContainText('批次 COA 已上线下载');

  // Adopting again (the button is disabled; the endpoint called directly) adds nothing.
  const again = await ops.request.post(`/console/api/feedback/${id}/adopt`, {
    headers: { 'x-console': '1', 'content-type': 'application/json' },
    data: {},
  });
  const env = (await again.json()) as { code: number; data: { pointsAwarded: number; message: string } };
  expect(env.code).toBe(1);
  expect(env.data).toMatchObject({ pointsAwarded: 0, message: CONSOLE_SERVICE_MSG.alreadyAdopted });
  expect(await balance()).toBe(before + 100);
  await buyer.goto('/personalCenter/myIntegral');
  await expect(buyer.getByTestId('points-balance')).toHaveText(String(before + 100));
  await context.close();
  await ops.context().close();
});

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

test('after-sales: claim with a photo → 仓库 approves, the goods come back, 仓库 completes → the buyer sees 已完成', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { context, buyer, token } = await buyerContext(browser, baseURL!);
  const h = { token, Authorization: token };
  // A delivered order: placed, paid by bank transfer (财务 confirms), shipped (仓库) — through the console API.
  const [pkg] = await findPackages(context.request, 1, (p) => p.stock >= 2);
  const order = await placeOrderApi(context.request, token, [pkg!]);
  const voucher = await context.request.post('/mall/shopping/order/api/order/pay/transfer/voucher', {
    headers: h,
    multipart: {
      orderNo: order.orderNo,
      file: await drawnPng(
        context,
        'voucher.png',
        `<div style="border:2px solid #c00;height:100%;margin:-22px;padding:18px"><b style="color:#c00">网上银行电子回单（测试）</b><div>收款人：标准物质商城（演示）</div><div>用途：${order.orderNo}</div></div>`,
      ),
    },
  });
  expect(((await voucher.json()) as { code: number }).code).toBe(1);
  const finance = await staffPage(browser, 'finance');
  expect((await staffCall(finance, `orders/${order.orderNo}/confirm-transfer`)).code).toBe(1);
  const warehouse = await staffPage(browser, 'warehouse');
  expect(
    (await staffCall(warehouse, `orders/${order.orderNo}/ship`, { carrier: '顺丰速运', trackingNo: `SF${Date.now()}` }))
      .code,
  ).toBe(1);

  // The buyer claims 退货退款 for one unit, with a photo of the damaged vial.
  const claimable = await api<{ lines: { lineId: number; price: number }[] }>(
    context.request,
    token,
    'order',
    'GET',
    `afterSale/claimable?orderNo=${order.orderNo}`,
  );
  const line = claimable.data.lines[0]!;
  const applied = await context.request.post('/mall/shopping/order/api/afterSale/apply', {
    headers: h,
    multipart: {
      orderNo: order.orderNo,
      lineId: String(line.lineId),
      type: 'return',
      quantity: '1',
      reason: '包装破损或泄漏',
      description: '收到时瓶盖松动，外包装有结晶析出。',
      files: await drawnPng(
        context,
        'damaged-vial.png',
        `<div style="height:100%;margin:-22px;padding:22px;background:#f4efe6"><b>到货照片（测试）</b><div>西林瓶瓶盖松动，外包装内有白色结晶析出</div><div style="margin-top:14px;width:60px;height:110px;border:3px solid #888;border-radius:8px 8px 14px 14px;background:#fff"></div></div>`,
      ),
    },
  });
  const claim = ((await applied.json()) as { code: number; data: { id: number; afterSaleNo: string } }).data;
  expect(claim.afterSaleNo).toMatch(/^AS\d+/);

  // 仓库: the claim waits under 待处理; the detail shows the line, the refund and the buyer's photo.
  await warehouse.goto('/console/after-sales?status=open');
  await warehouse.getByRole('search').getByLabel('搜索').fill(claim.afterSaleNo);
  await warehouse.getByRole('search').getByRole('button', { name: '查询' }).click();
  const row = warehouse.getByTestId('after-sale-row').filter({ hasText: claim.afterSaleNo });
  await expect(row).toContainText('待审核');
  await row.getByRole('link', { name: claim.afterSaleNo }).click();
  await expect(warehouse.getByTestId('after-sale-status')).toHaveText('待审核');
  const photo = warehouse.getByTestId('after-sale-files').getByRole('img');
  await expect.poll(() => photo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(100);
  await warehouse.getByTestId('after-sale-approve').click();
  await warehouse.getByLabel(/^备注/).fill('请在 7 天内寄回，包裹内注明售后单号');
  await warehouse.getByTestId('after-sale-approve-confirm').click();
  await expect(warehouse.getByText(CONSOLE_SERVICE_MSG.approved)).toBeVisible();
  await expect(warehouse.getByTestId('after-sale-status')).toHaveText('处理中');

  // The buyer sends the goods back; 仓库 sees 退回中 with the parcel, confirms and completes.
  expect(
    (
      await api(context.request, token, 'order', 'POST', `afterSale/return/${claim.id}`, {
        carrier: '顺丰速运',
        trackingNo: 'SF1234567890',
      })
    ).code,
  ).toBe(1);
  await warehouse.reload();
  await expect(warehouse.getByTestId('after-sale-status')).toHaveText('退回中');
  await expect(warehouse.getByRole('definition').filter({ hasText: '顺丰速运 SF1234567890' })).toBeVisible();
  await warehouse.screenshot({ path: 'docs/screenshots/console-service-after-sale.png', fullPage: true });
  await warehouse.getByTestId('after-sale-complete').click();
  await warehouse.getByLabel(/^处理结果/).fill('已收到退货，退款已原路退回');
  await warehouse.getByTestId('after-sale-complete-confirm').click();
  // The notice (role status) — '已完成' is also the status badge's text and the timeline's "→ 已完成".
  await expect(warehouse.getByRole('status').getByText(CONSOLE_SERVICE_MSG.completed, { exact: true })).toBeVisible();
  await expect(warehouse.getByTestId('after-sale-status')).toHaveText('已完成');

  await buyer.goto(`/afterSalesCenter/afterASingle?id=${claim.id}`);
  const detail = buyer.getByTestId('after-sale-detail');
  await expect(detail.getByTestId('after-sale-detail-status')).toHaveText('已完成');
  await expect(detail.getByTestId('after-sale-timeline')).toContainText('审核通过');
  await expect(detail.getByTestId('after-sale-timeline')).toContainText('售后完成');
  await context.close();
  await finance.context().close();
  await warehouse.context().close();
});
