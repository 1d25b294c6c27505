/**
 * npm run bench — build the app into .next-bench, seed its own embedded database (.data/bench-db), start the built
 * server on 127.0.0.1:3300, run every suite in bench/suites/, write bench/results/latest.json (+ a timestamped
 * copy) and print a table. See bench/README.md.
 *
 * Options:
 *   --products N      seed the large catalogue (`npm run seed -- --products N`) instead of the demo one
 *   --duration S      measured seconds per load run (default 10)     --warmup S   warm-up seconds (default 3)
 *   --connections C   concurrent connections (default 50)           --suites a,b only these suites
 *   --no-build        reuse the existing .next-bench build           --reuse-data keep .data/bench-db if seeded alike
 *   --port P          (default 3300)
 *   --soak S          seconds of the soak suite's mixed traffic (default 300)
 *   --dist DIR        build folder (default .next-bench; test-all passes the e2e build with --no-build)
 *   --out FILE        write the results there instead of bench/results/ (test-all's short CI runs)
 *   --data DIR        the bench database folder (default .data/bench-db)
 *   --database-url U  run the server on PostgreSQL (postgres://…/name, the production configuration) instead of the
 *                     embedded folder: the database is dropped, created, migrated and seeded unless --reuse-data finds
 *                     it seeded alike (marker .data/bench-pg-<name>.seeded); data copies are PGlite-only and skipped
 *   --cluster         (with --database-url) two supervised instances behind nginx with the cache in Redis
 *                     (REDIS_URL, default redis://127.0.0.1:6379; keys REDIS_KEY_PREFIX, default bench-<database>),
 *                     as `npm run cluster` runs them: the suites load the balancer (issue 32)
 *   --ports A,B       the instances' ports (default port+1,port+2)    --lb-port P  nginx's port (default --port)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { ROOT, buildApp, prepareDb, startServer, tail, type Server } from '../scripts/lib/harness.mjs';
import {
  dropDatabase,
  ensureDatabase,
  prepareDatabase,
  runDir,
  startCluster,
  type Cluster,
} from '../scripts/lib/cluster.mjs';
import { openDb, type DbTarget } from '../lib/db/client';
import { RssSampler, waitIdle, fetchOnce, load, paced, seededRandom, ttfb } from './lib';
import type { BenchCluster, BenchContext, BenchSuite, Sample, SuiteResult } from './types';

process.chdir(ROOT);

function parseArgs(argv: string[]) {
  const get = (name: string) => {
    const i = argv.findIndex((a) => a === name || a.startsWith(`${name}=`));
    if (i < 0) return undefined;
    const a = argv[i]!;
    return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
  };
  const num = (name: string, def: number, max: number) => {
    const v = get(name);
    if (v === undefined) return def;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0 || n > max) throw new Error(`${name} must be a number in (0, ${max}]`);
    return n;
  };
  const products = get('--products');
  return {
    products: products ? num('--products', 0, 5_000_000) : ('demo' as const),
    duration: num('--duration', 10, 600),
    warmup: Number(get('--warmup') ?? 3),
    connections: num('--connections', 50, 1000),
    port: num('--port', 3300, 65535),
    suites: get('--suites')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    noBuild: argv.includes('--no-build'),
    reuseData: argv.includes('--reuse-data'),
    soakSeconds: num('--soak', 300, 3600),
    dist: get('--dist'),
    out: get('--out'),
    data: get('--data'),
    databaseUrl: get('--database-url'),
    cluster: argv.includes('--cluster'),
    ports: get('--ports'),
    lbPort: get('--lb-port'),
  };
}

const args = parseArgs(process.argv.slice(2));
const DIST = args.dist ?? '.next-bench';
// Not .data/bench: that folder holds other suites' fixture caches (structure search).
const DATA = args.data ?? '.data/bench-db';
const PG_URL = args.databaseUrl && /^postgres(ql)?:\/\//.test(args.databaseUrl) ? args.databaseUrl : null;
if (args.databaseUrl && !PG_URL) throw new Error(`--database-url must be postgres://…/name, not ${args.databaseUrl}`);
if (args.cluster && !PG_URL)
  throw new Error('--cluster needs --database-url postgres://…/name (instances share one PostgreSQL)');
const CLUSTER_PORTS = args.cluster
  ? (args.ports ?? `${args.port + 1},${args.port + 2}`).split(',').map((p) => Number(p.trim()))
  : [];
const LB_PORT = Number(args.lbPort ?? args.port);
if (
  args.cluster &&
  (CLUSTER_PORTS.length < 2 || CLUSTER_PORTS.some((p) => !Number.isInteger(p) || p <= 0 || p > 65535))
)
  throw new Error('--ports needs two or more ports');
/** Where the bench catalogue lives: the embedded folder, or the PostgreSQL database of --database-url. */
const TARGET: DbTarget = PG_URL
  ? { kind: 'postgres', url: PG_URL }
  : { kind: 'pglite', dataDir: path.resolve(ROOT, DATA) };
/** The PostgreSQL database's name (its seeded marker: .data/bench-pg-<name>.seeded). */
const PG_NAME = PG_URL ? decodeURIComponent(new URL(PG_URL).pathname.slice(1)) : null;
const LOGS = path.join(ROOT, '.data', 'bench-logs');
const RESULTS = path.join(ROOT, 'bench', 'results');
const started = Date.now();
const log = (m: string) => console.log(m);
const secs = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

async function loadSuites(): Promise<BenchSuite[]> {
  const dir = path.join(ROOT, 'bench', 'suites');
  const files = fs
    .readdirSync(dir)
    .filter((f) => /\.(ts|mts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .sort();
  const suites: BenchSuite[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as { default?: BenchSuite; suite?: BenchSuite };
    const s = mod.default ?? mod.suite;
    if (!s || typeof s.run !== 'function' || !s.name)
      throw new Error(`bench/suites/${f}: export default { name, run(ctx) }`);
    suites.push(s);
  }
  if (args.suites) return suites.filter((s) => args.suites!.includes(s.name));
  // Opt-in suites (large fixtures of their own, hours to build) only when asked for.
  return suites.filter((s) => !s.optIn || process.env.BENCH_LARGE === '1');
}

/** Reads a random sample of the catalogue (fixed seed) before the server owns the folder. */
async function readSample(): Promise<Sample> {
  const h = await openDb(TARGET);
  try {
    const q = async <T>(s: ReturnType<typeof sql>) => ((await h.db.execute(s)) as unknown as { rows: T[] }).rows;
    const [{ n }] = (await q<{ n: string | number }>(sql`SELECT count(*) AS n FROM products`)) as [
      { n: string | number },
    ];
    await q(sql`SELECT setseed(0.42)`);
    const products = await q<Sample['products'][number]>(
      sql`SELECT id, code, cas, formula, coalesce(nullif(name_zh, ''), name_en) AS name, smiles FROM products ORDER BY random() LIMIT 2000`,
    );
    const ids = products.map((p) => p.id);
    const skus = ids.length
      ? (
          await q<{ p: number; s: number }>(
            sql`SELECT product_id AS p, min(id) AS s FROM skus WHERE product_id IN (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )}) GROUP BY product_id`,
          )
        ).map((r) => [Number(r.p), Number(r.s)] as [number, number])
      : [];
    const categories = (
      await q<{ id: number; name: string; n: string | number }>(
        sql`SELECT c.id, c.name, count(p.id) AS n FROM categories c JOIN products p ON p.category_id = c.id GROUP BY c.id, c.name ORDER BY n DESC LIMIT 200`,
      )
    ).map((c) => ({ id: Number(c.id), name: c.name, products: Number(c.n) }));
    return { productCount: Number(n), products: products.map((p) => ({ ...p, id: Number(p.id) })), skus, categories };
  } finally {
    await h.close();
  }
}

function fmt(v: number | null | undefined): string {
  if (v === null || v === undefined || Number.isNaN(v)) return '—';
  if (Math.abs(v) >= 100) return String(Math.round(v));
  return String(Math.round(v * 100) / 100);
}

async function main() {
  fs.mkdirSync(LOGS, { recursive: true });
  const loadStart = os.loadavg().map((x) => Math.round(x * 100) / 100);
  log(
    `bench: products=${args.products} duration=${args.duration}s warmup=${args.warmup}s connections=${args.connections} port=${args.port}`,
  );

  // 1. Build.
  if (args.noBuild && fs.existsSync(path.join(DIST, 'BUILD_ID'))) log(`▸ reusing ${DIST}/ (--no-build)`);
  else {
    const t = Date.now();
    log(`▸ next build → ${DIST}/`);
    const code = await buildApp({
      distDir: DIST,
      dataDir: path.join(DATA, 'build-throwaway'),
      log: path.join(LOGS, 'build.log'),
    });
    if (code !== 0) throw new Error(`next build failed:\n${tail(path.join(LOGS, 'build.log'), 60)}`);
    log(`  build ok (${secs(t)})`);
  }

  // 2. Database.
  const marker = PG_NAME
    ? path.join(ROOT, '.data', `bench-pg-${PG_NAME}.seeded`)
    : `${path.resolve(ROOT, DATA)}.seeded`;
  const want = String(args.products);
  const present = PG_URL ? true : fs.existsSync(DATA);
  if (args.reuseData && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === want && present)
    log(`▸ reusing ${PG_URL ?? DATA} (${want})`);
  else {
    const t = Date.now();
    log(
      `▸ fresh database ${PG_URL ?? DATA} (${args.products === 'demo' ? 'demo catalogue' : `${args.products} products`})`,
    );
    fs.rmSync(marker, { force: true });
    const seedArgs = args.products === 'demo' ? [] : ['--products', String(args.products)];
    if (PG_URL) {
      // A fresh database (the seed leaves a seeded one alone): dropped, created, then migrated and seeded.
      await dropDatabase(PG_URL);
      await ensureDatabase(PG_URL);
    }
    const prep = PG_URL
      ? await prepareDatabase(PG_URL, path.join(LOGS, 'prepare.log'), seedArgs)
      : await prepareDb({ dataDir: DATA, seedArgs, log: path.join(LOGS, 'prepare.log') });
    if (prep.code !== 0) throw new Error(`${prep.step} failed:\n${tail(path.join(LOGS, 'prepare.log'), 40)}`);
    fs.writeFileSync(marker, want);
    log(`  database ready (${secs(t)})`);
  }
  const sample = await readSample();
  log(
    `  catalogue: ${sample.productCount} products, sample ${sample.products.length}, ${sample.categories.length} categories with products`,
  );
  if (sample.products.length === 0) throw new Error('the bench catalogue is empty (is scripts/seed.ts there?)');

  // 3. Suites' fixtures, written before the server owns the folder; a copy of the database for suites that run
  //    servers of their own (faults).
  const suites = await loadSuites();
  const opts = {
    duration: args.duration,
    warmup: args.warmup,
    connections: args.connections,
    products: args.products,
    soakSeconds: args.soakSeconds,
    port: args.port,
  };
  let dataCopy: string | null = null;
  if (!PG_URL && suites.some((s) => s.wantsDataCopy)) {
    dataCopy = `${path.resolve(ROOT, DATA)}-copy`;
    fs.rmSync(dataCopy, { recursive: true, force: true });
    fs.cpSync(path.resolve(ROOT, DATA), dataCopy, { recursive: true });
  }
  if (suites.some((s) => s.prepare)) {
    const h = await openDb(TARGET);
    try {
      for (const s of suites) if (s.prepare) await s.prepare({ db: h.db, opts });
    } finally {
      await h.close();
    }
  }

  // 4. Server (or the cluster).
  let server: Server | undefined;
  let stopCluster: (() => Promise<void>) | undefined;
  const stop = async () => {
    if (server) {
      const s = server;
      server = undefined;
      await s.stop();
    }
    if (stopCluster) {
      const s = stopCluster;
      stopCluster = undefined;
      await s();
    }
  };
  for (const sig of ['SIGINT', 'SIGTERM'] as const) process.once(sig, () => void stop().then(() => process.exit(130)));

  const t = Date.now();
  // The load generator is one client on 127.0.0.1: exempt it from the per-IP limits (lib/api/limits.ts).
  // The soak's virtual buyers come "through a proxy" (X-Forwarded-For 10.x.y.z, one address each, as behind nginx):
  // per-IP limits then count per buyer; their searches are exempt like the generator's own.
  const serverEnv = { RATE_LIMIT_EXEMPT: '127.0.0.1,::1,10.0.0.0/8', TRUSTED_PROXIES: '127.0.0.1,::1' };
  let cluster: Cluster | undefined;
  const clusterLog: string[] = [];
  if (args.cluster) {
    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
    const keyPrefix = process.env.REDIS_KEY_PREFIX || `bench-${PG_NAME}`;
    log(
      `▸ cluster: instances ${CLUSTER_PORTS.map((p) => `:${p}`).join(', ')} behind nginx :${LB_PORT}, cache in Redis (keys ${keyPrefix}:*)`,
    );
    cluster = await startCluster({
      distDir: DIST,
      databaseUrl: PG_URL!,
      redisUrl,
      ports: CLUSTER_PORTS,
      lbPort: LB_PORT,
      dir: runDir('bench'),
      env: { ...serverEnv, REDIS_KEY_PREFIX: keyPrefix },
      say: (m) => {
        clusterLog.push(`${new Date().toISOString().slice(11, 19)} ${m}`);
        log(`  [cluster] ${m}`);
      },
    });
    const c = cluster;
    stopCluster = () => c.stop();
    // The instances and nginx run in process groups of their own: they never outlive the bench.
    process.once('exit', () => c.killAllNow());
    log(`  logs: ${path.relative(ROOT, c.dir)}/`);
  } else {
    server = await startServer({
      port: args.port,
      distDir: DIST,
      dataDir: DATA,
      databaseUrl: PG_URL ?? undefined,
      log: path.join(LOGS, 'server.log'),
      env: serverEnv,
    });
  }
  const baseUrl = cluster ? cluster.lb.url : `http://127.0.0.1:${args.port}`;
  const firstPid = cluster ? cluster.instances[0]!.pid! : server!.pid;
  // RSS: the process tree of the server, or of every current instance.
  const samplers = new Map<number, RssSampler>();
  const samplerOf = (pid: number) => {
    let r = samplers.get(pid);
    if (!r) samplers.set(pid, (r = new RssSampler(pid)));
    return r;
  };
  const rssOfPort = (port: number) => {
    const pid = cluster?.instances.find((i) => i.port === port)?.pid;
    return pid ? samplerOf(pid).nowMb() : 0;
  };
  const rss = samplerOf(firstPid);
  const rssNow = () => (cluster ? cluster.instances.reduce((sum, i) => sum + rssOfPort(i.port), 0) : rss.nowMb());
  const peakSince = (since: number) =>
    cluster ? [...samplers.values()].reduce((sum, r) => sum + r.peakMb(since), 0) : rss.peakMb(since);
  log(
    `▸ ${cluster ? `cluster of ${cluster.instances.length}` : `server pid ${firstPid}`} ready in ${secs(t)}, RSS ${rssNow()} MB`,
  );
  // Start-up work runs in the background after "ready" (planner-statistics check, structure index build): measuring
  // during it would charge the first suite for it. Wait until the server has been idle for 2 s (at most 180 s).
  let idleSeconds = 0;
  let idleTimedOut = false;
  for (const pid of cluster ? cluster.instances.map((i) => i.pid!) : [firstPid]) {
    const idle = await waitIdle(pid, { idleSeconds: 2, maxSeconds: 180 });
    idleSeconds += idle.seconds;
    idleTimedOut ||= idle.timedOut;
  }
  const rssIdle = rssNow();
  log(
    `  start-up work done after ${idleSeconds.toFixed(1)} s${idleTimedOut ? ' (timed out: still busy)' : ''}, RSS ${rssIdle} MB`,
  );
  const benchCluster: BenchCluster | null = cluster
    ? {
        lbUrl: cluster.lb.url,
        instances: cluster.instances.map((i) => ({
          port: i.port,
          url: i.url,
          pid: () => i.pid,
          rssMb: () => rssOfPort(i.port),
        })),
        kill: (port, signal) => cluster!.kill(port, signal),
        rollingRestart: () => cluster!.rollingRestart(),
        log: clusterLog,
        databaseUrl: PG_URL!,
      }
    : null;

  const results: Record<string, SuiteResult & { seconds: number; rssPeakMb: number; error?: string }> = {};
  try {
    for (const [i, suite] of suites.entries()) {
      log(`\n▸ suite ${suite.name}${suite.description ? ` — ${suite.description}` : ''}`);
      const random = seededRandom(1000 + i);
      const ctx: BenchContext = {
        baseUrl,
        pid: firstPid,
        opts,
        cluster: benchCluster,
        distDir: DIST,
        dataCopy,
        sample,
        random,
        pick: <T>(list: readonly T[]) => {
          if (list.length === 0) throw new Error('pick from an empty list');
          return list[Math.floor(random() * list.length)]!;
        },
        load: (o) =>
          load(baseUrl, { connections: args.connections, duration: args.duration, warmup: args.warmup }, rss, o, log),
        ttfb: (next, o) => ttfb(baseUrl, next, o),
        paced: (next, o) =>
          paced(baseUrl, next, {
            rate: o.rate,
            connections: o.connections ?? args.connections,
            seconds: o.seconds ?? args.duration,
          }),
        fetch: (req) => fetchOnce(baseUrl, req),
        rssMb: rssNow,
        log,
      };
      const mark = Date.now();
      try {
        const r = await suite.run(ctx);
        results[suite.name] = { ...r, seconds: Math.round((Date.now() - mark) / 100) / 10, rssPeakMb: peakSince(mark) };
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        log(`  ✗ ${error}`);
        results[suite.name] = {
          metrics: {},
          error,
          seconds: Math.round((Date.now() - mark) / 100) / 10,
          rssPeakMb: peakSince(mark),
        };
      }
      if (server?.exited())
        throw new Error(`the server died during suite ${suite.name}; see ${path.join(LOGS, 'server.log')}`);
    }
  } finally {
    for (const r of samplers.values()) r.stop();
    await stop();
  }

  // 5. Results.
  const rssPeak = peakSince(0);
  const out = {
    when: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      memGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      // 1/5/15-minute load averages: numbers taken on a busy machine are not comparable.
      loadavgStart: loadStart,
      loadavgEnd: os.loadavg().map((x) => Math.round(x * 100) / 100),
    },
    options: {
      products: args.products,
      duration: args.duration,
      warmup: args.warmup,
      connections: args.connections,
      database: PG_URL ? 'postgres' : 'pglite',
      ...(cluster ? { cluster: { instances: CLUSTER_PORTS.length, balancer: 'nginx', cache: 'redis' } } : {}),
    },
    catalogue: { products: sample.productCount, categoriesWithProducts: sample.categories.length },
    server: { rssIdleMb: rssIdle, rssPeakMb: rssPeak, ...(cluster ? { supervisor: clusterLog } : {}) },
    suites: results,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  const json = JSON.stringify(out, null, 2) + '\n';
  if (args.out) {
    fs.mkdirSync(path.dirname(path.resolve(args.out)), { recursive: true });
    fs.writeFileSync(args.out, json);
  } else {
    fs.mkdirSync(RESULTS, { recursive: true });
    fs.writeFileSync(path.join(RESULTS, 'latest.json'), json);
    fs.writeFileSync(path.join(RESULTS, `${out.when.replace(/[:.]/g, '-')}.json`), json);
  }

  log(`\n${'metric'.padEnd(44)} value`);
  log(`${'-'.repeat(44)} ------`);
  for (const [name, r] of Object.entries(results)) {
    if (r.error) log(`${`${name}: ERROR`.padEnd(44)} ${r.error.slice(0, 80)}`);
    for (const [k, v] of Object.entries(r.metrics)) log(`${`${name}.${k}`.padEnd(44)} ${fmt(v)}`);
    for (const n of r.notes ?? []) log(`  note: ${n}`);
    for (const c of r.checks ?? []) log(`  ${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
  }
  log(`${'server.rss_idle_mb'.padEnd(44)} ${rssIdle}`);
  log(`${'server.rss_peak_mb'.padEnd(44)} ${rssPeak}`);
  log(
    `machine load average: ${loadStart.join(' ')} at start, ${out.machine.loadavgEnd.join(' ')} at end (${out.machine.cpus} CPUs)`,
  );
  if (Math.max(loadStart[0]!, out.machine.loadavgEnd[0]!) > out.machine.cpus)
    log('! the machine was busy: compare ratios, not absolute numbers');
  log(`\nwrote ${args.out ?? 'bench/results/latest.json'} (${out.seconds} s)`);
  if (Object.values(results).some((r) => r.error || r.checks?.some((c) => !c.ok))) process.exitCode = 1;
}

main().catch((e) => {
  console.error(`✗ bench failed: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
