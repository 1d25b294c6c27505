'use client';
/**
 * Client half of the mobile redirect (spec §2.2: windows narrower than 1024 go to the mobile view).
 * The proxy catches phones by User-Agent; this catches narrow windows (and cached pages) in the browser.
 * Skipped when the FORCE_DESKTOP cookie is set (访问电脑版) and for crawlers.
 */
import { useEffect } from 'react';
import { DESKTOP_OVERRIDE_COOKIE, MOBILE_MAX_WIDTH_PX } from '@/lib/config/constants';
import { mobileViewHref } from '@/lib/config/routes';

const BOT_UA_RE = /bot|spider|crawl|slurp|lighthouse/i;

export function hasCookie(cookieString: string, name: string): boolean {
  return cookieString.split(';').some((c) => {
    const [k, ...v] = c.trim().split('=');
    return k === name && v.join('=') !== '';
  });
}

export function MobileRedirect() {
  useEffect(() => {
    if (window.innerWidth >= MOBILE_MAX_WIDTH_PX) return;
    if (hasCookie(document.cookie, DESKTOP_OVERRIDE_COOKIE)) return;
    if (BOT_UA_RE.test(navigator.userAgent)) return;
    window.location.replace(mobileViewHref(window.location.pathname + window.location.search));
  }, []);
  return null;
}
