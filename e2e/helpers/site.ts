/**
 * Shared helpers for the e2e journeys. They find things the way a visitor does (links and visible text),
 * so they survive layout changes but fail when a visitor could not get there.
 */
import { expect, type Page, type APIRequestContext } from '@playwright/test';
import { COMPANY, SERVICE_HOURS } from '../../lib/config/constants';

export { COMPANY, SERVICE_HOURS };

/** An iPhone's User-Agent (the proxy redirects phones to /mobileView without any JavaScript). */
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Main menu entries every desktop page shows (spec §2.2). */
export const MAIN_MENU = ['首页', '产品中心', '药典方法', '法规标准'] as const;

export const CAS_RE = /\b\d{2,7}-\d{2}-\d\b/;
/** A price (¥12.00 / ￥12) or the no-price text 询价. */
export const PRICE_OR_INQUIRY_RE = /[¥￥]\s?\d|询价/;
export const CJK_RE = /[\u4e00-\u9fff]/;

export type GoodsLink = { href: string; id: number; name: string };

const GOODS_HREF_RE = /^\/goodsDetail\/(\d+)(?:[?#]|$)/;

/** The first link to a goods page on the current page, with the product name it shows. */
export async function firstGoodsLink(page: Page): Promise<GoodsLink | null> {
  const links = page.locator('a[href^="/goodsDetail/"]');
  const n = Math.min(await links.count(), 40);
  for (let i = 0; i < n; i++) {
    const a = links.nth(i);
    const href = (await a.getAttribute('href')) ?? '';
    const m = GOODS_HREF_RE.exec(href);
    if (!m) continue;
    // The name: the link's own text, else its aria-label (image links), else the card's heading.
    let name = ((await a.innerText().catch(() => '')) || '').trim();
    if (!name) name = ((await a.getAttribute('aria-label')) ?? '').trim();
    if (!name) continue;
    return { href, id: Number(m[1]), name: name.split('\n')[0]!.trim() };
  }
  return null;
}

/**
 * Find a product the way a visitor does: on the home page, else through 产品中心
 * (the product centre, then its first category list). Fails when none is reachable.
 */
export async function findProductFromHome(page: Page): Promise<GoodsLink> {
  await page.goto('/');
  let link = await firstGoodsLink(page);
  if (link) return link;
  await mainMenuLink(page, '产品中心').click();
  await page.waitForLoadState('domcontentloaded');
  link = await firstGoodsLink(page);
  if (link) return link;
  const category = page.locator('a[href^="/productCenter/productClassifyList/"]').first();
  if (await category.count()) {
    await category.click();
    await page.waitForLoadState('domcontentloaded');
    link = await firstGoodsLink(page);
  }
  expect(link, 'a goods link reachable from the home page or 产品中心').not.toBeNull();
  return link!;
}

/** A main-menu link by its exact text (the header may repeat entries elsewhere; the first visible one wins). */
export function mainMenuLink(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).first();
}

/** The header with its main menu and the footer with service hours and the ICP number. */
export async function expectSiteChrome(page: Page) {
  for (const entry of MAIN_MENU) await expect(mainMenuLink(page, entry), `main menu entry ${entry}`).toBeVisible();
  // The page footer (role contentinfo); other <footer>s (cart drawer, cards) do not count.
  const footer = page.getByRole('contentinfo').filter({ hasText: SERVICE_HOURS });
  await expect(footer.first(), `footer with ${SERVICE_HOURS}`).toBeVisible();
  await expect(footer.first()).toContainText(COMPANY.icp);
}

/** A product id and one of its package (sku) ids, read from the goods page's own links or data attributes. */
export async function skuIdOnGoodsPage(page: Page): Promise<number | null> {
  const fromLink = await page
    .locator('a[href*="skuId="]')
    .first()
    .getAttribute('href', { timeout: 1000 })
    .catch(() => null);
  const m = fromLink ? /skuId=(\d+)/.exec(fromLink) : null;
  if (m) return Number(m[1]);
  const attr = await page
    .locator('[data-sku-id]')
    .first()
    .getAttribute('data-sku-id', { timeout: 1000 })
    .catch(() => null);
  return attr && /^\d+$/.test(attr) ? Number(attr) : null;
}

/** GET without following redirects. */
export async function getNoRedirect(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  return request.get(url, { headers, maxRedirects: 0 });
}

/** HTML with the common entities decoded (names like 4'-… or A&B are escaped in server-rendered HTML). */
export function htmlText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The RSC payload Next inlines in a page for hydration: the strings pushed to self.__next_f, joined. */
export function rscPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!) as unknown[])
    .map((a) => (typeof a[1] === 'string' ? a[1] : ''))
    .join('');
}

/**
 * The hydration data of a pages-router page (the goods page: docs/decisions/0015-crawler-scale.md): the JSON of its
 * __NEXT_DATA__ script, as text; '' when the page has none.
 */
export function nextData(html: string): string {
  const m = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html);
  return m ? m[1]! : '';
}

/** A page's markup without its scripts (and so without the payload), entities decoded. */
export function markupText(html: string): string {
  return htmlText(html.replace(/<script[^>]*>.*?<\/script>/gs, ''));
}
