#!/usr/bin/env node
/**
 * npm test — the whole suite, ending with exactly one summary line: `N passed, N failed[, N skipped]`.
 *
 *   0. lint: Prettier's check (one pass, one failure per unformatted file) and ESLint over the repository (eslint.config.mjs: Next's rules and the layer rule), unused
 *      `eslint-disable` comments reported; a clean run counts one pass, each error one failure (warnings are listed);
 *   1. jest, projects `unit` and `api` (the api project also runs on PostgreSQL when it answers);
 *   2. Playwright: `next build` into .next-e2e, a fresh embedded database in .data/e2e (migrate + demo seed),
 *      the built server on :3200 (E2E_PORT), `playwright test`, server stopped;
 *   3. cluster: two instances of that build on PostgreSQL behind nginx with the cache in Redis
 *      (tests/cluster/*.test.ts, node's test runner; says plainly when PostgreSQL, Redis or nginx is missing);
 *   4. resilience: the short soak (30 s after a 45 s warm-up) and the fault suites of `npm run bench` on that build
 *      (bench/suites/soak.ts, faults.ts); each of their checks counts as a test. Through the balancer — two
 *      supervised instances on PostgreSQL behind nginx, 20 connections: kill -9 of one, rolling restart — when
 *      PostgreSQL, Redis and nginx are there; else on one embedded server at 50 connections, and it says so.
 *
 * Developers: `npm test -- --only lint|unit|api|e2e|cluster|resilience` (repeatable or comma-separated),
 *             `npm test -- --only e2e --no-build` reuses an existing .next-e2e build,
 *             extra Playwright arguments after `--pw`: `npm test -- --only e2e --pw e2e/foundation.spec.ts`.
 * Exit status: 0 when nothing failed, 1 otherwise.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, buildApp, prepareDb, run, startServer, tail } from './lib/harness.mjs';
import { clusterPrerequisites, dropDatabase, dropRedisKeys } from './lib/cluster.mjs';
import { ensureDevTools } from './lib/dev-tools.cjs';

process.chdir(ROOT);
const argv = process.argv.slice(2);
const pwIdx = argv.indexOf('--pw');
const pwArgs = pwIdx >= 0 ? argv.slice(pwIdx + 1) : [];
const own = pwIdx >= 0 ? argv.slice(0, pwIdx) : argv;
const only = new Set();
for (let i = 0; i < own.length; i++) {
  const a = own[i];
  const v = a === '--only' ? own[++i] : a.startsWith('--only=') ? a.slice(7) : null;
  if (v) for (const p of v.split(',')) only.add(p.trim());
}
for (const p of only) {
  if (!['lint', 'unit', 'api', 'e2e', 'cluster', 'resilience'].includes(p)) {
    console.error(`unknown --only value "${p}" (lint, unit, api, e2e, cluster or resilience)`);
    process.exit(2);
  }
}
const want = (p) => only.size === 0 || only.has(p);
const noBuild = own.includes('--no-build');
// README's demo command installs without the developer tools (`npm install --omit=dev`): add them before any stage.
if (!ensureDevTools(ROOT)) {
  console.log('✗ npm install failed: the developer tools are missing');
  process.stdout.write('0 passed, 1 failed\n');
  process.exit(1);
}

const E2E_PORT = Number(process.env.E2E_PORT || 3200);
// Separate folders per concurrent run (several developers on one machine): E2E_DIST / E2E_DATA / E2E_PORT.
const E2E_DIST = process.env.E2E_DIST || '.next-e2e';
const E2E_DATA = process.env.E2E_DATA || '.data/e2e';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** RFC 4648 base32 (TOTP secrets). */
function base32(buf) {
  const A = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of buf) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += A[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += A[(value << (5 - bits)) & 31];
  return out;
}

const total = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
const t0 = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
const banner = (s) => console.log(`\n━━━ ${s} ━━━`);

let server = null;
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, async () => {
    if (stopping) return;
    stopping = true;
    if (server) await server.stop().catch(() => {});
    process.exit(130);
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jestStage(projects) {
  const t = Date.now();
  banner(`jest: ${projects.join(' + ')}`);
  const out = path.join(tmp, 'jest.json');
  const code = await run(
    bin('jest'),
    [
      '--selectProjects',
      ...projects,
      '--json',
      `--outputFile=${out}`,
      '--maxWorkers=2',
      '--passWithNoTests',
      '--forceExit',
    ],
    {
      env: { NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' ') },
      timeoutMs: 40 * 60_000,
    },
  );
  const r = readJson(out);
  if (!r) {
    total.failed += 1;
    notes.push(`jest (${projects.join('+')}) produced no results (exit ${code})`);
    return;
  }
  const failedSuites = r.numRuntimeErrorTestSuites ?? 0; // files that could not run: no test counted them
  total.passed += r.numPassedTests;
  total.failed += r.numFailedTests + failedSuites;
  total.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (failedSuites) notes.push(`jest: ${failedSuites} test file(s) failed to run`);
  if (code !== 0 && r.numFailedTests + failedSuites === 0) {
    total.failed += 1;
    notes.push(`jest exited ${code} without a failed test (setup/teardown error?)`);
  }
  console.log(
    `jest: ${r.numPassedTests} passed, ${r.numFailedTests + failedSuites} failed, ${r.numPendingTests + (r.numTodoTests ?? 0)} skipped (${secs(t)})`,
  );
}

/** Counts Playwright's JSON report. */
function countPlaywright(report, code) {
  if (!report) {
    total.failed += 1;
    notes.push(`playwright produced no report (exit ${code})`);
    return;
  }
  const s = report.stats ?? {};
  const passed = (s.expected ?? 0) + (s.flaky ?? 0);
  const failed = s.unexpected ?? 0;
  total.passed += passed;
  total.failed += failed;
  total.skipped += s.skipped ?? 0;
  const errors = report.errors?.length ?? 0;
  if (errors && failed === 0) {
    total.failed += errors;
    notes.push(`playwright: ${errors} error(s) outside tests`);
  }
  if (s.flaky) notes.push(`playwright: ${s.flaky} flaky test(s) passed on retry`);
  if (code !== 0 && failed === 0 && errors === 0) {
    total.failed += 1;
    notes.push(`playwright exited ${code} without a failed test`);
  }
  console.log(`playwright: ${passed} passed, ${failed} failed, ${s.skipped ?? 0} skipped`);
}

async function e2eStage() {
  const t = Date.now();
  const logDir = path.join(ROOT, E2E_DATA + '-logs');
  const buildLog = path.join(logDir, 'e2e-build.log');
  const prepLog = path.join(logDir, 'e2e-prepare.log');
  const serverLog = path.join(logDir, 'e2e-server.log');
  for (const f of [buildLog, prepLog, serverLog]) fs.rmSync(f, { force: true });

  if (noBuild && fs.existsSync(path.join(E2E_DIST, 'BUILD_ID'))) banner(`e2e: reusing ${E2E_DIST}/ (--no-build)`);
  else {
    banner(`e2e: next build → ${E2E_DIST}/`);
    const code = await buildApp({ distDir: E2E_DIST, dataDir: path.join(E2E_DATA, 'build-throwaway'), log: buildLog });
    if (code !== 0) {
      console.log(tail(buildLog, 80));
      total.failed += 1;
      notes.push(`e2e: next build failed (exit ${code}); log: ${path.relative(ROOT, buildLog)}`);
      return;
    }
    console.log(`build ok (${secs(t)})`);
  }

  const tp = Date.now();
  banner(`e2e: fresh database ${E2E_DATA} (migrate + demo seed)`);
  const prep = await prepareDb({ dataDir: E2E_DATA, log: prepLog });
  if (prep.code !== 0) {
    console.log(tail(prepLog, 60));
    total.failed += 1;
    notes.push(`e2e: ${prep.step} failed; log: ${path.relative(ROOT, prepLog)}`);
    return;
  }
  // Staff accounts for the console journeys: per role, one per Playwright worker slot, with this run's own random
  // passwords and TOTP secrets (never a default), handed to Playwright in E2E_STAFF (e2e/helpers/staff.ts).
  const staffList = [];
  for (const role of ['admin', 'ops', 'finance', 'warehouse'])
    for (let slot = 0; slot < 4; slot++)
      staffList.push({
        username: `e2e-${role}-${slot}`,
        name: `测试${{ admin: '管理员', ops: '运营', finance: '财务', warehouse: '仓库' }[role]}${slot}`,
        role,
        password: `E2e${crypto.randomBytes(6).toString('hex')}`,
        secret: base32(crypto.randomBytes(20)),
      });
  staffList.push({
    username: 'e2e-login',
    name: '登录测试',
    role: 'ops',
    password: `E2e${crypto.randomBytes(6).toString('hex')}`,
    secret: base32(crypto.randomBytes(20)),
  });
  process.env.E2E_STAFF = JSON.stringify(staffList);
  const staffCode = await run(bin('tsx'), ['scripts/console.ts', 'create-batch', '--json-env', 'E2E_STAFF'], {
    env: { DATABASE_URL: path.resolve(ROOT, E2E_DATA) },
    log: prepLog,
    timeoutMs: 5 * 60_000,
  });
  if (staffCode !== 0) {
    console.log(tail(prepLog, 30));
    total.failed += 1;
    notes.push(`e2e: creating the console staff failed; log: ${path.relative(ROOT, prepLog)}`);
    return;
  }
  console.log(tail(prepLog, 4));
  console.log(`database ready (${secs(tp)})`);

  banner(`e2e: server on :${E2E_PORT}, playwright`);
  try {
    server = await startServer({ port: E2E_PORT, distDir: E2E_DIST, dataDir: E2E_DATA, log: serverLog });
  } catch (e) {
    total.failed += 1;
    notes.push(`e2e: server did not start: ${e instanceof Error ? e.message : e}`);
    return;
  }
  const report = path.join(tmp, 'playwright.json');
  let code;
  try {
    code = await run(bin('playwright'), ['test', '--reporter=list,json', ...pwArgs], {
      env: {
        E2E_BASE_URL: `http://localhost:${E2E_PORT}`,
        PLAYWRIGHT_JSON_OUTPUT_FILE: report,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        E2E_STAFF: process.env.E2E_STAFF ?? '[]',
        FORCE_COLOR: '0',
      },
      timeoutMs: 40 * 60_000,
    });
  } finally {
    const s = server;
    server = null;
    const ex = await s.stop();
    if (ex.signal === 'SIGKILL') notes.push('e2e: server needed SIGKILL to stop');
  }
  countPlaywright(readJson(report), code);
  console.log(`e2e stage ${secs(t)}; server log: ${path.relative(ROOT, serverLog)}`);
}

/** The e2e build for the stages after it (built here when the e2e stage did not run). */
async function ensureBuild(stage) {
  if (fs.existsSync(path.join(E2E_DIST, 'BUILD_ID')) && (want('e2e') || noBuild)) return true;
  banner(`${stage}: next build → ${E2E_DIST}/`);
  const buildLog = path.join(ROOT, E2E_DATA + '-logs', 'e2e-build.log');
  fs.rmSync(buildLog, { force: true });
  const code = await buildApp({ distDir: E2E_DIST, dataDir: path.join(E2E_DATA, 'build-throwaway'), log: buildLog });
  if (code !== 0) {
    console.log(tail(buildLog, 60));
    total.failed += 1;
    notes.push(`${stage}: next build failed (exit ${code})`);
    return false;
  }
  return true;
}

/** Node's test runner (TAP) over tests/cluster: two instances behind nginx on PostgreSQL, cache in Redis. */
async function clusterStage() {
  const t = Date.now();
  if (!(await ensureBuild('cluster'))) return;
  banner('cluster: two instances + nginx (tests/cluster)');
  const out = path.join(tmp, 'cluster.tap');
  const files = fs
    .readdirSync(path.join(ROOT, 'tests', 'cluster'))
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => path.join('tests', 'cluster', f));
  const code = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=tap',
      `--test-reporter-destination=${out}`,
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      ...files,
    ],
    {
      env: { CLUSTER_DIST: E2E_DIST, ...(process.env.TEST_PG_URL ? { TEST_PG_URL: process.env.TEST_PG_URL } : {}) },
      timeoutMs: 20 * 60_000,
    },
  );
  const tap = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  const count = (k) => Number(new RegExp(`^# ${k} (\\d+)`, 'm').exec(tap)?.[1] ?? 0);
  if (!tap) {
    total.failed += 1;
    notes.push(`cluster: the test runner wrote no report (exit ${code})`);
    return;
  }
  // A skipped describe() counts no test: count it as one skipped test.
  const suiteSkips = (tap.match(/^ok \d+ - .* # SKIP/gm) ?? []).length;
  const [passed, failed, skipped] = [
    count('pass'),
    count('fail') + count('cancelled'),
    count('skipped') + (count('tests') === 0 ? suiteSkips : 0),
  ];
  total.passed += passed;
  total.failed += failed;
  total.skipped += skipped;
  if (code !== 0 && failed === 0) {
    total.failed += 1;
    notes.push(`cluster: test runner exited ${code} without a failed test`);
  }
  const why = /^ok \d+ - .* # SKIP (.*)$/m.exec(tap)?.[1];
  if (skipped && why) notes.push(`cluster: skipped — ${why.trim()}`);
  console.log(`cluster: ${passed} passed, ${failed} failed, ${skipped} skipped (${secs(t)})`);
}

/** bench/run.ts --suites soak,faults, short: each check of the suites is a test. */
async function resilienceStage() {
  const t = Date.now();
  if (!(await ensureBuild('resilience'))) return;
  // Through the balancer when a cluster can run here (its own database and Redis keys, removed afterwards).
  const pgAdmin = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const why = await clusterPrerequisites({ pgUrl: pgAdmin, redisUrl });
  const tag = (process.env.CLUSTER_TAG ?? '').replace(/[^A-Za-z0-9_]/g, '');
  const dbName = `mall_resilience_${tag ? `${tag}_` : ''}${process.pid}`;
  const dbUrl = (() => {
    const u = new URL(pgAdmin);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  const port = process.env.RESILIENCE_PORT || '3330';
  const out = path.join(tmp, 'resilience.json');
  const common = [
    'bench/run.ts',
    '--suites',
    'soak,faults',
    '--soak',
    process.env.SOAK_SECONDS || '30',
    '--dist',
    E2E_DIST,
    '--no-build',
    '--out',
    out,
    '--port',
    port,
  ];
  const args = why
    ? [...common, '--connections', '50', '--data', `${E2E_DATA}-bench`]
    : [...common, '--connections', '20', '--cluster', '--database-url', dbUrl];
  if (why) notes.push(`resilience: on one embedded server, not through the balancer — ${why}`);
  banner(
    `resilience: short soak (45 s warm-up + 30 s) + faults (bench suites)${why ? ', one server' : `, two instances behind nginx on :${port}`}`,
  );
  const code = await run(bin('tsx'), args, {
    timeoutMs: 30 * 60_000,
    env: why ? {} : { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `bench-${dbName}` },
  });
  if (!why) {
    await dropDatabase(dbUrl).catch(() => {});
    await dropRedisKeys(redisUrl, `bench-${dbName}`);
    fs.rmSync(path.join(ROOT, '.data', `bench-pg-${dbName}.seeded`), { force: true });
  }
  const r = readJson(out);
  if (!r) {
    total.failed += 1;
    notes.push(`resilience: the bench wrote no results (exit ${code}); logs in .data/bench-logs/`);
    return;
  }
  let passed = 0;
  let failed = 0;
  for (const [name, suite] of Object.entries(r.suites ?? {})) {
    if (suite.error) {
      failed += 1;
      notes.push(`resilience: ${name} failed to run: ${suite.error.slice(0, 300)}`);
    }
    for (const c of suite.checks ?? []) {
      if (c.ok) passed += 1;
      else {
        failed += 1;
        notes.push(`resilience: ✗ ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
      }
    }
    for (const n of suite.notes ?? []) if (/skipped/.test(n)) notes.push(`resilience: ${n}`);
  }
  total.passed += passed;
  total.failed += failed;
  console.log(`resilience: ${passed} passed, ${failed} failed (${secs(t)})`);
}

/** ESLint over the repository: one pass when it reports no error, one failure per error. */
async function lintStage() {
  const t = Date.now();
  banner('lint: eslint (Next rules, layer boundaries, unused disable comments)');
  const out = path.join(tmp, 'eslint.json');
  const code = await run(
    bin('eslint'),
    ['.', '--report-unused-disable-directives', '--format', 'json', '--output-file', out],
    { timeoutMs: 15 * 60_000 },
  );
  const r = readJson(out);
  if (!r) {
    total.failed += 1;
    notes.push(`lint: eslint produced no report (exit ${code})`);
    return;
  }
  let errors = 0;
  let warnings = 0;
  for (const f of r) {
    for (const m of f.messages) {
      const where = `${path.relative(ROOT, f.filePath)}:${m.line}`;
      if (m.severity === 2) {
        errors += 1;
        if (errors <= 30)
          notes.push(`lint: ✗ ${where} ${m.ruleId ?? '(unused directive)'} — ${m.message.split('\n')[0]}`);
      } else {
        warnings += 1;
      }
    }
  }
  if (errors > 30) notes.push(`lint: … and ${errors - 30} more errors (npm run lint)`);
  if (warnings) notes.push(`lint: ${warnings} warning(s) (npm run lint)`);
  if (errors === 0) total.passed += 1;
  total.failed += errors;
  if (code !== 0 && errors === 0) {
    total.failed += 1;
    notes.push(`lint: eslint exited ${code} without an error`);
  }
  console.log(
    `lint: ${errors === 0 ? 1 : 0} passed, ${errors} failed, ${warnings} warning(s) in ${r.length} files (${secs(t)})`,
  );
  formatStage();
}

/** Prettier: one pass when every file is formatted, one failure per file that is not (`npm run format` fixes). */
function formatStage() {
  const t = Date.now();
  const r = spawnSync(bin('prettier'), ['--list-different', '.'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const files = (r.stdout ?? '').split('\n').filter(Boolean);
  if (r.status !== 0 && files.length === 0) {
    total.failed += 1;
    notes.push(`format: prettier exited ${r.status}: ${(r.stderr ?? '').split('\n')[0]}`);
    return;
  }
  for (const f of files.slice(0, 30)) notes.push(`format: ✗ ${f} is not formatted (npm run format)`);
  if (files.length > 30) notes.push(`format: … and ${files.length - 30} more files`);
  if (files.length === 0) total.passed += 1;
  total.failed += files.length;
  console.log(`format: ${files.length === 0 ? 1 : 0} passed, ${files.length} failed (${secs(t)})`);
}

if (want('lint')) await lintStage();
const jestProjects = ['unit', 'api'].filter(want);
if (jestProjects.length) await jestStage(jestProjects);
if (want('e2e')) await e2eStage();
if (want('cluster')) await clusterStage();
if (want('resilience')) await resilienceStage();

fs.rmSync(tmp, { recursive: true, force: true });
console.log('');
for (const n of notes) console.log(`! ${n}`);
console.log(`(total ${secs(t0)})`);
const line = `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`;
process.exitCode = total.failed > 0 ? 1 : 0;
process.stdout.write(line + '\n');
