'use client';
/**
 * The parts of every page's client providers (components/providers/SiteProviders.tsx) that nothing needs before the
 * page is interactive, in a chunk of their own loaded after hydration (issue 36: on the phone pages they were part of
 * the one long task that evaluates the first load's scripts and hydrates): the toaster, the login popup host (spec
 * §2.4), the session check on page load (spec §4: with a token, account.selectUser; a failure logs out; the login
 * flow's code is loaded only when a token exists) and the access-log tracker (spec §7 access/log/record on every
 * route change, production setting only). A toast or a login popup asked for before they mount is kept by its store
 * (lib/client/toast.ts, lib/client/login-modal.ts) and shown when they do. The tracker and the session check are
 * shared with the pages router's extras (./site-effects.tsx).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { Toaster } from '@/components/ui/Toaster';
import { TRACKING_ENABLED } from '@/lib/config/constants';
import { SessionBootstrap, useAccessLog } from './site-effects';

function AccessLogTracker() {
  const pathname = usePathname();
  const query = useSearchParams()?.toString() ?? '';
  useAccessLog(pathname ? (query ? `${pathname}?${query}` : pathname) : null);
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
