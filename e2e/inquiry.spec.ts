/**
 * Inquiry journey (issue 12 item 8): the demo buyer puts a 询价 package into the basket from a goods page, submits
 * the basket (a double click makes one inquiry) with wishes, delivery date and the prefilled contact, lands on the
 * detail in 待报价, finds it in 我的询价 (tab counts, search), closes it and asks again (重新询价 → back in the basket).
 *
 * The accept journey here uses the demo buyer's seeded quote (`demoQuotedInquiry`) when the database has one, and is
 * skipped (saying so) otherwise. A staff member quoting in the operations console, then the buyer accepting and
 * ordering, is e2e/console-orders.spec.ts; quote → accept → order is also covered by tests/api/inquiries.test.ts.
 */
import md5 from 'md5';
import { test, expect, type APIRequestContext, type Page } from './helpers/fixtures';
import { GUIDE_COOKIE } from '../lib/config/constants';
import { INQUIRY_MSG } from '../lib/config/messages';
import { formatPrice } from '../lib/domain/catalog/products/price';

const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
const ORDER_API = '/mall/shopping/order/api';
type Env<T> = { code: number; data: T; message: string };

async function loginDemo(request: APIRequestContext): Promise<string> {
  const r = await request.post('/mall/user/api/loginAndRegister/accountLogin', {
    data: { account: DEMO.mobile, passwd: md5(DEMO.password), expireTime: 1440 },
  });
  const env = (await r.json()) as Env<{ token: string }>;
  expect(env.code, `demo login: ${env.message}`).toBe(1);
  return env.data.token;
}

async function orderApi<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<Env<T>> {
  const headers = { token, Authorization: token };
  const r =
    method === 'GET'
      ? await request.get(`${ORDER_API}/${path}`, { headers })
      : await request.post(`${ORDER_API}/${path}`, { headers, data: data ?? {} });
  return (await r.json()) as Env<T>;
}

/** A default receiving address for the buyer (settlement needs one). */
async function ensureAddress(request: APIRequestContext, token: string): Promise<void> {
  const headers = { token, Authorization: token };
  const have = (await (await request.get('/mall/user/api/userAddr/list?kind=receiving', { headers })).json()) as Env<
    unknown[]
  >;
  if (have.code === 1 && have.data.length) return;
  const r = await request.post('/mall/user/api/userAddr/save', {
    headers,
    data: {
      kind: 'receiving',
      consignee: '王演示',
      mobile: '13800138000',
      provinceId: 110000,
      cityId: 110100,
      districtId: 110101,
      detail: '演示路 1 号',
      isDefault: true,
    },
  });
  const env = (await r.json()) as Env<unknown>;
  expect(env.code, `address: ${env.message}`).toBe(1);
}

/** A product with a 询价 package (no price), from the sitemap's first products. */
async function inquiryPackage(request: APIRequestContext): Promise<{ productId: number; skuId: number }> {
  const xml = await (await request.get('/sitemaps/products-0.xml')).text();
  const ids = [...xml.matchAll(/\/goodsDetail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  for (const id of ids.slice(0, 200)) {
    const env = (await (await request.get(`/mall/shopping/product/api/prodproduct/getSkuList/${id}`)).json()) as Env<
      { id: number; price: number | null }[]
    >;
    const ask = env.code === 1 ? env.data.find((s) => s.price === null) : undefined;
    if (ask) return { productId: id, skuId: ask.id };
  }
  throw new Error('no 询价 package among the first 200 products');
}

async function start(page: Page, token: string, baseURL: string) {
  await page.context().addCookies([
    { name: 'token', value: token, url: baseURL, sameSite: 'Lax' },
    { name: GUIDE_COOKIE, value: '1', url: baseURL },
  ]);
}

test.describe('inquiry basket and centre', () => {
  test('goods page → 询价篮 → 提交询价 (double click = one inquiry) → 待报价 → 我的询价 → 关闭 → 重新询价', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await loginDemo(request);
    // Start from an empty basket (other journeys may have left lines in the demo buyer's basket).
    const old = await orderApi<{ id: number }[]>(request, token, 'GET', 'inquiry/basket/list');
    for (const r of old.data ?? []) await orderApi(request, token, 'POST', `inquiry/basket/delete/${r.id}`);
    const before = await orderApi<Record<string, number>>(request, token, 'GET', 'inquiry/counts');
    const { productId, skuId } = await inquiryPackage(request);
    await start(page, token, baseURL!);
    const wanted = new Date(Date.now() + (8 + 24 * 14) * 3600_000).toISOString().slice(0, 10); // in two weeks (China date)

    await page.goto(`/goodsDetail/${productId}?skuId=${skuId}`);
    await expect(page.getByTestId('selected-price')).toHaveText('询价');
    // The page restores the session first (then the basket is the server's): wait for the buyer's name in the top bar.
    await expect(page.getByText('演示买家').first()).toBeVisible();
    await page.getByRole('button', { name: '加入询价篮' }).click();
    await expect(page.getByText('已加入询价篮').first()).toBeVisible();
    // The basket write is optimistic: wait until the server has the line before leaving the page.
    await expect
      .poll(async () => (await orderApi<unknown[]>(request, token, 'GET', 'inquiry/basket/list')).data.length)
      .toBe(1);

    await page.goto('/inquiryCenter');
    await expect(page.getByText('询价篮', { exact: true }).first()).toBeVisible(); // the second title
    const row = page.getByTestId('basket-row');
    await expect(row).toHaveCount(1);
    await row.getByLabel('纯度要求').fill('≥98%');
    await row.getByLabel('包装要求').fill('10mg×3');
    // Contact prefilled from the account; a wrong phone gives the spec §5 message and submits nothing.
    await expect(page.getByLabel('联系人')).not.toHaveValue('');
    await expect(page.getByLabel('联系电话')).toHaveValue(DEMO.mobile);
    await page.getByLabel('联系电话').fill('1380013800');
    await page.getByTestId('inquiry-submit').click();
    await expect(page.getByText('手机号码长度不为11位')).toBeVisible();
    await page.getByLabel('联系电话').fill(DEMO.mobile);
    await page.getByLabel('期望交货日期').fill(wanted);
    await page.getByLabel('备注', { exact: true }).fill('需要 COA 与 MSDS');
    await page.getByTestId('inquiry-submit').dblclick();

    await page.waitForURL(/\/inquiryCenter\/inquiryDetails\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    const detail = page.getByTestId('inquiry-detail');
    await expect(detail.getByTestId('inquiry-status')).toHaveText('待报价');
    await expect(detail.getByTestId('inquiry-line')).toContainText('纯度：≥98%；包装：10mg×3');
    await expect(detail.getByTestId('inquiry-timeline')).toContainText('提交询价');
    await expect(detail.getByText(wanted)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('inquiry-detail.png'), fullPage: true });

    // One inquiry for the double click, and the line left the basket (header badge 0).
    const after = await orderApi<Record<string, number>>(request, token, 'GET', 'inquiry/counts');
    expect(after.data.submitted).toBe(before.data.submitted! + 1);
    expect((await orderApi<unknown[]>(request, token, 'GET', 'inquiry/basket/list')).data).toEqual([]);

    // 我的询价: the 待报价 tab has it; search by number finds it.
    await page.goto('/inquiryCenter/inquiryList?status=submitted');
    await expect(page.getByTestId('inquiry-tab-submitted')).toContainText(`(${after.data.submitted})`);
    const d = await orderApi<{ inquiryNo: string }>(request, token, 'GET', `inquiry/detail/${id}`);
    await page.getByLabel('搜索询价单').fill(d.data.inquiryNo);
    await page.getByTestId('inquiry-list').getByRole('button', { name: '搜索' }).click();
    await expect(page.getByTestId('inquiry-row')).toHaveCount(1);
    await expect(page.getByTestId('inquiry-row')).toContainText(d.data.inquiryNo);
    await page.screenshot({ path: test.info().outputPath('inquiry-list.png'), fullPage: true });
    await page.getByTestId('inquiry-row').getByRole('link', { name: '查看详情' }).click();

    // Close (with confirmation), then ask again: the package is back in the basket.
    await page.getByTestId('inquiry-close').click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(INQUIRY_MSG.closed).first()).toBeVisible();
    await expect(detail.getByTestId('inquiry-status')).toHaveText('已关闭');
    await page.getByTestId('inquiry-reinquire').click();
    await page.waitForURL(/\/inquiryCenter$/);
    await expect(page.getByTestId('basket-row')).toHaveCount(1);
    const basket = await orderApi<{ prodDetailVO: { prodSkuId: number } }[]>(
      request,
      token,
      'GET',
      'inquiry/basket/list',
    );
    expect(basket.data.map((r) => r.prodDetailVO.prodSkuId)).toEqual([skuId]);
    await orderApi(request, token, 'POST', `inquiry/basket/delete/${(basket.data[0] as unknown as { id: number }).id}`);
  });

  test('another buyer’s or an unknown inquiry id shows 询价单不存在', async ({ page, request, baseURL }) => {
    await start(page, await loginDemo(request), baseURL!);
    await page.goto('/inquiryCenter/inquiryDetails/2147483000');
    await expect(page.getByText(INQUIRY_MSG.notFound).first()).toBeVisible();
    await page.goto('/inquiryCenter/inquiryDetails/abc');
    await expect(page.getByText(INQUIRY_MSG.notFound).first()).toBeVisible();
  });

  test('a seeded quote: 已报价 with prices → 接受报价并下单 → settlement at the quoted prices → order placed, inquiry 已下单', async ({
    page,
    request,
    baseURL,
  }) => {
    const token = await loginDemo(request);
    const quoted = await orderApi<{ id: number; inquiryNo: string; expired: boolean }[]>(
      request,
      token,
      'POST',
      'inquiry/list',
      { status: 'quoted' },
    );
    const q = (quoted.data ?? []).find((x) => !x.expired);
    test.skip(!q, 'no seeded quote for the demo buyer (the e2e seed does not run demoQuotedInquiry)');
    await ensureAddress(request, token);
    const quotedLines = (
      await orderApi<{ lines: { unitPriceFen: number | null }[] }>(request, token, 'GET', `inquiry/detail/${q!.id}`)
    ).data.lines;
    await start(page, token, baseURL!);
    await page.goto(`/inquiryCenter/inquiryDetails/${q!.id}`);
    const detail = page.getByTestId('inquiry-detail');
    await expect(detail.getByTestId('inquiry-status')).toHaveText('已报价');
    await expect(detail.getByTestId('inquiry-total')).toHaveText(/¥[\d,]+\.\d{2}/);
    await detail.getByTestId('inquiry-accept').click();
    await page.waitForURL(new RegExp(`/settlementPage\\?inquiryId=${q!.id}$`));
    // The settlement shows the quoted unit prices (not the catalogue's).
    for (const l of quotedLines)
      if (l.unitPriceFen !== null)
        await expect(page.getByText(formatPrice(l.unitPriceFen / 100)).first()).toBeVisible();
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.waitForURL(/\/settlementPage\/payment\/paymentBill\?orderNo=/);
    const after = await orderApi<{ status: string; orderNo: string | null }>(
      request,
      token,
      'GET',
      `inquiry/detail/${q!.id}`,
    );
    expect(after.data.status).toBe('ordered');
    expect(page.url()).toContain(encodeURIComponent(after.data.orderNo!));
  });
});
