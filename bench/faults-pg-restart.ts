/**
 * Part 2 of the faults suite (bench/suites/faults.ts): PostgreSQL restart under load. A throw-away PostgreSQL server
 * of the suite's own (initdb in a temp folder, run as `postgres` when we are root; the machine's shared server is
 * never touched), one app instance, buyers browsing and ordering while the server stops and starts again: during
 * the outage every answer must be the spec's 系统繁忙 envelope, afterwards the app must recover without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDb, rowsOf } from '../lib/db/client';
import { ensureDatabase, startInstance, type Instance } from '../scripts/lib/cluster.mjs';
import { ROOT, run, tail } from '../scripts/lib/harness.mjs';
import { percentiles } from './lib';
import type { BenchContext, Check } from './types';
import { API, Client, buyerHeaders, envelopeOf, makeBuyers, sleep, stockPackages, type Resp } from './resilience';

const SPEC_BUSY = '系统繁忙，请稍后再试';
const LOGS = path.join(ROOT, '.data', 'bench-logs');

/** PostgreSQL 15+ server binaries (Debian: /usr/lib/postgresql/<v>/bin). */
function pgBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0]!, 'bin') : null;
}

/** A throw-away PostgreSQL server: initdb, start, stop, restart, remove. Runs as `postgres` when we are root. */
function privatePg(port: number) {
  const bin = pgBin();
  if (!bin) return null;
  const root = process.getuid?.() === 0;
  if (root && spawnSync('id', ['-u', 'postgres']).status !== 0) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-faults-pg-'));
  const data = path.join(dir, 'data');
  const as = (cmd: string, args: string[]) =>
    root
      ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
      : spawnSync(cmd, args, { encoding: 'utf8' });
  if (root) spawnSync('chown', ['postgres', dir]);
  const ctl = (...args: string[]) => {
    const r = as(path.join(bin, 'pg_ctl'), ['-D', data, ...args]);
    if (r.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${r.stderr || r.stdout}`);
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/mall_faults`,
    init() {
      const r = as(path.join(bin, 'initdb'), [
        '-D',
        data,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
        '--no-sync',
      ]);
      if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr || r.stdout}`);
    },
    start: () =>
      ctl(
        'start',
        '-w',
        '-t',
        '60',
        '-l',
        path.join(dir, 'server.log'),
        '-o',
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`,
      ),
    stop: () => ctl('stop', '-m', 'fast', '-w'),
    remove() {
      try {
        ctl('stop', '-m', 'immediate', '-w');
      } catch {
        /* not running */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Outcome = {
  t: number;
  end: number;
  kind: string;
  ok: boolean;
  api: boolean;
  status: number;
  code: number | null;
  message: string | null;
  bare500: boolean;
  error?: string;
  body?: string;
};

export async function pgRestartUnderLoad(
  ctx: BenchContext,
  checks: Check[],
  metrics: Record<string, number | null>,
  notes: string[],
) {
  const external =
    process.env.FAULTS_PG_URL && process.env.FAULTS_PG_RESTART
      ? { url: process.env.FAULTS_PG_URL, restart: process.env.FAULTS_PG_RESTART }
      : null;
  const pg = external ? null : privatePg(ctx.opts.port + 20);
  if (!external && !pg) {
    notes.push(
      'PostgreSQL restart: skipped — no PostgreSQL server binaries (/usr/lib/postgresql/<v>/bin) to run a private server',
    );
    ctx.log('  PostgreSQL restart: skipped (no PostgreSQL server binaries)');
    return;
  }
  const url = external?.url ?? pg!.url;
  const log = path.join(LOGS, 'faults-pg.log');
  fs.rmSync(log, { force: true });
  let server: Instance | null = null;
  try {
    if (pg) {
      pg.init();
      pg.start();
    }
    await ensureDatabase(url);
    const prepLog = path.join(LOGS, 'faults-pg-prepare.log');
    fs.rmSync(prepLog, { force: true });
    // A small catalogue is enough: the point is the outage, not the data.
    const seedEnv = { DATABASE_URL: url };
    let code = await run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/migrate.ts'], {
      env: seedEnv,
      log: prepLog,
      timeoutMs: 5 * 60_000,
    });
    if (code === 0)
      code = await run(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts', '--limit', '400'], {
        env: seedEnv,
        log: prepLog,
        timeoutMs: 10 * 60_000,
      });
    if (code !== 0) throw new Error(`preparing the PostgreSQL database failed:\n${tail(prepLog, 20)}`);
    const h = await openDb({ kind: 'postgres', url });
    const buyers = await makeBuyers(h.db, 20, 8);
    const pkgs = await stockPackages(h.db, 30, 100_000);
    const products = rowsOf<{ id: number; name: string }>(
      await h.db.execute(
        sql`SELECT id, coalesce(nullif(name_zh, ''), name_en) AS name FROM products ORDER BY id LIMIT 200`,
      ),
    );
    await h.close();

    server = await startInstance({
      port: ctx.opts.port + 11,
      distDir: ctx.distDir,
      databaseUrl: url,
      env: { RATE_LIMIT_EXEMPT: '127.0.0.1,::1,10.0.0.0/8', TRUSTED_PROXIES: '127.0.0.1,::1' },
      log,
      readyPath: '/robots.txt',
    });
    const pid = server.pid;
    const client = new Client(server.url, buyers.length);
    const outcomes: Outcome[] = [];
    const t0 = Date.now();
    let running = true;
    const record = (kind: string, api: boolean, start: number, r: Resp) => {
      const env = api ? envelopeOf(r) : null;
      const text = api ? '' : r.body.toString('utf8');
      const ok = !r.error && r.status >= 200 && r.status < 400 && (!api || env?.code === 1);
      outcomes.push({
        t: start - t0,
        end: Date.now() - t0,
        kind,
        ok,
        api,
        status: r.status,
        code: env?.code ?? null,
        message: env?.message ?? null,
        // A 500 page: an HTML error page with no Chinese message of ours (Next's bare "Internal Server Error").
        bare500: r.status >= 500 && (api ? !env : !/服务器开小差了|系统繁忙|服务器异常/.test(text)),
        error: r.error,
        body: ok
          ? undefined
          : (api
              ? r.body.toString('utf8')
              : text
                  .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
                  .replace(/<[^>]+>/g, ' ')
                  .replace(/\s+/g, ' ')
            ).slice(0, 300),
      });
    };
    const loops = buyers.map(async (b, i) => {
      while (running) {
        const x = ctx.random();
        const start = Date.now();
        if (x < 0.25) {
          const p = products[Math.floor(ctx.random() * products.length)]!;
          record(
            'search',
            true,
            start,
            await client.request('POST', `${API.product}/prodapiitem/product/search`, {
              body: { keyword: p.name.slice(0, 3) },
              headers: buyerHeaders(null, b.ip),
              timeoutMs: 15_000,
            }),
          );
        } else if (x < 0.5)
          record(
            'cart_list',
            true,
            start,
            await client.request('GET', `${API.order}/buy/car/list`, { headers: buyerHeaders(b), timeoutMs: 15_000 }),
          );
        else if (x < 0.7) {
          const p = pkgs[(i * 3 + Math.floor(ctx.random() * 3)) % pkgs.length]!;
          record(
            'cart_add',
            true,
            start,
            await client.request('POST', `${API.order}/buy/car/insert`, {
              body: { skuId: p.skuId, num: 1 },
              headers: buyerHeaders(b),
              timeoutMs: 15_000,
            }),
          );
        } else if (x < 0.8) {
          // An order: one line into the cart, then order/submit (a cart line that did not go in is a failure already
          // recorded; the submit is skipped so an empty cart's business answer is not counted as an outage).
          const p = pkgs[(i * 3 + Math.floor(ctx.random() * 3)) % pkgs.length]!;
          const ins = await client.request('POST', `${API.order}/buy/car/insert`, {
            body: { skuId: p.skuId, num: 1 },
            headers: buyerHeaders(b),
            timeoutMs: 15_000,
          });
          record('cart_add', true, start, ins);
          if (envelopeOf(ins)?.code === 1) {
            const s2 = Date.now();
            const key = `pgfault-${b.userId}-${Date.now()}-${Math.floor(ctx.random() * 1e9)}`;
            record(
              'order',
              true,
              s2,
              await client.request('POST', `${API.order}/order/submit`, {
                body: { idempotencyKey: key, addressId: b.addressId },
                headers: buyerHeaders(b),
                timeoutMs: 15_000,
              }),
            );
          }
        } else if (x < 0.9)
          record(
            'user_info',
            true,
            start,
            await client.request('GET', `${API.user}/userInfo/selectUser`, {
              headers: buyerHeaders(b),
              timeoutMs: 15_000,
            }),
          );
        else {
          // Pages that read the database on every request (the order centre) and a goods page (cached after once).
          const path =
            x < 0.95 ? `/goodsDetail/${products[Math.floor(ctx.random() * products.length)]!.id}` : '/productCenter';
          record(
            x < 0.95 ? 'goods_page' : 'list_page',
            false,
            start,
            await client.request('GET', path, { timeoutMs: 15_000 }),
          );
        }
        await sleep(20);
      }
    });
    // 6 s of normal traffic, the outage, then 12 s more.
    await sleep(6000);
    const tDown = Date.now() - t0;
    if (external) {
      const r = spawnSync('sh', ['-c', external.restart], { encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`${external.restart} failed: ${r.stderr}`);
    } else {
      pg!.stop();
      await sleep(2000);
      pg!.start();
    }
    const tUp = Date.now() - t0;
    await sleep(12_000);
    running = false;
    await Promise.all(loops);
    client.close();
    const tEnd = Date.now() - t0;

    const beforeOutage = outcomes.filter((o) => o.end < tDown);
    // Requests that overlapped the outage: started before PostgreSQL was back.
    const during = outcomes.filter((o) => o.end >= tDown && o.t < tUp);
    const failedDuring = during.filter((o) => !o.ok);
    const apiFailed = outcomes.filter((o) => o.api && !o.ok);
    const apiSpec = apiFailed.filter((o) => o.code === 0 && o.message === SPEC_BUSY && o.status === 503);
    const apiOther = apiFailed.filter((o) => !(o.code === 0 && o.message === SPEC_BUSY && o.status === 503));
    const bare500 = outcomes.filter((o) => o.bare500);
    const dropped = outcomes.filter((o) => o.error);
    // Recovery: the start of the last stretch of requests that all succeeded.
    const sorted = [...outcomes].sort((a, b) => a.t - b.t);
    let lastFailStart = -1;
    for (const o of sorted) if (!o.ok) lastFailStart = Math.max(lastFailStart, o.t);
    const firstGoodAfter = sorted.find((o) => o.t > lastFailStart && o.t >= tUp - 1);
    const recoveryMs = lastFailStart < 0 ? 0 : firstGoodAfter ? Math.max(0, firstGoodAfter.t - tUp) : null;
    const after = outcomes.filter((o) => o.t >= tUp + 5000);
    const stillAlive = !server.exited() && server.pid === pid;
    const lat = percentiles(beforeOutage.map((o) => o.end - o.t));
    fs.writeFileSync(
      path.join(LOGS, 'faults-pg-outcomes.json'),
      JSON.stringify({ tDown, tUp, tEnd, outcomes }, null, 1),
    );

    metrics.pg_outage_ms = tUp - tDown;
    metrics.pg_requests = outcomes.length;
    metrics.pg_requests_during_outage = during.length;
    metrics.pg_failed_during_outage = failedDuring.length;
    metrics.pg_api_failed_spec_message = apiSpec.length;
    metrics.pg_api_failed_other = apiOther.length;
    metrics.pg_bare_500 = bare500.length;
    metrics.pg_dropped_connections = dropped.length;
    metrics.pg_recovery_ms = recoveryMs;
    metrics.pg_failed_5s_after_up = after.filter((o) => !o.ok).length;
    metrics.pg_p50_before_ms = lat.p50;
    ctx.log(
      `  PostgreSQL down ${tUp - tDown} ms: ${during.length} requests overlapped it, ${failedDuring.length} failed (${apiSpec.length} API answers 503 ${SPEC_BUSY}, ${apiOther.length} other, ${bare500.length} bare 500, ${dropped.length} dropped); recovered ${recoveryMs ?? 'never'} ms after it was back (run ${Math.round(tEnd / 1000)} s)`,
    );
    const otherSamples = apiOther.slice(0, 3).map((o) => `${o.kind} ${o.status} ${o.code} ${o.message}`);
    checks.push(
      {
        name: 'PostgreSQL restart: API calls during the outage answer the spec envelope (code 0, 系统繁忙，请稍后再试, HTTP 503)',
        ok: apiOther.length === 0 && dropped.length === 0,
        detail: otherSamples.join('; ') || `${apiSpec.length} such answers`,
      },
      {
        name: 'PostgreSQL restart: no bare 500 page',
        ok: bare500.length === 0,
        detail: `${bare500.length} of ${outcomes.length}`,
      },
      {
        name: 'PostgreSQL restart: the app recovers within 5 s without a restart',
        ok: recoveryMs !== null && recoveryMs <= 5000 && stillAlive && after.every((o) => o.ok),
        detail: `${recoveryMs ?? '—'} ms after PostgreSQL was back; same process: ${stillAlive}`,
      },
      {
        name: 'PostgreSQL restart: the load saw the outage (requests failed while it was down)',
        ok: failedDuring.length > 0 || Boolean(external),
        detail: `${failedDuring.length} of ${during.length}`,
      },
    );
  } finally {
    if (server) await server.stop().catch(() => {});
    pg?.remove();
  }
}
