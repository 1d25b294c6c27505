'use client';
/**
 * The parts of every page's client providers (components/providers/SiteProviders.tsx) that nothing needs before the
 * page is interactive, in a chunk of their own loaded after hydration (issue 36: on the phone pages they were part of
 * the one long task that evaluates the first load's scripts and hydrates): the toaster, the login popup host (spec
 * §2.4), the session check on page load (spec §4: with a token, account.selectUser; a failure logs out; the login
 * flow's code is loaded only when a token exists) and the access-log tracker (spec §7 access/log/record on every
 * route change, production setting only). A toast or a login popup asked for before they mount is kept by its store
 * (lib/client/toast.ts, lib/client/login-modal.ts) and shown when they do. The pages router's twin of the tracker and
 * the session check is components/layout/PagesRouterProviders.tsx: keep the two in step.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef } from 'react';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { Toaster } from '@/components/ui/Toaster';
import { TRACKING_ENABLED } from '@/lib/config/constants';
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

export function SiteExtras() {
  return (
    <>
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

export default SiteExtras;
