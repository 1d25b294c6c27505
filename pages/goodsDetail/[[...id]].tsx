/**
 * /goodsDetail/:id?skuId= — the product page, rendered by the pages router (docs/decisions/0015-crawler-scale.md).
 *
 * Why not the app router like every other page: a crawler sweeping the catalogue, and a buyer opening a product
 * nobody opened in the last minute, get a first render, and the app router renders a page three times over (the RSC
 * payload, then the payload decoded, then HTML) where the pages router renders HTML once from props, for about a
 * third less server CPU (docs/investigations/crawler-scale.md, pass 4). What the page shows is the same components
 * (components/product/GoodsDetailView.tsx in components/layout/ChromeFrame.tsx; the footer: pages/_document.tsx).
 *
 * Run-time cached (ISR, docs/decisions/0001-page-caching.md): rendered on the first request for an id (never at
 * build: no paths, fallback 'blocking'), served from the page cache for `revalidate` seconds and regenerated in the
 * background. Nothing here reads the request, so every ?skuId= of a product shares one cached render: the buy box
 * reads ?skuId= on the client (components/product/GoodsBuyBox.tsx), and refreshes prices and stock live. The cache
 * handler tags the entry product:<id> and category-tree (lib/platform/next/page-tags.cjs), so invalidateProduct(id) and
 * category edits refresh the page as they refresh the app router's pages.
 */
import type { GetStaticPaths, GetStaticProps } from 'next';
import { ChromeFrame } from '@/components/layout/ChromeFrame';
import { GoodsDetailView } from '@/components/product/GoodsDetailView';
import { PageHead } from '@/components/seo/PageHead';
import { CACHE_TTL } from '@/lib/domain/catalog/products/cache-tags';
import { parseProductId } from '@/lib/domain/catalog/products/goods';
import { goodsPageProps, type GoodsPageProps } from '@/lib/pages/goods-page-props';

type Params = { id?: string[] };

/** Every id renders on its first request, none at build (build workers must never open the database). */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({ paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<GoodsPageProps, Params> = async ({ params }) => {
  const id = params?.id;
  const pid = id && id.length === 1 ? parseProductId(id[0]!) : null;
  const props = pid ? await goodsPageProps(pid) : null;
  // A 404 is cached as long as a page: a crawler asking for dead ids is answered from the cache too.
  return props ? { props, revalidate: CACHE_TTL.product } : { notFound: true, revalidate: CACHE_TTL.product };
};

export default function GoodsDetailPage({ v, meta }: GoodsPageProps) {
  return (
    <ChromeFrame hydrationUnits={false}>
      <PageHead meta={meta} />
      <div className="page-width pb-12">
        {meta.jsonLd?.map((json, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
        ))}
        <GoodsDetailView v={v} />
      </div>
    </ChromeFrame>
  );
}
