/**
 * Absolute URLs for canonical links, Open Graph, sitemaps, robots, JSON-LD and the catalogue CSV.
 * Base: SITE_URL; unset, http://localhost:<PORT> (the port this server listens on; Next sets PORT from `-p`), never the
 * request's Host header (a client controls it: cache poisoning, links to another site).
 */

type Env = Record<string, string | undefined>;

/** Port `next start`/`next dev` use when PORT is not set. */
export const DEFAULT_PORT = '3000';

/** http://localhost:<PORT>, the base when SITE_URL is unset. */
export function defaultSiteUrl(env: Env = process.env): string {
  const port = (env.PORT ?? '').trim();
  return `http://localhost:${/^\d{1,5}$/.test(port) ? port : DEFAULT_PORT}`;
}

export function siteUrl(env: Env = process.env): string {
  const raw = (env.SITE_URL ?? '').trim() || defaultSiteUrl(env);
  return raw.replace(/\/+$/, '');
}

/** A Host header's value: a host name, an IPv4 address or a bracketed IPv6 address, and an optional port. */
const HOST_RE = /^(\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?)(:\d{1,5})?$/;

/**
 * The origin the buyer's browser used, for a link that sends that browser back to the shop (a payment's return URL).
 * SITE_URL when it is set. Otherwise the request's Host (issue 34: a payment started on http://127.0.0.1:3000 came
 * back to localhost, where the buyer's session cookie does not exist, and the buyer looked logged out). A forged Host
 * only sends its own sender elsewhere: this is never used for a cached page, a canonical URL or a message to others.
 */
export function buyerOrigin(req: Pick<Request, 'headers' | 'url'>, env: Env = process.env): string {
  if ((env.SITE_URL ?? '').trim()) return siteUrl(env);
  let host = (req.headers.get('host') ?? '').trim();
  if (!host) {
    try {
      host = new URL(req.url).host;
    } catch {
      host = '';
    }
  }
  if (!HOST_RE.test(host)) return siteUrl(env);
  const https =
    (req.headers.get('x-forwarded-proto') ?? '').split(',')[0]!.trim() === 'https' || req.url.startsWith('https:');
  return `${https ? 'https' : 'http'}://${host}`;
}

/** The start-up warning of a production server without SITE_URL (null when there is nothing to say). */
export function siteUrlWarning(env: Env = process.env): string | null {
  if (env.NODE_ENV !== 'production' || (env.SITE_URL ?? '').trim()) return null;
  return `[site] SITE_URL is not set: canonical, Open Graph, sitemap and catalogue links use ${defaultSiteUrl(env)}. Set SITE_URL to the public address of the shop.`;
}

let warned = false;
/** Logs siteUrlWarning() once per process (instrumentation.ts register()). */
export function warnIfSiteUrlUnset(env: Env = process.env, log: (msg: string) => void = console.warn): void {
  if (warned) return;
  const msg = siteUrlWarning(env);
  if (!msg) return;
  warned = true;
  log(msg);
}

/** Absolute URL of a site path ("/goodsDetail/1" → "https://example.com/goodsDetail/1"). */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Site name used in titles and Open Graph. */
export const SITE_NAME = '标准物质商城';

/**
 * The site-wide title, description and keywords: the root layout's defaults for every app-router page (app/layout.tsx)
 * and the home page's own head (pages/index.tsx, a pages-router page).
 */
export const HOME_TITLE = `${SITE_NAME} — 对照品、标准物质、药物杂质`;
export const HOME_DESCRIPTION =
  '标准物质商城：对照品、标准物质、药物杂质、药典方法、法规标准、质控样品、中间体合成与定制合成，提供 COA 证书下载。';
export const HOME_KEYWORDS = [
  '标准物质',
  '对照品',
  '标准品',
  '药物杂质',
  '药典方法',
  '法规标准',
  '质控样品',
  '中间体合成',
  '定制合成',
  'COA证书',
];

/** Every page title but the home page's: "<page> — 标准物质商城" (the root layout's template, and pages/ titles). */
export const TITLE_TEMPLATE = `%s — ${SITE_NAME}`;

/** The browser's theme colour (viewport) and the site icon, for both routers' documents. */
export const THEME_COLOR = '#1559b3';
export const SITE_ICON = '/images/logo-mark.svg';

/** The 404 page's own title part (app/not-found.tsx, pages/404.tsx). */
export const NOT_FOUND_TITLE = '页面不存在';

/** A page's full title from its own part. */
export function pageTitle(title: string): string {
  return TITLE_TEMPLATE.replace('%s', title);
}

/** Collapse whitespace and cut a description to a search-snippet length. */
export function metaDescription(text: string, max = 150): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
