'use client';
/**
 * A link to an app-router page (every page but the home and the goods page), right for the router of the page it sits
 * on: the chrome (header, menu, footer, side bar) and the goods body use it instead of next/link.
 *
 * On an app-router page it is next/link (client navigation, no prefetch where the caller says so), which the app
 * router's providers hand it (./AppLinkContext.tsx): this module does not import next/link, so the pages router's
 * pages do not ship it (issue 34's JS budget). On the goods page, a pages-router page
 * (docs/decisions/0015-crawler-scale.md), an app-router page cannot open in place: the pages router would first ask
 * `/_next/data` for it and then load it whole anyway. There it is a plain <a> — one load — which also spares every
 * first render of a goods page the pages router's link resolution for its ≈ 60 chrome links (0.5 ms of CPU per render
 * in the profile). Links to goods pages are components/product/GoodsLink.tsx.
 *
 * The home page (`/`) is a pages-router page too (pages/index.tsx, issue 34): links to it are plain <a> from either
 * router (the app router would fetch its RSC payload first, get HTML back, then load it again).
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import { createElement, useContext } from 'react';
import { AppLinkContext, type AppLinkProps } from './AppLinkContext';

/** `/`, `/?…` or `/#…`: the home page, a pages-router page. */
export function isHomeHref(href: string): boolean {
  return href === '/' || href.startsWith('/?') || href.startsWith('/#');
}

export function SiteLink({ prefetch, scroll, replace, ...props }: AppLinkProps) {
  const pagesRouter = usePagesRouter();
  const Link = useContext(AppLinkContext);
  if (pagesRouter || !Link || isHomeHref(props.href)) return <a {...props} />;
  // createElement: the context's component is one stable value (next/link), not a component made in this render.
  return createElement(Link, { prefetch, scroll, replace, ...props });
}

export default SiteLink;
