/**
 * Home (/): banners, category entries, value propositions, hot and new products, latest methods and news,
 * and the first-visit guide. Rendered at request time from run-time cached data (never at build time).
 */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { CategoryMenu } from '@/components/home/CategoryMenu';
import { FirstVisitGuide } from '@/components/home/FirstVisitGuide';
import { HomeBanner } from '@/components/home/HomeBanner';
import { HomeSidePanel, MethodCards, NewsList, SectionHeader } from '@/components/home/HomeSections';
import { ValueProps } from '@/components/home/ValueProps';
import { getBrandListCached, getHomeDataCached } from '@/lib/pages/catalog';
import { JsonLd } from '@/lib/platform/seo/jsonld';
import { absoluteUrl, SITE_NAME } from '@/lib/platform/seo/site';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  ...phoneTwin('/'),
};

export default async function HomePage() {
  const [d, brands] = await Promise.all([getHomeDataCached(), getBrandListCached()]);
  return (
    <div className="page-width space-y-6 pb-12 pt-4">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: absoluteUrl('/'),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl('/productCenter/productClassifyList/0')}?keyword={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <h1 className="sr-only">{SITE_NAME} — 对照品、标准物质、药物杂质在线采购</h1>
      <div className="grid min-h-[380px] grid-cols-[232px_1fr_220px] items-stretch gap-3">
        <CategoryMenu categories={d.categories} brands={brands} />
        <HomeBanner banners={d.banners} />
        <HomeSidePanel />
      </div>

      <ValueProps />

      {/* Sections below the first screen: separate hydration units (shorter main-thread tasks; they never suspend). */}
      {d.hot.length > 0 && (
        <Suspense>
          <section aria-labelledby="hot-title">
            <div id="hot-title">
              <SectionHeader title="热门产品" sub="采购量最高的对照品与杂质" href="/productCenter" />
            </div>
            <div className="grid grid-cols-5 gap-3" data-testid="home-hot">
              {d.hot.map((p, i) => (
                <ProductCard key={p.id} item={p} priority={cardImagePriority(i)} />
              ))}
            </div>
          </section>
        </Suspense>
      )}

      {d.fresh.length > 0 && (
        <Suspense>
          <section aria-labelledby="new-title">
            <div id="new-title">
              <SectionHeader title="新品上架" sub="最新上市的标准物质" href="/productCenter/productClassifyList/0" />
            </div>
            <div className="grid grid-cols-5 gap-3" data-testid="home-new">
              {d.fresh.map((p) => (
                <ProductCard key={p.id} item={p} />
              ))}
            </div>
          </section>
        </Suspense>
      )}

      <Suspense>
        <div className="grid grid-cols-[1fr_420px] gap-4">
          <section className="card p-5">
            <SectionHeader title="药典方法" sub="方法所需对照品一站配齐" href="/methods" />
            <MethodCards methods={d.methods} />
          </section>
          <section className="card p-5">
            <SectionHeader title="行业资讯" href="/newsInformation" />
            <NewsList news={d.news} />
          </section>
        </div>
      </Suspense>

      <FirstVisitGuide />
    </div>
  );
}
