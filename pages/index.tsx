/**
 * Home (/): banners, category entries, value propositions, hot and new products, latest methods and news, and the
 * first-visit guide. Rendered at request time (getServerSideProps) from run-time cached data, never at build time.
 *
 * A pages-router page (issue 34): the app router's client runtime (≈ 45 KB gzip beyond the pages router's, plus the
 * RSC payload's chunks) put the home's JavaScript over its 150 KB gzip budget (bench/suites/js-weight.ts). What it
 * shows and its head are what the app-router home showed: the root layout's title, description, keywords, Open Graph
 * and Twitter tags (lib/platform/seo/site.ts HOME_*), the canonical and its phone twin (lib/platform/seo/phone-twin.ts)
 * and the WebSite JSON-LD. Links to it from app-router pages are plain <a> (components/ui/SiteLink.tsx).
 */
import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { ChromeFrame } from '@/components/layout/ChromeFrame';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { CategoryMenu } from '@/components/home/CategoryMenu';
import { FirstVisitGuideLoader } from '@/components/home/FirstVisitGuideLoader';
import { HomeBanner } from '@/components/home/HomeBanner';
import { HomeSidePanel, MethodCards, NewsList, SectionHeader } from '@/components/home/HomeSections';
import { ValueProps } from '@/components/home/ValueProps';
import { COMPANY } from '@/lib/config/constants';
import { homePageProps, type HomePageProps } from '@/lib/pages/home-page-props';
import { JsonLd } from '@/lib/platform/seo/jsonld';
import { desktopTwinTags } from '@/lib/platform/seo/phone-twin';
import { absoluteUrl, HOME_DESCRIPTION, HOME_KEYWORDS, HOME_TITLE, SITE_NAME, siteUrl } from '@/lib/platform/seo/site';

type Props = HomePageProps & {
  canonical: string;
  twin: ReturnType<typeof desktopTwinTags>;
  /** Absolute URLs of the home and of the full product list, for the WebSite JSON-LD. */
  home: string;
  search: string;
};

export const getServerSideProps: GetServerSideProps<Props> = async () => ({
  props: {
    ...(await homePageProps()),
    // As the app router's metadata wrote them: the canonical `/` resolved against SITE_URL is the bare origin.
    canonical: siteUrl(),
    twin: desktopTwinTags('/'),
    home: absoluteUrl('/'),
    search: absoluteUrl('/productCenter/productClassifyList/0'),
  },
});

/** The head the root layout's metadata and the app-router home's `phoneTwin('/')` gave this page. */
function HomeHead({ canonical, twin }: Pick<Props, 'canonical' | 'twin'>) {
  return (
    <Head>
      <title>{HOME_TITLE}</title>
      <meta name="description" content={HOME_DESCRIPTION} key="description" />
      <meta name="keywords" content={HOME_KEYWORDS.join(',')} key="keywords" />
      <meta name="robots" content="index, follow" key="robots" />
      <meta name="mobile-agent" content={twin.mobileAgent} key="mobile-agent" />
      <meta name="applicable-device" content={twin.applicableDevice} key="applicable-device" />
      <link rel="canonical" href={canonical} key="canonical" />
      <link rel="alternate" media={twin.alternate.media} href={twin.alternate.href} key="alternate:phone" />
      <meta property="og:title" content={HOME_TITLE} key="og:title" />
      <meta property="og:description" content={HOME_DESCRIPTION} key="og:description" />
      <meta property="og:site_name" content={COMPANY.name} key="og:site_name" />
      <meta property="og:locale" content="zh_CN" key="og:locale" />
      <meta property="og:type" content="website" key="og:type" />
      <meta name="twitter:card" content="summary" key="twitter:card" />
      <meta name="twitter:title" content={HOME_TITLE} key="twitter:title" />
      <meta name="twitter:description" content={HOME_DESCRIPTION} key="twitter:description" />
    </Head>
  );
}

export default function HomePage({ d, brands, canonical, twin, home, search }: Props) {
  // No <Suspense> hydration units here (the app-router home had them): the pages router renders the whole page before
  // sending it, and React would write a large boundary out of order, hidden from crawlers (components/layout/ChromeFrame.tsx).
  return (
    <ChromeFrame hydrationUnits={false}>
      <HomeHead canonical={canonical} twin={twin} />
      <div className="page-width space-y-6 pb-12 pt-4">
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: SITE_NAME,
            url: home,
            potentialAction: {
              '@type': 'SearchAction',
              target: `${search}?keyword={search_term_string}`,
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

        {d.hot.length > 0 && (
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
        )}

        {d.fresh.length > 0 && (
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
        )}

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

        <FirstVisitGuideLoader />
      </div>
    </ChromeFrame>
  );
}
