/**
 * A paired A/B of first renders: two builds served side by side, each on its own copy of the bench database, asked
 * for the SAME pages nobody opened, one request at a time, alternating A, B, B, A, … so that both see the same
 * machine at the same moment. On a shared machine whose speed drifts by ±20 % within minutes (0015), two separate
 * bench runs cannot resolve a 5 % change; the paired difference of adjacent requests can.
 *
 *   npx tsx bench/profile/ab.ts --a .next-base --b .next-bench [--count 600] [--warmup 100] [--start ID]
 *        [--path /goodsDetail/{id}] [--data .data/bench-db] [--out FILE.json] [--env-a K=V,…] [--env-b K=V,…]
 *        [--root-a DIR] [--root-b DIR] [--port 3361]
 *
 * `{keyword}` in --path: the bench's search keywords (bench/suites/category-list.ts, from its seeded sample), in turn
 * from the --start'th, e.g. --path '/searchCenter?keyword={keyword}'; `{goods}`: the ids of that sample's products
 * (pages of the demo catalogue nobody opened, as the goods-page suite's first renders), e.g. --path '/goodsDetail/{goods}'.
 * `--root-a` / `--root-b`: the checkout each build is served from (its scripts/start.sh and runtime files; default
 * this one), so that a build of an old revision in its own worktree runs with its own files. Ports: --port and the next.
 *
 * B's database is a copy of A's (`<data>-ab`, made once, refreshed when A's is newer). Prints the median and p95 of
 * each build's wall time per page and of the paired difference B − A, with a bootstrap 95 % interval of the median
 * difference, and each server's CPU time per page (from /proc, whole process tree: the render and PGlite).
 * Stop any server on these database folders first (PGlite has no locking).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from '../../scripts/lib/harness.mjs';

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) of a process and all its descendants, from /proc. */
function treeCpuSeconds(pid: number): number {
  const tick = 100; // USER_HZ on Linux
  let total = 0;
  const visit = (p: number) => {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(f[11]) + Number(f[12])) / tick; // utime, stime
      const kids = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const k of kids ? kids.split(/\s+/) : []) visit(Number(k));
    } catch {
      /* gone */
    }
  };
  visit(pid);
  return total;
}

const quantile = (xs: number[], f: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(f * (s.length - 1)))]!;
};
const r1 = (x: number) => Math.round(x * 100) / 100;

/**
 * Bootstrap 95 % interval of stat(pairs) over resampled pairs (fixed seed: the same data gives the same interval).
 * On the differences, the median; on both sides, e.g. the difference of the p95s.
 */
function interval(n: number, stat: (pick: number[]) => number): [number, number] {
  let seed = 1;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const stats: number[] = [];
  for (let i = 0; i < 2000; i++) stats.push(stat(Array.from({ length: n }, () => Math.floor(rand() * n))));
  return [quantile(stats, 0.025), quantile(stats, 0.975)];
}

function copyDatabase(from: string, to: string) {
  const stamp = (d: string) => (fs.existsSync(d) ? fs.statSync(d).mtimeMs : 0);
  if (fs.existsSync(to) && stamp(to) >= stamp(from)) return;
  fs.rmSync(to, { recursive: true, force: true });
  execFileSync('cp', ['-a', from, to]);
}

/** The search keywords of the bench's paced search (same seeded sample as bench/run.ts). */
/** A --path template's page for the n'th request: `{id}` is n, `{keyword}` the n'th keyword (in turn). */
export const pagePath = (template: string, n: number, keywords: readonly string[], goods: readonly number[] = []) =>
  template
    .replace('{id}', String(n))
    .replace('{keyword}', () => encodeURIComponent(keywords[n % Math.max(1, keywords.length)] ?? ''))
    .replace('{goods}', () => String(goods[n % Math.max(1, goods.length)] ?? ''));

/** The product ids of the bench's sample (bench/run.ts readSample: the same seed and query), in its order. */
export async function benchGoodsIds(dataDir: string): Promise<number[]> {
  const { openDb } = await import('../../lib/db/client');
  const { sql } = await import('drizzle-orm');
  const h = await openDb({ kind: 'pglite', dataDir });
  try {
    await h.db.execute(sql`SELECT setseed(0.42)`);
    const res = (await h.db.execute(sql`SELECT id FROM products ORDER BY random() LIMIT 2000`)) as unknown as {
      rows: { id: number }[];
    };
    return res.rows.map((r) => Number(r.id));
  } finally {
    await h.close();
  }
}

export async function benchKeywords(dataDir: string): Promise<string[]> {
  const { openDb } = await import('../../lib/db/client');
  const { sampleSearchKeywords } = await import('../suites/category-list');
  const h = await openDb({ kind: 'pglite', dataDir });
  try {
    return await sampleSearchKeywords(h.db);
  } finally {
    await h.close();
  }
}

async function main() {
  const distA = arg('a', '.next-base');
  const distB = arg('b', '.next-bench');
  const data = path.resolve(ROOT, arg('data', '.data/bench-db'));
  const dataB = `${data}-ab`;
  const count = Number(arg('count', '600'));
  const warmup = Number(arg('warmup', '100'));
  const template = arg('path', '/goodsDetail/{id}');
  const keywords = template.includes('{keyword}') ? await benchKeywords(data) : [];
  const goods = template.includes('{goods}') ? await benchGoodsIds(data) : [];
  const rootA = path.resolve(arg('root-a', ROOT));
  const rootB = path.resolve(arg('root-b', ROOT));
  const port = Number(arg('port', '3361'));
  const loadStart = os.loadavg().map(r1);
  copyDatabase(data, dataB);

  const logs = path.join(ROOT, '.data/bench-logs');
  const env = { RATE_LIMIT_EXEMPT: '127.0.0.1,::1' };
  // --env-a / --env-b K=V,K2=V2: environment of one side only (the same build with a switch on and off).
  const sideEnv = (name: string) =>
    Object.fromEntries(
      arg(name, '')
        .split(',')
        .filter((kv) => kv.includes('='))
        .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
    );
  const a = await startServer({
    root: rootA,
    port,
    distDir: distA,
    dataDir: data,
    log: path.join(logs, 'ab-a.log'),
    env: { ...env, ...sideEnv('env-a') },
  });
  const b = await startServer({
    root: rootB,
    port: port + 1,
    distDir: distB,
    dataDir: dataB,
    log: path.join(logs, 'ab-b.log'),
    env: { ...env, ...sideEnv('env-b') },
  });
  try {
    await sleep(3000);
    let id = Number(arg('start', '0')) || 60_000 + Math.floor(Math.random() * 30_000);
    const open = async (url: string, pid: number) => {
      const cpu0 = treeCpuSeconds(pid);
      const t = performance.now();
      const res = await fetch(`${url}${pagePath(template, id, keywords, goods)}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status} for id ${id}`);
      return { ms: performance.now() - t, cpu: treeCpuSeconds(pid) - cpu0 };
    };
    const A: number[] = [];
    const B: number[] = [];
    let cpuA = 0;
    let cpuB = 0;
    for (let i = 0; i < warmup + count; i++, id++) {
      // A, B then B, A: neither build always goes first after the same idle gap.
      const first = i % 2 === 0;
      const ra = first ? await open(a.url, a.pid) : undefined;
      const rb = await open(b.url, b.pid);
      const ra2 = ra ?? (await open(a.url, a.pid));
      if (i < warmup) continue;
      A.push(ra2.ms);
      B.push(rb.ms);
      cpuA += ra2.cpu;
      cpuB += rb.cpu;
    }
    const diff = A.map((x, i) => B[i]! - x);
    const [lo, hi] = interval(diff.length, (pick) =>
      quantile(
        pick.map((i) => diff[i]!),
        0.5,
      ),
    );
    const p95Diff = (pick: number[]) =>
      quantile(
        pick.map((i) => B[i]!),
        0.95,
      ) -
      quantile(
        pick.map((i) => A[i]!),
        0.95,
      );
    const [lo95, hi95] = interval(diff.length, p95Diff);
    const result = {
      pages: count,
      path: template,
      a: {
        root: rootA,
        dist: distA,
        p50_ms: r1(quantile(A, 0.5)),
        p95_ms: r1(quantile(A, 0.95)),
        cpu_ms_per_page: r1((cpuA * 1000) / count),
      },
      b: {
        root: rootB,
        dist: distB,
        p50_ms: r1(quantile(B, 0.5)),
        p95_ms: r1(quantile(B, 0.95)),
        cpu_ms_per_page: r1((cpuB * 1000) / count),
      },
      paired_diff_b_minus_a_ms: { p50: r1(quantile(diff, 0.5)), ci95: [r1(lo), r1(hi)] },
      p95_diff_b_minus_a_ms: { value: r1(p95Diff(A.map((_, i) => i))), ci95: [r1(lo95), r1(hi95)] },
      load: { start: loadStart, end: os.loadavg().map(r1) },
    };
    console.log(`${count} pages each, paired (${template}):`);
    console.log(
      `  A ${distA}: p50 ${result.a.p50_ms} ms, p95 ${result.a.p95_ms} ms, server CPU ${result.a.cpu_ms_per_page} ms/page`,
    );
    console.log(
      `  B ${distB}: p50 ${result.b.p50_ms} ms, p95 ${result.b.p95_ms} ms, server CPU ${result.b.cpu_ms_per_page} ms/page`,
    );
    console.log(
      `  B − A per page: median ${result.paired_diff_b_minus_a_ms.p50} ms (95 % interval ${r1(lo)} … ${r1(hi)}); ` +
        `p95 ${result.p95_diff_b_minus_a_ms.value} ms (${r1(lo95)} … ${r1(hi95)}); load ${loadStart.join(' ')} → ${result.load.end.join(' ')}`,
    );
    const out = arg('out', '');
    if (out)
      fs.writeFileSync(
        path.resolve(ROOT, out),
        `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`,
      );
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

if (process.argv[1] && /ab\.ts$/.test(process.argv[1]))
  void main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
