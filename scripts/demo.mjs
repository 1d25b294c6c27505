#!/usr/bin/env node
/**
 * npm run demo — everything a fresh checkout needs before `npm start`:
 *   1. the database (embedded PGlite in .data/pglite unless DATABASE_URL says otherwise): scripts/seed.ts migrates,
 *      then seeds the demo catalogue (it exits 0 when the catalogue is already there),
 *   2. `next build` (skipped when the build in NEXT_DIST_DIR is newer than every source file; --rebuild forces it),
 *      at the same time as 1: the build never opens the database (its pages read it at run time; it is pointed at a
 *      throw-away folder to make sure), and on two cores the seed fills the gaps the compiler leaves,
 *   3. serve: scripts/start.sh (exec `next start` on $PORT, default 3000), signals forwarded to it.
 *
 * The demo's build skips what only a developer needs (MALL_DEMO_BUILD=1, next.config.js): the type check (`npm test`
 * builds type-checked and `npx tsc --noEmit` checks the whole project), Turbopack's filesystem cache (a first build
 * only writes it), server source maps, the routes' output file traces and a second page-data worker. docs/investigations/fresh-clone.md has the
 * measurements.
 *
 * Options: --rebuild (always build), --no-build (never build), --no-serve (prepare only).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsCurrent } from './lib/harness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = new Set(process.argv.slice(2));
// The demo is a development configuration: SMS, e-mail, WeChat and captcha use the development adapters, which write
// what they would have sent to /dev/outbox (log in by SMS code from there). Set ADAPTERS=real (and the providers'
// variables, README) to send for real.
const env = { ADAPTERS: 'dev', ALLOW_DEV_ADAPTERS: '1', ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const distDir = env.NEXT_DIST_DIR || '.next';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// The seed runs in this Node with tsx's loader (`node --import tsx`), not through the tsx command, which starts a second
// Node process to run it in: one process start fewer on the two cores the build needs.
const tsNode = (script, scriptArgs = []) => [process.execPath, ['--import', 'tsx', script, ...scriptArgs]];

const started = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

/**
 * Run one step as a child process; its output lines are prefixed with `tag` (two steps run at once). Resolves with
 * { title, ok, detail }.
 */
function step(tag, title, cmd, cmdArgs, extraEnv = {}, { nice = 0 } = {}) {
  const t0 = Date.now();
  console.log(`▸ ${title}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...env, ...extraEnv } });
    if (nice && child.pid) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        /* not allowed here: same priority */
      }
    }
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const l of lines) out.write(`${tag} ${l}\n`);
      });
      stream.on('end', () => rest && out.write(`${tag} ${rest}\n`));
    }
    child.on('error', (e) => resolve({ title, ok: false, detail: e.message }));
    child.on('close', (code, signal) => {
      const ok = code === 0;
      console.log(ok ? `✓ ${title} (${secs(t0)})` : `✗ ${title} failed (${signal ?? `exit ${code}`})`);
      resolve({ title, ok, detail: signal ?? `exit ${code}` });
    });
  });
}

const buildIsFresh = () => buildIsCurrent(distDir);

const target =
  env.DATABASE_URL && /^postgres(ql)?:\/\//i.test(env.DATABASE_URL)
    ? 'PostgreSQL (DATABASE_URL)'
    : path.resolve((env.DATABASE_URL || '.data/pglite').replace(/^file:/, ''));
console.log(`标准物质商城 demo — database: ${target}`);

const pglite = !/^postgres(ql)?:\/\//i.test(env.DATABASE_URL ?? '');
const tasks = [];
// The build is the longer of the two: the seed runs at a lower priority with one chemistry thread, on the CPU the
// compiler leaves idle, instead of competing with it for two cores.
const besideBuild = !args.has('--no-build') && (args.has('--rebuild') || !buildIsFresh());
const dbOpts = { nice: besideBuild ? 10 : 0 };
if (fs.existsSync('scripts/seed.ts'))
  tasks.push(
    step(
      '[db]   ',
      'database: migrate + seed the demo catalogue',
      ...tsNode('scripts/seed.ts', besideBuild ? ['--workers', '1'] : []),
      {},
      dbOpts,
    ),
  );
else tasks.push(step('[db]   ', 'database: migrate', ...tsNode('scripts/migrate.ts'), {}, dbOpts));

if (args.has('--no-build')) console.log('▸ build skipped (--no-build)');
else if (!besideBuild) console.log(`✓ build in ${distDir}/ is up to date (use --rebuild to force)`);
else
  tasks.push(
    step('[build]', `next build → ${distDir}/ (runs beside the seed)`, bin('next'), ['build'], {
      MALL_DEMO_BUILD: '1',
      NODE_ENV: 'production',
      // The seed owns the embedded folder while the build runs: a page that opened the database at build time would
      // open this throw-away folder instead of corrupting it (PGlite has no locking).
      ...(pglite ? { DATABASE_URL: path.resolve('.data/build-throwaway') } : {}),
    }),
  );
// Both are awaited even when one fails: stopping the seed half-way would leave a half-written database folder.
const failed = (await Promise.all(tasks)).filter((t) => !t.ok);
if (failed.length) {
  console.error(`\n✗ ${failed.map((t) => `${t.title}: ${t.detail}`).join('; ')} (see its [db] / [build] lines above).`);
  process.exit(1);
}
console.log(`✓ ready to serve after ${secs(started)}`);

if (args.has('--no-serve')) process.exit(0);

console.log(`\n▸ starting on http://localhost:${env.PORT || 3000} …`);
// start.sh execs `next start`, so this child IS the server; forward signals so stopping the demo stops it.
const server = spawn('bash', [path.join(root, 'scripts', 'start.sh')], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
