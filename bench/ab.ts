/**
 * Paired A/B of two builds of the mall: the goods page's first render and the search-result page, one request at a
 * time, alternating between the two servers on the same data, so that the shared machine's changing load hits both
 * alike (issue 33: "the bench's headline figures unchanged within noise"). See bench/README.md.
 *
 *   npx tsx bench/ab.ts --a /work/wt/ab-before --b /work/wt/ab-after [--port 4150] [--goods 300] [--searches 300]
 *
 * Each checkout needs a production build in `<dir>/.next-bench` (`--dist`); both are served by their own
 * scripts/start.sh on ports `port` and `port + 1`, each on its own copy of one seeded PGlite folder (`--data`, made
 * with this checkout's migrate + seed when missing; the two builds must share the schema). Pairs alternate their order
 * (A then B, then B then A), so neither build always goes second. Every goods id and every keyword is asked once per
 * server: each goods request is a first render, as `goods-page`'s `first_render_*` measure it.
 *
 * Prints, per page, the median and p95 of A and B, and B − A with a 95 % bootstrap interval over the pairs (median
 * of the differences, difference of medians, difference of p95s); writes bench/results/<time>-ab.json (`--out`),
 * with the load average at the start and end of each page.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ROOT, prepareDb, startServer, tail, type Server } from '../scripts/lib/harness.mjs';
import { openDb } from '../lib/db/client';
import { fetchOnce, percentiles, seededRandom, waitIdle } from './lib';
import { searchKeywords } from './suites/category-list';

type Args = {
  a: string;
  b: string;
  dist: string;
  data: string;
  port: number;
  goods: number;
  searches: number;
  warmup: number;
  out: string | null;
};

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(name);
    return i < 0 ? undefined : argv[i + 1];
  };
  const num = (name: string, def: number) => {
    const v = get(name);
    const n = v === undefined ? def : Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 100_000) throw new Error(`${name} must be an integer in [0, 100000]`);
    return n;
  };
  const a = get('--a');
  const b = get('--b');
  if (!a || !b) throw new Error('usage: npx tsx bench/ab.ts --a DIR --b DIR [--port P] [--goods N] [--searches N]');
  return {
    a: path.resolve(a),
    b: path.resolve(b),
    dist: get('--dist') ?? '.next-bench',
    data: path.resolve(ROOT, get('--data') ?? '.data/ab-db'),
    port: num('--port', 4150),
    goods: num('--goods', 300),
    searches: num('--searches', 300),
    warmup: num('--warmup', 20),
    out: get('--out') ?? null,
  };
}

/** The goods ids and keywords, in the bench's own sample order (bench/run.ts readSample: the same seed and query). */
async function readSample(dataDir: string) {
  const h = await openDb({ kind: 'pglite', dataDir });
  try {
    await h.db.execute(sql`SELECT setseed(0.42)`);
    const res = (await h.db.execute(
      sql`SELECT id, formula, coalesce(nullif(name_zh, ''), name_en) AS name FROM products ORDER BY random() LIMIT 2000`,
    )) as unknown as { rows: { id: number; formula: string | null; name: string }[] };
    return { ids: res.rows.map((r) => Number(r.id)), keywords: searchKeywords(res.rows) };
  } finally {
    await h.close();
  }
}

const median = (xs: number[]) => percentiles(xs).p50;
const p95 = (xs: number[]) => percentiles(xs).p95;
const round = (x: number) => Math.round(x * 10) / 10;

/** A 95 % percentile-bootstrap interval of `stat` over resampled pairs (2,000 resamples, fixed seed). */
function bootstrap(a: number[], b: number[], stat: (a: number[], b: number[]) => number): [number, number] {
  const rnd = seededRandom(33);
  const n = a.length;
  const out: number[] = [];
  for (let r = 0; r < 2000; r++) {
    const ra: number[] = new Array(n);
    const rb: number[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const j = Math.floor(rnd() * n);
      ra[i] = a[j]!;
      rb[i] = b[j]!;
    }
    out.push(stat(ra, rb));
  }
  out.sort((x, y) => x - y);
  return [round(out[Math.floor(0.025 * out.length)]!), round(out[Math.floor(0.975 * out.length) - 1]!)];
}

function compare(a: number[], b: number[]) {
  const diffs = a.map((x, i) => b[i]! - x);
  const medDiff = (ra: number[], rb: number[]) => median(ra.map((x, i) => rb[i]! - x));
  const diffOfMedians = (ra: number[], rb: number[]) => median(rb) - median(ra);
  const diffOfP95 = (ra: number[], rb: number[]) => p95(rb) - p95(ra);
  return {
    pairs: a.length,
    a: { p50_ms: round(median(a)), p95_ms: round(p95(a)) },
    b: { p50_ms: round(median(b)), p95_ms: round(p95(b)) },
    median_of_differences_ms: round(median(diffs)),
    median_of_differences_ci95: bootstrap(a, b, medDiff),
    difference_of_medians_ms: round(diffOfMedians(a, b)),
    difference_of_medians_ci95: bootstrap(a, b, diffOfMedians),
    difference_of_p95_ms: round(diffOfP95(a, b)),
    difference_of_p95_ci95: bootstrap(a, b, diffOfP95),
    b_faster_pairs: diffs.filter((d) => d < 0).length,
  };
}

async function paired(servers: [Server, Server], paths: string[], warmup: number) {
  const times: [number[], number[]] = [[], []];
  const bad: string[] = [];
  for (let i = 0; i < paths.length; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    const got: number[] = [];
    for (const s of order) {
      const r = await fetchOnce(servers[s]!.url, paths[i]!);
      if (r.status !== 200) bad.push(`${'AB'[s]} ${paths[i]} → ${r.status}`);
      got[s] = r.ms;
    }
    if (i >= warmup) {
      times[0].push(got[0]!);
      times[1].push(got[1]!);
    }
  }
  return { times, bad };
}

const load = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const logs = path.join(ROOT, '.data', 'bench-logs');
  fs.mkdirSync(logs, { recursive: true });
  for (const dir of [args.a, args.b])
    if (!fs.existsSync(path.join(dir, args.dist, 'BUILD_ID'))) throw new Error(`no build in ${dir}/${args.dist}`);

  if (!fs.existsSync(args.data)) {
    console.log(`▸ seeding ${args.data} (migrate + seed of ${ROOT})`);
    const prep = await prepareDb({ dataDir: args.data, log: path.join(logs, 'ab-prepare.log') });
    if (prep.code !== 0) throw new Error(`${prep.step} failed:\n${tail(path.join(logs, 'ab-prepare.log'), 40)}`);
  }
  // Fresh copies every run: a goods page is a first render only once per database and route cache.
  const copies = ['a', 'b'].map((k) => `${args.data}-${k}`);
  for (const c of copies) {
    fs.rmSync(c, { recursive: true, force: true });
    fs.rmSync(`${c}.server.pid`, { force: true });
    fs.cpSync(args.data, c, { recursive: true });
  }
  const { ids, keywords } = await readSample(copies[0]!);
  const goodsPaths = ids.slice(0, args.goods + args.warmup).map((id) => `/goodsDetail/${id}`);
  const searchPaths = keywords
    .slice(0, args.searches + args.warmup)
    .map((k) => `/searchCenter?keyword=${encodeURIComponent(k)}`);

  const servers: Server[] = [];
  const stopAll = async () => {
    for (const s of servers.splice(0)) await s.stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    for (const [i, dir] of [args.a, args.b].entries()) {
      // Route caches live in the build folder: start from the build's own prerendered pages only.
      fs.rmSync(path.join(dir, args.dist, 'cache'), { recursive: true, force: true });
      servers.push(
        await startServer({
          root: dir,
          port: args.port + i,
          distDir: args.dist,
          dataDir: copies[i]!,
          log: path.join(logs, `ab-server-${'ab'[i]}.log`),
          env: { RATE_LIMIT_EXEMPT: '127.0.0.1,::1' },
        }),
      );
    }
    for (const s of servers) await waitIdle(s.pid, { idleSeconds: 2, maxSeconds: 120 });
    const pair = servers as [Server, Server];
    const result: Record<string, unknown> = {
      date: new Date().toISOString(),
      host: { cpus: os.cpus().length, model: os.cpus()[0]?.model },
      a: { dir: args.a, commit: head(args.a) },
      b: { dir: args.b, commit: head(args.b) },
      options: { goods: args.goods, searches: args.searches, warmup_pairs: args.warmup },
    };
    for (const [name, paths] of [
      ['goods_first_render', goodsPaths],
      ['search_page', searchPaths],
    ] as const) {
      const loadStart = load();
      const t0 = Date.now();
      const { times, bad } = await paired(pair, paths, args.warmup);
      const c = compare(times[0], times[1]);
      result[name] = { ...c, load_start: loadStart, load_end: load(), seconds: (Date.now() - t0) / 1000, bad };
      console.log(
        `${name}: ${c.pairs} pairs, load ${loadStart.join(' ')} → ${load().join(' ')}\n` +
          `  A p50 ${c.a.p50_ms} ms p95 ${c.a.p95_ms} ms | B p50 ${c.b.p50_ms} ms p95 ${c.b.p95_ms} ms\n` +
          `  B−A: median of differences ${c.median_of_differences_ms} ms [${c.median_of_differences_ci95.join(', ')}], ` +
          `medians ${c.difference_of_medians_ms} ms [${c.difference_of_medians_ci95.join(', ')}], ` +
          `p95 ${c.difference_of_p95_ms} ms [${c.difference_of_p95_ci95.join(', ')}]; B faster in ${c.b_faster_pairs}` +
          (bad.length ? `\n  ! ${bad.length} non-200: ${bad.slice(0, 5).join('; ')}` : ''),
      );
    }
    const out =
      args.out ?? path.join(ROOT, 'bench', 'results', `${new Date().toISOString().replace(/[:.]/g, '-')}-ab.json`);
    fs.writeFileSync(out, JSON.stringify(result, null, 2) + '\n');
    console.log(`▸ ${path.relative(ROOT, out)}`);
  } finally {
    await stopAll();
    for (const c of copies) fs.rmSync(`${c}.server.pid`, { force: true });
  }
}

function head(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
