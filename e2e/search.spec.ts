/**
 * Search journeys: a CAS typed in the header lands on its goods page; an old Chinese alias (扑热息痛) finds the
 * drug first; a partial Chinese name (对乙酰) lists the drug and its impurities, which can be sorted and filtered,
 * and the URL reproduces the exact result in a new page; the search history dropdown; the wrong-check-digit hint.
 */
import { test, expect, type APIRequestContext, type Page } from './helpers/fixtures';
import { GUIDE_COOKIE } from '../lib/config/constants';
import { markupText, rscPayload } from './helpers/site';

const API = '/mall/shopping/product/api';
type Env<T> = { code: number; data: T; totalCount: number };
type Item = { id: number; code: string; cas: string | null; nameZh: string | null; molecularWeight: number | null };

async function skipGuide(page: Page) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:3200';
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url }]);
}

async function productSearch(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Env<{ list: Item[] }>> {
  const r = await request.post(`${API}/prodapiitem/product/search`, { data: body });
  const env = (await r.json()) as Env<{ list: Item[] }>;
  expect(env.code).toBe(1);
  return env;
}

/** A CAS number that names exactly one product (asked through the suggest call). */
async function uniqueCas(request: APIRequestContext): Promise<{ cas: string; id: number }> {
  const { data } = await productSearch(request, { keyword: '对乙酰氨基酚', pageSize: 20 });
  for (const p of data.list) {
    if (!p.cas) continue;
    const r = await request.post(`${API}/prodapiitem/product/suggest`, { data: { keyword: p.cas } });
    const env = (await r.json()) as Env<{ exactProductId: number | null }>;
    if (env.data.exactProductId) return { cas: p.cas, id: env.data.exactProductId };
  }
  throw new Error('no CAS naming exactly one product among the 对乙酰氨基酚 results');
}

const cardIds = (page: Page) =>
  page
    .getByTestId('product-results')
    .getByTestId('product-card')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id')));

test.describe('search', () => {
  test.beforeEach(async ({ page }) => skipGuide(page));

  test('a CAS typed in the header goes to the goods page', async ({ page, request }) => {
    const { cas, id } = await uniqueCas(request);
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.fill(cas);
    await input.press('Enter');
    await page.waitForURL(new RegExp(`/goodsDetail/${id}(\\?|$)`));
    await expect(page.locator('h1')).toBeVisible();
  });

  test('an old Chinese alias (扑热息痛) typed in the header (type 全部) shows 对乙酰氨基酚 first', async ({
    page,
    request,
  }) => {
    // The alias is a synonym of the drug (data/zh-names.tsv): the product search ranks the drug first.
    const api = await productSearch(request, { keyword: '扑热息痛', pageSize: 20 });
    expect(api.data.list[0]?.nameZh).toBe('对乙酰氨基酚');

    await page.goto('/');
    await page.getByTestId('search-type').click();
    await page.getByTestId('search-type-all').click();
    await expect(page.getByTestId('search-type')).toHaveText('全部');
    const input = page.getByTestId('search-input');
    await input.fill('扑热息痛');
    await input.press('Enter');
    await page.waitForURL(/\/searchCenter\?keyword=/);
    const cards = page.getByTestId('section-products').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('h3')).toContainText('对乙酰氨基酚');
    await expect(cards.first()).toHaveAttribute('data-product-id', String(api.data.list[0]!.id));
  });

  test('a search page carries its product cards in the HTML once: the payload holds their data, not their markup', async ({
    request,
  }) => {
    const res = await request.get(`/searchCenter?keyword=${encodeURIComponent('对乙酰')}`);
    expect(res.status()).toBe(200);
    const raw = await res.text();
    const html = markupText(raw);
    const payload = rscPayload(raw);
    expect(html).toContain('data-testid="product-card"');
    expect(html).toContain('对乙酰氨基酚');
    expect(payload).toContain('对乙酰氨基酚'); // the cards' data
    expect(payload).not.toContain('product-card'); // not their markup
  });

  test('对乙酰 lists the drug and its impurities; sort, filter, and the URL reproduces the result', async ({
    page,
    browser,
    request,
  }) => {
    const api = await productSearch(request, { keyword: '对乙酰', pageSize: 100 });
    expect(api.totalCount).toBeGreaterThan(1);

    await page.goto('/');
    await page.getByTestId('search-type').click();
    await page.getByTestId('search-type-product').click();
    await page.getByTestId('search-input').fill('对乙酰');
    await page.getByTestId('search-submit').click();
    await page.waitForURL(/\/productCenter\/productClassifyList\/0\?keyword=/);
    await expect(page.getByTestId('product-results')).toBeVisible();
    const first = await cardIds(page);
    expect(first.length).toBeGreaterThan(1);
    // after a keyword search the default sort is 综合排序 (relevance), the most relevant (exact name) first
    const relevance = page.getByTestId('sort-relevance');
    await expect(relevance).toHaveText('综合排序');
    await expect(relevance).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('sort-name_asc')).not.toHaveAttribute('aria-current', 'true');
    const names = await page.getByTestId('product-results').locator('h3').allInnerTexts();
    expect(names[0]).toContain('对乙酰');
    // the relabelled sort (issue 17 closing note): the sort bar and the first results
    const clip = await page.getByTestId('sort-bar').evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = Math.max(0, r.top + window.scrollY - 140);
      return { x: 0, y: top, width: document.documentElement.clientWidth, height: 640 };
    });
    await page.screenshot({ path: 'docs/screenshots/sort-relevance.png', fullPage: true, clip });

    // 名称升序 really sorts by name (the API's name order), kept in the URL
    await page.getByTestId('sort-name_asc').click();
    await page.waitForURL(/sort=name_asc/);
    await expect(page.getByTestId('sort-name_asc')).toHaveAttribute('aria-current', 'true');
    const byName = (await productSearch(request, { keyword: '对乙酰', sort: 'name_asc', pageSize: 20 })).data.list.map(
      (p) => String(p.id),
    );
    await expect.poll(() => cardIds(page)).toEqual(byName);

    // sort by molecular weight, descending
    await page.getByTestId('sort-mw_desc').click();
    await page.waitForURL(/sort=mw_desc/);
    const expected = (await productSearch(request, { keyword: '对乙酰', sort: 'mw_desc', pageSize: 20 })).data.list.map(
      (p) => String(p.id),
    );
    await expect.poll(() => cardIds(page)).toEqual(expected);

    // filter by a package size (first value of the row)
    const row = page.getByTestId('filter-row-packageValues');
    await row.locator('button').first().click();
    await page.waitForURL(/packageValues=/);
    await expect(page.getByTestId('filter-chosen')).toBeVisible();
    const filtered = await cardIds(page);
    expect(filtered.length).toBeGreaterThan(0);

    // list view, remembered
    await page.getByTestId('view-list').click();
    await page.waitForURL(/view=list/);
    await expect(page.getByTestId('product-results')).toHaveAttribute('data-view', 'list');

    // the URL reproduces the result in a fresh page (another browser context: no cookies)
    const url = page.url();
    const ctx2 = await browser.newContext();
    const page2 = await ctx2.newPage();
    await page2.goto(url);
    await expect(page2.getByTestId('product-results')).toBeVisible();
    expect(await cardIds(page2)).toEqual(await cardIds(page));
    await expect(page2.getByTestId('product-results')).toHaveAttribute('data-view', 'list');
    await expect(page2.getByTestId('sort-mw_desc')).toHaveAttribute('aria-current', 'true');
    await ctx2.close();
  });

  test('the history dropdown shows past searches, deletes one, and clears all', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.click();
    await expect(page.getByTestId('search-history')).toHaveCount(0); // no history yet: no dropdown
    for (const k of ['阿司匹林', '布洛芬']) {
      await input.fill(k);
      await input.press('Enter');
      // This keyword's own results (the second search starts on the first one's results page, whose URL matches too).
      await page.waitForURL((u) => u.pathname === '/searchCenter' && u.searchParams.get('keyword') === k);
    }
    await input.fill('');
    await input.click();
    const drop = page.getByTestId('search-history');
    await expect(drop).toBeVisible();
    await expect(drop.locator('li')).toHaveText([/布洛芬/, /阿司匹林/]);
    await drop.getByTestId('search-history-delete').first().click();
    await expect(drop.locator('li')).toHaveText([/阿司匹林/]);
    await drop.getByTestId('search-history-clear').click();
    await expect(page.getByTestId('search-history')).toHaveCount(0);
  });

  test('an empty search does nothing; a CAS with a wrong check digit proposes the right number', async ({ page }) => {
    await page.goto('/searchCenter');
    await page.getByTestId('search-input').fill('   ');
    await page.getByTestId('search-submit').click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).search).toBe('');
    await page.goto('/productCenter/productClassifyList/0?keyword=103-90-3');
    await expect(page.getByTestId('search-hint')).toHaveText('CAS 号校验位不正确，您是否要找 103-90-2？');
  });
});
