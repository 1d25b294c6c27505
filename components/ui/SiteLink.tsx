'use client';
/**
 * A link to an app-router page (every page but the goods page), right for the router of the page it sits on: the
 * chrome (header, menu, footer, side bar) and the goods body use it instead of next/link.
 *
 * On an app-router page it is next/link (client navigation, no prefetch where the caller says so). On the goods page,
 * a pages-router page (docs/decisions/0015-crawler-scale.md), an app-router page cannot open in place: the pages
 * router would first ask `/_next/data` for it and then load it whole anyway. There it is a plain <a> — one load —
 * which also spares every first render of a goods page the pages router's link resolution for its ≈ 60 chrome links
 * (0.5 ms of CPU per render in the profile). Links to goods pages are components/product/GoodsLink.tsx.
 *
 * The home page (`/`) is a pages-router page too (pages/index.tsx, issue 34): links to it are plain <a> from either
 * router (the app router would fetch its RSC payload first, get HTML back, then load it again).
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import Link from 'next/link';
import type { ComponentPropsWithRef } from 'react';

type Props = ComponentPropsWithRef<'a'> & {
  href: string;
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
};

/** `/`, `/?…` or `/#…`: the home page, a pages-router page. */
export function isHomeHref(href: string): boolean {
  return href === '/' || href.startsWith('/?') || href.startsWith('/#');
}

export function SiteLink({ prefetch, scroll, replace, ...props }: Props) {
  const pagesRouter = usePagesRouter();
  if (pagesRouter || isHomeHref(props.href)) return <a {...props} />;
  return <Link prefetch={prefetch} scroll={scroll} replace={replace} {...props} />;
}

export default SiteLink;
