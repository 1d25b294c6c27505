/**
 * Issue 34's JS budget on the pages router's pages (the home and the goods page): their site footer is written by
 * pages/_document.tsx after the hydrated root, as plain HTML, so none of its code ships to the browser; the app
 * router's chrome keeps its footer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { Footer } from '@/components/layout/Footer';
import { DOCUMENT_FOOTER_PAGES } from '@/pages/_document';
import { staticImports } from '../helpers/import-graph';

const ROOT = path.join(__dirname, '..', '..');
const FOOTER = 'components/layout/Footer.tsx';
const FRAME = 'components/layout/ChromeFrame.tsx';

/** Every page file of pages/ (not _app/_document) with its route as Next names it. */
function pagesRoutes(): { file: string; route: string }[] {
  const out: { file: string; route: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) walk(rel);
      else if (/\.tsx$/.test(e.name) && !e.name.startsWith('_')) {
        const route = rel
          .replace(/^pages/, '')
          .replace(/\.tsx$/, '')
          .replace(/\/index$/, '');
        out.push({ file: rel, route: route || '/' });
      }
    }
  };
  walk('pages');
  return out;
}

test('no pages-router page or its app shell imports the footer; the app router chrome still does', () => {
  for (const entry of ['pages/_app.tsx', 'pages/index.tsx', 'pages/goodsDetail/[[...id]].tsx'])
    expect(staticImports(entry)).not.toContain(FOOTER);
  expect(staticImports('components/layout/SiteChrome.tsx')).toContain(FOOTER);
});

test('the document writes the footer for exactly the pages whose chrome leaves it out', () => {
  const framed = pagesRoutes()
    .filter(({ file }) => staticImports(file).includes(FRAME))
    .map(({ route }) => route)
    .sort();
  expect(framed).toEqual(['/', '/goodsDetail/[[...id]]']);
  expect([...DOCUMENT_FOOTER_PAGES].sort()).toEqual(framed);
});

test("the document's footer is the markup the footer had inside a pages-router page", () => {
  const router = { pathname: '/', asPath: '/', query: {}, isReady: true } as unknown as NextRouter;
  const inPage = renderToStaticMarkup(
    <RouterContext.Provider value={router}>
      <Footer />
    </RouterContext.Provider>,
  );
  const inDocument = renderToStaticMarkup(<Footer plainLinks />);
  expect(inDocument).toBe(inPage);
  expect(inDocument).toContain('href="/helpCenter/loginProblem"');
  expect(inDocument).not.toMatch(/prefetch|scroll=|replace=/);
});
