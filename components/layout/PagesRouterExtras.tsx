'use client';
/**
 * The pages router's twin of components/providers/SiteExtras.tsx, rendered by PagesRouterProviders: the toaster, the
 * login popup host (spec §2.4), the session check and the access-log tracker, with the route read from next/router.
 */
import { useRouter } from 'next/router';
import { LoginModalHost } from '@/components/account/LoginModalHost';
import { MAX_PAGE_LENGTH, SessionBootstrap, useAccessLog } from '@/components/providers/site-effects';
import { Toaster } from '@/components/ui/Toaster';
import { TRACKING_ENABLED } from '@/lib/config/constants';

/** The page path with its query, as SiteExtras' tracker sends it (pathname + `?` + query, no hash). */
export function trackedPage(asPath: string): string {
  return (asPath.split('#')[0] ?? '').replace(/\?$/, '').slice(0, MAX_PAGE_LENGTH);
}

function AccessLogTracker() {
  const { asPath, isReady } = useRouter();
  useAccessLog(isReady ? trackedPage(asPath) : null);
  return null;
}

export default function PagesRouterExtras() {
  return (
    <>
      <Toaster />
      <LoginModalHost />
      <SessionBootstrap />
      {TRACKING_ENABLED ? <AccessLogTracker /> : null}
    </>
  );
}
