/**
 * Insights journey, a buyer and 运营 side by side (issue 14, "done means": the zero-result report lists a CAS that a
 * buyer searched and the catalogue lacks within a minute of the search):
 *   the buyer opens a goods page (view beacon), searches a CAS the catalogue lacks in the header search, and orders
 *   the product → 运营 opens 数据洞察 and sees that CAS in the zero-result list with 新建商品, the product in the
 *   conversion table, and the charts drawn; 仓库 is refused the page.
 * Screenshot: docs/screenshots/console-insights.png.
 */
import { test, expect } from './helpers/fixtures';
import { findPackages, loginFreshBuyer, placeOrderApi, useToken } from './helpers/buyer';
import { staffPage } from './helpers/staff';

/** A valid CAS number (check digit right) that no demo product has: 7-digit head starting with 9, random. */
function absentCas(): string {
  const head = `9${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
  const digits = head.split('').reverse();
  const check = digits.reduce((s, d, i) => s + Number(d) * (i + 1), 0) % 10;
  return `${head.slice(0, 7)}-${head.slice(7)}-${check}`;
}

test('a buyer searches a CAS the catalogue lacks → 运营 sees it in the zero-result report; charts and conversion', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const cas = absentCas();
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const { token } = await loginFreshBuyer(context.request);
  await useToken(context, baseURL!, token);
  const buyer = await context.newPage();

  // A goods page view: the cached page's beacon reports it.
  const [pkg] = await findPackages(context.request, 1, (p) => p.stock > 0);
  const beacon = buyer.waitForResponse(
    (r) => r.url().includes('/mall/user/api/access/goods/view') && r.request().method() === 'POST',
  );
  await buyer.goto(`/goodsDetail/${pkg!.productId}`);
  expect((await (await beacon).json()).code).toBe(1);

  // The header search (type 全部) for the absent CAS: the search centre finds no product.
  const input = buyer.getByTestId('header-search').getByTestId('search-input');
  await input.fill(cas);
  await input.press('Enter');
  await buyer.waitForURL((u) => u.pathname === '/searchCenter' && u.searchParams.get('keyword') === cas);
  await expect(buyer.getByTestId('search-center')).toBeVisible();

  // The same buyer orders the viewed product (cart → order through the API).
  await placeOrderApi(context.request, token, [pkg!]);

  // 运营 opens 数据洞察: the CAS is in the zero-result list (CAS tab), with the link to create the product.
  const ops = await staffPage(browser, 'ops');
  await ops.goto('/console/insights?days=7&group=cas');
  await expect(ops.getByRole('heading', { name: '数据洞察' })).toBeVisible();
  const row = ops.getByTestId('zero-row').and(ops.locator(`[data-query="${cas}"]`));
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('CAS号');
  await expect(row.getByTestId('create-product')).toHaveAttribute('href', `/console/catalog/new?cas=${cas}`);
  // The charts are drawn (SVG).
  for (const name of ['每日订单与销售额', '各类搜索次数', '浏览-加购-下单漏斗']) {
    await expect(ops.locator(`[data-chart="${name}"] svg.recharts-surface`).first()).toBeVisible();
  }
  await expect(ops.locator('[data-chart="分类销售额"] svg.recharts-surface').first()).toBeVisible();
  // Conversion: the viewed, carted and ordered product has all three counts.
  const conv = ops
    .getByTestId('conversion-row')
    .filter({ has: ops.locator(`a[href="/goodsDetail/${pkg!.productId}"]`) });
  await expect(conv).toHaveCount(1);
  const cells = await conv.locator('td').allInnerTexts();
  expect(
    cells
      .slice(2, 5)
      .map(Number)
      .every((n) => n >= 1),
  ).toBe(true);

  // The whole report for the screenshot: all kinds, the last 30 days.
  await ops.goto('/console/insights?days=30');
  await expect(ops.getByTestId('zero-row').and(ops.locator(`[data-query="${cas}"]`))).toHaveCount(1);
  await expect(ops.locator('[data-chart="每日订单与销售额"] svg.recharts-surface').first()).toBeVisible();
  await ops.screenshot({ path: 'docs/screenshots/console-insights.png', fullPage: true });

  // 仓库 may not open it: the server sends it to the denied page.
  const warehouse = await staffPage(browser, 'warehouse');
  await warehouse.goto('/console/insights');
  await expect(warehouse).toHaveURL(/\/console\/denied/);
  await Promise.all([context.close(), ops.context().close(), warehouse.context().close()]);
});
