'use client';
/**
 * Client-side providers of every page, without React Query: chunk-load reload (spec §8), installed first, and the
 * rest — the toaster, the login popup host, the session check on page load and the access-log tracker — from
 * components/providers/SiteExtras.tsx, loaded after hydration (why: there).
 *
 * The app router's root layout renders these for every page; React Query comes from the route groups that use it
 * (components/providers/QueryProvider.tsx, issue 36). The pages router's pages have the same providers in
 * components/layout/PagesRouterProviders.tsx (the route read from next/router).
 *
 * They also hand SiteLink next/link (components/ui/AppLinkContext.tsx): the pages router's pages, which do not render
 * these, do not ship it (issue 34).
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect } from 'react';
import { AppLinkContext } from '@/components/ui/AppLinkContext';
import { installChunkReload } from '@/lib/client/chunk-reload';

const SiteExtras = dynamic(() => import('./SiteExtras'), { ssr: false });

export function SiteProviders({ children }: { children: React.ReactNode }) {
  useEffect(() => installChunkReload(window), []);
  return (
    <AppLinkContext.Provider value={Link}>
      {children}
      <SiteExtras />
    </AppLinkContext.Provider>
  );
}

export default SiteProviders;
