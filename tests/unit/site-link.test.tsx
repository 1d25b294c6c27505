/**
 * components/ui/SiteLink.tsx: next/link on app-router pages; a plain <a> on the goods page (a pages-router page),
 * where an app-router page is a full load anyway and next/link would ask /_next/data/ for it first; a plain <a> to
 * the home page (pages/index.tsx) from either router.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';

const linkCalls: { href: string; prefetch: unknown }[] = [];
jest.mock('next/link', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({
      href,
      prefetch,
      scroll,
      replace,
      children,
      ...rest
    }: {
      href: string;
      prefetch?: unknown;
      scroll?: unknown;
      replace?: unknown;
      children?: React.ReactNode;
    }) => {
      void scroll;
      void replace;
      linkCalls.push({ href: String(href), prefetch });
      return React.createElement('a', { href: String(href), 'data-next-link': '', ...rest }, children);
    },
  };
});

import { SiteLink } from '@/components/ui/SiteLink';

beforeEach(() => (linkCalls.length = 0));

test('on an app-router page: next/link, with its prefetch setting', () => {
  const html = renderToStaticMarkup(
    <SiteLink href="/newsInformation" prefetch={false} className="x">
      行业资讯
    </SiteLink>,
  );
  expect(linkCalls).toEqual([{ href: '/newsInformation', prefetch: false }]);
  expect(html).toBe('<a href="/newsInformation" data-next-link="" class="x">行业资讯</a>');
});

test('on a pages-router page (the goods page): a plain link, without next/link or its routing props', () => {
  const router = { pathname: '/goodsDetail/[[...id]]', asPath: '/goodsDetail/7', query: {} } as unknown as NextRouter;
  const html = renderToStaticMarkup(
    <RouterContext.Provider value={router}>
      <SiteLink href="/newsInformation" prefetch={false} scroll={false} replace className="x" data-testid="t">
        行业资讯
      </SiteLink>
    </RouterContext.Provider>,
  );
  expect(linkCalls).toEqual([]);
  expect(html).toBe('<a href="/newsInformation" class="x" data-testid="t">行业资讯</a>');
});

test('a link to the home page (a pages-router page) is a plain link on an app-router page too', () => {
  for (const href of ['/', '/?from=nav', '/#top']) {
    const html = renderToStaticMarkup(
      <SiteLink href={href} prefetch={false} className="x">
        首页
      </SiteLink>,
    );
    expect(html).toBe(`<a href="${href}" class="x">首页</a>`);
  }
  expect(linkCalls).toEqual([]);
  // Not a path that only starts with a slash.
  renderToStaticMarkup(<SiteLink href="/methods">药典方法</SiteLink>);
  expect(linkCalls.map((c) => c.href)).toEqual(['/methods']);
});
