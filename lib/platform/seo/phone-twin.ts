/**
 * The desktop ↔ phone pair annotations (issue 36, docs/decisions/0021-phone-pages.md). Every public desktop page has a
 * phone twin at `/mobileView?target=<desktop path and query>`; search engines learn the pair from:
 *  - the desktop page: `<link rel="alternate" media="only screen and (max-width: 640px)" href="<phone URL>">` (Google's
 *    separate-URL pattern), `<meta name="mobile-agent" content="format=html5;url=<phone URL>">` and
 *    `<meta name="applicable-device" content="pc">` (Baidu's mobile adaptation);
 *  - the phone page: `rel=canonical` to the desktop URL and `<meta name="applicable-device" content="mobile">`.
 * Pure (no Next imports beyond types): the app router's metadata, the pages router's PageHead and the tests use it.
 */
import type { Metadata } from 'next';
import { mobileViewHref } from '@/lib/config/routes';
import { absoluteUrl } from './site';

/** The media query Google documents for a separate phone URL. */
export const PHONE_MEDIA = 'only screen and (max-width: 640px)';

/** The phone twin of a desktop path (absolute URLs are made from SITE_URL). */
export function phoneUrlOf(desktopPath: string, base?: string): string {
  return absoluteUrl(mobileViewHref(desktopPath), base);
}

/** The desktop page's annotations as plain data (tags written by Next's metadata renderer or by PageHead). */
export function desktopTwinTags(desktopPath: string, base?: string) {
  const phone = phoneUrlOf(desktopPath, base);
  return {
    alternate: { media: PHONE_MEDIA, href: phone },
    mobileAgent: `format=html5;url=${phone}`,
    applicableDevice: 'pc' as const,
  };
}

/**
 * A desktop page's `alternates` and `other` for its canonical path: `...phoneTwin('/methods')` in place of
 * `alternates: { canonical: '/methods' }`.
 */
export function phoneTwin(canonical: string): Pick<Metadata, 'alternates' | 'other'> {
  const t = desktopTwinTags(canonical);
  return {
    alternates: { canonical, media: { [t.alternate.media]: t.alternate.href } },
    other: { 'mobile-agent': t.mobileAgent, 'applicable-device': t.applicableDevice },
  };
}

/** The phone page's annotations: canonical to its desktop twin, applicable-device mobile. */
export function phonePageMeta(desktopCanonical: string): Pick<Metadata, 'alternates' | 'other'> {
  return { alternates: { canonical: desktopCanonical }, other: { 'applicable-device': 'mobile' } };
}
