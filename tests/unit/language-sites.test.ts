/**
 * The English and German site links are one configuration value each (LANGUAGE_SITES): the footer and the help centre
 * (seeded help tree) show the same addresses, and no other file spells a language-site URL of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGE_SITES } from '../../lib/config/constants';
import { HELP_TREE } from '../../lib/db/seed/content-data';

const ROOT = path.resolve(__dirname, '../..');
const CONSTANTS = path.join('lib', 'config', 'constants', 'site.ts');

type Node = { name: string; type?: number; description?: string; children?: Node[] };
function flatten(list: readonly Node[], out: Node[] = []): Node[] {
  for (const n of list) {
    out.push(n);
    if (n.children) flatten(n.children, out);
  }
  return out;
}

function files(dir: string, exts: RegExp, out: string[] = []): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) files(p, exts, out);
    else if (exts.test(e.name) && fs.statSync(p).size < 20_000_000) out.push(p);
  }
  return out;
}

/** A URL on an English or German sub-domain of the shop's (demo, example.*) domain: a second spelling of a language site. */
const LANGUAGE_URL = /https?:\/\/(?:en|de|english|german|deutsch)\.example[a-z0-9-]*\.[a-z.]+[^\s"'`)<]*/gi;

describe('language sites', () => {
  test('the help centre links to exactly the footer sites', () => {
    const external = flatten(HELP_TREE as readonly Node[]).filter((n) => n.type === 2);
    const english = external.find((n) => /english/i.test(n.name));
    const german = external.find((n) => /deutsch/i.test(n.name));
    expect(english?.description).toBe(LANGUAGE_SITES.en);
    expect(german?.description).toBe(LANGUAGE_SITES.de);
  });

  test('the footer uses the constant', () => {
    const footer = fs.readFileSync(path.join(ROOT, 'components/layout/Footer.tsx'), 'utf8');
    expect(footer).toContain('LANGUAGE_SITES.en');
    expect(footer).toContain('LANGUAGE_SITES.de');
  });

  test('no other source or data file spells a language-site URL (every occurrence comes from LANGUAGE_SITES)', () => {
    const sources = [
      ...['app', 'components', 'lib', 'scripts'].flatMap((d) =>
        files(path.join(ROOT, d), /\.(ts|tsx|js|mjs|cjs|json|md|html|sql)$/),
      ),
      ...files(path.join(ROOT, 'data'), /\.(json|md|tsv|csv|txt|html|sql)$/),
    ];
    expect(sources.length).toBeGreaterThan(50);
    const offenders: string[] = [];
    for (const f of sources) {
      const rel = path.relative(ROOT, f);
      if (rel === CONSTANTS) continue;
      const text = fs.readFileSync(f, 'utf8');
      for (const m of text.match(LANGUAGE_URL) ?? []) offenders.push(`${rel}: ${m}`);
      for (const url of Object.values(LANGUAGE_SITES)) if (text.includes(url)) offenders.push(`${rel}: ${url}`);
    }
    expect(offenders).toEqual([]);
  });
});
