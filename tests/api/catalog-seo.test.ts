import { describeDb } from '../helpers/db';
import { banners, brands, categories, news, products, skus } from '../../lib/db/schema';
import { chunkXml, nonEmptyChunks, pagesXml, sitemapFiles } from '../../lib/platform/seo/sitemap-data';
import { flaggedProducts, getHomeData } from '../../lib/domain/catalog/products/home';
import { productStats } from '../../lib/domain/catalog/products/brand-facets';

async function text(gen: AsyncGenerator<string>): Promise<string> {
  let s = '';
  for await (const part of gen) s += part;
  return s;
}
const goodsIds = (xml: string) => [...xml.matchAll(/\/goodsDetail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));

describeDb('catalogue SEO and home data', (ctx) => {
  const onSaleIds = [1, 2, 3, 49_999, 50_000, 50_001, 120_000];
  beforeAll(async () => {
    const [cat] = await ctx.db.insert(categories).values({ name: '对照品', slug: 'reference' }).returning();
    const [brand] = await ctx.db.insert(brands).values({ name: '演示品牌', code: 'DEMO' }).returning();
    // Explicit ids spread over three sitemap chunks (1–50000, 50001–100000, 100001–150000), plus off-shelf ones.
    await ctx.db.insert(products).values([
      ...onSaleIds.map((id) => ({
        id,
        code: `C-${id}`,
        nameEn: `P${id}`,
        categoryId: cat!.id,
        brandId: brand!.id,
        isHot: id % 2 === 1,
        isNew: id === 3,
      })),
      { id: 4, code: 'C-4', nameEn: 'off', status: 0, isHot: true },
      { id: 60_000, code: 'C-60000', nameEn: 'off2', status: 0 },
      { id: 100_500, code: 'C-100500', nameEn: 'off3', status: 0 },
    ]);
    await ctx.db.insert(skus).values([
      { productId: 1, code: 'S-1a', packageValue: '10mg', price: 300 },
      { productId: 1, code: 'S-1b', packageValue: '50mg', price: null, priceText: '?' },
    ]);
    await ctx.db.insert(banners).values([
      { title: '横幅B', sort: 2 },
      { title: '横幅A', sort: 1 },
      { title: '隐藏', isVisible: false },
    ]);
    await ctx.db.insert(news).values({ title: '资讯一', content: '<p>x</p>' });
  });

  test('product chunks: only chunks holding on-sale products are listed', async () => {
    expect(await nonEmptyChunks(ctx.db, 'products')).toEqual([0, 1, 2]);
    const files = await sitemapFiles(ctx.db);
    expect(files).toEqual(['pages.xml', 'phone-pages.xml', 'products-0.xml', 'products-1.xml', 'products-2.xml']);
  });

  test('the product files together list every on-sale product exactly once, in id order', async () => {
    const all: number[] = [];
    for (const n of [0, 1, 2]) {
      const xml = await text(chunkXml(ctx.db, 'products', n, 'https://shop.example'));
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(xml.trim().endsWith('</urlset>')).toBe(true);
      all.push(...goodsIds(xml));
    }
    expect(all).toEqual(onSaleIds);
    expect(all.length).toBe((await productStats(ctx.db)).onSale);
    const first = await text(chunkXml(ctx.db, 'products', 0, 'https://shop.example'));
    expect(first).toContain('<loc>https://shop.example/goodsDetail/1</loc><lastmod>');
    // An empty chunk is still a valid, empty urlset.
    expect(goodsIds(await text(chunkXml(ctx.db, 'products', 7)))).toEqual([]);
  });

  test('pages.xml holds static pages, categories, brands and news', async () => {
    const xml = await text(pagesXml(ctx.db, 'https://shop.example'));
    expect(xml).toContain('<loc>https://shop.example/productCenter/allClassify</loc>');
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/productCenter\/productClassifyList\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/brandCenter\/branParticulars\/\d+<\/loc>/);
    expect(xml).toMatch(/<loc>https:\/\/shop\.example\/newsInformation\/advisoryDetails\/\d+<\/loc>/);
    expect(goodsIds(xml)).toEqual([]);
  });

  test('home data: visible banners in order, hot/new on-sale products with packages and min price', async () => {
    const d = await getHomeData(ctx.db);
    expect(d.banners.map((b) => b.title)).toEqual(['横幅A', '横幅B']);
    expect(d.hot.map((p) => p.id)).toEqual([50_001, 49_999, 3, 1]);
    expect(d.fresh.map((p) => p.id)).toEqual([3]);
    const p1 = d.hot.find((p) => p.id === 1)!;
    expect(p1.packages.map((k) => [k.packageValue, k.price])).toEqual([
      ['10mg', 300],
      ['50mg', null],
    ]);
    expect(p1.minPrice).toBe(300);
    expect(d.categories.map((c) => c.name)).toEqual(['对照品']);
    expect(d.news.map((n) => n.title)).toEqual(['资讯一']);
    expect(await flaggedProducts(ctx.db, 'hot', 2)).toHaveLength(2);
  });
});
