/**
 * Phone views that render the desktop page's own server component inside `.phone-reflow` (app/(mobile)/phone.css),
 * which reflows the 1200 px layout into one column: the content pages and the less-visited search and method tools.
 * Their route also loads the desktop stylesheet (../reflow/layout.tsx). Same component, same data functions and
 * metadata as desktop; links inside point to desktop URLs, which the proxy sends a phone back here for. A page with a
 * hand-made phone view is in its own file, not here.
 */
import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import { KNOWN_TOP_LEVEL_SEGMENTS } from '@/lib/config/routes';
import * as categoryListPage from '@/app/(site)/productCenter/productClassifyList/[[...categoryId]]/page';
import * as nitrosaminePage from '@/app/(site)/nitrosamineRisk/page';
import * as activityPage from '@/app/(site)/activity/page';
import * as laborDayPage from '@/app/(site)/laborDay/page';
import * as pointsMallPage from '@/app/(site)/pointsMallCenter/page';
import * as intermediatePage from '@/app/(site)/IntermediateSynthesis/page';
import * as technicalPage from '@/app/(site)/technical/page';
import * as qualityControlPage from '@/app/(site)/qualityControl/page';
import * as productConfirmationPage from '@/app/(site)/productConfirmation/page';
import * as companyPage from '@/app/(site)/enterpriseIntroduction/page';
import * as downloadsPage from '@/app/(site)/downloadCenter/page';
import * as coaPage from '@/app/(site)/downloadCenter/downloadSecond/coa/page';
import * as productCatalogPage from '@/app/(site)/downloadCenter/downloadSecond/productCatalog/page';
import * as productCenterPage from '@/app/(site)/productCenter/page';
import * as allClassifyPage from '@/app/(site)/productCenter/allClassify/page';
import * as formulaListPage from '@/app/(site)/productCenter/formulaProductList/page';
import * as productDetailListPage from '@/app/(site)/productCenter/productDetailList/[[...id]]/page';
import * as structureSearchPage from '@/app/(site)/searchStructureFormula/page';
import * as searchIndexPage from '@/app/(site)/searchIndex/page';
import * as searchProductionPage from '@/app/(site)/searchProduction/page';
import * as relevantSearchPage from '@/app/(site)/searchCenter/relevantSearch/page';
import * as methodsSearchPage from '@/app/(site)/searchCenter/methodsSeach/page';
import * as dataSearchPage from '@/app/(site)/searchCenter/dataSearch/page';
import * as standardNumberPage from '@/app/(site)/searchCenter/SearchStandardNumber/page';
import * as standardLibraryPage from '@/app/(site)/searchCenter/dataSearchofStandard/secondaryLibrary/[[...id]]/page';
import * as methodsContrastPage from '@/app/(site)/methods/methodsContrast/page';
import * as methodsTheProductPage from '@/app/(site)/methods/methodsTheProduct/page';
import * as productComparisonPage from '@/app/(site)/methods/productComparison/page';
import * as productSummaryPage from '@/app/(site)/methods/productSummary/page';
import * as relatedSeriesPage from '@/app/(site)/methods/relatedSeries/page';
import * as resolvePage from '@/app/(site)/resolve/[slug]/page';
import { defineView, type MobileView } from './types';

type SP = Record<string, string | string[] | undefined>;
type PageProps = {
  params: Promise<Record<string, string | string[] | undefined>>;
  searchParams: Promise<SP>;
};
/** What a desktop page module exports that the phone view uses (its component and its head). */
type PageModule = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page declares its own props; we pass both
  default: (props: any) => unknown;
  metadata?: Metadata;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  generateMetadata?: (props: any) => Promise<Metadata>;
};
type ReflowParams = {
  params: Record<string, string | string[] | undefined>;
  sp: SP;
  canonical: string;
};

function spOf(search: URLSearchParams): SP {
  const sp: SP = {};
  for (const k of new Set(search.keys())) {
    const all = search.getAll(k);
    sp[k] = all.length > 1 ? all : all[0];
  }
  return sp;
}

function props(p: ReflowParams): PageProps {
  return {
    params: Promise.resolve(p.params),
    searchParams: Promise.resolve(p.sp),
  };
}

const decodeSegment = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * A phone view rendering the desktop page module `mod` for `path` (and `path/<segments>` when the route has the
 * optional catch-all `catchAll`); `matchPath` replaces that rule where the route is not a fixed path.
 */
function reflowView(
  kind: string,
  path: string,
  mod: PageModule,
  catchAll?: string,
  matchPath?: (pathname: string) => ReflowParams['params'] | null,
): MobileView<ReflowParams> {
  return defineView<ReflowParams>({
    kind,
    match(pathname, search) {
      let params: ReflowParams['params'] | null = {};
      if (matchPath) params = matchPath(pathname);
      else if (pathname !== path)
        params =
          catchAll && pathname.startsWith(`${path}/`)
            ? {
                [catchAll]: pathname
                  .slice(path.length + 1)
                  .split('/')
                  .map(decodeSegment),
              }
            : null;
      if (!params) return null;
      const q = search.toString();
      return { params, sp: spOf(search), canonical: `${pathname}${q ? `?${q}` : ''}` };
    },
    canonical: (p) => p.canonical,
    async metadata(p) {
      return (await mod.generateMetadata?.(props(p))) ?? mod.metadata ?? {};
    },
    async render(p) {
      const Page = mod.default as (p: PageProps) => Promise<ReactElement>;
      return (
        <div className="phone-reflow" data-reflow={kind}>
          <Page {...props(p)} />
        </div>
      );
    },
  });
}

export const reflowViews: MobileView[] = [
  // The category list with its filter rows and sort, all in the URL (as on desktop).
  reflowView('category', '/productCenter/productClassifyList', categoryListPage, 'categoryId'),
  reflowView('activity', '/activity', activityPage),
  reflowView('nitrosamine', '/nitrosamineRisk', nitrosaminePage),
  reflowView('laborDay', '/laborDay', laborDayPage),
  reflowView('pointsMall', '/pointsMallCenter', pointsMallPage),
  reflowView('intermediate', '/IntermediateSynthesis', intermediatePage),
  reflowView('technical', '/technical', technicalPage),
  reflowView('qualityControl', '/qualityControl', qualityControlPage),
  reflowView('productConfirmation', '/productConfirmation', productConfirmationPage),
  reflowView('company', '/enterpriseIntroduction', companyPage),
  reflowView('downloads', '/downloadCenter', downloadsPage),
  reflowView('coa', '/downloadCenter/downloadSecond/coa', coaPage),
  reflowView('productCatalog', '/downloadCenter/downloadSecond/productCatalog', productCatalogPage),
  reflowView('productCenter', '/productCenter', productCenterPage),
  reflowView('allClassify', '/productCenter/allClassify', allClassifyPage),
  reflowView('formulaList', '/productCenter/formulaProductList', formulaListPage),
  reflowView('productDetailList', '/productCenter/productDetailList', productDetailListPage, 'id'),
  reflowView('structureSearch', '/searchStructureFormula', structureSearchPage),
  reflowView('searchIndex', '/searchIndex', searchIndexPage),
  reflowView('searchProduction', '/searchProduction', searchProductionPage),
  reflowView('relevantSearch', '/searchCenter/relevantSearch', relevantSearchPage),
  reflowView('methodsSearch', '/searchCenter/methodsSeach', methodsSearchPage),
  reflowView('dataSearch', '/searchCenter/dataSearch', dataSearchPage),
  reflowView('standardNumber', '/searchCenter/SearchStandardNumber', standardNumberPage),
  reflowView('standardLibrary', '/searchCenter/dataSearchofStandard/secondaryLibrary', standardLibraryPage, 'id'),
  reflowView('methodsContrast', '/methods/methodsContrast', methodsContrastPage),
  reflowView('methodsTheProduct', '/methods/methodsTheProduct', methodsTheProductPage),
  reflowView('productComparison', '/methods/productComparison', productComparisonPage),
  reflowView('productSummary', '/methods/productSummary', productSummaryPage),
  reflowView('relatedSeries', '/methods/relatedSeries', relatedSeriesPage),
];

/** /<segment> the proxy resolves on desktop (a CAS number, API name, standard code or brand: /resolve/<segment>). */
export const resolveView = reflowView('resolve', '', resolvePage, undefined, (pathname) => {
  const m = /^\/([^/]+)$/.exec(pathname);
  return m && !KNOWN_TOP_LEVEL_SEGMENTS.has(m[1]!) ? { slug: decodeSegment(m[1]!) } : null;
});

/** The views of the route /mobileView/reflow (lib/proxy/phone-groups.ts): the reflowed pages, the slug view last. */
export const reflowGroupViews: readonly MobileView[] = [...reflowViews, resolveView];
