'use client';
/**
 * router.push for links that may lead to a pages-router page: the home and goods pages are pages-router pages
 * (docs/decisions/0015-crawler-scale.md), so from an app-router page they are opened with a full load (one request;
 * router.push would fetch them once as an RSC payload, get HTML, and load them again). Everything else, and those
 * pages from a pages-router page, go through the router. components/product/GoodsLink.tsx does the same for links.
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import { useRouter } from '@/lib/client/route-hooks';
import { useCallback } from 'react';

/** A path served by the pages router (pages/index.tsx, pages/goodsDetail). */
export function isPagesRouterPath(href: string): boolean {
  return /^\/(?:goodsDetail(?:[/?#]|$)|[?#]|$)/.test(href);
}

export function useNavigate(): (href: string) => void {
  const router = useRouter();
  const pagesRouter = usePagesRouter();
  return useCallback(
    (href: string) => {
      if (!pagesRouter && isPagesRouterPath(href)) window.location.assign(href);
      else router.push(href);
    },
    [router, pagesRouter],
  );
}
