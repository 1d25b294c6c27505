'use client';
/**
 * The client providers of the pages router's pages (pages/_app.tsx: the home, the goods page, 404 and 500): what
 * components/providers/SiteProviders.tsx gives app-router pages — the toaster, chunk-load reload (spec §8), the
 * access-log tracker (spec §7 access/log/record on every route change, production setting only), the login popup
 * host (spec §2.4) and the session check on page load (spec §4) — with the route read from next/router instead of
 * next/navigation: that module (redirect, notFound, forbidden … ≈ 3 KB gzip) is app-router code no pages-router page
 * calls, and SiteProviders alone kept it in their JavaScript (issue 34's JS budget, bench/suites/js-weight.ts).
 Unlike there, the extras (./PagesRouterExtras.tsx; the tracker and the session check are shared:
 * components/providers/site-effects.tsx) are part of the first load: as a chunk of their own loaded after hydration
 * they added ≈ 5 KB gzip to the home and goods pages' JavaScript (bench/suites/js-weight.ts counts every script the
 * page loads) for no measurable gain in blocking time.
 */
import { useEffect } from 'react';
import { installChunkReload } from '@/lib/client/chunk-reload';
import PagesRouterExtras from './PagesRouterExtras';

export function PagesRouterProviders({ children }: { children: React.ReactNode }) {
  useEffect(() => installChunkReload(window), []);
  return (
    <>
      {children}
      <PagesRouterExtras />
    </>
  );
}
