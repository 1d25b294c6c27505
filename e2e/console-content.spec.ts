/**
 * Console content journeys, a staff member (运营) and a buyer side by side:
 *   - ops writes a news article with the rich-text toolbar and publishes it; the buyer, who had the home page open
 *     (its news list is cached under the home tag), sees it on the home page and its article page within 5 s —
 *     formatted, with the pasted <script> and event handler gone;
 *   - ops creates a method, finds a product by CAS and adds it as 杂质A; the buyer's method page lists it.
 * Screenshots of the edit pages: docs/screenshots/console-content.png, console-content-method.png.
 */
import type { Browser } from '@playwright/test';
import { test, expect, type APIRequestContext, type Page } from './helpers/fixtures';
import { staffPage } from './helpers/staff';
import { GUIDE_COOKIE } from '../lib/config/constants';

const API = '/mall/shopping/product/api';
type Env<T> = { code: number; data: T; message: string };
type Prod = { id: number; code: string; cas: string | null; nameZh: string | null; nameEn: string };

async function buyerPage(browser: Browser): Promise<Page> {
  const base = test.info().project.use.baseURL ?? 'http://localhost:3200';
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await ctx.addCookies([{ name: GUIDE_COOKIE, value: '1', url: base }]);
  return ctx.newPage();
}

/** A product with a CAS number that some seeded method needs (so it is on sale and has a page). */
async function productWithCas(request: APIRequestContext): Promise<Prod> {
  const methods = (await (
    await request.post(`${API}/apiserver/searchApi`, { data: {}, headers: { pageNo: '1', pageSize: '50' } })
  ).json()) as Env<{ id: number; productCount: number }[]>;
  for (const m of methods.data.filter((x) => x.productCount > 0)) {
    const r = (await (
      await request.post(`${API}/prodapiitem/product/list`, {
        data: { prodApiItemId: m.id },
        headers: { pageNo: '1', pageSize: '50' },
      })
    ).json()) as Env<Prod[]>;
    const p = (r.data ?? []).find((x) => x.cas && /^\d{2,7}-\d{2}-\d$/.test(x.cas));
    if (p) return p;
  }
  throw new Error('no seeded method product with a CAS number');
}

test.describe('console content', () => {
  test('ops publishes a rich-text news article; the buyer sees it on the home page and the article page within 5 s', async ({
    browser,
  }) => {
    const buyer = await buyerPage(browser);
    // The buyer has the home page open first: its news list is now in the data cache.
    await buyer.goto('/');
    await expect(buyer.getByTestId('home-news')).toBeVisible();

    const ops = await staffPage(browser, 'ops');
    await ops.goto('/console/content/news/new');
    const title = `药典增补本发布 ${Date.now().toString(36)}`;
    await ops.getByRole('textbox', { name: '标题', exact: true }).fill(title);
    await ops.getByRole('textbox', { name: '摘要' }).fill('新增对照品与杂质标准，附实施时间。');
    const body = ops.getByRole('textbox', { name: '正文', exact: true });
    // The toolbar wraps the selection: type a word, select it, make it a heading.
    await body.fill('增补要点');
    await body.selectText();
    await ops.getByRole('button', { name: '二级标题' }).click();
    await expect(body).toHaveValue('<h2>增补要点</h2>\n');
    await body.press('Control+End');
    await body.pressSequentially(
      '<p>新增 <strong>12</strong> 个杂质对照品。</p><script>alert(1)</script><p onclick="alert(2)">详见附表。</p>',
    );
    const preview = ops.getByTestId('rich-text-preview');
    await expect(preview.locator('h2')).toHaveText('增补要点');
    await expect(preview.locator('strong')).toHaveText('12');
    await expect(ops.getByRole('combobox', { name: '发布状态' })).toHaveValue('1');
    await ops.screenshot({ path: 'docs/screenshots/console-content.png', fullPage: true });

    await ops.getByRole('button', { name: '创建' }).click();
    await expect(ops).toHaveURL(/\/console\/content\/news\/\d+$/);
    const id = Number(/\/news\/(\d+)$/.exec(ops.url())![1]);
    const savedAt = Date.now();
    // The editor now holds what the server stored: sanitised.
    await expect(body).not.toHaveValue(/script|onclick/);
    await expect(body).toHaveValue(/<strong>12<\/strong>/);

    // Home page (cached, expired by the edit) and the article page (rendered per request).
    await expect(async () => {
      await buyer.reload();
      await expect(buyer.getByTestId('home-news').getByRole('link', { name: title })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 5000 });
    await buyer.goto(`/newsInformation/advisoryDetails/${id}`);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(title);
    const content = buyer.getByTestId('news-content');
    await expect(content.locator('h2')).toHaveText('增补要点');
    await expect(content.locator('strong')).toHaveText('12');
    expect(await content.innerHTML()).not.toMatch(/<script|onclick/);
    expect(Date.now() - savedAt).toBeLessThan(15_000);

    // Withdrawn to draft from the list: the article page is gone for the buyer.
    await ops.goto(`/console/content/news?keyword=${encodeURIComponent(title)}`);
    const row = ops.getByTestId('news-row').filter({ hasText: title });
    await row.getByRole('button', { name: '撤回' }).click();
    await expect(row.getByText('草稿')).toBeVisible();
    const gone = await buyer.goto(`/newsInformation/advisoryDetails/${id}`);
    expect(gone?.status()).toBe(404);
    await buyer.context().close();
    await ops.context().close();
  });

  test("a method's required standard added in the console appears on the method page", async ({ browser, request }) => {
    const product = await productWithCas(request);
    const ops = await staffPage(browser, 'ops');
    await ops.goto('/console/content/methods/new');
    const title = `E2E 方法 有关物质 ${Date.now().toString(36)}`;
    await ops.getByRole('textbox', { name: '方法标题' }).fill(title);
    await ops.getByRole('textbox', { name: '原料药名称' }).fill('E2E原料药');
    await ops.getByRole('textbox', { name: '检测项目' }).fill('有关物质');
    await ops
      .getByRole('textbox', { name: '方法正文' })
      .fill('<h3>色谱条件</h3><p>色谱柱：C18，250 mm × 4.6 mm，5 μm。</p>');
    await ops.getByRole('button', { name: '创建' }).click();
    await expect(ops).toHaveURL(/\/console\/content\/methods\/\d+$/);
    const id = Number(/\/methods\/(\d+)$/.exec(ops.url())![1]);

    // Find the product by its CAS number and add it as 杂质A.
    await ops.getByLabel('货号、CAS号或名称').fill(product.cas!);
    await ops.getByLabel('新商品的用途标签').fill('杂质A');
    await ops.getByRole('button', { name: '查询' }).click();
    const hit = ops.getByTestId('lookup-row').filter({ hasText: product.code });
    await hit.getByRole('button', { name: '添加' }).click();
    const linked = ops.getByTestId('linked-product-row').filter({ hasText: product.code });
    await expect(linked).toBeVisible();
    await expect(linked.getByLabel(`用途标签 ${product.code}`)).toHaveValue('杂质A');
    await ops.screenshot({ path: 'docs/screenshots/console-content-method.png', fullPage: true });

    const buyer = await buyerPage(browser);
    await buyer.goto(`/methods/methodDetaile/${id}`);
    await expect(buyer.getByRole('heading', { level: 1 })).toHaveText(title);
    const row = buyer.getByTestId('required-product-row').filter({ hasText: product.code });
    await expect(row).toBeVisible({ timeout: 5000 });
    await expect(row).toContainText('杂质A');

    // Removed in the console: gone from the method page.
    await linked.getByRole('button', { name: '移除' }).click();
    await expect(ops.getByTestId('linked-product-row')).toHaveCount(0);
    await buyer.reload();
    await expect(buyer.getByTestId('required-product-row')).toHaveCount(0);
    await buyer.context().close();
    await ops.context().close();
  });
});
