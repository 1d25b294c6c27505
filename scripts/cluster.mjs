#!/usr/bin/env node
/**
 * npm run cluster — two app instances on one PostgreSQL behind nginx, with the shared page cache in Redis.
 *
 *   1. nginx: installed with apt-get when missing (as root; Debian package `nginx`);
 *   2. the database of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/mall_cluster): created when missing,
 *      migrated and seeded (an already seeded database is left alone);
 *   3. `next build` once into NEXT_DIST_DIR (default .next-cluster; skipped when that build exists, --rebuild forces);
 *   4. `next start` twice (ports 3001 and 3002) with DATABASE_URL and REDIS_URL (default redis://127.0.0.1:6379),
 *      then nginx in the foreground on :8080 balancing them round robin (config and logs in .data/cluster/run-*);
 *   5. Ctrl-C (or SIGTERM) stops nginx and both servers.
 *
 * Options: --ports 3001,3002 (two or more)  --lb-port 8080  --no-redis (each instance keeps its own in-memory cache)
 *          --rebuild  --no-build  --no-seed
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, buildApp, tail } from './lib/harness.mjs';
import { ensureDatabase, ensureNginx, prepareDatabase, runDir, safeUrl, startCluster } from './lib/cluster.mjs';

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
const distDir = process.env.NEXT_DIST_DIR || '.next-cluster';

function fail(msg) {
  console.error(`✗ ${msg}`);
  process.exit(1);
}
if (ports.length < 2) fail('--ports needs at least two ports, e.g. --ports 3001,3002');
if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) fail(`DATABASE_URL must be a postgres:// URL: several instances cannot share an embedded PGlite folder (got ${databaseUrl})`);

const t0 = Date.now();
const secs = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
console.log(`标准物质商城 cluster — ${ports.length} instances on ${safeUrl(databaseUrl)}${redisUrl ? `, shared cache ${safeUrl(redisUrl)}` : ', in-memory caches'}`);

if (!ensureNginx()) process.exit(1);

let t = Date.now();
try {
  const created = await ensureDatabase(databaseUrl);
  if (created) console.log(`✓ created database ${new URL(databaseUrl).pathname.slice(1)}`);
} catch (e) {
  fail(`PostgreSQL at ${safeUrl(databaseUrl)} does not answer: ${e instanceof Error ? e.message : e}`);
}
const dir = runDir('run');
if (!has('--no-seed')) {
  console.log('▸ migrate + seed');
  const prep = await prepareDatabase(databaseUrl, path.join(dir, 'prepare.log'));
  if (prep.code !== 0) fail(`${prep.step} failed:\n${tail(path.join(dir, 'prepare.log'), 30)}`);
  console.log(`✓ database ready (${secs(t)})`);
}

if (has('--no-build') || (!has('--rebuild') && fs.existsSync(path.join(distDir, 'BUILD_ID')))) console.log(`✓ using the build in ${distDir}/ (--rebuild to build again)`);
else {
  t = Date.now();
  console.log(`▸ next build → ${distDir}/ (once, for every instance)`);
  const code = await buildApp({ distDir, dataDir: path.join('.data', 'cluster-build-throwaway'), log: path.join(dir, 'build.log') });
  if (code !== 0) fail(`next build failed:\n${tail(path.join(dir, 'build.log'), 40)}`);
  console.log(`✓ build (${secs(t)})`);
}

console.log('▸ starting');
let cluster;
try {
  cluster = await startCluster({ distDir, databaseUrl, redisUrl, ports, lbPort, dir, say: console.log });
} catch (e) {
  fail(e instanceof Error ? e.message : String(e));
}
console.log(`\n✓ http://localhost:${lbPort} (nginx, round robin) — instances ${ports.map((p) => `http://localhost:${p}`).join(', ')} (${secs(t0)})`);
console.log(`  logs: ${path.relative(ROOT, dir)}/  ·  Ctrl-C stops everything`);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\n▸ stopping nginx and the instances');
  await cluster.stop();
  console.log('✓ stopped');
  process.exit(code);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => void shutdown(0));
// Anything that dies on its own takes the rest down with it (no half cluster left running).
const watch = setInterval(() => {
  const dead = cluster.instances.find((i) => i.exited()) ?? (cluster.lb?.exited() ? { port: lbPort } : null);
  if (dead) {
    console.error(`✗ the process on :${dead.port} stopped; see ${path.relative(ROOT, dir)}/`);
    clearInterval(watch);
    void shutdown(1);
  }
}, 1000);
