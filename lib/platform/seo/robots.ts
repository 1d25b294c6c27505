/** robots.txt text (pure; unit-tested). */
import { absoluteUrl } from './site';

/** Private or transactional paths: the API, the user centre, cart, inquiry, orders, settlement, login. */
export const ROBOTS_DISALLOW = [
  '/mall/',
  '/personalCenter',
  '/settlementCenter',
  '/settlementPage',
  '/successAliPage',
  '/orderCenter',
  '/inquiryCenter',
  '/demandsList',
  '/quickOrder',
  '/afterSalesCenter',
  '/customizedSettlement',
  '/productConfirmation',
  '/login',
  '/register',
  '/jumpIndex',
  '/console',
] as const;

export function robotsTxt(base?: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', base)}`,
    '',
  ].join('\n');
}
