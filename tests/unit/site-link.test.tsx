/**
 * components/ui/SiteLink.tsx: next/link on app-router pages (handed over by their providers, AppLinkContext); a plain
 * <a> on the goods page (a pages-router page),
 * where an app-router page is a full load anyway and next/link would ask /_next/data/ for it first; a plain <a> to
 * the home page (pages/index.tsx) from either router.
 */
import fs from 'node:fs';
import path from 'node:path';
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

import Link from 'next/link';
import { AppLinkContext } from '@/components/ui/AppLinkContext';
import { SiteLink } from '@/components/ui/SiteLink';
import { staticImports } from '../helpers/import-graph';

/** Rendered as on an app-router page: the root providers hand SiteLink next/link. */
const appRouter = (el: React.ReactElement) =>
  renderToStaticMarkup(<AppLinkContext.Provider value={Link}>{el}</AppLinkContext.Provider>);

beforeEach(() => (linkCalls.length = 0));

test('on an app-router page: next/link, with its prefetch setting', () => {
  const html = appRouter(
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
    const html = appRouter(
      <SiteLink href={href} prefetch={false} className="x">
        首页
      </SiteLink>,
    );
    expect(html).toBe(`<a href="${href}" class="x">首页</a>`);
  }
  expect(linkCalls).toEqual([]);
  // Not a path that only starts with a slash.
  appRouter(<SiteLink href="/methods">药典方法</SiteLink>);
  expect(linkCalls.map((c) => c.href)).toEqual(['/methods']);
});

test('without the app router providers (on the pages router pages) a plain link; next/link is not imported', () => {
  const html = renderToStaticMarkup(
    <SiteLink href="/newsInformation" prefetch={false} className="x">
      行业资讯
    </SiteLink>,
  );
  expect(html).toBe('<a href="/newsInformation" class="x">行业资讯</a>');
  expect(linkCalls).toEqual([]);
  // issue 34: next/link and its viewport observer stay off the home and the goods page.
  const importsNextLink = (entry: string) =>
    staticImports(entry)
      .filter((f) => /\.tsx?$/.test(f))
      .filter((f) => /from 'next\/link'/.test(fs.readFileSync(path.join(__dirname, '..', '..', f), 'utf8')));
  expect(importsNextLink('components/ui/SiteLink.tsx')).toEqual([]);
  expect(importsNextLink('components/product/GoodsLink.tsx')).toEqual([]);
  expect(importsNextLink('components/providers/SiteProviders.tsx')).toEqual(['components/providers/SiteProviders.tsx']);
});
