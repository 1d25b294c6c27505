/**
 * Issue 34: the demo's build leaves out what only a developer uses (the type check, Turbopack's filesystem cache, source
 * maps, output file traces, a second page-data worker) — and only the demo's: every other build (npm test's e2e and bench builds, `npm run build`) keeps them.
 */
import path from 'node:path';

function loadConfig(env: Record<string, string | undefined>) {
  const file = path.join(process.cwd(), 'next.config.js');
  const saved = { ...process.env };
  try {
    Object.assign(process.env, env);
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
    jest.resetModules();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    return require(file) as {
      typescript: { ignoreBuildErrors: boolean };
      experimental: Record<string, unknown>;
      outputFileTracingExcludes?: Record<string, string[]>;
    };
  } finally {
    process.env = saved;
  }
}

test('every build but the demo’s is type-checked and keeps the filesystem cache, source maps and file traces', () => {
  const c = loadConfig({ MALL_DEMO_BUILD: undefined });
  expect(c.typescript.ignoreBuildErrors).toBe(false);
  expect(c.experimental.turbopackFileSystemCacheForBuild).toBeUndefined();
  expect(c.experimental.turbopackSourceMaps).toBeUndefined();
  expect(c.experimental.cpus).toBe(2);
  expect(c.outputFileTracingExcludes).toBeUndefined();
});

test('the demo’s build (MALL_DEMO_BUILD=1, set by scripts/demo.mjs) skips them', () => {
  const c = loadConfig({ MALL_DEMO_BUILD: '1' });
  expect(c.typescript.ignoreBuildErrors).toBe(true);
  expect(c.experimental.turbopackFileSystemCacheForBuild).toBe(false);
  expect(c.experimental.turbopackSourceMaps).toBe(false);
  // One page-data worker: a second loads the same server chunks again (fresh-clone.md, fifth pass).
  expect(c.experimental.cpus).toBe(1);
  // No output file traces: every route (key '*') excludes every file, so no .nft.json lists any (`next start` reads none).
  expect(c.outputFileTracingExcludes).toEqual({ '*': ['**/*'] });
});

test('scripts/demo.mjs builds with MALL_DEMO_BUILD=1 beside the seed, the build on a throw-away database folder', async () => {
  const fs = await import('node:fs');
  const demo = fs.readFileSync(path.join(process.cwd(), 'scripts/demo.mjs'), 'utf8');
  expect(demo).toMatch(/MALL_DEMO_BUILD: '1'/);
  expect(demo).toMatch(/DATABASE_URL: path\.resolve\('\.data\/build-throwaway'\)/);
  expect(demo).toMatch(/Promise\.all\(tasks\)/);
});
