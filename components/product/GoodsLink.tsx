'use client';
/**
 * A link to a goods page (/goodsDetail/:id), right for the router of the page it sits on.
 *
 * The goods page is a pages-router page (docs/decisions/0015-crawler-scale.md), which the app router cannot open in
 * place: a next/link click there first fetches the page's RSC payload, gets HTML back, and only then loads the page
 * — the page sent twice. So on app-router pages this is a plain <a> (one full load); on a pages-router page (the
 * home, the goods page itself: related products, the header's suggestions) a plain click opens the other goods page
 * with the pages router (its JSON only), as next/link did — without next/link and its viewport prefetch observer
 * (≈ 2.5 KB gzip of every such page's JavaScript, issue 34; these links never prefetched). Modified clicks (new tab,
 * new window) and other targets stay the browser's.
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A click the page may handle itself: the main button, no modifier key, same tab, not a download. */
export function isInPageClick(e: MouseEvent<HTMLAnchorElement>): boolean {
  const target = e.currentTarget.getAttribute('target');
  return (
    !e.defaultPrevented &&
    e.button === 0 &&
    !e.metaKey &&
    !e.ctrlKey &&
    !e.shiftKey &&
    !e.altKey &&
    (!target || target === '_self') &&
    !e.currentTarget.hasAttribute('download')
  );
}

export function GoodsLink({ onClick, ...props }: Props) {
  const pagesRouter = usePagesRouter();
  if (!pagesRouter) return <a onClick={onClick} {...props} />;
  return (
    <a
      {...props}
      onClick={(e) => {
        onClick?.(e);
        if (!isInPageClick(e)) return;
        e.preventDefault();
        void pagesRouter.push(props.href);
      }}
    />
  );
}

export default GoodsLink;
