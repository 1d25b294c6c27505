/** Absolute URLs for canonical links, sitemaps, robots and JSON-LD (SITE_URL, default http://localhost:3000). */

export const DEFAULT_SITE_URL = 'http://localhost:3000';

export function siteUrl(): string {
  const raw = (process.env.SITE_URL ?? '').trim() || DEFAULT_SITE_URL;
  return raw.replace(/\/+$/, '');
}

/** Absolute URL of a site path ("/goodsDetail/1" → "https://example.com/goodsDetail/1"). */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** Site name used in titles and Open Graph. */
export const SITE_NAME = '标准物质商城';

/** Collapse whitespace and cut a description to a search-snippet length. */
export function metaDescription(text: string, max = 150): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
