/**
 * Catalogue journeys: the first-visit guide; home → all categories → a category list → a goods page; choosing a
 * package through the URL (?skuId=); adding to the local cart; the brand page; SEO surfaces (JSON-LD, canonical,
 * structure images, robots.txt) and a sitemap index that lists every on-sale product exactly once.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, type APIRequestContext, type Page } from './helpers/fixtures';
import { GUIDE_COOKIE } from '../lib/config/constants';
import { defaultSkuId, formatPrice } from '../lib/domain/catalog/products/price';

/** Files of run-time cached pages under the e2e build's route cache (the server runs from .next-e2e). */
function cachedPageFilesOnDisk(dir = path.join(process.cwd(), '.next-e2e', 'server', 'route-cache')): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return []; // no folder: nothing was written
  }
  return entries.filter((e) => e.isFile() && /\.(html|rsc)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

type Sku = { id: number; packageValue: string; price: number | null; stock: number };
type Env<T> = { code: number; data: T };

const API = '/mall/shopping/product/api';

async function skusOf(request: APIRequestContext, productId: number): Promise<Sku[]> {
  const r = await request.get(`${API}/prodproduct/getSkuList/${productId}`);
  const env = (await r.json()) as Env<Sku[]>;
  return env.code === 1 ? env.data : [];
}

async function productIdsFromSitemap(request: APIRequestContext): Promise<number[]> {
  const xml = await (await request.get('/sitemaps/products-0.xml')).text();
  return [...xml.matchAll(/\/goodsDetail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
}

/** A product with at least two packages whose price labels differ (so switching is visible). */
async function productWithTwoPrices(request: APIRequestContext): Promise<{ id: number; skus: Sku[] }> {
  const ids = await productIdsFromSitemap(request);
  for (const id of ids.slice(0, 80)) {
    const skus = await skusOf(request, id);
    const labels = new Set(skus.map((s) => (s.price ? formatPrice(s.price) : '询价')));
    if (skus.length >= 2 && labels.size >= 2) return { id, skus };
  }
  throw new Error('no product with two differently priced packages in the first 80 products');
}

const priceText = (s: Sku) => (s.price ? formatPrice(s.price) : '询价');

/** Journeys other than the guide's own start with the guide finished (its cookie set). */
async function skipGuide(page: Page) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:3200';
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url }]);
}

test.describe('catalogue', () => {
  test('first-visit guide: 7 steps with previous / next / close, not shown again once closed', async ({ page }) => {
    await page.goto('/');
    const guide = page.getByTestId('first-visit-guide');
    await expect(guide).toBeVisible();
    await expect(page.getByTestId('guide-progress')).toHaveText('新手引导 1/7');
    await expect(guide.getByRole('heading', { name: '产品中心' })).toBeVisible();
    await guide.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByTestId('guide-progress')).toHaveText('新手引导 2/7');
    await expect(guide.getByRole('heading', { name: '药典方法' })).toBeVisible();
    await guide.getByRole('button', { name: '上一步' }).click();
    await expect(page.getByTestId('guide-progress')).toHaveText('新手引导 1/7');
    await guide.getByRole('button', { name: '关闭引导' }).click();
    await expect(guide).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === GUIDE_COOKIE)?.value).toBe('1');
    await page.reload();
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(page.getByTestId('first-visit-guide')).toHaveCount(0);
  });

  test('home → all categories → category list → goods page', async ({ page }) => {
    await skipGuide(page);
    await page.goto('/');
    await expect(page.getByTestId('value-props')).toBeVisible();
    await page
      .getByRole('link', { name: /全部产品分类/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/productCenter\/allClassify/);
    await expect(page.getByRole('heading', { name: '全部产品分类' })).toBeVisible();
    const catLink = page.getByTestId('category-link').first();
    const catName = (await catLink.innerText()).trim();
    const href = (await catLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/productCenter\/productClassifyList\/\d+\?categoryName=/);
    expect(decodeURIComponent(href.split('categoryName=')[1] ?? '')).toBe(catName);
    await catLink.click();
    await expect(page).toHaveURL(/\/productCenter\/productClassifyList\/\d+/);
    const goods = page.locator('a[href^="/goodsDetail/"]').first();
    await expect(goods).toBeVisible();
    await goods.click();
    await expect(page).toHaveURL(/\/goodsDetail\/\d+/);
    await expect(page.getByTestId('goods-name')).toBeVisible();
    await expect(page.getByTestId('prop-code')).toContainText('货号');
    // The structure is the server-drawn SVG, loaded as an image (not the placeholder).
    const structure = page.getByTestId('goods-structure').locator('img');
    await expect(structure).toBeVisible();
    await expect(structure).toHaveAttribute('src', /^\/images\/structure\/\d+\.svg\?w=360&h=280&v=[0-9a-z]+$/);
    await expect
      .poll(() => structure.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('research-notice')).toContainText('仅供科学研究使用');
  });

  test('package choice lives in the URL: click changes ?skuId= and the price; a direct link opens on that package', async ({
    page,
    request,
  }) => {
    await skipGuide(page);
    const { id, skus } = await productWithTwoPrices(request);
    const a = skus[0]!;
    const b = skus.find((s) => priceText(s) !== priceText(a))!;

    await page.goto(`/goodsDetail/${id}?skuId=${a.id}`);
    await expect(page.getByTestId('selected-price')).toHaveText(priceText(a));
    await page.locator(`[data-testid="sku-row"][data-sku-id="${b.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`[?&]skuId=${b.id}\\b`));
    await expect(page.getByTestId('selected-price')).toHaveText(priceText(b));
    await expect(page.locator(`[data-testid="sku-row"][data-sku-id="${b.id}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The HTML is one cached render per product (ISR, shared by every ?skuId=): complete without JavaScript — every
    // package row with its price, one package selected — and the client switches to the package in the URL.
    const html = await (await request.get(`/goodsDetail/${id}?skuId=${b.id}`)).text();
    for (const s of skus) {
      expect(html).toContain(`data-sku-id="${s.id}"`);
      if (s.price) expect(html).toContain(formatPrice(s.price));
    }
    expect(html.match(/<tr aria-selected="true"/g) ?? []).toHaveLength(1);
    if (!html.includes('next-devtools')) {
      // Production build: the same product under another ?skuId= is served from the route cache.
      const again = await request.get(`/goodsDetail/${id}?skuId=${a.id}`);
      expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache']);
      // … from the bounded memory cache: nothing is written to disk (ROUTE_CACHE_DISK is off; Next's default would
      // leave ~270 KB per visited product under <distDir>/server/route-cache, without a bound).
      expect(cachedPageFilesOnDisk().filter((f) => f.includes('goodsDetail'))).toEqual([]);
    }
    await page.goto(`/goodsDetail/${id}?skuId=${b.id}`);
    await expect(page.locator(`[data-testid="sku-row"][data-sku-id="${b.id}"] input[type="radio"]`)).toBeChecked();
    await expect(page.getByTestId('selected-price')).toHaveText(priceText(b));

    // A link to a package other than the one the HTML carries (the default) opens on the linked package.
    const def = skus.find((s) => s.id === defaultSkuId(skus))!;
    const other = skus.find((s) => priceText(s) !== priceText(def))!;
    expect(html).toMatch(new RegExp(`<tr aria-selected="true" data-testid="sku-row" data-sku-id="${def.id}"`));
    await page.goto(`/goodsDetail/${id}?skuId=${other.id}`);
    await expect(page.locator(`[data-testid="sku-row"][data-sku-id="${other.id}"]`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByTestId('selected-price')).toHaveText(priceText(other));
  });

  test('guests add a package to the local inquiry basket and, when priced, to the cart', async ({ page, request }) => {
    await skipGuide(page);
    const { id, skus } = await productWithTwoPrices(request);
    const priced = skus.find((s) => s.price !== null);
    await page.goto(`/goodsDetail/${id}${priced ? `?skuId=${priced.id}` : ''}`);
    await page.getByRole('button', { name: '加入询价篮' }).click();
    await expect(page.getByText('已加入询价篮')).toBeVisible();
    if (priced) {
      await page.getByRole('button', { name: '加入购物车' }).click();
      await expect(page.getByText('已加入购物车')).toBeVisible();
      const stored = await page.evaluate(() => sessionStorage.getItem('shoppingCart'));
      expect(JSON.parse(stored ?? '[]')).toEqual([
        expect.objectContaining({ productId: id, skuId: priced.id, number: 1 }),
      ]);
    }
  });

  test('goods page SEO: title, canonical without skuId, Open Graph image, Product JSON-LD', async ({
    page,
    request,
  }) => {
    const { id, skus } = await productWithTwoPrices(request);
    await skipGuide(page);
    await page.goto(`/goodsDetail/${id}?skuId=${skus[1]!.id}`);
    await expect(page).toHaveTitle(/货号/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/goodsDetail/${id}$`));
    const og = await page.locator('meta[property="og:image"]').first().getAttribute('content');
    expect(og).toMatch(new RegExp(`/images/structure/${id}\\.png$`));
    const png = await request.get(new URL(og!).pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'Product');
    expect(product?.sku).toBeTruthy();
    if (skus.some((s) => s.price)) expect(product.offers['@type']).toBe('AggregateOffer');

    const svg = await request.get(`/images/structure/${id}.svg`);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    const etag = svg.headers()['etag'];
    expect(etag).toBeTruthy();
    expect((await request.get(`/images/structure/${id}.svg`, { headers: { 'if-none-match': etag! } })).status()).toBe(
      304,
    );
    // Unversioned (list thumbnails): an hour. The goods page links its drawing with the product's version, which
    // is cached for a year; a corrected structure gets a new version, and an outdated version is cached for an hour.
    expect(svg.headers()['cache-control']).toContain('max-age=3600');
    const src = await page.locator('[data-testid="goods-structure"] img').first().getAttribute('src');
    expect(src).toMatch(new RegExp(`^/images/structure/${id}\\.svg\\?w=\\d+&h=\\d+&v=[0-9a-z]+$`));
    const versioned = await request.get(src!);
    expect(versioned.status()).toBe(200);
    expect(versioned.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const outdated = await request.get(src!.replace(/v=[0-9a-z]+$/, 'v=1'));
    expect(outdated.headers()['cache-control']).toContain('max-age=3600');
  });

  test('goods page → brand page lists the brand products', async ({ page, request }) => {
    await skipGuide(page);
    const ids = await productIdsFromSitemap(request);
    await page.goto(`/goodsDetail/${ids[0]}`);
    const brandLink = page.locator('a[href^="/brandCenter/branParticulars/"]').first();
    await expect(brandLink).toBeVisible();
    const brandName = (await brandLink.innerText()).trim();
    await brandLink.click();
    await expect(page).toHaveURL(/\/brandCenter\/branParticulars\/\d+/);
    await expect(page.getByTestId('brand-name')).toContainText(brandName);
    await expect(page.getByTestId('brand-products').getByTestId('product-card').first()).toBeVisible();
    const brandHtml = await (await request.get(new URL(page.url()).pathname)).text();
    expect(brandHtml).toMatch(/<link rel="canonical" href="[^"]*\/brandCenter\/branParticulars\/\d+"/);

    await page.goto('/brandCenter');
    await expect(page.getByTestId('brand-card').filter({ hasText: brandName }).first()).toBeVisible();
  });

  test('sitemap index lists every on-sale product exactly once; robots.txt points at it', async ({ request }) => {
    const stats = (await (await request.get(`${API}/prodproduct/stats`)).json()) as Env<{ onSale: number }>;
    expect(stats.code).toBe(1);
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain('<sitemapindex');
    const locs = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toContain('/sitemaps/pages.xml');
    const productFiles = locs.filter((l) => /^\/sitemaps\/products-\d+\.xml$/.test(l));
    expect(productFiles.length).toBeGreaterThan(0);
    const seen = new Set<number>();
    let urls = 0;
    for (const f of productFiles) {
      const xml = await (await request.get(f)).text();
      const ids = [...xml.matchAll(/\/goodsDetail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
      expect(ids.length).toBeLessThanOrEqual(50_000);
      urls += ids.length;
      for (const i of ids) seen.add(i);
    }
    expect(urls).toBe(stats.data.onSale);
    expect(seen.size).toBe(urls);

    const pages = await (await request.get('/sitemaps/pages.xml')).text();
    expect(pages).toContain('/productCenter/allClassify</loc>');
    expect(pages).toMatch(/\/brandCenter\/branParticulars\/\d+<\/loc>/);

    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /mall/');
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });
});
