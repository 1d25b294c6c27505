'use client';
/**
 * Client-side providers of the app router's pages (app/layout.tsx): React Query around SiteProviders (the toaster,
 * chunk-load reload, access-log tracker, login popup host and session check; components/providers/SiteProviders.tsx).
 *
 * Use once in the root layout: <body><AppProviders>{children}</AppProviders></body>.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { getQueryClient } from '@/lib/client/query-client';
import { SiteProviders } from './SiteProviders';

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteProviders>{children}</SiteProviders>
    </QueryClientProvider>
  );
}

export default AppProviders;
