'use client';
/**
 * Client-side providers for the whole app: React Query, the toaster, chunk-load reload (spec §8) and the
 * access-log tracker (spec §7 access/log/record on every route change, production setting only).
 *
 * Use once in the root layout: <body><AppProviders>{children}</AppProviders></body>.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Toaster } from '@/components/ui/Toaster';
import { TRACKING_ENABLED } from '@/lib/config/constants';
import { installChunkReload } from '@/lib/client/chunk-reload';

/** The API client is loaded on demand (tracking only), never as part of the root layout's JS. */
const loadApiClient = () => import('@/lib/api/client');

/** Longest page path sent to the access log (the endpoint accepts 500 characters). */
const MAX_PAGE_LENGTH = 500;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

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
    loadApiClient()
      .then(({ api }) => api('tracking.accessLogRecord', { page, ...(referrer ? { referrer: referrer.slice(0, MAX_PAGE_LENGTH) } : {}) }, { silent: true }))
      .catch(() => {
        // tracking never bothers the user
      });
  }, [pathname, query]);
  return null;
}

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useEffect(() => installChunkReload(window), []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      {TRACKING_ENABLED ? (
        <Suspense fallback={null}>
          <AccessLogTracker />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

export default AppProviders;
