import {
  chunkOf,
  chunkRange,
  chunksUpTo,
  parseSitemapFile,
  planPages,
  sitemapIndexXml,
  urlXml,
  xmlEscape,
} from '@/lib/platform/seo/sitemap';
import { robotsTxt } from '@/lib/platform/seo/robots';
import { SITEMAP_MAX_URLS } from '@/lib/config/constants';
import { clampImageSize, etagFor, parseStructureFile } from '@/lib/domain/catalog/products/structure-image';

describe('sitemap chunking math', () => {
  test('ids 1..50000 are chunk 0, 50001 starts chunk 1', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(chunkOf(1)).toBe(0);
    expect(chunkOf(50_000)).toBe(0);
    expect(chunkOf(50_001)).toBe(1);
    expect(chunkRange(0)).toEqual({ from: 1, to: 50_000 });
    expect(chunkRange(19)).toEqual({ from: 950_001, to: 1_000_000 });
  });

  test('every id falls in exactly one range and no range exceeds the limit', () => {
    for (const id of [1, 2, 49_999, 50_000, 50_001, 99_999, 100_000, 100_001, 999_999, 1_000_000]) {
      const n = chunkOf(id);
      const r = chunkRange(n);
      expect(id >= r.from && id <= r.to).toBe(true);
      expect(r.to - r.from + 1).toBe(SITEMAP_MAX_URLS);
    }
  });

  test('chunks for a max id: 1M products → 20 files, empty table → none', () => {
    expect(chunksUpTo(1_000_000)).toHaveLength(20);
    expect(chunksUpTo(1_000_001)).toHaveLength(21);
    expect(chunksUpTo(4_400)).toEqual([0]);
    expect(chunksUpTo(0)).toEqual([]);
    expect(chunksUpTo(7, 3)).toEqual([0, 1, 2]);
  });

  test('pages.xml keeps content while it fits, else the content kind gets its own files', () => {
    const small = planPages({ static: 20, categories: 100, brands: 30, methods: 500, standards: 300, news: 200 });
    expect(small).toEqual({ inline: ['static', 'categories', 'brands', 'methods', 'standards', 'news'], chunked: [] });
    const big = planPages({ static: 20, categories: 100, brands: 30, methods: 40_000, standards: 20_000, news: 5000 });
    expect(big.inline).toEqual(['static', 'categories', 'brands', 'methods', 'news']);
    expect(big.chunked).toEqual(['standards']);
  });

  test('file names parse strictly', () => {
    expect(parseSitemapFile('pages.xml')).toEqual({ kind: 'pages' });
    expect(parseSitemapFile('products-12.xml')).toEqual({ kind: 'products', chunk: 12 });
    expect(parseSitemapFile('news-0.xml')).toEqual({ kind: 'news', chunk: 0 });
    for (const bad of ['products-.xml', 'users-1.xml', '../x.xml', 'products-1.xml.gz', 'products-1234567.xml'])
      expect(parseSitemapFile(bad)).toBeNull();
  });

  test('XML is escaped', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    expect(urlXml('https://x/a?b=1&c=2', '2026-03-04T10:00:00Z')).toBe(
      '<url><loc>https://x/a?b=1&amp;c=2</loc><lastmod>2026-03-04</lastmod></url>\n',
    );
    const idx = sitemapIndexXml([{ loc: 'https://x/sitemaps/pages.xml' }]);
    expect(idx).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(idx).toContain('<sitemap><loc>https://x/sitemaps/pages.xml</loc></sitemap>');
  });
});

describe('robots.txt', () => {
  test('allows all, disallows private paths, names the sitemap index', () => {
    const t = robotsTxt('https://shop.example');
    expect(t).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const p of ['/mall/', '/personalCenter', '/settlementCenter', '/orderCenter', '/inquiryCenter'])
      expect(t).toContain(`Disallow: ${p}\n`);
    expect(t).not.toMatch(/Disallow: \/goodsDetail/);
    // The mobile view is crawlable: its rel=canonical points crawlers to the desktop page (app/(mobile)/mobileView/metadata.ts).
    expect(t).not.toMatch(/Disallow: \/mobileView/);
    expect(t).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('structure image route helpers', () => {
  test('file names, sizes and ETags', () => {
    expect(parseStructureFile('12.svg')).toEqual({ id: '12', ext: 'svg' });
    expect(parseStructureFile('12.png')).toEqual({ id: '12', ext: 'png' });
    expect(parseStructureFile('12.gif')).toBeNull();
    expect(parseStructureFile('../1.svg')).toBeNull();
    expect(clampImageSize(null, null)).toEqual({ width: 240, height: 180 });
    expect(clampImageSize('5000', '1')).toEqual({ width: 800, height: 80 });
    expect(clampImageSize('abc', '333')).toEqual({ width: 240, height: 340 });
    const a = etagFor(1, '2026-01-01T00:00:00Z', 'svg', { width: 240, height: 180 });
    expect(a).toMatch(/^"[^"]+"$/);
    expect(etagFor(1, '2026-01-02T00:00:00Z', 'svg', { width: 240, height: 180 })).not.toBe(a);
    expect(etagFor(1, '2026-01-01T00:00:00Z', 'png', { width: 1200, height: 630 })).not.toBe(a);
  });
});
