/**
 * Issue 36 (public pages): at 390 × 844 in Chromium with a phone's User-Agent, every public route opens a phone page
 * (never 「暂无移动版」), fits the screen, and shared links work: a news article, and a method whose 一键加入 fills
 * the buyer's cart. Routes come from tests/helpers/public-routes.ts (the app/(site) folders and the sitemap's pages).
 */
import type { Browser } from '@playwright/test';
import { expect, test, type Page } from './helpers/fixtures';
import { api, loginFreshBuyer, useToken } from './helpers/buyer';
import { PHONE_UA } from './helpers/site';
import { publicRoutes } from '../tests/helpers/public-routes';

const PHONE = { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const NO_PHONE_VIEW = '暂无移动版';

async function phonePage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const ctx = await browser.newContext({ ...PHONE, baseURL });
  return ctx.newPage();
}

/** Horizontal overflow of the page in CSS px (0 when nothing scrolls sideways). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('phone pages at 390 × 844', () => {
  test('every public route opens a phone page that fits the screen', async ({ browser, baseURL }) => {
    test.setTimeout(10 * 60_000);
    const page = await phonePage(browser, baseURL);
    const bad: string[] = [];
    for (const route of publicRoutes()) {
      const res = await page.goto(route, { waitUntil: 'domcontentloaded' });
      const status = res?.status() ?? 0;
      const url = new URL(page.url());
      const body = await page.locator('body').innerText();
      if (status >= 500) bad.push(`${route}: HTTP ${status}`);
      if (body.includes(NO_PHONE_VIEW)) bad.push(`${route}: ${NO_PHONE_VIEW}`);
      if (
        url.pathname !== '/mobileView' &&
        !['/agreementPrivacy', '/upgradation', '/jumpIndex', '/404'].includes(url.pathname) &&
        !/^\/login/.test(url.pathname)
      )
        bad.push(`${route}: not a phone page (${url.pathname})`);
      // The error boundary answers 200 when a streamed page fails: it has data-testid="error-message".
      if (await page.getByTestId('error-message').count()) bad.push(`${route}: error page`);
      if ((await page.locator('h1').count()) === 0) bad.push(`${route}: no h1`);
      const over = await sideways(page);
      if (over > 1) bad.push(`${route}: scrolls sideways by ${over}px`);
    }
    expect(bad).toEqual([]);
  });

  test('the maintenance page fits a 390 px screen (issue 34)', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    await page.goto('/upgradation');
    const box = await page.getByRole('heading', { name: '网站进行升级维护' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await sideways(page)).toBeLessThanOrEqual(1);
  });

  test('touch targets of the phone shell and home are at least 44 px high', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    await page.goto('/');
    const small = await page
      .locator(
        'header a, header button, form[role="search"] input, form[role="search"] button, [data-testid="mobile-categories"] a, nav a',
      )
      .evaluateAll((els) =>
        els
          .map(
            (e) =>
              [
                e.textContent?.trim() || e.getAttribute('aria-label') || e.tagName,
                e.getBoundingClientRect().height,
              ] as const,
          )
          .filter(([, h]) => h < 44),
      );
    expect(small).toEqual([]);
  });

  test('the header search finds by keyword on the phone', async ({ browser, baseURL }) => {
    const page = await phonePage(browser, baseURL);
    await page.goto('/');
    await expect(page).toHaveURL(/\/mobileView/);
    await page.getByTestId('mobile-search-input').fill('对照品');
    await page.getByRole('button', { name: '搜索' }).first().click();
    await expect(page).toHaveURL(/\/mobileView\?/);
    await expect(page.getByTestId('mobile-results').or(page.getByTestId('mobile-goods'))).toBeVisible();
    await expect(page.locator('body')).not.toContainText(NO_PHONE_VIEW);
  });

  test('a shared news link opens the article on the phone, canonical to the desktop article', async ({
    page: desktop,
    browser,
    baseURL,
  }) => {
    await desktop.goto('/newsInformation');
    const link = desktop.locator('a[href^="/newsInformation/advisoryDetails/"]').first();
    const href = (await link.getAttribute('href'))!;
    await desktop.goto(href);
    const title = (await desktop.locator('h1').first().innerText()).trim();
    // The desktop article names its phone twin for search engines.
    const phoneHref = await desktop
      .locator('link[rel="alternate"][media="only screen and (max-width: 640px)"]')
      .getAttribute('href');
    expect(phoneHref).toContain(`/mobileView?target=${encodeURIComponent(href)}`);
    await expect(desktop.locator('meta[name="mobile-agent"]')).toHaveAttribute(
      'content',
      /^format=html5;url=.*\/mobileView\?target=/,
    );
    await expect(desktop.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'pc');

    const phone = await phonePage(browser, baseURL);
    await phone.goto(href);
    await expect(phone).toHaveURL(/\/mobileView\?target=/);
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(phone.getByTestId('news-content')).toBeVisible();
    expect(await phone.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${href.replace(/[/]/g, '\\/')}$`),
    );
    await expect(phone.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'mobile');
    expect(await sideways(phone)).toBeLessThanOrEqual(1);
    // The news list is one tap away and is a phone page too.
    await phone.goto(`/newsInformation`);
    await expect(phone.getByTestId('mobile-news-list')).toBeVisible();
    const row = phone.getByTestId('mobile-news-list').getByRole('link').first();
    const box = await row.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
  });

  test('a search with results is indexable on both sides of the pair; an empty one stays noindex', async ({
    page: desktop,
    browser,
    baseURL,
  }) => {
    const found = `/searchCenter?keyword=${encodeURIComponent('杂质')}`;
    await desktop.goto(found);
    await expect(desktop.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(new URL((await desktop.locator('link[rel="canonical"]').getAttribute('href'))!).search).toBe(
      new URL(found, 'http://x').search,
    );
    expect(
      await desktop.locator('link[rel="alternate"][media="only screen and (max-width: 640px)"]').getAttribute('href'),
    ).toContain(`/mobileView?target=${encodeURIComponent(found)}`);

    const phone = await phonePage(browser, baseURL);
    await phone.goto(found);
    await expect(phone.getByTestId('mobile-results')).toBeVisible();
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
    expect(await phone.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
      new RegExp(`${found.replace(/[?]/g, '\\?')}$`),
    );

    const empty = `/searchCenter?keyword=${encodeURIComponent('qzxjvwqk')}`;
    await desktop.goto(empty);
    await expect(desktop.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await phone.goto(empty);
    await expect(phone.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  });

  test('the desktop goods page (pages router) and a category list name their phone twins', async ({ page }) => {
    await page.goto('/productCenter/allClassify');
    const list = (await page
      .locator('a[href^="/productCenter/productClassifyList/"]')
      .first()
      .getAttribute('href'))!.split('?')[0]!;
    for (const path of [list, '/goodsDetail/1']) {
      await page.goto(path);
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname;
      const phone = `/mobileView?target=${encodeURIComponent(canonical)}`;
      expect(
        await page.locator('link[rel="alternate"][media="only screen and (max-width: 640px)"]').getAttribute('href'),
      ).toMatch(new RegExp(`${phone.replace(/[?]/g, '\\?')}$`));
      await expect(page.locator('meta[name="mobile-agent"]')).toHaveAttribute(
        'content',
        new RegExp(`^format=html5;url=.*${phone.replace(/[?]/g, '\\?')}$`),
      );
      await expect(page.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'pc');
    }
  });

  test('a shared method link: 一键加入 puts its standards in the buyer cart', async ({
    page: desktop,
    browser,
    baseURL,
  }) => {
    // A method with at least one priced standard (its 全部加入购物车 button is enabled).
    await desktop.goto('/methods/allTheMethods');
    const hrefs = await desktop
      .locator('a[href^="/methods/methodDetaile/"]')
      .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 10));
    let href: string | null = null;
    for (const h of hrefs) {
      await desktop.goto(h);
      // A method without standards has no such button at all: count first (isEnabled would wait for it).
      const addAll = desktop.getByTestId('add-all-cart');
      if ((await addAll.count()) > 0 && (await addAll.isEnabled())) {
        href = h;
        break;
      }
    }
    expect(href, 'a method with a priced standard').not.toBeNull();

    const { token } = await loginFreshBuyer(desktop.request);
    const ctx = await browser.newContext({ ...PHONE, baseURL });
    await useToken(ctx, baseURL!, token);
    const phone = await ctx.newPage();
    await phone.goto(href!);
    await expect(phone).toHaveURL(/\/mobileView\?target=/);
    await expect(phone.getByTestId('mobile-method')).toBeVisible();
    const add = phone.getByTestId('add-all-cart');
    const n = Number(/（(\d+)）/.exec(await add.innerText())![1]);
    expect(n).toBeGreaterThan(0);
    expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await add.click();
    await expect(phone.getByText(/已加入购物车：共 \d+ 种/)).toBeVisible();
    await expect
      .poll(
        async () => ((await api<unknown[]>(desktop.request, token, 'order', 'GET', 'buy/car/list')).data ?? []).length,
        { timeout: 10_000 },
      )
      .toBe(n);
  });
});
