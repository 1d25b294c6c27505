/**
 * /goodsDetail/:id?skuId= — the product page.
 *
 * A full-route run-time cached page (ISR, docs/decisions/0001-page-caching.md): rendered on the first request for
 * an id (never at build), then served from the route cache for `revalidate` seconds and regenerated in the
 * background. Nothing here reads the request (no searchParams, cookies or headers), so every ?skuId= of a product
 * shares one cached render: the buy box reads ?skuId= on the client (components/product/GoodsBuyBox.tsx).
 * The data comes from getGoodsPageData (unstable_cache, tag product:<id>); the tag carries over to the route
 * cache, so invalidateProduct(id) refreshes the page too. Prices and stock are refreshed live by the buy box.
 * The body is a client component fed by one data object (components/product/GoodsDetailView.tsx, and why there);
 * the metadata, the JSON-LD and the 404 stay here.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { GoodsDetailView } from '@/components/product/GoodsDetailView';
import { getGoodsPageData, type GoodsPageData } from '@/lib/domain/catalog/cached';
import { parseProductId } from '@/lib/domain/catalog/goods';
import { goodsView } from '@/lib/domain/catalog/goods-view';
import { categoryListHref, displayName, goodsHref } from '@/lib/domain/catalog/urls';
import { JsonLd } from '@/lib/seo/jsonld';
import { breadcrumbJsonLd, goodsDescription, goodsTitle, productImagePath, productJsonLd } from '@/lib/seo/product-jsonld';
import { metaDescription } from '@/lib/seo/site';

type Props = { params: Promise<{ id?: string[] }> };

/** Route cache lifetime: CACHE_TTL.product (a literal, as Next requires; keep the two equal). */
export const revalidate = 60;
/** Every id renders on its first request … */
export const dynamicParams = true;
/** … and none at build (build workers must never open the database). */
export function generateStaticParams(): { id?: string[] }[] {
  return [];
}

async function load(params: Props['params']): Promise<GoodsPageData | null> {
  const { id } = await params;
  if (!id || id.length !== 1) return null;
  const pid = parseProductId(id[0]);
  return pid ? getGoodsPageData(pid) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const d = await load(params);
  if (!d) return { title: '商品不存在', robots: { index: false } };
  const p = d.product;
  const title = goodsTitle(d);
  const description = metaDescription(goodsDescription(d));
  const canonical = goodsHref(p.id);
  const image = productImagePath(p);
  return {
    title,
    description,
    keywords: [displayName(p), p.nameEn, p.cas, p.code, ...p.synonyms.slice(0, 5)].filter((x): x is string => !!x),
    alternates: { canonical },
    robots: p.status === 1 ? undefined : { index: false, follow: true },
    openGraph: {
      type: 'website',
      url: canonical,
      title,
      description,
      siteName: '标准物质商城',
      locale: 'zh_CN',
      images: [{ url: image, width: 1200, height: 630, alt: p.structureInput ? `${displayName(p)} 结构式` : displayName(p) }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

export default async function GoodsDetailPage({ params }: Props) {
  const d = await load(params);
  if (!d) notFound();
  const p = d.product;
  const name = displayName(p);

  return (
    <div className="page-width pb-12">
      <JsonLd data={productJsonLd(d)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: '首页', path: '/' },
          { name: '产品中心', path: '/productCenter' },
          ...d.breadcrumb.map((c) => ({ name: c.name, path: categoryListHref(c.id) })),
          { name, path: goodsHref(p.id) },
        ])}
      />
      <GoodsDetailView v={goodsView(d)} />
    </div>
  );
}
