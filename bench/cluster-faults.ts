/**
 * The faults suite through the balancer (issue 32; `npm run bench -- --cluster …`, bench/suites/faults.ts): two
 * supervised instances on PostgreSQL behind nginx, 20 buyers browsing, searching, filling carts and placing orders.
 *
 * 1. /readyz: p50/p99 of one instance's probe, idle (the goal; /healthz interleaved with it gives the machine's own
 *    floor at that moment) and under the load of part 2 (for information).
 * 2. kill -9 of one instance under load (FAULTS_KILL_SECONDS, default 60; the kill after a quarter of it): failed
 *    answers ≤ 0.5 %, the instance serving again (its /readyz 200, a new process) within 30 s, 0 orders lost or
 *    duplicated. A buyer whose order got no answer (a 503 from nginx, a dropped connection) asks again with the same
 *    idempotency key, as the checkout page does; afterwards every acknowledged order is in the database once, no key
 *    has two orders, every order is whole and the stock adds up (bench/resilience.ts audit).
 * 3. Rolling restart under the same load: 0 failed requests.
 */
import { sql } from 'drizzle-orm';
import { openDb, rowsOf } from '../lib/db/client';
import { percentiles } from './lib';
import {
  API,
  Client,
  audit,
  buyerHeaders,
  envelopeOf,
  makeBuyers,
  sleep,
  snapshot,
  stockPackages,
  type Ack,
  type Buyer,
  type Pkg,
  type Resp,
} from './resilience';
import type { BenchCluster, BenchContext, Check } from './types';

type Answer = { t: number; kind: string; ok: boolean; status: number; error?: string; detail?: string };
type OrderTry = { key: string; userId: number; ack: Ack | null; attempts: number };

/** Goal of the kill: failed answers at most this share of all answers. */
const MAX_FAILED_SHARE = 0.005;
/** Goal of the kill: serving again within this. */
const MAX_BACK_MS = 30_000;

/**
 * 20 buyers back to back: goods pages 30 %, keyword search 20, cart list 15, cart add 15, order 20 (a line into the
 * cart, then order/submit, asked again with the same key while the answer is a failure of the shop — up to 5 times).
 */
function buyerLoad(ctx: BenchContext, client: Client, buyers: Buyer[], pkgs: Pkg[]) {
  let running = true;
  const t0 = Date.now();
  const answers: Answer[] = [];
  const orders: OrderTry[] = [];
  const record = (kind: string, r: Resp, api: boolean) => {
    const env = api ? envelopeOf(r) : null;
    const ok = !r.error && r.status >= 200 && r.status < 400 && (!api || env?.code === 1);
    answers.push({
      t: Date.now() - t0,
      kind,
      ok,
      status: r.status,
      error: r.error,
      detail: ok ? undefined : (r.error ?? `${r.status} ${r.body.toString('utf8').slice(0, 120)}`),
    });
    return env;
  };
  const products = ctx.sample.products;
  const loops = buyers.map(async (b, i) => {
    while (running) {
      const x = ctx.random();
      if (x < 0.3)
        record(
          'goods',
          await client.request('GET', `/goodsDetail/${ctx.pick(products).id}`, { timeoutMs: 30_000 }),
          false,
        );
      else if (x < 0.5) {
        const p = ctx.pick(products);
        record(
          'search',
          await client.request('POST', `${API.product}/prodapiitem/product/search`, {
            body: { keyword: p.name.slice(0, 3), pageNo: 1, pageSize: 20 },
            headers: buyerHeaders(null, b.ip),
            timeoutMs: 30_000,
          }),
          true,
        );
      } else if (x < 0.65)
        record(
          'cart_list',
          await client.request('GET', `${API.order}/buy/car/list`, { headers: buyerHeaders(b), timeoutMs: 30_000 }),
          true,
        );
      else {
        const p = pkgs[(i * 3 + Math.floor(ctx.random() * 3)) % pkgs.length]!;
        const ins = record(
          'cart_add',
          await client.request('POST', `${API.order}/buy/car/insert`, {
            body: { skuId: p.skuId, num: 1 },
            headers: buyerHeaders(b),
            timeoutMs: 30_000,
          }),
          true,
        );
        if (x < 0.8 || ins?.code !== 1) continue;
        const o: OrderTry = {
          key: `cluster-${b.userId}-${Date.now()}-${Math.floor(ctx.random() * 1e9)}`,
          userId: b.userId,
          ack: null,
          attempts: 0,
        };
        orders.push(o);
        while (o.attempts < 5) {
          o.attempts++;
          const r = await client.request('POST', `${API.order}/order/submit`, {
            body: { idempotencyKey: o.key, addressId: b.addressId },
            headers: buyerHeaders(b),
            timeoutMs: 30_000,
          });
          const env = record('order', r, true);
          if (env?.code === 1) {
            const d = env.data as { id: number; orderNo: string };
            o.ack = { id: d.id, orderNo: d.orderNo };
            break;
          }
          // A business answer (code 0 with HTTP 200) is final; the shop failing to answer is asked again.
          if (!r.error && r.status < 500) break;
          await sleep(300);
        }
      }
    }
  });
  return {
    answers,
    orders,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * Response times of GET /readyz and, interleaved, of GET /healthz (which checks nothing: the floor this machine's
 * scheduling sets at that moment) on one instance, `n` of each, one request at a time.
 */
async function probeTimes(url: string, n: number): Promise<{ readyz: number[]; healthz: number[] }> {
  const client = new Client(url, 1);
  const out = { readyz: [] as number[], healthz: [] as number[] };
  for (let i = 0; i < n; i++) {
    for (const p of ['readyz', 'healthz'] as const) {
      const r = await client.request('GET', `/${p}`, { timeoutMs: 5000 });
      if (r.status === 200) out[p].push(r.ms);
    }
  }
  client.close();
  return out;
}

function readyzSampler(url: string, everyMs: number) {
  const client = new Client(url, 1);
  const ms: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const r = await client.request('GET', '/readyz', { timeoutMs: 5000 });
      if (r.status === 200) ms.push(r.ms);
      await sleep(everyMs);
    }
  })();
  return {
    ms,
    async stop() {
      running = false;
      await loop;
      client.close();
    },
  };
}

/** Milliseconds from `from` until the instance runs a process other than `oldPid` and answers /readyz 200. */
async function backAfter(
  inst: BenchCluster['instances'][number],
  oldPid: number,
  from: number,
  limitMs = 120_000,
): Promise<number | null> {
  const client = new Client(inst.url, 1);
  try {
    while (Date.now() - from < limitMs) {
      const pid = inst.pid();
      if (pid && pid !== oldPid) {
        const r = await client.request('GET', '/readyz', { timeoutMs: 2000 });
        if (r.status === 200) return Date.now() - from;
      }
      await sleep(100);
    }
    return null;
  } finally {
    client.close();
  }
}

const share = (failed: number, total: number) => (total ? Math.round((failed / total) * 100_000) / 1000 : 0);

export async function clusterFaults(
  ctx: BenchContext,
  checks: Check[],
  metrics: Record<string, number | null>,
  notes: string[],
) {
  const c = ctx.cluster!;
  const h = await openDb({ kind: 'postgres', url: c.databaseUrl });
  const buyers = await makeBuyers(h.db, 20, 9);
  const pkgs = await stockPackages(h.db, 30, 100_000);
  let before = await snapshot(h.db, pkgs);

  // 1. /readyz, idle (and /healthz beside it: the machine's own floor).
  const times = await probeTimes(c.instances[0]!.url, 2000);
  const idle = percentiles(times.readyz);
  const floor = percentiles(times.healthz);
  metrics.readyz_idle_p50_ms = idle.p50;
  metrics.readyz_idle_p99_ms = idle.p99;
  metrics.healthz_idle_p50_ms = floor.p50;
  metrics.healthz_idle_p99_ms = floor.p99;
  ctx.log(
    `  /readyz idle: p50 ${idle.p50} ms, p99 ${idle.p99} ms (${idle.count} probes; /healthz beside it p50 ${floor.p50} ms, p99 ${floor.p99} ms)`,
  );
  // The goal is 5 ms; on a machine whose own scheduling already costs more (a probe that checks nothing is slower),
  // what /readyz may add to that floor is 1 ms.
  checks.push({
    name: '/readyz p99 ≤ 5 ms (or ≤ 1 ms above /healthz on a machine slower than that)',
    ok: idle.count >= 1900 && (idle.p99 <= 5 || idle.p99 <= floor.p99 + 1),
    detail: `p50 ${idle.p50} ms, p99 ${idle.p99} ms over ${idle.count}; /healthz p50 ${floor.p50} ms, p99 ${floor.p99} ms`,
  });

  // 2. kill -9 of one instance under load.
  const seconds = Number(process.env.FAULTS_KILL_SECONDS ?? 60);
  const victim = c.instances[c.instances.length - 1]!;
  const survivor = c.instances[0]!;
  const client = new Client(ctx.baseUrl, buyers.length);
  const load = buyerLoad(ctx, client, buyers, pkgs);
  const probe = readyzSampler(survivor.url, 200);
  const t0 = Date.now();
  await sleep((seconds * 1000) / 4);
  const oldPid = victim.pid()!;
  const killedAt = Date.now();
  c.kill(victim.port, 'SIGKILL');
  ctx.log(
    `  kill -9 of :${victim.port} (pid ${oldPid}) at ${Math.round((killedAt - t0) / 1000)} s, ${load.answers.length} answers so far`,
  );
  const back = await backAfter(victim, oldPid, killedAt);
  const rest = t0 + seconds * 1000 - Date.now();
  if (rest > 0) await sleep(rest);
  await load.stop();
  await probe.stop();
  client.close();
  const failed = load.answers.filter((a) => !a.ok);
  const killShare = share(failed.length, load.answers.length);
  const loaded = percentiles(probe.ms);
  metrics.readyz_loaded_p50_ms = loaded.p50;
  metrics.readyz_loaded_p99_ms = loaded.p99;
  metrics.kill_seconds = Math.round((Date.now() - t0) / 1000);
  metrics.kill_answers = load.answers.length;
  metrics.kill_failed_answers = failed.length;
  metrics.kill_failed_pct = killShare;
  metrics.kill_5xx = load.answers.filter((a) => a.status >= 500).length;
  metrics.kill_dropped = load.answers.filter((a) => a.error).length;
  metrics.kill_back_ms = back;

  // Orders: acknowledged ones present once, no key with two orders, whole orders, stock conserved.
  const acks = load.orders.flatMap((o) => (o.ack ? [o.ack] : []));
  const keys = load.orders.map((o) => o.key);
  const byKey = keys.length
    ? rowsOf<{ k: string; n: number; nos: string }>(
        await h.db.execute(
          sql`SELECT idempotency_key AS k, count(*)::int AS n, string_agg(order_no, ',') AS nos FROM orders WHERE idempotency_key IN (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )}) GROUP BY idempotency_key`,
        ),
      )
    : [];
  const found = new Map(byKey.map((r) => [r.k, r]));
  const duplicated = byKey.filter((r) => Number(r.n) > 1).length;
  const lost = load.orders.filter((o) => o.ack && !found.get(o.key)?.nos.split(',').includes(o.ack.orderNo)).length;
  const unanswered = load.orders.filter((o) => !o.ack).length;
  const retried = load.orders.filter((o) => o.ack && o.attempts > 1).length;
  const a = await audit(h.db, before, pkgs, acks);
  before = await snapshot(h.db, pkgs);
  metrics.kill_orders_acknowledged = acks.length;
  metrics.kill_orders_retried_same_key = retried;
  metrics.kill_orders_unanswered = unanswered;
  metrics.kill_orders_lost = lost;
  metrics.kill_orders_duplicated = duplicated;
  metrics.kill_orders_broken = a.broken.length + a.orphanLines;
  const stockOk = a.stockMismatch.length === 0;
  ctx.log(
    `  kill -9: ${load.answers.length} answers in ${metrics.kill_seconds} s, ${failed.length} failed (${killShare} %: ${metrics.kill_5xx} × 5xx, ${metrics.kill_dropped} dropped); serving again ${back ?? 'never'} ms after the kill; ` +
      `orders ${acks.length} acknowledged (${retried} after asking again with the same key), ${lost} lost, ${duplicated} duplicated, ${unanswered} unanswered; stock ${stockOk ? 'conserved' : 'MISMATCH'}`,
  );
  ctx.log(`  /readyz under load: p50 ${loaded.p50} ms, p99 ${loaded.p99} ms`);
  if (failed.length)
    notes.push(`kill -9 failures: ${[...new Set(failed.map((f) => `${f.kind} ${f.detail}`))].slice(0, 6).join(' | ')}`);
  checks.push(
    {
      name: `kill -9 of one of two instances under 20 connections: failed answers ≤ ${MAX_FAILED_SHARE * 100} %`,
      ok: load.answers.length > 100 && failed.length / load.answers.length <= MAX_FAILED_SHARE,
      detail: `${failed.length} of ${load.answers.length} (${killShare} %)`,
    },
    {
      name: `kill -9: the instance is restarted and serving again within ${MAX_BACK_MS / 1000} s`,
      ok: back !== null && back <= MAX_BACK_MS,
      detail: `${back ?? 'never'} ms`,
    },
    {
      name: 'kill -9: 0 orders lost or duplicated (asked again with the same idempotency key)',
      ok: acks.length > 0 && lost === 0 && duplicated === 0 && unanswered === 0,
      detail: `${acks.length} acknowledged, ${lost} lost, ${duplicated} duplicated, ${unanswered} unanswered`,
    },
    {
      name: 'kill -9: every order whole, stock conserved',
      ok: a.broken.length === 0 && a.orphanLines === 0 && stockOk,
      detail: a.broken.slice(0, 2).join('; ') || a.stockMismatch.slice(0, 2).join('; ') || `${a.orders} orders checked`,
    },
  );

  // 3. Rolling restart under load.
  const client2 = new Client(ctx.baseUrl, buyers.length);
  const load2 = buyerLoad(ctx, client2, buyers, pkgs);
  await sleep(5000);
  const r0 = Date.now();
  let steps: Awaited<ReturnType<BenchCluster['rollingRestart']>> = [];
  let rollError: string | null = null;
  try {
    steps = await c.rollingRestart();
  } catch (e) {
    rollError = e instanceof Error ? e.message : String(e);
  }
  const rollMs = Date.now() - r0;
  await sleep(5000);
  await load2.stop();
  client2.close();
  const failed2 = load2.answers.filter((x) => !x.ok);
  const acks2 = load2.orders.flatMap((o) => (o.ack ? [o.ack] : []));
  const a2 = await audit(h.db, before, pkgs, acks2);
  await h.close();
  metrics.rolling_ms = rollMs;
  metrics.rolling_answers = load2.answers.length;
  metrics.rolling_failed = failed2.length;
  metrics.rolling_orders = acks2.length;
  metrics.rolling_drain_ms_max = steps.length ? Math.max(...steps.map((s) => s.drainMs)) : null;
  ctx.log(
    `  rolling restart: ${steps.map((s) => `:${s.port} pid ${s.oldPid} → ${s.newPid} (drained ${s.drainMs} ms, back ${s.totalMs} ms)`).join(', ')}${rollError ? ` FAILED: ${rollError}` : ''}; ${load2.answers.length} answers, ${failed2.length} failed, ${acks2.length} orders`,
  );
  if (failed2.length)
    notes.push(
      `rolling restart failures: ${[...new Set(failed2.map((f) => `${f.kind} ${f.detail}`))].slice(0, 6).join(' | ')}`,
    );
  checks.push(
    {
      name: 'rolling restart under load: 0 failed requests',
      ok: !rollError && steps.length === c.instances.length && failed2.length === 0 && load2.answers.length > 100,
      detail: `${failed2.length} of ${load2.answers.length} in ${Math.round(rollMs / 1000)} s${rollError ? `; ${rollError}` : ''}`,
    },
    {
      name: 'rolling restart: every order acknowledged present and whole, stock conserved',
      ok: a2.lost.length === 0 && a2.broken.length === 0 && a2.stockMismatch.length === 0,
      detail: `${acks2.length} orders`,
    },
  );
}
