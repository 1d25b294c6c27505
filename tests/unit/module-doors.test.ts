/**
 * Every domain module has a door and a types file (issue 33): lib/domain/<group>/<module>/index.ts is what the rest of
 * the code may import, types.ts holds the module's data types. types.ts must stay safe to import from the browser, so
 * it may import only types (`import type`): a value import would pull server code into a client bundle.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';

const DOMAIN = path.resolve(__dirname, '../../lib/domain');

const dirs = (p: string) =>
  fs
    .readdirSync(p, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();

const modules = dirs(DOMAIN).flatMap((group) => dirs(path.join(DOMAIN, group)).map((m) => `${group}/${m}`));

/** The statements of a types.ts that would survive compilation to JavaScript, as text. */
function runtimeStatements(file: string): string[] {
  const sf = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const bad: string[] = [];
  for (const st of sf.statements) {
    const text = st.getText(sf).split('\n')[0] ?? '';
    if (ts.isImportDeclaration(st)) {
      if (!st.importClause?.isTypeOnly) bad.push(text);
    } else if (ts.isExportDeclaration(st)) {
      if (!st.isTypeOnly) bad.push(text);
    } else if (!ts.isTypeAliasDeclaration(st) && !ts.isInterfaceDeclaration(st)) {
      bad.push(text);
    }
  }
  return bad;
}

describe('domain module doors', () => {
  it('finds the modules (the walk itself works)', () => {
    expect(modules).toEqual(expect.arrayContaining(['catalog/products', 'commerce/orders', 'accounts/auth']));
    expect(modules.length).toBeGreaterThanOrEqual(30);
  });

  it.each(modules)('%s has an index.ts', (m) => {
    expect(fs.existsSync(path.join(DOMAIN, m, 'index.ts'))).toBe(true);
  });

  it.each(modules)('%s has a types.ts holding types only', (m) => {
    const file = path.join(DOMAIN, m, 'types.ts');
    expect(fs.existsSync(file)).toBe(true);
    expect(runtimeStatements(file)).toEqual([]);
  });

  it('the check refuses a value import, a runtime export and a constant', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'doors-'));
    const file = path.join(tmp, 'types.ts');
    fs.writeFileSync(
      file,
      [
        "import type { A } from './a';",
        "import { B } from './b';",
        "import { type C } from './c';",
        "export { D } from './d';",
        "export type { E } from './e';",
        'export type F = A | C;',
        'export interface G { b: typeof B }',
        'export const H = 1;',
      ].join('\n'),
    );
    try {
      expect(runtimeStatements(file)).toEqual([
        "import { B } from './b';",
        "import { type C } from './c';",
        "export { D } from './d';",
        'export const H = 1;',
      ]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
