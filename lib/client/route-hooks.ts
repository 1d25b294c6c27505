'use client';
/**
 * usePathname / useRouter / useSearchParams for components that run under both routers (the site chrome, the goods
 * page's buy box), read straight from the contexts Next provides to both: the pages router's own client fills the app
 * router's contexts too (next/dist/shared/lib/router/adapters), so these work on pages-router pages (the home, the goods
 * page) without `next/navigation`, whose module also brings redirect, notFound, forbidden, unauthorized and the app
 * router's error helpers — ≈ 3 KB gzip of the pages-router pages' JS that they never call (issue 34's JS budget).
 *
 * What they leave out of next/navigation's hooks: the app router's build-time checks for Cache Components and partial
 * prerendering (this app uses neither: next.config.js), the dev-only devtools instrumentation, and useRouter's
 * per-layout bfcache id. useSearchParams does not opt a statically prerendered app-router page out of prerendering,
 * so it is for pages-router pages and dynamic pages only. Jest maps this module to next/navigation
 * (tests/helpers/route-hooks.ts), so component tests keep mocking next/navigation.
 */
import { useContext } from 'react';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';

/** The current path (no query), as next/navigation's usePathname; null before a pages-router page is ready. */
export function usePathname(): string | null {
  return useContext(PathnameContext);
}

/** The router (push, replace, prefetch, back, refresh), as next/navigation's useRouter. */
export function useRouter(): AppRouterInstance {
  const router = useContext(AppRouterContext);
  if (router === null) throw new Error('invariant expected app router to be mounted');
  return router;
}

/** The query (read it, never change it), as next/navigation's useSearchParams — pages-router and dynamic pages only. */
export function useSearchParams(): Pick<URLSearchParams, 'get' | 'getAll' | 'has' | 'toString'> | null {
  return useContext(SearchParamsContext);
}
