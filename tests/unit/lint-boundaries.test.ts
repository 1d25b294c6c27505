/**
 * The layer rule in eslint.config.mjs (import/no-restricted-paths) fails on a violation: a virtual file in
 * lib/domain importing the HTTP layer or the page layer is an error, the same file importing the kernel is clean;
 * and the domain stays free of Next and React (no-restricted-imports, and no-restricted-syntax for import()). ESLint runs as the
 * lint stage of `npm test` runs it (the CLI reading stdin as if it were the named file), so the test sees the real
 * configuration and resolver.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules', '.bin', 'eslint');

type Message = { ruleId: string | null; severity: number; message: string };

function lint(file: string, source: string): Message[] {
  const r = spawnSync(ESLINT, ['--stdin', '--stdin-filename', file, '--format', 'json'], {
    cwd: ROOT,
    input: source,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (!r.stdout) throw new Error(`eslint wrote nothing (status ${r.status}): ${r.stderr}`);
  return (JSON.parse(r.stdout) as { messages: Message[] }[])[0]?.messages ?? [];
}

const boundary = (ms: Message[]) => ms.filter((m) => m.ruleId === 'import/no-restricted-paths' && m.severity === 2);
const framework = (ms: Message[]) =>
  ms.filter((m) => (m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax') && m.severity === 2);

describe('import boundaries (eslint import/no-restricted-paths)', () => {
  it('a domain file importing lib/api is an error that names the layer', () => {
    const ms = lint(
      'lib/domain/commerce/orders/__boundary_fixture.ts',
      "import { ApiError } from '@/lib/api/errors';\n\nexport const e = new ApiError('x');\n",
    );
    const hits = boundary(ms);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.message).toMatch(/lib\/domain is business logic/);
  }, 150_000);

  it('a domain file importing a console file or a component is an error too', () => {
    const ms = lint(
      'lib/domain/commerce/cart/__boundary_fixture.ts',
      "import type { StaffCtx } from '@/lib/api/context';\nimport { Modal } from '@/components/ui/Modal';\n\nexport type X = StaffCtx;\nexport const m = Modal;\n",
    );
    expect(boundary(ms).length).toBeGreaterThanOrEqual(1);
  }, 150_000);

  it('the same domain file importing the kernel passes the rule', () => {
    const ms = lint(
      'lib/domain/commerce/orders/__boundary_fixture.ts',
      "import { AppError } from '@/lib/kernel/errors';\n\nexport const e = new AppError('x');\n",
    );
    expect(boundary(ms)).toEqual([]);
    expect(ms.filter((m) => m.severity === 2)).toEqual([]);
  }, 150_000);

  it('the kernel may not import the database layer', () => {
    const ms = lint(
      'lib/kernel/__boundary_fixture.ts',
      "import type { Db } from '@/lib/db/client';\n\nexport type D = Db;\n",
    );
    expect(boundary(ms)).toHaveLength(1);
  }, 150_000);

  it('a domain file importing the page layer (lib/pages) is an error', () => {
    const ms = lint(
      'lib/domain/catalog/products/__boundary_fixture.ts',
      "import { getGoodsPageData } from '@/lib/pages/catalog';\n\nexport const g = getGoodsPageData;\n",
    );
    expect(boundary(ms)).toHaveLength(1);
  }, 150_000);

  it('a domain file importing next/cache, react or next/server by import() is an error', () => {
    const ms = lint(
      'lib/domain/catalog/products/__boundary_fixture.ts',
      "import { unstable_cache } from 'next/cache';\nimport { cache } from 'react';\n\n" +
        "export const c = [unstable_cache, cache];\nexport const later = () => import('next/server');\n",
    );
    const hits = framework(ms);
    expect(hits).toHaveLength(3);
    expect(hits.every((m) => /free of Next and React/.test(m.message))).toBe(true);
  }, 150_000);

  it("the page layer may wrap domain reads in Next's cache", () => {
    const ms = lint(
      'lib/pages/__boundary_fixture.ts',
      "import { unstable_cache } from 'next/cache';\nimport { listBrands } from '@/lib/domain/catalog/products';\n\n" +
        'export const c = [unstable_cache, listBrands];\n',
    );
    expect(boundary(ms)).toEqual([]);
    expect(framework(ms)).toEqual([]);
  }, 150_000);
});
