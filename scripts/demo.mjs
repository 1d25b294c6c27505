#!/usr/bin/env node
/**
 * npm run demo — everything a fresh checkout needs before `npm start`:
 *   1. migrate the database (embedded PGlite in .data/pglite unless DATABASE_URL says otherwise),
 *   2. seed the demo catalogue (scripts/seed.ts exits 0 when it is already seeded),
 *   3. `next build` (skipped when the build in NEXT_DIST_DIR is newer than every source file; --rebuild forces it).
 *   4. serve: scripts/start.sh (exec `next start` on $PORT, default 3000), signals forwarded to it.
 *
 * Options: --rebuild (always build), --no-build (never build), --no-serve (prepare only).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const args = new Set(process.argv.slice(2));
// The demo is a development configuration: SMS, e-mail, WeChat and captcha use the development adapters, which write
// what they would have sent to /dev/outbox (log in by SMS code from there). Set ADAPTERS=real (and the providers'
// variables, README) to send for real.
const env = { ADAPTERS: 'dev', ALLOW_DEV_ADAPTERS: '1', ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const distDir = env.NEXT_DIST_DIR || '.next';
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function step(title, cmd, cmdArgs, extraEnv = {}) {
  const t0 = Date.now();
  console.log(`\n▸ ${title}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  if (r.status !== 0) {
    console.error(`\n✗ ${title} failed (${r.signal ?? `exit ${r.status}`}).`);
    process.exit(r.status || 1);
  }
  console.log(`✓ ${title} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
}

/** Newest modification time under the sources that go into a build. */
function newestSource() {
  const roots = ['app', 'components', 'lib', 'public', 'hooks', 'styles'];
  const files = ['next.config.js', 'package.json', 'package-lock.json', 'postcss.config.mjs', 'tsconfig.json', 'proxy.ts', 'middleware.ts', 'instrumentation.ts'];
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && !e.startsWith('.')) visit(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const r of [...roots, ...files]) visit(r);
  return newest;
}

function buildIsFresh() {
  try {
    return fs.statSync(path.join(distDir, 'BUILD_ID')).mtimeMs > newestSource();
  } catch {
    return false;
  }
}

const target = env.DATABASE_URL && /^postgres(ql)?:\/\//i.test(env.DATABASE_URL) ? 'PostgreSQL (DATABASE_URL)' : path.resolve((env.DATABASE_URL || '.data/pglite').replace(/^file:/, ''));
console.log(`标准物质商城 demo — database: ${target}`);

step('migrate', bin('tsx'), ['scripts/migrate.ts']);
if (fs.existsSync('scripts/seed.ts')) step('seed the demo catalogue', bin('tsx'), ['scripts/seed.ts']);
else console.warn('\n! scripts/seed.ts not found: the catalogue stays empty.');

if (args.has('--no-build')) console.log('\n▸ build skipped (--no-build)');
else if (!args.has('--rebuild') && buildIsFresh()) console.log(`\n✓ build in ${distDir}/ is up to date (use --rebuild to force)`);
else step(`next build → ${distDir}/`, bin('next'), ['build']);

if (args.has('--no-serve')) process.exit(0);

console.log(`\n▸ starting on http://localhost:${env.PORT || 3000} …`);
// start.sh execs `next start`, so this child IS the server; forward signals so stopping the demo stops it.
const server = spawn('bash', [path.join(root, 'scripts', 'start.sh')], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)));
