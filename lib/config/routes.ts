/**
 * Route facts shared by the proxy, the layouts and the menus (spec §2.1 route table, §2.2 header).
 * Append new top-level routes to KNOWN_TOP_LEVEL_SEGMENTS: any other single-segment path is rewritten
 * by the proxy to /resolve/<segment> (method by api, standard by code, product by CAS, brand).
 */

/** First path segments that belong to real routes (or infrastructure) and must never be resolved as a slug. */
export const KNOWN_TOP_LEVEL_SEGMENTS: ReadonlySet<string> = new Set([
  // spec §2.1
  '404',
  'activity',
  'jumpIndex',
  'laborDay',
  'listCache',
  'mobileView',
  'upgradation',
  'technical',
  'qualityControl',
  'IntermediateSynthesis',
  'productConfirmation',
  'pointsMallCenter',
  'agreementPrivacy',
  'afterSalesCenter',
  'brandCenter',
  'customizedServices',
  'customizedSettlement',
  'demandsList',
  'downloadCenter',
  'enterpriseIntroduction',
  'inquiryCenter',
  'login',
  'register',
  'methods',
  'newsInformation',
  'orderCenter',
  'personalCenter',
  'productCenter',
  'goodsDetail',
  'quickOrder',
  'searchIndex',
  'searchProduction',
  'searchStructureFormula',
  'nitrosamineRisk',
  'searchCenter',
  'settlementCenter',
  'settlementPage',
  'successAliPage',
  'standard',
  'helpCenter',
  // our own
  'resolve',
  'mall',
  'images',
  'uploads',
  'dev',
  'api',
  'health',
  // liveness and readiness of the instance (app/healthz, app/readyz; never redirected, guarded or cached)
  'healthz',
  'readyz',
  // infrastructure and metadata files
  '_next',
  'favicon.ico',
  'icon.svg',
  'robots.txt',
  'sitemap.xml',
  'sitemap',
  'sitemaps',
  'manifest.webmanifest',
  'opengraph-image',
]);

/** Prefix of the single-segment fallback route (app/(site)/resolve/[slug]). */
export const RESOLVE_PREFIX = '/resolve/';
export const MOBILE_VIEW_PATH = '/mobileView';
/** Response header by which the proxy marks a phone page to send without Next's client scripts (kept equal to
 * lib/platform/next/phone-lite.cjs PHONE_LITE_HEADER by tests/unit/phone-lite.test.ts). */
export const PHONE_LITE_HEADER = 'x-phone-lite';
export const LOGIN_PATH = '/login';
/** Query parameter of /login holding the path to return to. */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/**
 * True for a same-site relative path that is safe to redirect to: starts with one "/", is not
 * protocol-relative ("//host", "/\\host"), and has no control characters or scheme.
 */
export function isSafeRelativePath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return false;
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  if (/[\u0000-\u001f\u007f\\]/.test(target)) return false;
  try {
    const u = new URL(target, 'http://local.invalid');
    return u.origin === 'http://local.invalid';
  } catch {
    return false;
  }
}

/** A safe target, or the fallback (home). */
export function safeTarget(target: unknown, fallback = '/'): string {
  const t = Array.isArray(target) ? target[0] : target;
  return isSafeRelativePath(t) ? t : fallback;
}

/** /login?redirect=<target> (the login modal/page returns there afterwards). */
export function loginHref(target: string): string {
  return `${LOGIN_PATH}?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** /mobileView?target=<target>. */
export function mobileViewHref(target: string): string {
  return `${MOBILE_VIEW_PATH}?target=${encodeURIComponent(target)}`;
}

/** Second titles of the service layout (spec §2.2), by path. */
export const SECOND_TITLES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/settlementPage/payment/paymentBill', title: '订单支付' },
  { path: '/settlementPage', title: '结算页' },
  { path: '/inquiryCenter', title: '询价篮' },
  { path: '/settlementCenter', title: '购物车' },
  { path: '/demandsList', title: '需求清单' },
  { path: '/successAliPage', title: '支付完成' },
  { path: '/customizedSettlement', title: '结算页' },
  { path: '/customizedServices', title: '定制服务' },
];

/** The second title for a pathname (longest matching prefix), or null. */
export function secondTitleFor(pathname: string): string | null {
  for (const { path, title } of SECOND_TITLES) {
    if (pathname === path || pathname.startsWith(`${path}/`)) return title;
  }
  return null;
}

export type MenuLink = {
  label: string;
  href: string;
  /** Needs login: guests go to /login?redirect=href. */ protected?: boolean;
};

/** Main menu (spec §2.2). */
export const MAIN_MENU: readonly MenuLink[] = [
  { label: '首页', href: '/' },
  { label: '产品中心', href: '/productCenter' },
  { label: '质控样品', href: '/qualityControl' },
  { label: '中间体合成', href: '/IntermediateSynthesis' },
  { label: '制备分离', href: '/technical#preparative' },
  { label: '药典方法', href: '/methods' },
  { label: '法规标准', href: '/standard' },
  { label: '定制服务', href: '/customizedServices', protected: true },
  { label: '证书下载', href: '/downloadCenter/downloadSecond/coa' },
];

/** The About menu (关于我们 dropdown). */
export const ABOUT_MENU: readonly MenuLink[] = [
  { label: '公司介绍', href: '/enterpriseIntroduction' },
  { label: '技术实力', href: '/technical' },
  { label: '行业资讯', href: '/newsInformation' },
  { label: '联系我们', href: '/enterpriseIntroduction?type=1' },
];

/** The user menu of the top bar (logged in). */
export const USER_MENU: readonly MenuLink[] = [
  { label: '会员中心', href: '/personalCenter' },
  { label: '我的收藏', href: '/personalCenter/myCollection' },
  { label: '我的订单', href: '/orderCenter' },
  { label: '我的足迹', href: '/personalCenter/history' },
];

/** Entries that need login (spec §4 protected entries). */
export const QUICK_ORDER_PATH = '/quickOrder';
export const CART_PATH = '/settlementCenter';
export const BASKET_PATH = '/inquiryCenter';
export const DEMANDS_PATH = '/demandsList';
export const STRUCTURE_SEARCH_PATH = '/searchStructureFormula';
export const HELP_CENTER_PATH = '/helpCenter/loginProblem';
