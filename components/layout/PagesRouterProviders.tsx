'use client';
/**
 * The client providers of the pages router's pages (pages/_app.tsx: the home, the goods page, 404 and 500): what
 * components/providers/SiteProviders.tsx gives app-router pages — the toaster, chunk-load reload (spec §8), the
 * access-log tracker (spec §7 access/log/record on every route change, production setting only), the login popup
 * host (spec §2.4) and the session check on page load (spec §4) — with the route read from next/router instead of
 * next/navigation: that module (redirect, notFound, forbidden … ≈ 3 KB gzip) is app-router code no pages-router page
 * calls, and SiteProviders alone kept it in their JavaScript (issue 34's JS budget, bench/suites/js-weight.ts).
 * Keep the two in step: a change to SiteProviders' tracker or session check belongs here too.
 */
import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { Toaster } from '@/components/ui/Toaster';
import { TRACKING_ENABLED } from '@/lib/config/constants';
import { installChunkReload } from '@/lib/client/chunk-reload';
import { getToken } from '@/lib/client/session';
import { silentApi } from '@/lib/client/silent-api';

/** Longest page path sent to the access log (the endpoint accepts 500 characters). */
const MAX_PAGE_LENGTH = 500;

/** The page path with its query, as SiteProviders' tracker sends it (pathname + `?` + query, no hash). */
export function trackedPage(asPath: string): string {
  return (asPath.split('#')[0] ?? '').replace(/\?$/, '').slice(0, MAX_PAGE_LENGTH);
}

function AccessLogTracker() {
  const { asPath, isReady } = useRouter();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!isReady) return;
    const page = trackedPage(asPath);
    if (last.current === page) return; // strict-mode double effects and identical re-renders
    const referrer = last.current ?? document.referrer;
    last.current = page;
    // Without the API client (lib/client/silent-api.ts): this call is on every page's first load.
    silentApi('tracking.accessLogRecord', {
      page,
      ...(referrer ? { referrer: referrer.slice(0, MAX_PAGE_LENGTH) } : {}),
    }).catch(() => {
      // tracking never bothers the user
    });
  }, [asPath, isReady]);
  return null;
}

/** Page load with a token: user info, server cart/basket and the header counts (lib/client/login-flow). */
function SessionBootstrap() {
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

export function PagesRouterProviders({ children }: { children: React.ReactNode }) {
  useEffect(() => installChunkReload(window), []);
  return (
    <>
      {children}
      <Toaster />
      <LoginModalHost />
      <SessionBootstrap />
      {TRACKING_ENABLED ? <AccessLogTracker /> : null}
    </>
  );
}
