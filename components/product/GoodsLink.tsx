'use client';
/**
 * A link to a goods page (/goodsDetail/:id), right for the router of the page it sits on.
 *
 * The goods page is a pages-router page (docs/decisions/0015-crawler-scale.md), which the app router cannot open in
 * place: a next/link click there first fetches the page's RSC payload, gets HTML back, and only then loads the page
 * — the page sent twice. So on app-router pages this is a plain <a> (one full load); on a pages-router page (the
 * goods page itself: related products, the header's suggestions) it is next/link, and the pages router opens the
 * other goods page with its JSON only.
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

export function GoodsLink(props: Props) {
  const pagesRouter = usePagesRouter();
  if (pagesRouter) return <Link prefetch={false} {...props} />;
  return <a {...props} />;
}

export default GoodsLink;
