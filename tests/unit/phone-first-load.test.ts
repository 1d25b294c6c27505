/**
 * What every public phone page loads first (issue 36). React Query is provided by the route groups that read through
 * it, not by the root layout: the public phone pages (app/(mobile)) ship without @tanstack/react-query, and every
 * app-router page whose code reaches it has components/providers/QueryProvider.tsx in a layout above it (else its
 * hooks throw "No QueryClient set"). Checked on the static import graph (tests/helpers/import-graph.ts): lazy
 * `import()`s are left out, as the bundler leaves them out of a page's first load. And the root not-found fallback,
 * referenced from every page, is a lazy wrapper (components/layout/LazyNotFoundPage.tsx).
 */
import fs from 'node:fs';
import path from 'node:path';
import { importGraph, ROOT } from '../helpers/import-graph';

const REACT_QUERY = '@tanstack/react-query';
const PROVIDER = path.join(ROOT, 'components/providers/QueryProvider.tsx');
const MOBILE = 'app/(mobile)/mobileView';

/** Every page file of the app router, relative to the root. */
function pageFiles(dir = 'app'): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return pageFiles(rel);
    return /^page\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** The layouts above a page, root first. */
function layoutsOf(page: string): string[] {
  const out: string[] = [];
  for (let dir = path.dirname(page); dir.startsWith('app'); dir = path.dirname(dir)) {
    for (const f of ['layout.tsx', 'layout.ts']) if (fs.existsSync(path.join(ROOT, dir, f))) out.unshift(`${dir}/${f}`);
    if (dir === 'app') break;
  }
  return out;
}

const providedBy = (layouts: string[]) => layouts.filter((l) => importGraph([l]).files.has(PROVIDER));

test('the public phone pages (home, search, methods, news, goods) do not load React Query', () => {
  for (const page of [`${MOBILE}/page.tsx`, `${MOBILE}/goods/page.tsx`]) {
    const entries = [...layoutsOf(page), page, 'app/not-found.tsx', 'app/error.tsx'];
    const g = importGraph(entries);
    const by = g.packages.get(REACT_QUERY);
    expect(by ? `${page}: ${g.chainTo(by).join(' → ')} imports ${REACT_QUERY}` : null).toBeNull();
  }
});

test('the root layout gives every page SiteProviders but not React Query', () => {
  const g = importGraph(['app/layout.tsx']);
  expect(g.files.has(path.join(ROOT, 'components/providers/SiteProviders.tsx'))).toBe(true);
  expect(g.packages.has(REACT_QUERY)).toBe(false);
});

test('every app-router page that reaches React Query has QueryProvider in a layout above it', () => {
  const pages = pageFiles();
  expect(pages.length).toBeGreaterThan(50);
  const reaching = pages.filter((p) => importGraph([p]).packages.has(REACT_QUERY));
  // The buyer's phone views, the desktop cart, settlement, personal centre and login do (a broken walk finds none).
  expect(reaching).toEqual(
    expect.arrayContaining([
      `${MOBILE}/buyer/page.tsx`,
      `${MOBILE}/reflow/page.tsx`,
      'app/(service)/settlementCenter/page.tsx',
      'app/(user)/personalCenter/page.tsx',
      'app/(plain)/login/page.tsx',
    ]),
  );
  const missing = reaching.filter((p) => providedBy(layoutsOf(p)).length === 0);
  expect(missing).toEqual([]);
});

test('the phone layout itself does not provide React Query; the buyer and reflow routes do', () => {
  expect(providedBy(['app/(mobile)/layout.tsx'])).toEqual([]);
  expect(providedBy(layoutsOf(`${MOBILE}/page.tsx`))).toEqual([]);
  expect(providedBy(layoutsOf(`${MOBILE}/buyer/page.tsx`))).toEqual([`${MOBILE}/buyer/layout.tsx`]);
  expect(providedBy(layoutsOf(`${MOBILE}/reflow/page.tsx`))).toEqual([`${MOBILE}/reflow/layout.tsx`]);
});

test('the root not-found fallback (in every page payload) loads the 404 markup lazily', () => {
  // Next references the root not-found tree from every page: only the small lazy wrapper may be static there.
  const g = importGraph(['app/not-found.tsx']);
  expect(g.files.has(path.join(ROOT, 'components/layout/LazyNotFoundPage.tsx'))).toBe(true);
  expect(g.files.has(path.join(ROOT, 'components/layout/NotFoundPage.tsx'))).toBe(false);
  expect(g.files.has(path.join(ROOT, 'components/layout/PlainChrome.tsx'))).toBe(false);
});

const has = (entries: string[], file: string) => importGraph(entries).files.has(path.join(ROOT, file));

test('the phone home, search and news pages load neither 一键加入 nor the cart stores first', () => {
  // All public phone views are one route: a static import of the method page's buttons was in every view's first load.
  const entries = [...layoutsOf(`${MOBILE}/page.tsx`), `${MOBILE}/page.tsx`];
  for (const f of ['components/methods/AddAllButtons.tsx', 'lib/client/stores.ts', 'lib/client/session.ts'])
    expect(has(entries, f) ? `${f} is in the first load` : null).toBeNull();
  expect(has(entries, `${MOBILE}/views/LazyAddAll.tsx`)).toBe(true);
});

test('every app-router page gets the toaster, login host, session check and tracker after hydration', () => {
  expect(has(['app/layout.tsx'], 'components/providers/SiteProviders.tsx')).toBe(true);
  for (const f of ['components/providers/SiteExtras.tsx', 'components/ui/Toaster.tsx', 'lib/client/session.ts'])
    expect(has(['app/layout.tsx'], f) ? `${f} is in the first load` : null).toBeNull();
});
