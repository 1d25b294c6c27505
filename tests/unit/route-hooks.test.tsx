/** @jest-environment jsdom */
/**
 * lib/client/route-hooks.ts reads the route from the contexts Next gives both routers, so the pages-router pages (the
 * home, the goods page) load no next/navigation (issue 34's JS budget): the real module (imported by its path: Jest
 * maps the `@/` name to next/navigation for the component tests), and the pages-router graph's imports.
 */
import { act } from 'react';
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { PathnameContext, SearchParamsContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { usePathname, useRouter, useSearchParams } from '../../lib/client/route-hooks';
import { trackedPage } from '../../components/layout/PagesRouterProviders';
import { mountPerTest } from '../helpers/dom';
import { staticImports } from '../helpers/import-graph';
import fs from 'node:fs';
import path from 'node:path';

describe('route hooks', () => {
  const m = mountPerTest();

  test('read the pathname, query and router Next provides', () => {
    const push = jest.fn();
    const router = { push } as unknown as AppRouterInstance;
    const seen: { path: string | null; sku: string | null; router: AppRouterInstance | null } = {
      path: null,
      sku: null,
      router: null,
    };
    function Probe() {
      seen.path = usePathname();
      seen.sku = useSearchParams()?.get('skuId') ?? null;
      seen.router = useRouter();
      return null;
    }
    act(() =>
      m.root.render(
        <AppRouterContext.Provider value={router}>
          <PathnameContext.Provider value="/goodsDetail/7">
            <SearchParamsContext.Provider value={new URLSearchParams('skuId=3')}>
              <Probe />
            </SearchParamsContext.Provider>
          </PathnameContext.Provider>
        </AppRouterContext.Provider>,
      ),
    );
    expect(seen).toEqual({ path: '/goodsDetail/7', sku: '3', router });
  });

  test('useRouter outside a router says so, as next/navigation does', () => {
    function Probe() {
      useRouter();
      return null;
    }
    const err = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => act(() => m.root.render(<Probe />))).toThrow('invariant expected app router to be mounted');
    } finally {
      err.mockRestore();
    }
  });
});

test('the pages-router pages and their app shell import no next/navigation', () => {
  const root = path.join(__dirname, '..', '..');
  const files = new Set(
    ['pages/_app.tsx', 'pages/index.tsx', 'pages/goodsDetail/[[...id]].tsx'].flatMap((e) => staticImports(e)),
  );
  expect(files).toContain('lib/client/route-hooks.ts');
  const users = [...files].filter(
    (f) => /\.tsx?$/.test(f) && /from 'next\/navigation'/.test(fs.readFileSync(path.join(root, f), 'utf8')),
  );
  expect(users).toEqual([]);
});

test('the access log gets the page path with its query, without the hash', () => {
  expect(trackedPage('/goodsDetail/7?skuId=3#coa')).toBe('/goodsDetail/7?skuId=3');
  expect(trackedPage('/')).toBe('/');
  expect(trackedPage('/?')).toBe('/');
  expect(trackedPage(`/${'a'.repeat(600)}`)).toHaveLength(500);
});
