/** @jest-environment jsdom */
/**
 * Performance guards on the site chrome (header, menu, footer, side bar), which is on every page:
 * - no chrome link is prefetched when it enters the viewport (a page would otherwise fire one server render per
 *   link — about 40 for the chrome alone — while the user reads the page);
 * - the logout dialog (headlessui) is not part of the header's JS until it is needed.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

type LinkCall = { href: string; prefetch: unknown };
const linkCalls: LinkCall[] = [];

jest.mock('next/link', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({
      href,
      prefetch,
      children,
      ...rest
    }: {
      href: string;
      prefetch?: unknown;
      children?: React.ReactNode;
    }) => {
      linkCalls.push({ href: String(href), prefetch });
      return React.createElement('a', { href: String(href), ...rest }, children);
    },
  };
});
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));
// The header search is the search team's component; its own links are not part of this guard.
jest.mock('@/components/search/HeaderSearch', () => ({ HeaderSearch: () => null }));

import Link from 'next/link';
import { AppLinkContext } from '@/components/ui/AppLinkContext';
import { Footer, CompactFooter } from '@/components/layout/Footer';
import { Logo } from '@/components/layout/Logo';
import { MainHeader } from '@/components/layout/MainHeader';
import { MainNav } from '@/components/layout/MainNav';
import { SideBar } from '@/components/layout/SideBar';
import { TopBar } from '@/components/layout/TopBar';
import { ProtectedLink } from '@/components/layout/ProtectedLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  linkCalls.length = 0;
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

test.each([
  ['top bar', () => <TopBar />],
  ['main header', () => <MainHeader />],
  ['main menu', () => <MainNav />],
  ['footer', () => <Footer />],
  ['compact footer', () => <CompactFooter />],
  ['side bar', () => <SideBar />],
])('%s: every link is rendered with prefetch={false}', (_name, make) => {
  // As on an app-router page, whose providers hand SiteLink next/link (components/providers/SiteProviders.tsx).
  act(() => root.render(<AppLinkContext.Provider value={Link}>{make()}</AppLinkContext.Provider>));
  expect(linkCalls.length).toBeGreaterThan(0);
  const prefetched = linkCalls.filter((c) => c.prefetch !== false).map((c) => c.href);
  expect(prefetched).toEqual([]);
});

test('logo: its link home is a plain anchor (the home is a pages-router page), so nothing can prefetch it', () => {
  act(() => root.render(<Logo />));
  expect(linkCalls).toEqual([]);
  expect(container.querySelector('a')?.getAttribute('href')).toBe('/');
});

test('ProtectedLink is not prefetched by default, and a caller may opt in', () => {
  act(() =>
    root.render(
      <AppLinkContext.Provider value={Link}>
        <ProtectedLink href="/shoppingCart">购物车</ProtectedLink>
      </AppLinkContext.Provider>,
    ),
  );
  expect(linkCalls.at(-1)).toEqual({ href: expect.stringContaining('/login?redirect='), prefetch: false });
  act(() =>
    root.render(
      <AppLinkContext.Provider value={Link}>
        <ProtectedLink href="/shoppingCart" prefetch>
          购物车
        </ProtectedLink>
      </AppLinkContext.Provider>,
    ),
  );
  expect(linkCalls.at(-1)?.prefetch).toBe(true);
});

test('the header JS does not import the headlessui dialog statically', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const dir = path.join(__dirname, '..', '..', 'components', 'layout');
  const offenders = fs
    .readdirSync(dir)
    .filter((f) => /\.tsx?$/.test(f))
    .filter((f) => {
      const src = fs.readFileSync(path.join(dir, f), 'utf8');
      return /^import[^;]*from '(@headlessui\/react|@\/components\/ui\/Modal|@\/components\/ui)';/m.test(src);
    });
  expect(offenders).toEqual([]);
});
