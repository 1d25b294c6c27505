/**
 * Faults (issue 15). With `--cluster` (issue 32) it first runs bench/cluster-faults.ts: /readyz's latency, kill -9 of
 * one of two instances behind nginx under load (restarted by the supervisor), a rolling restart under load. Then, in
 * every mode, servers of its own next to the bench server (same build), so killing them disturbs nothing:
 *
 * 1. kill -9 while orders are being placed (embedded PGlite: a copy of the bench database, or on PostgreSQL a small
 *    catalogue of its own; FAULTS_PGLITE=0 leaves it out): 20 buyers put 1-3
 *    stock-kept packages in their carts and place orders back to back; after a few seconds the server and everything
 *    it started get SIGKILL. Then it starts again on the same folder — it must start clean and serve — and, stopped,
 *    the database must show every order whole (its lines, its 'placed' event, amounts that add up) or absent, every
 *    acknowledged order present, and no stock lost: stock before = stock after + units reserved by the orders.
 *
 * 2. PostgreSQL restart under load: a throw-away PostgreSQL server of this suite's own (initdb in a temp folder, run
 *    as the `postgres` user when we are root — the machine's shared server is never touched), the demo catalogue
 *    (--limit 400), one app instance, 20 buyers browsing, searching, listing and filling carts and ordering. The
 *    server stops (pg_ctl stop -m fast), stays down 2 s and starts again. During the outage every API answer must be
 *    the spec's envelope with code 0 and 系统繁忙，请稍后再试 (HTTP 503), no bare 500 page; after PostgreSQL is back
 *    the app must answer normally within 5 s without a restart (recovery = start of the first run of requests that
 *    all succeed until the end). FAULTS_PG_URL + FAULTS_PG_RESTART (a shell command, e.g.
 *    `pg_ctlcluster 15 main restart`) run part 2 against an existing server instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../../lib/db/client';
import { startInstance, type Instance } from '../../scripts/lib/cluster.mjs';
import { ROOT, prepareDb, tail } from '../../scripts/lib/harness.mjs';
import type { BenchContext, BenchSuite, Check } from '../types';
import { clusterFaults } from '../cluster-faults';
import { pgRestartUnderLoad } from '../faults-pg-restart';
import {
  API,
  Client,
  audit,
  buyerHeaders,
  envelopeOf,
  kill9Tree,
  makeBuyers,
  sleep,
  snapshot,
  stockPackages,
  type Ack,
  type Buyer,
  type Pkg,
} from '../resilience';

const LOGS = path.join(ROOT, '.data', 'bench-logs');

/** One placement loop per buyer until `stop()`; acknowledged orders are collected. */
function orderLoad(client: Client, buyers: Buyer[], pkgs: Pkg[], random: () => number) {
  let running = true;
  const acks: Ack[] = [];
  let attempts = 0;
  let failures = 0;
  const loops = buyers.map(async (b, i) => {
    while (running) {
      attempts++;
      const n = 1 + Math.floor(random() * 3);
      let ok = true;
      for (let k = 0; k < n && running; k++) {
        const p = pkgs[(i * 5 + k + Math.floor(random() * 4)) % pkgs.length]!;
        const r = await client.request('POST', `${API.order}/buy/car/insert`, {
          body: { skuId: p.skuId, num: 1 + Math.floor(random() * 3) },
          headers: buyerHeaders(b),
          timeoutMs: 10_000,
        });
        if (envelopeOf(r)?.code !== 1) ok = false;
      }
      if (!running) break;
      const key = `fault-${b.userId}-${Date.now()}-${Math.floor(random() * 1e9)}`;
      const r = await client.request('POST', `${API.order}/order/submit`, {
        body: { idempotencyKey: key, addressId: b.addressId },
        headers: buyerHeaders(b),
        timeoutMs: 10_000,
      });
      const env = envelopeOf<{ id: number; orderNo: string }>(r);
      if (env?.code === 1) acks.push({ orderNo: env.data.orderNo, id: env.data.id });
      else {
        failures++;
        ok = false;
      }
      if (!ok) await sleep(50);
    }
  });
  return {
    acks,
    stats: () => ({ attempts, failures }),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function killDuringOrders(
  ctx: BenchContext,
  checks: Check[],
  metrics: Record<string, number | null>,
  rounds: number,
) {
  const dir = path.join(ROOT, '.data', 'bench-faults-pglite');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.rmSync(`${dir}.server.pid`, { force: true });
  if (ctx.dataCopy) fs.cpSync(ctx.dataCopy, dir, { recursive: true });
  else {
    // The bench runs on PostgreSQL (--database-url, --cluster): a small embedded catalogue of its own.
    const prepLog = path.join(LOGS, 'faults-pglite-prepare.log');
    fs.rmSync(prepLog, { force: true });
    const prep = await prepareDb({ dataDir: dir, seedArgs: ['--limit', '400'], log: prepLog });
    if (prep.code !== 0)
      throw new Error(`faults: preparing an embedded database failed (${prep.step}):\n${tail(prepLog, 20)}`);
  }
  let h = await openDb({ kind: 'pglite', dataDir: dir });
  const buyers = await makeBuyers(h.db, 20, 7);
  const pkgs = await stockPackages(h.db, 30, 1000);
  let before = await snapshot(h.db, pkgs);
  await h.close();

  const port = ctx.opts.port + 10;
  const log = path.join(LOGS, 'faults-pglite.log');
  fs.rmSync(log, { force: true });
  const env = {
    RATE_LIMIT_EXEMPT: '127.0.0.1,::1,10.0.0.0/8',
    TRUSTED_PROXIES: '127.0.0.1,::1',
    STRUCTURE_WARMUP: '0',
  };
  const start = () =>
    startInstance({ port, distDir: ctx.distDir, databaseUrl: dir, env, log, readyPath: '/robots.txt' });
  let server: Instance = await start();
  const restartMs: number[] = [];
  let acked = 0;
  let total = {
    orders: 0,
    broken: [] as string[],
    orphanLines: 0,
    lost: [] as Ack[],
    stockMismatch: [] as string[],
    unitsBefore: 0,
    unitsAfter: 0,
    unitsReserved: 0,
  };
  let servesAfter = true;
  try {
    for (let round = 1; round <= rounds; round++) {
      const client = new Client(server.url, buyers.length);
      const loadRun = orderLoad(client, buyers, pkgs, ctx.random);
      // Let orders flow (at least 10 acknowledged, at least 3 s, at most 20 s), then SIGKILL mid-stream.
      const t0 = Date.now();
      while (Date.now() - t0 < 20_000 && (Date.now() - t0 < 3000 || loadRun.acks.length < 10)) await sleep(200);
      const killed = kill9Tree(server.pid);
      await server.done;
      await loadRun.stop();
      client.close();
      acked += loadRun.acks.length;
      ctx.log(
        `  round ${round}: ${loadRun.acks.length} orders acknowledged, ${loadRun.stats().attempts} attempts, then kill -9 of ${killed.length} process(es)`,
      );

      // Restart on the same folder: it must come up clean and serve the buyer's data.
      const t1 = Date.now();
      server = await start();
      restartMs.push(Date.now() - t1);
      const probe = new Client(server.url, 1);
      const r = await probe.request('GET', `${API.order}/buy/car/list`, { headers: buyerHeaders(buyers[0]!) });
      probe.close();
      if (envelopeOf(r)?.code !== 1) servesAfter = false;
      // Audit with the server stopped (one owner of the folder at a time).
      await server.stop();
      h = await openDb({ kind: 'pglite', dataDir: dir });
      const a = await audit(h.db, before, pkgs, loadRun.acks);
      before = await snapshot(h.db, pkgs);
      await h.close();
      total = {
        orders: total.orders + a.orders,
        broken: [...total.broken, ...a.broken],
        orphanLines: total.orphanLines + a.orphanLines,
        lost: [...total.lost, ...a.lost],
        stockMismatch: [...total.stockMismatch, ...a.stockMismatch],
        unitsBefore: total.unitsBefore + a.unitsBefore,
        unitsAfter: total.unitsAfter + a.unitsAfter,
        unitsReserved: total.unitsReserved + a.unitsReserved,
      };
      ctx.log(
        `    restarted in ${restartMs.at(-1)} ms; ${a.orders} orders in the database, ${a.broken.length} broken, ${a.lost.length} acknowledged but missing, stock ${a.stockMismatch.length ? 'MISMATCH' : 'conserved'}`,
      );
      if (round < rounds) server = await start();
    }
  } finally {
    await server.stop().catch(() => {});
  }
  const crashLog = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  metrics.kill9_rounds = rounds;
  metrics.kill9_orders_acknowledged = acked;
  metrics.kill9_orders_in_db = total.orders;
  metrics.kill9_orders_broken = total.broken.length + total.orphanLines;
  metrics.kill9_orders_lost = total.lost.length;
  metrics.kill9_stock_units_reserved = total.unitsReserved;
  metrics.kill9_stock_units_lost = total.unitsBefore - total.unitsAfter - total.unitsReserved;
  metrics.kill9_restart_ms_max = restartMs.length ? Math.max(...restartMs) : null;
  checks.push(
    {
      name: `kill -9 (PGlite): the server restarts clean and serves after each of ${rounds} crash(es)`,
      ok:
        servesAfter && restartMs.length === rounds && !/PGlite.*(corrupt|abort)|RuntimeError: Aborted/i.test(crashLog),
      detail: `restart ${restartMs.join(', ')} ms`,
    },
    {
      name: 'kill -9 (PGlite): every order whole or absent',
      ok: total.broken.length === 0 && total.orphanLines === 0,
      detail: total.broken.slice(0, 3).join('; ') || `${total.orders} orders checked`,
    },
    {
      name: 'kill -9 (PGlite): every acknowledged order is in the database',
      ok: total.lost.length === 0 && acked > 0,
      detail: `${acked} acknowledged, ${total.lost.length} missing`,
    },
    {
      name: 'kill -9 (PGlite): no stock lost (stock before = stock after + units reserved by orders)',
      ok: total.stockMismatch.length === 0,
      detail:
        total.stockMismatch.slice(0, 3).join('; ') ||
        `${total.unitsBefore} = ${total.unitsAfter} + ${total.unitsReserved}`,
    },
  );
}

const suite: BenchSuite = {
  name: 'faults',
  description:
    'kill -9 while ordering: orders whole, stock kept (with --cluster: one of two instances behind nginx, restarted; rolling restart); PostgreSQL restart under load: 系统繁忙 then recovery',
  wantsDataCopy: true,
  async run(ctx) {
    const checks: Check[] = [];
    const metrics: Record<string, number | null> = {};
    const notes: string[] = [];
    // Through the balancer (bench/cluster-faults.ts); the single embedded server otherwise.
    if (ctx.cluster) await clusterFaults(ctx, checks, metrics, notes);
    // The embedded database's own crash safety (the demo's configuration), in every mode: FAULTS_PGLITE=0 leaves it out.
    if (process.env.FAULTS_PGLITE === '0') notes.push('kill -9 (PGlite): skipped (FAULTS_PGLITE=0)');
    else await killDuringOrders(ctx, checks, metrics, ctx.opts.soakSeconds >= 180 ? 3 : 1);
    // FAULTS_PG_OUTAGE=0 leaves out the PostgreSQL restart (its server and instance take ports + 20 and + 11; the
    // embedded kill -9 above takes port + 10).
    if (process.env.FAULTS_PG_OUTAGE === '0') notes.push('PostgreSQL restart: skipped (FAULTS_PG_OUTAGE=0)');
    else await pgRestartUnderLoad(ctx, checks, metrics, notes);
    return { metrics, checks, notes };
  },
};

export default suite;
