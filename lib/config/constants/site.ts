/**
 * Site chrome and facts: the guide, UI sizes, service hours, language sites, company, sitemaps.
 * One area of lib/config/constants; index.ts re-exports every area (import from @/lib/config/constants).
 */

/** First-visit guide cookie lifetime, in hours. */
export const GUIDE_COOKIE = 'GUIDE_FINISHED';
export const GUIDE_COOKIE_HOURS = 30_000;

/** UI timings and sizes. */
export const HOVER_CLOSE_DELAY_MS = 200;
export const FILTER_ROW_COLLAPSE_PX = 850;
export const CHOSEN_LABEL_MAX_CHARS = 20;
export const MOBILE_MAX_WIDTH_PX = 1024;
export const PAGE_WIDTH_PX = 1200;

/** Customer service hours. */
export const SERVICE_HOURS = '工作日 9:00-18:00';

/** External language sites: the only source of these URLs (footer language switch, help-centre links in the seed). */
export const LANGUAGE_SITES = {
  en: 'https://en.example-refstd.com',
  de: 'https://de.example-refstd.com',
} as const;

/** Company facts shown in the footer and side bar (demo values). */
export const COMPANY = {
  name: '标准物质商城（演示）',
  icp: '京ICP备00000000号-1',
  licenceUrl: '/enterpriseIntroduction?type=2',
  supportPhone: '400-000-0000',
  email: 'service@example-refstd.com',
} as const;

/** Free-text price values that mean "no price" (spec §5). */
export const NO_PRICE_VALUES = ['', '0', '?', '？', '0.0', '0.00'] as const;

/** Sitemap files hold at most this many URLs. */
export const SITEMAP_MAX_URLS = 50_000;
