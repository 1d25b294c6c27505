/**
 * The goods page's head as data (lib/domain/catalog/products/page-meta.ts), written by components/seo/PageHead.tsx on the pages-router
 * goods page: what a search engine and a shared link read — full title, description, keywords, an absolute
 * canonical without ?skuId=, Open Graph and Twitter images, off-shelf products out of the index, JSON-LD that parses.
 */
import type { GoodsPageData } from '@/lib/domain/catalog/products/goods-page';
import { goodsPageMeta, NOT_FOUND_META } from '@/lib/domain/catalog/products/page-meta';
import { siteUrl } from '@/lib/platform/seo/site';
import { goodsDetail, goodsSku } from '../helpers/goods-fixture';

function page(product: Partial<GoodsPageData['product']> = {}): GoodsPageData {
  const d = goodsDetail({ minPrice: 120 }, [goodsSku(1, 120, 3), goodsSku(2, 200, 0)]);
  return { ...d, product: { ...d.product, ...product }, batches: [], msds: null };
}

describe('goods page head', () => {
  test('title, description, keywords and an absolute canonical of the product itself', () => {
    const m = goodsPageMeta(page());
    expect(m.title).toMatch(/^对乙酰氨基酚.*103-90-2.*RS-0007.* — 标准物质商城$/);
    expect(m.description).toContain('CAS号 103-90-2');
    expect(m.description!.length).toBeLessThanOrEqual(150);
    expect(m.keywords).toEqual(
      expect.arrayContaining(['对乙酰氨基酚', 'Paracetamol', '103-90-2', 'RS-0007', '扑热息痛']),
    );
    expect(m.canonical).toBe(`${siteUrl()}/goodsDetail/7`);
    expect(m.robots).toBeUndefined();
  });

  test('Open Graph and Twitter share the title, the description and an absolute 1200×630 structure image', () => {
    const m = goodsPageMeta(page());
    expect(m.og).toMatchObject({
      type: 'website',
      url: m.canonical,
      siteName: '标准物质商城',
      locale: 'zh_CN',
      description: m.description,
    });
    expect(m.og!.image).toEqual({
      url: `${siteUrl()}/images/structure/7.png`,
      width: 1200,
      height: 630,
      alt: '对乙酰氨基酚 结构式',
    });
    expect(m.twitter).toEqual({
      card: 'summary_large_image',
      title: m.og!.title,
      description: m.description,
      image: m.og!.image.url,
    });
    expect(m.title.startsWith(m.og!.title)).toBe(true);
  });

  test('an off-shelf product keeps its page for old links but leaves the index', () => {
    expect(goodsPageMeta(page({ status: 0 })).robots).toBe('noindex, follow');
  });

  test('JSON-LD: the product and its breadcrumb, parseable and safe inside a <script>', () => {
    const m = goodsPageMeta(page({ nameZh: '对乙酰氨基酚</script><script>alert(1)</script>' }));
    expect(m.jsonLd).toHaveLength(2);
    for (const block of m.jsonLd!) expect(block).not.toMatch(/<\/?script/i);
    const [product, crumbs] = m.jsonLd!.map((b) => JSON.parse(b) as Record<string, unknown>);
    expect(product!['@context']).toBe('https://schema.org');
    expect(String(product!.name)).toContain('</script>'); // the text itself survives the escaping
    const items = (crumbs!.itemListElement as { name: string; item?: string }[]).map((i) => i.name);
    expect(items).toEqual([
      '首页',
      '产品中心',
      '对照品',
      '化学对照品',
      '对乙酰氨基酚</script><script>alert(1)</script>',
    ]);
  });

  test('the 404 head is not indexed and its links not followed', () => {
    expect(NOT_FOUND_META).toEqual({ title: '页面不存在 — 标准物质商城', robots: 'noindex, nofollow' });
  });
});
