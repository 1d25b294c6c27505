'use client';
/**
 * React Query for the pages that read through it: the desktop route groups' layouts ((site), (user), (service),
 * (plain)) and the phone routes that reuse their components (/mobileView/buyer, /mobileView/reflow). Not in the root
 * layout: the public phone pages (app/(mobile)) and the pages router's goods page read nothing through it, so its
 * ≈ 15 KB gzip stay off their first load (issue 36; tests/unit/phone-first-load.test.ts holds which routes have
 * it). The root layout gives every page SiteProviders (components/providers/SiteProviders.tsx).
 *
 * The client is the browser's one (lib/client/query-client.ts): the login flow and the server cart update the same
 * cache, and it survives client navigation between route groups (each group's layout mounts its own provider).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { getQueryClient } from '@/lib/client/query-client';

export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(getQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export default QueryProvider;
