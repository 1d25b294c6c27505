/**
 * Which route serves a phone view (issue 36, docs/decisions/0021-phone-pages.md). Every phone page is
 * `/mobileView?target=<desktop path and query>`, but one route would carry the client code of every view — the
 * buyer's cart and settlement, the reflowed desktop pages' filters and forms — into the first load of every phone
 * page (the bundler makes one client chunk group per route). So the views are served by four routes, and the proxy
 * rewrites `/mobileView` to the one serving the target (the address bar keeps `/mobileView?target=…`):
 *  - `main`   /mobileView          — the hand-made public views (home, search, news, methods, standards, brands, help);
 *  - `goods`  /mobileView/goods    — the goods page with its buy bar;
 *  - `reflow` /mobileView/reflow   — desktop pages reflowed into one column (app/(mobile)/mobileView/views/reflow.tsx);
 *  - `buyer`  /mobileView/buyer    — the buyer's ordering views (views/buyer/).
 * Pure (no Next imports); tests/unit/phone-groups.test.ts holds it equal to the registry's views for every route.
 */
import { KNOWN_TOP_LEVEL_SEGMENTS, MOBILE_VIEW_PATH } from '@/lib/config/routes';

export type PhoneViewGroup = 'main' | 'goods' | 'reflow' | 'buyer';

/** The route of each group other than `main` (internal: the proxy sends a direct request back to /mobileView). */
export const PHONE_GROUP_ROUTES: Readonly<Record<Exclude<PhoneViewGroup, 'main'>, string>> = {
  goods: `${MOBILE_VIEW_PATH}/goods`,
  reflow: `${MOBILE_VIEW_PATH}/reflow`,
  buyer: `${MOBILE_VIEW_PATH}/buyer`,
};

/** The buyer's views (views/buyer/views.tsx): exact desktop paths, and the inquiry detail with its id. */
const BUYER_PATHS = new Set([
  '/login',
  '/login/wxLogin',
  '/register',
  '/quickOrder',
  '/settlementCenter',
  '/settlementPage',
  '/settlementPage/payment/paymentBill',
  '/orderCenter/orderPayment',
  '/successAliPage',
  '/orderCenter',
  '/orderCenter/orderDetaile',
  '/inquiryCenter',
  '/inquiryCenter/inquiryList',
  '/personalCenter',
]);
const BUYER_PREFIXES = ['/inquiryCenter/inquiryDetails'];

/** The reflowed desktop pages (views/reflow.tsx): exact paths, and those whose route has an optional catch-all id. */
const REFLOW_PATHS = new Set([
  '/activity',
  '/nitrosamineRisk',
  '/laborDay',
  '/pointsMallCenter',
  '/IntermediateSynthesis',
  '/technical',
  '/qualityControl',
  '/productConfirmation',
  '/enterpriseIntroduction',
  '/downloadCenter',
  '/downloadCenter/downloadSecond/coa',
  '/downloadCenter/downloadSecond/productCatalog',
  '/productCenter',
  '/productCenter/allClassify',
  '/productCenter/formulaProductList',
  '/searchStructureFormula',
  '/searchIndex',
  '/searchProduction',
  '/searchCenter/relevantSearch',
  '/searchCenter/methodsSeach',
  '/searchCenter/dataSearch',
  '/searchCenter/SearchStandardNumber',
  '/methods/methodsContrast',
  '/methods/methodsTheProduct',
  '/methods/productComparison',
  '/methods/productSummary',
  '/methods/relatedSeries',
]);
const REFLOW_PREFIXES = [
  '/productCenter/productClassifyList',
  '/productCenter/productDetailList',
  '/searchCenter/dataSearchofStandard/secondaryLibrary',
];

const underAny = (pathname: string, prefixes: readonly string[]) =>
  prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** The group whose route serves the phone view of a desktop path (a target no view serves → `main`, its notice). */
export function phoneViewGroup(pathname: string): PhoneViewGroup {
  if (BUYER_PATHS.has(pathname) || underAny(pathname, BUYER_PREFIXES)) return 'buyer';
  if (/^\/goodsDetail\/[^/]+$/.test(pathname)) return 'goods';
  if (REFLOW_PATHS.has(pathname) || underAny(pathname, REFLOW_PREFIXES)) return 'reflow';
  // Any other single segment is a CAS number, API name, standard code or brand (the desktop's /resolve/<segment>).
  const single = /^\/([^/]+)$/.exec(pathname);
  if (single && !KNOWN_TOP_LEVEL_SEGMENTS.has(single[1]!)) return 'reflow';
  return 'main';
}

/**
 * The desktop path a /mobileView query stands for, as app/(mobile)/mobileView/metadata.ts `targetOf` reads it:
 * `?keyword=` is the keyword search, `?category=<id>` the category list, else `?target=`.
 */
export function phoneQueryPath(search: string, targetPath: (search: string) => string | null): string | null {
  const sp = new URLSearchParams(search);
  if ((sp.get('keyword') ?? '').trim()) return '/searchCenter';
  const category = sp.get('category') ?? '';
  // parseProductId's rule (lib/domain/catalog/products/goods.ts).
  if (/^\d{1,10}$/.test(category) && Number(category) > 0 && Number(category) <= 2_147_483_647)
    return '/productCenter/productClassifyList';
  return targetPath(search);
}
