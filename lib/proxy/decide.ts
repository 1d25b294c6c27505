/**
 * The proxy's decision logic as a pure function (no Next imports), so it is unit-tested without a server.
 * proxy.ts turns a Decision into a NextResponse.
 *
 * Order: static/API passthrough → phone group routes back to /mobileView → mobile redirect → login guard (desktop
 * pages and their phone views) → the route of a phone view's group (./phone-groups.ts) → single-segment fallback
 * rewrite → a category given by query id to its path → plain category list views to the route cache
 * (lib/domain/catalog/search/list-cache.ts).
 * It never sets cookies (responses stay cacheable).
 */
import {
  DESKTOP_OVERRIDE_COOKIE,
  MOBILE_MAX_WIDTH_PX,
  PROTECTED_PATH_PREFIXES,
  TOKEN_COOKIE,
  VIEW_MODE_COOKIE,
} from '@/lib/config/constants';
import {
  KNOWN_TOP_LEVEL_SEGMENTS,
  MOBILE_VIEW_PATH,
  RESOLVE_PREFIX,
  loginHref,
  mobileViewHref,
  safeTarget,
} from '@/lib/config/routes';
import { plainListRewrite } from '@/lib/domain/catalog/search';
import { PHONE_GROUP_ROUTES, phoneQueryPath, phoneViewGroup } from './phone-groups';

export type Decision =
  | { type: 'next' }
  /** Next renders the page; the response goes out without Next's client scripts (lib/platform/next/phone-lite.cjs). */
  | { type: 'lite' }
  | { type: 'redirect'; location: string; status: 307 | 308 }
  | { type: 'rewrite'; location: string };

/** URL or Next's NextURL (only pathname and search are read). */
export type UrlLike = { pathname: string; search: string };
export type HeaderBag = { get(name: string): string | null | undefined };
export type CookieBag = { get(name: string): { value: string } | string | undefined | null };

const NEXT: Decision = { type: 'next' };

/** Paths the proxy never touches (also excluded by the matcher; checked again for safety). */
/** /console is the operations console: no mobile redirect, no buyer login guard, no fallback resolver (its own guard). */
const PASSTHROUGH_PREFIXES = ['/_next/', '/mall/', '/images/', '/api/', '/dev/', '/console/'];
/** Health probes of balancers and supervisors (app/healthz, app/readyz): never redirected to the mobile view. */
const PROBES = new Set(['/healthz', '/readyz']);
/** Static file extensions (a standard number like GB5009.3-2016 has a dot but no such extension). */
export const STATIC_FILE_RE =
  /\.(?:png|jpe?g|gif|webp|avif|svg|ico|bmp|css|js|mjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|eot|pdf|wasm|mp4|webm|mp3|zip|csv|xlsx?)$/i;

/** Pages a phone is never redirected away from. */
const MOBILE_EXEMPT = new Set(['/mobileView', '/upgradation', '/agreementPrivacy', '/jumpIndex', '/404']);

const PHONE_UA_RE = /Mobi|Android.*Mobile|iPhone|iPod/i;
/** Crawlers get the full desktop page (mobile-first indexing must see the real content, not the phone shell). */
const BOT_UA_RE = /bot|spider|crawl|slurp|bingpreview|mediapartners|facebookexternalhit|lighthouse/i;

function cookieValue(cookies: CookieBag, name: string): string | undefined {
  const c = cookies.get(name);
  if (c == null) return undefined;
  return typeof c === 'string' ? c : c.value;
}

/** True when the request comes from a phone: phone User-Agent, or a viewport-width client hint under 1024. */
export function isPhoneRequest(headers: HeaderBag): boolean {
  const ua = headers.get('user-agent') ?? '';
  if (BOT_UA_RE.test(ua)) return false;
  if (PHONE_UA_RE.test(ua)) return true;
  const vw = headers.get('sec-ch-viewport-width') ?? headers.get('viewport-width');
  if (vw) {
    const n = Number.parseFloat(vw);
    if (Number.isFinite(n) && n > 0 && n < MOBILE_MAX_WIDTH_PX) return true;
  }
  return false;
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function isPassthrough(pathname: string): boolean {
  // Framework internals (/_next, /__nextjs_*, dev overlay) and dot paths (/.well-known) are never ours.
  if (pathname.startsWith('/_') || pathname.startsWith('/.')) return true;
  if (PROBES.has(pathname)) return true;
  if (PASSTHROUGH_PREFIXES.some((p) => pathname.startsWith(p) || pathname === p.slice(0, -1))) return true;
  return STATIC_FILE_RE.test(pathname);
}

/** The path of /mobileView's target (the desktop page a phone view stands for), or null. */
export function phoneTargetPath(search: string): string | null {
  const raw = new URLSearchParams(search).get('target');
  if (!raw) return null;
  const t = safeTarget(raw, '');
  if (!t) return null;
  const path = new URL(t, 'http://local.invalid').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const LIST_BASE = '/productCenter/productClassifyList';
const LIST_WITHOUT_CATEGORY_RE = /^\/productCenter\/productClassifyList(?:\/0?)?\/?$/;

/** The path form of a category list given by query id (`?id=5` → `/…/productClassifyList/5`, the rest kept), or null. */
export function categoryQueryRedirect(pathname: string, search: string): string | null {
  if (!LIST_WITHOUT_CATEGORY_RE.test(pathname)) return null;
  const sp = new URLSearchParams(search);
  const ids = sp.getAll('id');
  if (ids.length !== 1 || !/^[1-9]\d{0,8}$/.test(ids[0]!)) return null;
  sp.delete('id');
  const rest = sp.toString();
  return `${LIST_BASE}/${ids[0]}${rest ? `?${rest}` : ''}`;
}

/**
 * Decide what to do with a request.
 * @param url the request URL (absolute)
 * @param headers request headers (`user-agent`, `sec-ch-viewport-width` / `viewport-width`)
 * @param cookies request cookies (`token`, FORCE_DESKTOP)
 * @param method HTTP method; only GET/HEAD navigations are redirected to the mobile view
 */
export function decide(url: UrlLike | string, headers: HeaderBag, cookies: CookieBag, method = 'GET'): Decision {
  const u: UrlLike = typeof url === 'string' ? new URL(url) : url;
  const pathname = u.pathname;
  const pathAndQuery = `${pathname}${u.search}`;

  if (isPassthrough(pathname)) return NEXT;

  const readOnly = method === 'GET' || method === 'HEAD';

  // 0. The routes serving groups of phone views (./phone-groups.ts) are reached by rewrite only: a direct request
  //    goes to /mobileView with the same query (one public URL per phone page, and the login guard below applies).
  if (Object.values(PHONE_GROUP_ROUTES).includes(pathname.replace(/\/+$/, ''))) {
    return { type: 'redirect', location: `${MOBILE_VIEW_PATH}${u.search}`, status: 308 };
  }

  // 1. Phones go to the mobile view, keeping the original target (a shared goods link still opens that product).
  if (
    readOnly &&
    !MOBILE_EXEMPT.has(pathname) &&
    !cookieValue(cookies, DESKTOP_OVERRIDE_COOKIE) &&
    isPhoneRequest(headers)
  ) {
    return { type: 'redirect', location: mobileViewHref(pathAndQuery), status: 307 };
  }

  // 2. Login guard on protected pages.
  if (isProtectedPath(pathname) && !cookieValue(cookies, TOKEN_COOKIE)) {
    return { type: 'redirect', location: loginHref(pathAndQuery), status: 307 };
  }
  // 2b. The same guard on their phone views (issue 36): /mobileView?target=<protected page> without a token goes to
  //     the phone login, which returns to this phone page afterwards.
  if (pathname === MOBILE_VIEW_PATH && !cookieValue(cookies, TOKEN_COOKIE)) {
    const target = phoneTargetPath(u.search);
    if (target && isProtectedPath(target))
      return { type: 'redirect', location: mobileViewHref(loginHref(pathAndQuery)), status: 307 };
  }
  // 2c. A phone view is served by the route of its group (./phone-groups.ts: each route loads only its own views'
  //     client code); the address stays /mobileView?target=….
  if (pathname === MOBILE_VIEW_PATH && readOnly) {
    const group = phoneViewGroup(phoneQueryPath(u.search, phoneTargetPath) ?? '/');
    if (group !== 'main') return { type: 'rewrite', location: `${PHONE_GROUP_ROUTES[group]}${u.search}` };
    // 2d. The `main` group's views are public pages (issue 36: Lighthouse mobile ≥ 90): a visitor without a session
    //     gets them without Next's client framework, the behaviours from public/phone-lite.js. A buyer keeps the React
    //     page: the server cart, the session check and the login popup live there.
    if (method === 'GET' && !cookieValue(cookies, TOKEN_COOKIE)) return { type: 'lite' };
  }

  // 3. Single-segment fallback: /<cas|api|standardCode|brand> → /resolve/<segment>.
  const m = /^\/([^/]+)\/?$/.exec(pathname);
  if (m && m[1]) {
    const segment = m[1];
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      /* keep raw */
    }
    if (!KNOWN_TOP_LEVEL_SEGMENTS.has(segment) && !KNOWN_TOP_LEVEL_SEGMENTS.has(decoded)) {
      return { type: 'rewrite', location: `${RESOLVE_PREFIX}${segment}${u.search}` };
    }
  }

  // 4. Spec §2.1: "a category uses query id". /productCenter/productClassifyList?id=5 (no category in the path, or 0)
  //    is the list of category 5: one permanent redirect to the path form, the one the pages, the cache and canonical
  //    links use (issue 34: the query id was ignored and every product listed).
  if (readOnly) {
    const byQuery = categoryQueryRedirect(pathname, u.search);
    if (byQuery) return { type: 'redirect', location: byQuery, status: 308 };
  }

  // 5. A plain category list view (no keyword, no filter) is served from the route cache (issue 16).
  if (readOnly) {
    const cached = plainListRewrite(pathname, u.search, cookieValue(cookies, VIEW_MODE_COOKIE));
    if (cached) return { type: 'rewrite', location: cached };
  }

  return NEXT;
}
