'use client';
/**
 * What the app router's SiteExtras (components/providers/SiteExtras.tsx) and the pages router's extras
 * (components/layout/PagesRouterExtras.tsx) share; they differ only in where they read the route (next/navigation or
 * next/router): the access log of every route change (spec §7 access/log/record, production setting only) and the
 * session check on page load (spec §4: with a token, account.selectUser; a failure logs out — the login flow's code
 * is loaded only when a token exists).
 */
import { useEffect, useRef } from 'react';
import { getToken } from '@/lib/client/session';
import { silentApi } from '@/lib/client/silent-api';

/** Longest page path sent to the access log (the endpoint accepts 500 characters). */
export const MAX_PAGE_LENGTH = 500;

/** Posts `page` (path and query) to the access log when it changes; null while the route is not known yet. */
export function useAccessLog(page: string | null): void {
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (page === null) return;
    const current = page.slice(0, MAX_PAGE_LENGTH);
    if (last.current === current) return; // strict-mode double effects and identical re-renders
    const referrer = last.current ?? document.referrer;
    last.current = current;
    // Without the API client (lib/client/silent-api.ts): this call is on every page's first load.
    silentApi('tracking.accessLogRecord', {
      page: current,
      ...(referrer ? { referrer: referrer.slice(0, MAX_PAGE_LENGTH) } : {}),
    }).catch(() => {
      // tracking never bothers the user
    });
  }, [page]);
}

/** Page load with a token: user info, server cart/basket and the header counts (lib/client/login-flow). */
export function SessionBootstrap() {
  useEffect(() => {
    if (!getToken()) return;
    import('@/lib/client/login-flow')
      .then(({ restoreSession, browserDeps }) => restoreSession(browserDeps()))
      .catch(() => {
        // chunk failures reload the page (chunk-reload); nothing else to do
      });
  }, []);
  return null;
}
