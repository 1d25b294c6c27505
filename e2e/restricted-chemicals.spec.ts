/**
 * Restricted chemicals (issue 31, part 2) in Chromium: a buyer of a certified organisation adds 麻黄碱 (第一类易制毒)
 * → the goods page and the cart line say it needs a 购买许可证, 去结算 is blocked with a link → 企业资质 opens with
 * that kind's form → the buyer uploads the permit (待审核) → 运营 opens it from the console's queue, sees the scan and
 * approves → the buyer settles and places the order → the order is in the console's 管制品台账 with the licence.
 * Screenshots: docs/screenshots/restricted-cart.png, restricted-qualification.png, restricted-console-review.png,
 * restricted-ledger.png.
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test, expect } from './helpers/fixtures';
import { api, ensureAddress, loginFreshBuyer, useToken } from './helpers/buyer';
import { staffContext } from './helpers/staff';
import { LICENCE_MSG } from '../lib/config/messages';
import { creditCodeCheckChar } from '../lib/domain/accounts/profile/validate';

/** A PNG the browser draws (a stand-in scan, marked as a test sample). */
async function drawnScan(context: BrowserContext, title: string, lines: string[]) {
  const p = await context.newPage();
  await p.setViewportSize({ width: 620, height: 420 });
  await p.setContent(
    `<div style="box-sizing:border-box;width:600px;height:400px;margin:10px;padding:28px;border:6px double #b22;font:16px sans-serif;line-height:2;background:#fffaf0">
      <div style="text-align:center;font-size:22px;font-weight:bold;color:#b22">${title}</div>${lines.map((l) => `<div>${l}</div>`).join('')}
      <div style="color:#c00">仅供开发环境演示，非真实证件</div></div>`,
  );
  const buffer = await p.locator('div').first().screenshot();
  await p.close();
  return { name: 'scan.png', mimeType: 'image/png', buffer };
}

/** The buyer's own certified organisation: enterprise verification submitted through the API, approved by 运营. */
async function certifiedOrganisation(
  request: APIRequestContext,
  token: string,
  ops: BrowserContext,
  context: BrowserContext,
  corpName: string,
) {
  const body = `91110108${String(Date.now()).slice(-9)}`;
  const creditCode = body + creditCodeCheckChar(body);
  const scan = await drawnScan(context, '营业执照（测试样张）', [
    `名称：${corpName}`,
    `统一社会信用代码：${creditCode}`,
  ]);
  const up = await (
    await request.post('/mall/user/api/userInfo/corpLicenseUpload', {
      headers: { token, Authorization: token },
      multipart: { file: scan },
    })
  ).json();
  expect(up.code, up.message).toBe(1);
  const sub = await api(request, token, 'user', 'POST', 'userInfo/corpCertification', {
    corpName,
    creditCode,
    corpType: 'pharma',
    address: '北京市海淀区测试路 9 号',
    contactName: '王主管',
    contactPhone: '13912345678',
    licenseFid: up.data.fid,
  });
  expect(sub.code, sub.message).toBe(1);
  const list = await (
    await ops.request.get(
      `/console/api/verifications/list?status=pending&kind=enterprise&kw=${encodeURIComponent(corpName)}`,
    )
  ).json();
  const id = (list.data as { id: number }[])[0]!.id;
  const ok = await (
    await ops.request.post(`/console/api/verifications/${id}/approve`, { headers: { 'x-console': '1' }, data: {} })
  ).json();
  expect(ok.code, ok.message).toBe(1);
}

const today = (days = 0) => new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('易制毒: add 麻黄碱 → led to 企业资质 → upload the permit → 运营 approves in the console → the buyer orders', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const { token } = await loginFreshBuyer(context.request);
  await useToken(context, baseURL!, token);
  const ops = await staffContext(browser, 'ops');
  const stamp = Date.now();
  const corpName = `易制毒采购测试制药有限公司${stamp}`;
  await certifiedOrganisation(context.request, token, ops, context, corpName);
  await ensureAddress(context.request, token);

  // The goods page of 麻黄碱 (CAS 299-42-3) says which document it needs, before anything is in the cart.
  const buyer = await context.newPage();
  await buyer.goto('/299-42-3');
  await expect(buyer.getByTestId('goods-name')).toContainText('麻黄碱');
  await expect(buyer.getByTestId('goods-licence')).toContainText('第一类易制毒化学品购买许可证');
  await expect(buyer.getByTestId('goods-licence-status')).toHaveAttribute('data-state', 'none');
  const canonical = (await buyer.locator('link[rel="canonical"]').getAttribute('href')) ?? buyer.url();
  const productId = Number(/goodsDetail\/(\d+)/.exec(canonical)?.[1]);
  const skus = await api<{ id: number; price: number | null; stock: number; delivery: string }[]>(
    context.request,
    null,
    'product',
    'GET',
    `prodproduct/getSkuList/${productId}`,
  );
  const sku = skus.data.find((s) => (s.price ?? 0) > 0 && (s.stock > 0 || s.delivery !== '现货'))!;
  // The page restores the session first (then the cart is the server's): add once the server cart is loaded.
  const serverCart = buyer.waitForResponse((r) => r.url().includes('/buy/car/list'));
  await buyer.goto(`/goodsDetail/${productId}?skuId=${sku.id}`);
  await serverCart;
  const added = buyer.waitForResponse((r) => r.url().includes('/buy/car/insert'));
  await buyer.getByTestId('add-to-cart').first().click();
  expect(((await (await added).json()) as { code: number }).code).toBe(1);
  await expect(buyer.getByText('已加入购物车')).toBeVisible();

  // The cart: the line names the class and the document; 去结算 is blocked, and the block carries the way forward.
  await buyer.goto('/settlementCenter');
  const line = buyer.getByTestId('cart-row').filter({ hasText: '麻黄碱' }).getByTestId('line-licence');
  await expect(line).toHaveAttribute('data-state', 'none');
  await expect(line).toContainText('第一类易制毒化学品');
  await expect(buyer.getByTestId('cart-settle')).toBeDisabled();
  await expect(buyer.getByTestId('cart-licence')).toContainText(
    LICENCE_MSG.need('第一类易制毒化学品', '麻黄碱', '第一类易制毒化学品购买许可证'),
  );
  await buyer.screenshot({ path: 'docs/screenshots/restricted-cart.png', fullPage: true });
  await buyer.getByTestId('cart-licence').getByTestId('licence-upload-link').click();

  // 企业资质: the form opens for the 购买许可证.
  await buyer.waitForURL(/\/personalCenter\/qualification\?kind=precursor_permit/);
  const form = buyer.getByTestId('licence-form');
  await expect(form.getByTestId('licence-kind')).toHaveValue('precursor_permit');
  const licenceNo = `（京）3J-E2E-${stamp}`;
  await form.getByTestId('licence-no').fill(licenceNo);
  await form.getByTestId('licence-authority').fill('北京市药品监督管理局');
  await form.getByTestId('licence-from').fill(today(-5));
  await form.getByTestId('licence-to').fill(today(180));
  await form.getByLabel('许可品种及数量').fill('麻黄碱 1 g');
  await form
    .getByTestId('licence-scan')
    .setInputFiles(
      await drawnScan(context, '第一类易制毒化学品购买许可证（测试样张）', [
        `编号：${licenceNo}`,
        `购买单位：${corpName}`,
        '品种：麻黄碱　数量：1 g',
        `有效期：${today(-5)} 至 ${today(180)}`,
      ]),
    );
  await expect(form.getByRole('img', { name: '证件扫描件' })).toBeVisible();
  const sent = buyer.waitForResponse((r) => r.url().includes('/licence/submit'));
  await form.getByTestId('licence-submit').click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(1);
  // The form closes (and stays closed when the list reloads); the document is listed as 待审核.
  await expect(form).toHaveCount(0);
  const row = buyer.getByTestId('licence-row').filter({ hasText: licenceNo });
  await expect(row.getByTestId('licence-status')).toHaveText('待审核');
  await expect(
    buyer.getByTestId('licence-requirement').and(buyer.locator('[data-class="precursor1"]')),
  ).toHaveAttribute('data-state', 'pending');
  await buyer.screenshot({ path: 'docs/screenshots/restricted-qualification.png', fullPage: true });

  // 运营: the queue on the console home → the document with its scan → 通过.
  const desk = await ops.newPage();
  await desk.goto('/console');
  await desk.locator('[data-queue="licences"]').click();
  await desk.waitForURL(/\/console\/licences\?status=pending/);
  await desk.getByRole('search').getByLabel('搜索').fill(licenceNo);
  await desk.getByRole('search').getByRole('button', { name: '查询' }).click();
  await desk.getByTestId('licence-row').filter({ hasText: licenceNo }).getByRole('link', { name: '审核' }).click();
  await expect(desk.getByText(corpName).first()).toBeVisible();
  const scanImg = desk.getByTestId('licence-files').getByRole('img');
  await expect(scanImg).toBeVisible();
  expect(await scanImg.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await desk.screenshot({ path: 'docs/screenshots/restricted-console-review.png', fullPage: true });
  await desk.getByTestId('licence-approve').click();
  await desk.getByTestId('licence-approve-confirm').click();
  await expect(desk.getByTestId('licence-status')).toHaveText('已通过');
  await expect(desk.getByTestId('licence-reviewed')).toContainText('审核');

  // The buyer: the cart line is covered, 去结算 opens settlement, 提交订单 places the order.
  await buyer.goto('/settlementCenter');
  await expect(buyer.getByTestId('cart-row').filter({ hasText: '麻黄碱' }).getByTestId('line-licence')).toHaveAttribute(
    'data-state',
    'approved',
  );
  await expect(buyer.getByTestId('cart-settle')).toBeEnabled();
  await buyer.getByTestId('cart-settle').click();
  await expect(buyer).toHaveURL(/\/settlementPage$/);
  await expect(buyer.getByTestId('settle-licence')).toHaveCount(0);
  await buyer.getByTestId('settle-submit').click();
  await expect(buyer).toHaveURL(/\/settlementPage\/payment\/paymentBill\?orderNo=SO\d+/);
  const orderNo = new URL(buyer.url()).searchParams.get('orderNo')!;

  // The ledger: the order with the licence that covered it.
  await desk.goto(`/console/restricted-sales?kw=${encodeURIComponent(licenceNo)}`);
  const ledger = desk.getByTestId('ledger-row');
  await expect(ledger).toHaveCount(1);
  await expect(ledger).toContainText(orderNo);
  await expect(ledger).toContainText('麻黄碱');
  await expect(ledger).toContainText(corpName);
  await desk.screenshot({ path: 'docs/screenshots/restricted-ledger.png', fullPage: true });
  await context.close();
  await ops.close();
});
