'use client';
/**
 * router.push for links that may lead to a goods page: the goods page is a pages-router page
 * (docs/decisions/0015-crawler-scale.md), so from an app-router page it is opened with a full load (one request;
 * router.push would fetch it once as an RSC payload, get HTML, and load it again). Everything else, and goods pages
 * from a pages-router page, go through the router. components/product/GoodsLink.tsx does the same for links.
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import { useRouter } from '@/lib/client/route-hooks';
import { useCallback } from 'react';

/** A path served by the pages router. */
export function isPagesRouterPath(href: string): boolean {
  return /^\/goodsDetail(?:[/?#]|$)/.test(href);
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
