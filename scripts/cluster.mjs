#!/usr/bin/env node
/**
 * npm run cluster — two app instances on one PostgreSQL behind nginx, with the shared page cache in Redis.
 *
 *   1. nginx: installed with apt-get when missing (as root; Debian package `nginx`);
 *   2. the database of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/mall_cluster): created when missing,
 *      migrated and seeded (skipped when it already carries the last migration and a catalogue);
 *   3. the build: `npm run demo`'s .next when it is current (newer than every source file; the cache handler is
 *      chosen when each server starts, so one build serves the demo and the cluster), else `next build` once into
 *      .next for both (NEXT_DIST_DIR names another folder; --rebuild forces a build; --no-build takes what is there);
 *   4. `next start` twice (ports 3001 and 3002, bound to 127.0.0.1) with DATABASE_URL and REDIS_URL (default
 *      redis://127.0.0.1:6379), then nginx in the foreground on :8080 balancing them (scripts/lib/nginx-config.cjs;
 *      config and logs in .data/cluster/run-*);
 *   5. supervision (issue 32): an instance that dies is restarted with backoff and logged while the other and nginx
 *      keep serving; nginx too. SIGUSR2 (or `npm run cluster -- --restart` from another shell) restarts the instances
 *      one at a time, each drained first;
 *   6. Ctrl-C (or SIGTERM, SIGHUP) stops nginx (requests in flight finish), then the instances (each drains).
 *
 * Options: --ports 3001,3002 (two or more)  --lb-port 8080  --no-redis (each instance keeps its own in-memory cache)
 *          --bind 127.0.0.1 (the instances' address)  --lb-host 127.0.0.1 (nginx's listening address)
 *          --rebuild  --no-build  --no-seed
 *          --restart        rolling restart of the launcher running on --lb-port, then exit
 *          --print-nginx    print the nginx site for --ports/--lb-port (a system nginx, docs/operations/cluster.md)
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildApp, buildIsCurrent, tail } from './lib/harness.mjs';
import {
  databaseIsCurrent,
  ensureDatabase,
  ensureNginx,
  nginxConfig,
  nginxFiles,
  prepareDatabase,
  runDir,
  safeUrl,
  startCluster,
} from './lib/cluster.mjs';

process.chdir(ROOT);
const argv = process.argv.slice(2);
const opt = (name, def) => {
  const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
  if (i < 0) return def;
  return argv[i].includes('=') ? argv[i].slice(argv[i].indexOf('=') + 1) : argv[i + 1];
};
const has = (name) => argv.includes(name);

const ports = String(opt('--ports', '3001,3002'))
  .split(',')
  .map((p) => Number(p.trim()))
  .filter((p) => Number.isInteger(p) && p > 0 && p < 65536);
const lbPort = Number(opt('--lb-port', 8080));
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/mall_cluster';
const redisUrl = has('--no-redis') ? undefined : process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const distDir = process.env.NEXT_DIST_DIR || '.next';
const bind = String(opt('--bind', process.env.CLUSTER_BIND || '127.0.0.1'));
const lbHost = String(opt('--lb-host', '127.0.0.1'));

function fail(msg) {
  console.error(`✗ ${msg}`);
  process.exit(1);
}
if (ports.length < 2) fail('--ports needs at least two ports, e.g. --ports 3001,3002');
if (!Number.isInteger(lbPort) || lbPort <= 0 || lbPort >= 65536) fail('--lb-port needs a port number');

/** The running launcher of this balancer port: its pid and progress (written by it, read by --restart). */
const stateFile = path.join('.data', 'cluster', `launcher-${lbPort}.json`);
const readState = () => {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  } catch {
    return null;
  }
};

if (has('--print-nginx')) {
  // A site for a system nginx on stdout; its error page written under --nginx-dir when that folder can be written.
  const dir = path.resolve(opt('--nginx-dir', '/etc/nginx/mall'));
  process.stdout.write(nginxConfig({ lbPort, upstreams: ports, dir, listen: lbHost, bind, production: true }));
  try {
    for (const [file, text] of Object.entries(nginxFiles())) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
      console.error(`✓ wrote ${path.join(dir, file)}`);
    }
  } catch (e) {
    console.error(
      `! could not write the error page under ${dir} (${e instanceof Error ? e.message : e}); run again as a user who can, or pass --nginx-dir`,
    );
  }
  process.exit(0);
}

if (has('--restart')) {
  // Rolling restart of a running launcher: SIGUSR2, then follow its progress until done.
  const st = readState();
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!st?.pid || !alive(st.pid))
    fail(`no cluster launcher runs for :${lbPort} (${stateFile}); start one with npm run cluster`);
  const asked = Date.now();
  process.kill(st.pid, 'SIGUSR2');
  console.log(
    `▸ rolling restart asked of the launcher (pid ${st.pid}, instances ${st.ports.map((p) => `:${p}`).join(', ')})`,
  );
  let said = 0;
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const now = readState();
    if (!now || !alive(st.pid)) fail('the launcher stopped during the restart');
    const r = now.rolling;
    if (!r || r.askedAt < asked - 1000) continue;
    for (const line of r.log.slice(said)) console.log(`  ${line}`);
    said = r.log.length;
    if (r.finishedAt) {
      if (r.error) fail(`rolling restart failed: ${r.error}`);
      console.log(`✓ rolling restart done in ${((r.finishedAt - r.askedAt) / 1000).toFixed(1)} s`);
      process.exit(0);
    }
  }
}
if (!/^postgres(ql)?:\/\//i.test(databaseUrl))
  fail(
    `DATABASE_URL must be a postgres:// URL: several instances cannot share an embedded PGlite folder (got ${databaseUrl})`,
  );

const t0 = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
console.log(
  `标准物质商城 cluster — ${ports.length} instances on ${safeUrl(databaseUrl)}${redisUrl ? `, shared cache ${safeUrl(redisUrl)}` : ', in-memory caches'}`,
);

if (!ensureNginx()) process.exit(1);

let t = Date.now();
try {
  const created = await ensureDatabase(databaseUrl);
  if (created) console.log(`✓ created database ${new URL(databaseUrl).pathname.slice(1)}`);
} catch (e) {
  fail(`PostgreSQL at ${safeUrl(databaseUrl)} does not answer: ${e instanceof Error ? e.message : e}`);
}
const dir = runDir('run');
if (has('--no-seed')) console.log('▸ migrate + seed skipped (--no-seed)');
else if (await databaseIsCurrent(databaseUrl).catch(() => false))
  console.log(`✓ database current: last migration applied, catalogue seeded (${secs(t)})`);
else {
  console.log('▸ migrate + seed');
  const prep = await prepareDatabase(databaseUrl, path.join(dir, 'prepare.log'));
  if (prep.code !== 0) fail(`${prep.step} failed:\n${tail(path.join(dir, 'prepare.log'), 30)}`);
  console.log(`✓ database ready (${secs(t)})`);
}

if (has('--no-build') && fs.existsSync(path.join(distDir, 'BUILD_ID')))
  console.log(`✓ using the build in ${distDir}/ (--no-build)`);
else if (!has('--rebuild') && buildIsCurrent(distDir))
  console.log(`✓ using the build in ${distDir}/: newer than every source file (--rebuild to build again)`);
else {
  t = Date.now();
  console.log(`▸ next build → ${distDir}/ (once, for every instance)`);
  const code = await buildApp({
    distDir,
    dataDir: path.join('.data', 'cluster-build-throwaway'),
    log: path.join(dir, 'build.log'),
  });
  if (code !== 0) fail(`next build failed:\n${tail(path.join(dir, 'build.log'), 40)}`);
  console.log(`✓ build (${secs(t)})`);
}

console.log('▸ starting');
let cluster;
try {
  cluster = await startCluster({
    distDir,
    databaseUrl,
    redisUrl,
    ports,
    lbPort,
    dir,
    bind,
    lbListen: lbHost,
    say: (m) => console.log(`${new Date().toISOString().slice(11, 19)} ${m}`),
  });
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
console.log(
  `\n✓ http://localhost:${lbPort} (nginx) — instances ${ports.map((p) => `${bind}:${p}`).join(', ')} (${secs(t0)})`,
);
console.log(
  `  logs: ${path.relative(ROOT, dir)}/  ·  supervised: an instance that dies is restarted  ·  rolling restart: npm run cluster -- --restart${lbPort !== 8080 ? ` --lb-port ${lbPort}` : ''}  ·  Ctrl-C stops everything`,
);

const state = { pid: process.pid, lbPort, ports, dir: path.relative(ROOT, dir), startedAt: Date.now(), rolling: null };
const writeState = () => fs.writeFileSync(stateFile, JSON.stringify(state));
writeState();
// Whatever happens to this process, the instances and nginx do not outlive it (they run in process groups of their own).
process.on('exit', () => {
  cluster.killAllNow();
  if (readState()?.pid === process.pid) fs.rmSync(stateFile, { force: true });
});

let stopping = false;
let rolling = null;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n▸ stopping nginx, then the instances (each finishes its requests in flight)');
  await cluster.stop();
  console.log('✓ stopped');
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0));
process.on('SIGUSR2', () => {
  if (stopping || rolling) return;
  const log = [];
  state.rolling = { askedAt: Date.now(), finishedAt: null, error: null, log };
  writeState();
  const say = (m) => {
    console.log(`${new Date().toISOString().slice(11, 19)} ${m}`);
    log.push(m);
    writeState();
  };
  rolling = cluster
    .rollingRestart({ log: say })
    .catch((e) => (state.rolling.error = e instanceof Error ? e.message : String(e)))
    .finally(() => {
      state.rolling.finishedAt = Date.now();
      writeState();
      rolling = null;
    });
});
process.on('uncaughtException', (e) => {
  console.error('✗ launcher error:', e);
  void shutdown(1);
});
