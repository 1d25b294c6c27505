/**
 * Issue 36: a visitor without a session gets the public phone pages (home, search, method, news …) without Next's
 * client scripts (lib/platform/next/phone-lite.cjs); their behaviours come from public/phone-lite.js: 访问电脑版, the
 * search box's structure paste, 一键加入 into the guest's cart (which the React phone pages then show) and the access
 * log of the page load.
 */
import { expect, test, type Page } from './helpers/fixtures';
import { PHONE_UA } from './helpers/site';
import { PARACETAMOL_V2000 } from '../tests/helpers/molfiles';
import { DESKTOP_OVERRIDE_COOKIE } from '../lib/config/constants';

const PHONE = { userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.use(PHONE);

/** The page's scripts: Next's chunks and payload must be gone, the vanilla script present. */
async function scriptsOf(page: Page) {
  return page.evaluate(() => ({
    next: [...document.scripts].filter((s) => s.src.includes('/_next/') || /__next_f|TURBOPACK/.test(s.text)).length,
    lite: [...document.scripts].filter((s) => s.src.endsWith('/phone-lite.js')).length,
  }));
}

/** A method whose 全部加入购物车 is enabled (at least one priced standard), by its desktop href. */
async function methodWithPricedStandard(page: Page): Promise<string> {
  await page.goto('/mobileView?target=%2Fmethods%2FallTheMethods');
  const hrefs = await page
    .locator('a[href*="methodDetaile"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))].slice(0, 10));
  for (const h of hrefs) {
    await page.goto(h);
    const add = page.getByTestId('add-all-cart');
    if ((await add.count()) > 0 && (await add.isEnabled())) return h;
  }
  throw new Error('no method with a priced standard');
}

test('the public phone pages of a visitor without a session ship no Next client script', async ({ page }) => {
  for (const path of ['/', '/searchCenter?keyword=对照品', '/newsInformation', '/methods']) {
    // The page load is recorded in the access log (spec §7), as the React pages do.
    const logged = page.waitForRequest((r) => r.url().endsWith('/access/log/record') && r.method() === 'POST');
    await page.goto(path);
    expect((await logged).postDataJSON()).toMatchObject({ page: expect.stringMatching(/^\/mobileView\?/) });
    await expect(page).toHaveURL(/\/mobileView\?/);
    expect([path, await scriptsOf(page)]).toEqual([path, { next: 0, lite: 1 }]);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'mobile');
  }
});

test('访问电脑版 on a script-free page remembers the choice and opens the desktop page', async ({ page }) => {
  await page.goto('/newsInformation');
  await expect(page).toHaveURL(/\/mobileView\?target=%2FnewsInformation$/);
  await page.getByTestId('visit-desktop').first().click();
  await expect(page).toHaveURL(/\/newsInformation$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === DESKTOP_OVERRIDE_COOKIE)?.value).toBe('1');
});

test('a molfile pasted into the script-free search box opens its product', async ({ page }) => {
  await page.goto('/mobileView?target=%2F');
  expect((await scriptsOf(page)).next).toBe(0);
  const input = page.getByTestId('mobile-search-input');
  // Hold the lookup until the box has been seen showing its label (the answer navigates away at once).
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/prodapiitem/product/structureKeyword', async (route) => {
    await held;
    await route.continue();
  });
  await input.focus();
  await input.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, PARACETAMOL_V2000);
  await expect(input).toHaveValue('结构式（Molfile）');
  release();
  await page.waitForURL(/\/mobileView\?target=%2FgoodsDetail/);
  await expect(page.getByTestId('mobile-goods')).toContainText('对乙酰氨基酚');
});

test('一键加入 on a script-free method page fills the guest cart the goods page counts', async ({ page }) => {
  const href = await methodWithPricedStandard(page);
  await page.goto(href);
  expect((await scriptsOf(page)).next).toBe(0);
  const add = page.getByTestId('add-all-cart');
  const n = Number(/（(\d+)）/.exec(await add.innerText())![1]);
  expect(n).toBeGreaterThan(0);
  await add.click();
  await expect(page.getByText(/已加入购物车：共 \d+ 种/)).toBeVisible();
  // The phone goods page (React) reads the same guest cart: its cart link counts the added lines.
  const goods = await page.getByTestId('required-product-row').first().locator('a').getAttribute('href');
  await page.goto(goods!);
  await expect(page.getByTestId('mobile-goods')).toBeVisible();
  await expect(page.getByTestId('phone-cart-link')).toContainText(String(n));
});
