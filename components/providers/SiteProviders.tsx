'use client';
/**
 * Client-side providers of every page, without React Query: chunk-load reload (spec §8), installed first, and the
 * rest — the toaster, the login popup host, the session check on page load and the access-log tracker — from
 * components/providers/SiteExtras.tsx, loaded after hydration (why: there).
 *
 * The pages router's pages (pages/_app.tsx: the goods page, 404, 500) use these alone: nothing they render reads
 * React Query (their logged-in reads use lib/client/use-silent-read.ts), so its ≈ 10 KB gzip stay off the goods
 * page's first load (issue 34, bench/suites/js-weight.ts). The app router's root layout renders these for every page;
 * React Query comes from the route groups that use it (components/providers/QueryProvider.tsx, issue 36).
 */
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { installChunkReload } from '@/lib/client/chunk-reload';

const SiteExtras = dynamic(() => import('./SiteExtras'), { ssr: false });

export function SiteProviders({ children }: { children: React.ReactNode }) {
  useEffect(() => installChunkReload(window), []);
  return (
    <>
      {children}
      <SiteExtras />
    </>
  );
}

export default SiteProviders;
