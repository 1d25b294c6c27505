/**
 * Issue 36: phone pages load the phone stylesheet (app/(mobile)/phone.css), not the ~75 KB desktop one. The phone
 * sheet turns Tailwind's automatic source detection off and lists its sources; these tests walk the imports of the
 * phone routes (tests/helpers/import-graph.ts, `import()` followed) and hold that list equal to the files they
 * render — a missing file would lose its utilities on the phone, an extra one (a desktop folder) grows the sheet
 * back — and check that only the phone layout loads it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { directImports, importGraph, ROOT } from '../helpers/import-graph';

const MOBILE = 'app/(mobile)';
const PHONE_CSS = `${MOBILE}/phone.css`;
const DESKTOP_CSS = 'app/globals.css';
/** Desktop route folders: only the reflow view renders their pages on a phone, and its route loads the desktop sheet. */
const DESKTOP_FOLDERS = ['app/(site)/', 'app/(user)/', 'app/(service)/', 'app/(plain)/', 'app/console/', 'pages/'];
const REFLOW_VIEW = `${MOBILE}/mobileView/views/reflow.tsx`;
const REFLOW_LAYOUT = `${MOBILE}/mobileView/reflow/layout.tsx`;

const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
const rel = (abs: string) => path.relative(ROOT, abs).split(path.sep).join('/');

/**
 * The files reachable from `entries` (through dynamic imports too unless `staticOnly`: next/dynamic's chunks render
 * on the phone as well), the stylesheets they import and the files that import a desktop route folder's module (not
 * followed).
 */
function walk(entries: string[], { staticOnly = false } = {}) {
  const g = importGraph(entries, {
    dynamic: !staticOnly,
    stopAt: (f) => DESKTOP_FOLDERS.some((d) => f.startsWith(d)),
  });
  return {
    reached: new Set([...g.files].map(rel)),
    desktopImporters: new Set(g.stops.map(([from]) => from)),
    cssImports: g.css,
  };
}

/** The root layout and every layout and page of the phone route group. */
function phoneRouteEntries() {
  const entries = ['app/layout.tsx'];
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const p = `${dir}/${e.name}`;
      if (e.isDirectory()) visit(p);
      else if (/^(page|layout|template|loading|error|not-found)\.tsx$/.test(e.name)) entries.push(p);
    }
  };
  visit(MOBILE);
  return entries;
}
/** The root boundaries: every page's tree holds them, and Next preloads the stylesheets they import statically. */
const ROOT_BOUNDARIES = ['app/not-found.tsx', 'app/error.tsx', 'app/global-error.tsx'];

/** The phone sheet's `@source` paths, repo-relative (a folder ends in `/`). */
function phoneSources() {
  const css = read(PHONE_CSS);
  const dir = path.join(ROOT, MOBILE);
  return [...css.matchAll(/@source\s+(?:not\s+)?["']([^"']+)["']\s*;/g)].map((m) => {
    const p = rel(path.resolve(dir, m[1]!));
    return m[1]!.endsWith('/') ? `${p}/` : p;
  });
}

describe('phone stylesheet (issue 36)', () => {
  const { reached, desktopImporters } = walk(phoneRouteEntries());

  test('it has Tailwind scan only its listed sources', () => {
    expect(read(PHONE_CSS)).toMatch(/@import\s+['"]tailwindcss['"]\s+source\(none\)\s*;/);
    expect(read(PHONE_CSS)).not.toMatch(/@source\s+not\b/);
  });

  test('its sources are exactly the files the phone routes render (no desktop page folder)', () => {
    const sources = phoneSources();
    // The phone route group as a folder; everything else file by file.
    expect(sources.filter((s) => s.endsWith('/'))).toEqual([`${MOBILE}/`]);
    const listed = sources.filter((s) => !s.endsWith('/')).sort();
    // Files that can carry class names: components, JSX and app files outside the group (listed whole).
    const needed = [...reached]
      .filter((f) => f.endsWith('.tsx') || f.startsWith('components/') || f.startsWith('app/'))
      .filter((f) => !f.startsWith(`${MOBILE}/`))
      .sort();
    const missing = needed.filter((f) => !listed.includes(f));
    const extra = listed.filter((f) => !needed.includes(f));
    // On failure, the lines to add to / remove from app/(mobile)/phone.css:
    const line = (f: string) => `@source "${path.relative(MOBILE, f).split(path.sep).join('/')}";`;
    expect({ add: missing.map(line), remove: extra.map(line) }).toEqual({ add: [], remove: [] });
    expect(listed.filter((f) => DESKTOP_FOLDERS.some((d) => f.startsWith(d)))).toEqual([]);
  });

  test('a phone page links the phone sheet alone; the reflow route adds the desktop sheet for its desktop pages', () => {
    // Only the reflow view renders desktop pages; they carry the desktop sheet's utilities.
    expect([...desktopImporters]).toEqual([REFLOW_VIEW]);
    const { cssImports } = walk([...phoneRouteEntries(), ...ROOT_BOUNDARIES], { staticOnly: true });
    expect(cssImports.sort()).toEqual([
      [`${MOBILE}/layout.tsx`, PHONE_CSS],
      [REFLOW_LAYOUT, DESKTOP_CSS],
    ]);
  });

  test('the root boundaries load the desktop sheet lazily, when they render', () => {
    for (const file of ROOT_BOUNDARIES) expect(directImports(file).static).toContain('app/desktop-styles.tsx');
    expect(directImports('app/desktop-styles.tsx')).toEqual({ static: [], dynamic: ['app/desktop-sheet.tsx'] });
    expect(directImports('app/desktop-sheet.tsx').static).toEqual([DESKTOP_CSS]);
  });

  test('both sheets share one copy of the theme tokens', () => {
    for (const sheet of [PHONE_CSS, DESKTOP_CSS]) {
      expect(read(sheet)).toMatch(/@import\s+['"][./]+styles\/theme\.css['"]\s*;/);
      expect(read(sheet)).not.toMatch(/@theme\b/);
    }
  });

  test.each([
    'app/(site)/layout.tsx',
    'app/(service)/layout.tsx',
    'app/(plain)/layout.tsx',
    'app/(user)/personalCenter/layout.tsx',
    'app/console/layout.tsx',
    'pages/_app.tsx',
  ])('%s loads the desktop sheet', (file) => {
    expect(directImports(file).static).toContain(DESKTOP_CSS);
  });
});
