/**
 * Foundation journeys: a visitor lands on the home page, uses the main menu, opens a goods page and sees the
 * product's facts in Chinese; unknown pages are 404; phones are sent to /mobileView keeping their target.
 */
import { test, expect } from './helpers/fixtures';
import { GUIDE_COOKIE } from '../lib/config/constants';
import {
  CAS_RE,
  CJK_RE,
  MAIN_MENU,
  PHONE_UA,
  PRICE_OR_INQUIRY_RE,
  expectSiteChrome,
  findProductFromHome,
  getNoRedirect,
  htmlText,
  mainMenuLink,
  markupText,
  nextData,
  rscPayload,
  skuIdOnGoodsPage,
} from './helpers/site';

test.describe('foundation', () => {
  test('home page shows the header main menu and the footer', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/标准物质商城/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expectSiteChrome(page);
  });

  test('main menu 产品中心 leads to the product centre', async ({ page }) => {
    await page.goto('/');
    await mainMenuLink(page, '产品中心').click();
    await expect(page).toHaveURL(/\/productCenter/);
    await expectSiteChrome(page);
    // Back home through the menu.
    await mainMenuLink(page, '首页').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('产品中心 opens the category mega menu by pointer and by keyboard (暂无子分类 where a parent has none)', async ({
    page,
    baseURL,
  }) => {
    await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url: baseURL! }]);
    await page.goto('/');
    const trigger = page.getByTestId('mega-menu-trigger');
    const panel = page.getByTestId('mega-menu-panel');
    await expect(panel).toHaveCount(0);
    await trigger.hover();
    await expect(panel).toBeVisible();
    const parents = panel.getByTestId('mega-menu-parent');
    await expect(parents.first()).toBeVisible();
    const names = await parents.allInnerTexts();
    expect(names).toEqual(expect.arrayContaining(['对照品/标准物质', '药物杂质', '质控样品']));
    // a parent with children lists them, each a category list link
    await parents.filter({ hasText: '药物杂质' }).hover();
    const child = panel.getByTestId('mega-menu-child').filter({ hasText: '亚硝胺杂质' });
    await expect(child).toBeVisible();
    await expect(child).toHaveAttribute('href', /\/productCenter\/productClassifyList\/\d+/);
    // a parent without children shows the placeholder
    await parents.filter({ hasText: '质控样品' }).hover();
    await expect(panel.getByTestId('mega-menu-empty')).toHaveText('暂无子分类');
    await page.screenshot({ path: 'docs/screenshots/mega-menu.png', clip: { x: 0, y: 0, width: 1280, height: 560 } });
    // leaving closes it after the delay, not at once
    await page.mouse.move(640, 700);
    await expect(panel).toBeVisible();
    await expect(panel).toHaveCount(0);

    // keyboard: focus, ArrowDown into the parents, ArrowRight into the children, Escape back to 产品中心
    await trigger.focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(parents.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByTestId('mega-menu-child').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/productCenter$/);
  });

  test('a goods page reached from the home page shows the product in Chinese', async ({ page }) => {
    const product = await findProductFromHome(page);
    await page.goto(product.href);
    await expect(page).toHaveURL(new RegExp(`/goodsDetail/${product.id}(\\?|$)`));

    const h1 = page.locator('h1').first();
    await expect(h1).toBeVisible();
    await expect(h1).toContainText(product.name);
    await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    const main = page.locator('main').first();
    const text = await main.innerText();
    expect(text).toMatch(CJK_RE);
    // The facts a buyer of reference standards checks (labels in Chinese).
    expect(text).toContain('CAS');
    expect(text).toMatch(CAS_RE);
    expect(text).toContain('分子式');
    expect(text).toContain('分子量');
    expect(text).toMatch(/分子量[^\d]{0,20}\d+(\.\d+)?/);
    expect(text).toContain('规格');
    expect(text).toMatch(PRICE_OR_INQUIRY_RE);

    await expectSiteChrome(page);
  });

  test('an unknown page is a 404 with the not-found message', async ({ page }) => {
    const res = await page.goto('/zz-no-such-area/nothing-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('a narrow window opening a goods link ends on /mobileView, target kept, product shown', async ({
    page,
    browser,
  }) => {
    const product = await findProductFromHome(page);
    await page.goto(product.href);
    const skuId = (await skuIdOnGoodsPage(page)) ?? 1;
    const target = `/goodsDetail/${product.id}?skuId=${skuId}`;

    const narrow = await browser.newContext({ viewport: { width: 800, height: 900 } });
    try {
      const p = await narrow.newPage();
      await p.goto(target);
      await expect(p).toHaveURL(/\/mobileView\?/, { timeout: 20_000 });
      expect(new URL(p.url()).searchParams.get('target')).toBe(target);
      await expect(p.getByText(product.name, { exact: false }).first()).toBeVisible();
    } finally {
      await narrow.close();
    }
  });

  test('a phone (no JavaScript) is redirected by the server, target kept', async ({ page, request }) => {
    const product = await findProductFromHome(page);
    const target = `/goodsDetail/${product.id}?skuId=1`;
    const res = await getNoRedirect(request, target, { 'user-agent': PHONE_UA });
    expect([301, 302, 303, 307, 308]).toContain(res.status());
    const location = new URL(res.headers()['location'] ?? '', 'http://x');
    expect(location.pathname).toBe('/mobileView');
    expect(location.searchParams.get('target')).toBe(target);

    const mobile = await request.get(location.pathname + location.search, { headers: { 'user-agent': PHONE_UA } });
    expect(mobile.status()).toBe(200);
    expect(htmlText(await mobile.text())).toContain(product.name);
  });

  test('a desktop request for a goods page is not redirected', async ({ page, request }) => {
    const product = await findProductFromHome(page);
    const res = await getNoRedirect(request, product.href, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    });
    expect(res.status()).toBe(200);
    const html = htmlText(await res.text());
    // Server-rendered for search engines: the name and the main menu are in the HTML itself.
    expect(html).toContain(product.name);
    for (const entry of MAIN_MENU) expect(html).toContain(entry);
  });

  test('a goods page is rendered once, from its data: the HTML holds the markup, the hydration data only the data', async ({
    page,
    request,
  }) => {
    const product = await findProductFromHome(page);
    const res = await request.get(product.href);
    expect(res.status()).toBe(200);
    const raw = await res.text();
    // The pages router (docs/decisions/0015-crawler-scale.md): props in __NEXT_DATA__, no RSC payload at all.
    expect(rscPayload(raw)).toBe('');
    // Its head, as the app router wrote it: one title, description, absolute canonical without ?skuId=, Open Graph
    // and Twitter card, the site-wide tags of the root layout, the language.
    const head = raw.slice(0, raw.indexOf('</head>'));
    expect(head.match(/<title[^>]*>/g)).toHaveLength(1);
    expect(head).toMatch(/<title[^>]*>[^<]+ — 标准物质商城<\/title>/);
    expect(head).toMatch(
      new RegExp(`<link rel="canonical" href="https?://[^"/]+${product.href.replace(/\?.*$/, '')}"`),
    );
    for (const tag of [
      'name="description"',
      'property="og:title"',
      'property="og:image"',
      'name="twitter:card"',
      'name="theme-color"',
      'name="viewport"',
      'rel="icon"',
    ])
      expect(head).toContain(tag);
    expect(raw).toContain('<html lang="zh-CN"');
    const data = nextData(raw);
    expect(data).toContain(JSON.stringify(product.name).slice(1, -1)); // the page's data is in it
    const html = markupText(raw);
    // Top bar, main header, goods body and footer: rendered into the HTML, absent from the hydration data.
    for (const text of [
      '证书下载',
      '结构式搜索',
      'data-testid="goods-main"',
      '需要更大包装、特殊纯度或同位素标记物？',
      '正品保障',
      '官方授权 品质溯源',
    ]) {
      expect(html).toContain(text);
      expect(data).not.toContain(text);
    }
  });
  test('a product card opens its goods page in one request; a goods page opens a related product with its data only, and prefetches no other pages', async ({
    page,
    request,
  }) => {
    // The goods page is a pages-router page (docs/decisions/0015-crawler-scale.md): the app router cannot open it in
    // place, so its links load it once (no RSC fetch first); the pages router opens another goods page from its JSON.
    const seen: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/goodsDetail/') || u.pathname.startsWith('/_next/data/'))
        seen.push(`${r.resourceType()} ${u.pathname}${u.search}${r.headers()['rsc'] ? ' rsc' : ''}`);
    });
    await page.goto('/productCenter/productClassifyList/0');
    const card = page.getByTestId('product-card').first();
    const href = (await card.locator('a[href^="/goodsDetail/"]').first().getAttribute('href'))!;
    await card.locator('a[href^="/goodsDetail/"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('goods-main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([`document ${href}`]);

    // A product with related products (parents or impurities) in the demo catalogue.
    let withRelated = 0;
    for (let id = 1; id <= 80 && !withRelated; id++) {
      const res = await request.get(`/goodsDetail/${id}`);
      if (res.status() === 200 && (await res.text()).includes('data-testid="related-card"')) withRelated = id;
    }
    expect(withRelated).toBeGreaterThan(0);
    await page.goto(`/goodsDetail/${withRelated}`);
    await page.waitForLoadState('networkidle');
    seen.length = 0;
    const related = page.getByTestId('related-card').first().locator('a[href^="/goodsDetail/"]').first();
    const relatedHref = (await related.getAttribute('href'))!;
    const name = (await page.getByTestId('related-card').first().locator('h3').innerText()).trim();
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${relatedHref}$`));
    await expect(page.locator('h1').first()).toContainText(name);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((r) => r.startsWith('document'))).toEqual([]);
    expect(seen.some((r) => r.startsWith('fetch /_next/data/') && r.includes(`${relatedHref}.json`))).toBe(true);
    // The header's links (search suggestions, menus) lead to app-router pages: never prefetched through /_next/data/.
    expect(seen.filter((r) => r.includes('/_next/data/') && !r.includes('/goodsDetail/'))).toEqual([]);

    // The chrome's and the body's links lead to app-router pages: plain links there (components/ui/SiteLink.tsx),
    // one load, without the pages router asking /_next/data/ for the page first.
    const loads: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (r.resourceType() === 'document' || u.pathname.startsWith('/_next/data/'))
        loads.push(`${r.resourceType()} ${u.pathname}`);
    });
    await page.locator('footer a[href="/newsInformation"]').click();
    await expect(page).toHaveURL(/\/newsInformation$/);
    await page.waitForLoadState('networkidle');
    expect(loads).toEqual(['document /newsInformation']);
  });

  test('pages ship no validation library: the JS loaded by home, list and goods visits has no zod', async ({
    page,
  }) => {
    // The browser client builds requests from the schema-free route table; evaluating the zod endpoint table after
    // hydration was a 70–110 ms main-thread task on every page (docs/decisions/layout-and-proxy.md).
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script' && !scripts.has(res.url()))
        scripts.set(
          res.url(),
          res.text().catch(() => ''),
        );
    });
    const product = await findProductFromHome(page);
    await page.waitForLoadState('networkidle');
    await page.goto('/productCenter/productClassifyList/0');
    await page.waitForLoadState('networkidle');
    await page.goto(product.href);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(3);
    const bodies = await Promise.all(scripts.values());
    expect(bodies.some((b) => b.includes('__next_f') || b.includes('TURBOPACK'))).toBe(true); // the bodies were read
    const withZod = [...scripts.keys()].filter((_, i) => /"\$?ZodError"|"\$ZodType"/.test(bodies[i]!));
    expect(withZod).toEqual([]);
  });
});
