'use client';
/**
 * Client-side providers of every page, without React Query: the toaster, chunk-load reload (spec §8), the
 * access-log tracker (spec §7 access/log/record on every route change, production setting only), the login
 * popup host (spec §2.4) and the session check on page load (spec §4: with a token, account.selectUser; a
 * failure logs out). The login flow's code is loaded only when a token exists.
 *
 * The pages router's pages (pages/_app.tsx: the goods page, 404, 500) use these alone: nothing they render reads
 * React Query (their logged-in reads use lib/client/use-silent-read.ts), so its ≈ 10 KB gzip stay off the goods
 * page's first load (issue 34, bench/suites/js-weight.ts). The app router's root layout renders these for every page;
 * React Query comes from the route groups that use it (components/providers/QueryProvider.tsx, issue 36).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { Toaster } from '@/components/ui/Toaster';
import { TRACKING_ENABLED } from '@/lib/config/constants';
import { installChunkReload } from '@/lib/client/chunk-reload';
import { getToken } from '@/lib/client/session';
import { silentApi } from '@/lib/client/silent-api';

/** Longest page path sent to the access log (the endpoint accepts 500 characters). */
const MAX_PAGE_LENGTH = 500;

function AccessLogTracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  const query = search?.toString() ?? '';
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (!pathname) return;
    const page = (query ? `${pathname}?${query}` : pathname).slice(0, MAX_PAGE_LENGTH);
    if (last.current === page) return; // strict-mode double effects and identical re-renders
    const referrer = last.current ?? (typeof document !== 'undefined' ? document.referrer : '');
    last.current = page;
    // Without the API client (lib/client/silent-api.ts): this call is on every page's first load.
    silentApi('tracking.accessLogRecord', {
      page,
      ...(referrer ? { referrer: referrer.slice(0, MAX_PAGE_LENGTH) } : {}),
    }).catch(() => {
      // tracking never bothers the user
    });
  }, [pathname, query]);
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

export function SiteProviders({ children }: { children: React.ReactNode }) {
  useEffect(() => installChunkReload(window), []);
  return (
    <>
      {children}
      <Toaster />
      <LoginModalHost />
      <SessionBootstrap />
      {TRACKING_ENABLED ? (
        <Suspense fallback={null}>
          <AccessLogTracker />
        </Suspense>
      ) : null}
    </>
  );
}

export default SiteProviders;
