'use client';
/**
 * Client-side providers of the app router's pages (app/layout.tsx): React Query around SiteProviders (the toaster,
 * chunk-load reload, access-log tracker, login popup host and session check; components/providers/SiteProviders.tsx).
 *
 * They also hand SiteLink next/link (components/ui/AppLinkContext.tsx): the pages router's pages do not ship it.
 *
 * Use once in the root layout: <body><AppProviders>{children}</AppProviders></body>.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { getQueryClient } from '@/lib/client/query-client';
import { AppLinkContext } from '@/components/ui/AppLinkContext';
import { SiteProviders } from './SiteProviders';

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AppLinkContext.Provider value={Link}>
        <SiteProviders>{children}</SiteProviders>
      </AppLinkContext.Provider>
    </QueryClientProvider>
  );
}

export default AppProviders;
