/**
 * The mobile view's <head> for search engines and shared links.
 *
 * The mobile view is indexable (robots.txt allows it) with rel=canonical to its desktop equivalent — Google's pattern
 * for separate mobile URLs — so the desktop pages keep the ranking and a crawler that follows a phone link finds the
 * real page:
 *  - goods view (target /goodsDetail/<id>): the product's title and description, canonical /goodsDetail/<id>
 *    (noindex when the product is missing or off the shelf, as on the desktop page);
 *  - category: canonical to the desktop category list;
 *  - keyword search: noindex, follow (as the desktop search pages);
 *  - the shell (any other target): canonical /mobileView itself, so ?target= variants fold into one page.
 * Crawlers are never redirected here (lib/proxy/decide.ts); this is for links to the mobile view they find.
 */
import type { Metadata } from 'next';
import { getGoodsPageData } from '@/lib/domain/catalog/cached';
import { parseProductId } from '@/lib/domain/catalog/goods';
import { categoryListHref, goodsHref } from '@/lib/domain/catalog/urls';
import { MOBILE_VIEW_PATH, safeTarget } from '@/lib/config/routes';
import { goodsDescription, goodsTitle } from '@/lib/seo/product-jsonld';
import { metaDescription } from '@/lib/seo/site';

type SP = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The product id when the target is a goods link (/goodsDetail/<id>[?skuId=…]). */
export function goodsIdOfTarget(target: string): number | null {
  const m = /^\/goodsDetail\/([^/?#]+)/.exec(target);
  return m ? parseProductId(m[1]) : null;
}

const SHELL_TITLE = '移动版';
const NOINDEX = { index: false, follow: true } as const;

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const sp = await searchParams;
  const keyword = (one(sp.keyword) ?? '').trim();
  if (keyword) return { title: `“${keyword.slice(0, 60)}”的搜索结果`, robots: NOINDEX };
  const categoryId = parseProductId(one(sp.category));
  if (categoryId) return { title: '产品列表', alternates: { canonical: categoryListHref(categoryId) } };
  const goodsId = goodsIdOfTarget(safeTarget(one(sp.target)));
  if (goodsId) {
    const d = await getGoodsPageData(goodsId);
    if (!d) return { title: '商品不存在', robots: NOINDEX };
    return {
      title: goodsTitle(d),
      description: metaDescription(goodsDescription(d)),
      alternates: { canonical: goodsHref(d.product.id) },
      robots: d.product.status === 1 ? undefined : NOINDEX,
    };
  }
  return { title: SHELL_TITLE, alternates: { canonical: MOBILE_VIEW_PATH } };
}
