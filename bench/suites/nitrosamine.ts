/**
 * Nitrosamine risk screen benchmark (issue 35's numbers):
 *
 *   1. In process, on a copy of the seeded bench database: one drug-sized molecule screened (screenNitrosamines, the
 *      function the API and the page call) over ten drugs with secondary, tertiary and ring amines, one at a time:
 *      `inprocess_single_p50/p95_ms` (goal p95 ≤ 100 ms); the first screen of a process whose published-limit index
 *      was not warmed, `inprocess_first_screen_unwarmed_ms` (what the start-up warm-up in instrumentation.ts saves);
 *      `inprocess_single_cpu_p50/p95_ms` (CPU time, which a busy machine does not inflate); the 500-row batch
 *      through screenBatchChunk in chunks of 50, `inprocess_batch500_s`.
 *   2. Over HTTP against the bench server: POST nitrosamine/screen, one at a time, full response time:
 *      `http_single_p50/p95_ms` (goal p95 ≤ 200 ms), `http_first_screen_ms` (the server's first screen, after its
 *      start-up work); the 500-row batch posted in chunks of 50 one after another as the page does,
 *      `http_batch500_s` (goal ≤ 30 s), `batch_rows_ok`; meanwhile a cached goods page is fetched one at a time every
 *      PROBE_GAP_MS: `goods_before_p50/p95_ms` (a window before the batch), `goods_during_p50/p95_ms`,
 *      `goods_after_p95_ms` (a window after), `goods_during_ratio` (during ÷ the larger of before and after).
 *
 * The batch's 500 rows are the demo catalogue's drugs (reference standards with a structure), a third each by
 * English name, CAS number and SMILES. Checks: the three goals, and the goods page's p95 during the batch within
 * noise — at most 1.5 × the quiet windows' p95 + 25 ms (one row's synchronous RDKit work may delay a request).
 *
 * Standalone (stop any bench server on the folder first; it is copied, never written):
 *   npx tsx bench/suites/nitrosamine.ts [--data .data/bench-db] [--port 4410] [--iterations 200]
 * With --port the HTTP part runs too, against a server already started on the bench database (`npm run bench` starts
 * one; see bench/README.md).
 */
import '../../scripts/lib/no-server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDb, type Db } from '../../lib/db/client';
import { getRDKit } from '../../lib/platform/chem/rdkit';
import { NITROSAMINE_BATCH } from '../../lib/config/constants';
import { resetPublishedLimits, screenBatchChunk, screenNitrosamines } from '../../lib/domain/catalog/nitrosamine';
import { fetchOnce, percentiles } from '../lib';
import { runStandalone, withPglite } from '../databases';
import type { BenchContext, BenchSuite, Check, Percentiles, Req, SuiteResult } from '../types';

const ROOT = path.resolve(__dirname, '..', '..');
const SCREEN_PATH = '/mall/shopping/product/api/nitrosamine/screen';
const BATCH_PATH = '/mall/shopping/product/api/nitrosamine/batch';
const GOALS = { inprocessP95: 100, httpP95: 200, batchSeconds: 30 } as const;
const BATCH_ROWS = 500;
const PROBE_GAP_MS = 200;
const QUIET_WINDOW_MS = 10_000;

/** Drug-sized molecules a chemist screens (MW 250–450): secondary, tertiary, piperazine and bicyclic amines. */
export const DRUGS: [string, string][] = [
  ['fluoxetine', 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1'],
  ['sertraline', 'CN[C@H]1CC[C@@H](c2ccc(Cl)c(Cl)c2)c2ccccc21'],
  ['propranolol', 'CC(C)NCC(O)COc1cccc2ccccc12'],
  ['amitriptyline', 'CN(C)CCC=C1c2ccccc2CCc2ccccc21'],
  ['ciprofloxacin', 'OC(=O)C1=CN(C2CC2)c2cc(N3CCNCC3)c(F)cc2C1=O'],
  ['diltiazem', 'COc1ccc(cc1)[C@@H]1Sc2ccccc2N(CCN(C)C)C(=O)[C@@H]1OC(C)=O'],
  ['ranitidine', 'CNC(=C[N+](=O)[O-])NCCSCc1ccc(CN(C)C)o1'],
  ['varenicline', 'C1C2CNCC1c1cc3nccnc3cc21'],
  ['rasagiline', 'C#CCN[C@@H]1CCc2ccccc21'],
  ['methylphenidate', 'COC(=O)C(c1ccccc1)C1CCCCN1'],
];

type Log = (m: string) => void;
type Fetch = (req: Req | string) => Promise<{ status: number; text: string; ms: number }>;
type Metrics = Record<string, number | null>;
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** The batch's rows: the catalogue's drugs, spread over the list, by name, CAS and SMILES in turn. */
async function batchRows(db: Db): Promise<string[]> {
  const res = (await db.execute(
    sql`SELECT name_en AS name, cas, smiles FROM products
        WHERE kind = 'reference' AND status = 1 AND smiles IS NOT NULL AND cas IS NOT NULL
          AND length(smiles) <= ${NITROSAMINE_BATCH.maxRowChars}
        ORDER BY id`,
  )) as unknown as { rows: { name: string; cas: string; smiles: string }[] };
  const all = res.rows;
  if (all.length < 50) throw new Error(`only ${all.length} drugs with a structure in the bench catalogue`);
  return Array.from({ length: BATCH_ROWS }, (_, i) => {
    const d = all[Math.floor((i * all.length) / BATCH_ROWS) % all.length]!;
    return i % 3 === 0 ? d.name : i % 3 === 1 ? d.cas : d.smiles;
  });
}

/** Goods pages to probe: on-shelf products, each rendered once here so the probe reads the cached page. */
async function goodsIds(db: Db): Promise<number[]> {
  const res = (await db.execute(sql`SELECT id FROM products WHERE status = 1 ORDER BY id LIMIT 20`)) as unknown as {
    rows: { id: number }[];
  };
  return res.rows.map((r) => Number(r.id));
}

/**
 * Without a seeded bench database (standalone, before `npm run bench` made one): a kept PGlite folder under
 * .data/bench with FIXTURE_DRUGS of the DrugCentral drugs the demo catalogue is seeded from (name, CAS, SMILES and
 * InChIKey as the data file gives them), enough for the batch's names and CAS numbers to resolve.
 */
const FIXTURE_DRUGS = 600;
async function ensureFixture(db: Db, log: Log): Promise<void> {
  const have = (await db.execute(sql`SELECT count(*)::int AS n FROM products WHERE code LIKE 'NB-%'`)) as unknown as {
    rows: { n: number }[];
  };
  if (Number(have.rows[0]?.n ?? 0) >= FIXTURE_DRUGS) return;
  const { readDrugCentral } = await import('../../lib/db/seed/sources');
  const { products } = await import('../../lib/db/schema');
  const all = readDrugCentral().filter((d) => d.inn && d.cas && d.smiles && d.smiles.length <= 1000);
  const pick = Array.from({ length: FIXTURE_DRUGS }, (_, i) => all[Math.floor((i * all.length) / FIXTURE_DRUGS)]!);
  await db.execute(sql`DELETE FROM products WHERE code LIKE 'NB-%'`);
  await db.insert(products).values(
    [...new Map(pick.map((d) => [d.id, d])).values()].map((d) => ({
      code: `NB-${d.id}`,
      nameEn: d.inn.charAt(0).toUpperCase() + d.inn.slice(1),
      cas: d.cas,
      smiles: d.smiles,
      inchiKey: d.inchiKey || null,
      kind: 'reference' as const,
      status: 1,
    })),
  );
  log(`  fixture: ${pick.length} DrugCentral drugs written`);
}

/** A private copy of the bench database (the suite writes its batch screens; the source stays as seeded). */
function copyDb(from: string): string {
  const to = path.join(ROOT, '.data', 'bench', 'nitrosamine-db');
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, to, { recursive: true });
  return to;
}

async function inProcess(db: Db, rows: string[], iterations: number, log: Log): Promise<Metrics> {
  // RDKit loaded first, so the unwarmed first screen counts the index build alone.
  await getRDKit();
  // The first screen of a process nobody warmed: it builds the published-limit index inline.
  resetPublishedLimits();
  let t = performance.now();
  await screenNitrosamines(db, { smiles: DRUGS[0]![1] });
  const firstUnwarmed = performance.now() - t;
  for (const [, smiles] of DRUGS) await screenNitrosamines(db, { smiles });
  const times: number[] = [];
  // CPU time of this process too: on a shared, busy machine the wall time mostly measures waiting for a core.
  const cpu: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const [, smiles] = DRUGS[i % DRUGS.length]!;
    t = performance.now();
    const c = process.cpuUsage();
    const r = await screenNitrosamines(db, { smiles });
    const used = process.cpuUsage(c);
    times.push(performance.now() - t);
    cpu.push((used.user + used.system) / 1000);
    if (!r.derivatives.length) throw new Error(`no derivative for ${smiles}`);
  }
  const single = percentiles(times);
  const singleCpu = percentiles(cpu);
  log(`  in process: one molecule CPU p50 ${singleCpu.p50} / p95 ${singleCpu.p95} ms`);
  log(
    `  in process: one molecule p50 ${single.p50} / p95 ${single.p95} ms (first, unwarmed ${round(firstUnwarmed)} ms)`,
  );
  t = performance.now();
  let token: string | null = null;
  let ok = 0;
  for (let i = 0; i < rows.length; i += NITROSAMINE_BATCH.chunkMax) {
    const chunk = await screenBatchChunk(db, null, {
      token,
      total: rows.length,
      rows: rows.slice(i, i + NITROSAMINE_BATCH.chunkMax),
    });
    token = chunk.token;
    ok += chunk.rows.filter((r) => r.ok).length;
  }
  const batchS = (performance.now() - t) / 1000;
  log(`  in process: batch of ${rows.length} in ${round(batchS, 2)} s (${ok} rows screened)`);
  return {
    inprocess_single_p50_ms: single.p50,
    inprocess_single_p95_ms: single.p95,
    inprocess_single_max_ms: single.max,
    inprocess_single_cpu_p50_ms: singleCpu.p50,
    inprocess_single_cpu_p95_ms: singleCpu.p95,
    inprocess_first_screen_unwarmed_ms: round(firstUnwarmed),
    inprocess_batch500_s: round(batchS, 2),
    inprocess_batch_rows_ok: ok,
  };
}

const post = (p: string, body: unknown): Req => ({
  path: p,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** Fetches a cached goods page one at a time, every PROBE_GAP_MS, until stop() (or for ms when given). */
function probe(fetch: Fetch, ids: number[], ms?: number) {
  const samples: number[] = [];
  let running = true;
  let errors = 0;
  const done = (async () => {
    const end = ms ? Date.now() + ms : Infinity;
    for (let i = 0; running && Date.now() < end; i++) {
      const r = await fetch(`/goodsDetail/${ids[i % ids.length]}`).catch(() => null);
      if (r && r.status === 200) samples.push(r.ms);
      else errors++;
      await new Promise((res) => setTimeout(res, PROBE_GAP_MS));
    }
  })();
  return {
    stop: async (): Promise<Percentiles & { errors: number }> => {
      running = false;
      await done;
      return { ...percentiles(samples), errors };
    },
  };
}

async function overHttp(
  fetch: Fetch,
  rows: string[],
  ids: number[],
  iterations: number,
  log: Log,
): Promise<{ metrics: Metrics; checks: Check[]; notes: string[] }> {
  const notes: string[] = [];
  const first = await fetch(post(SCREEN_PATH, { smiles: DRUGS[1]![1] }));
  const env = JSON.parse(first.text) as { code: number; message: string };
  if (first.status !== 200 || env.code !== 1)
    throw new Error(`screen answered ${first.status} ${first.text.slice(0, 200)}`);
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const r = await fetch(post(SCREEN_PATH, { smiles: DRUGS[i % DRUGS.length]![1] }));
    if (r.status !== 200) throw new Error(`screen answered ${r.status}`);
    times.push(r.ms);
  }
  const single = percentiles(times);
  log(`  HTTP: one molecule p50 ${single.p50} / p95 ${single.p95} ms (the server's first ${round(first.ms)} ms)`);

  for (const id of ids) {
    const r = await fetch(`/goodsDetail/${id}`);
    if (r.status !== 200) notes.push(`pre-warm /goodsDetail/${id}: ${r.status}`);
  }
  const before = await probe(fetch, ids, QUIET_WINDOW_MS).stop();
  const during = probe(fetch, ids);
  const t = performance.now();
  let token: string | null = null;
  let ok = 0;
  for (let i = 0; i < rows.length; i += NITROSAMINE_BATCH.chunkMax) {
    const r = await fetch(
      post(BATCH_PATH, { token, total: rows.length, rows: rows.slice(i, i + NITROSAMINE_BATCH.chunkMax) }),
    );
    const body = JSON.parse(r.text) as {
      code: number;
      message: string;
      data: { token: string; rows: { ok: boolean }[] };
    };
    if (r.status !== 200 || body.code !== 1) throw new Error(`batch chunk ${i / 50 + 1}: ${r.status} ${body.message}`);
    token = body.data.token;
    ok += body.data.rows.filter((x) => x.ok).length;
  }
  const batchS = (performance.now() - t) / 1000;
  const goodsDuring = await during.stop();
  const after = await probe(fetch, ids, QUIET_WINDOW_MS).stop();
  const quiet = Math.max(before.p95, after.p95);
  const allowed = round(quiet * 1.5 + 25);
  log(
    `  HTTP: batch of ${rows.length} in ${round(batchS, 2)} s (${ok} rows screened); cached goods page p95 ` +
      `before ${before.p95} / during ${goodsDuring.p95} / after ${after.p95} ms`,
  );
  const metrics: Metrics = {
    http_first_screen_ms: round(first.ms),
    http_single_p50_ms: single.p50,
    http_single_p95_ms: single.p95,
    http_single_max_ms: single.max,
    http_batch500_s: round(batchS, 2),
    batch_rows_ok: ok,
    goods_before_p50_ms: before.p50,
    goods_before_p95_ms: before.p95,
    goods_during_p50_ms: goodsDuring.p50,
    goods_during_p95_ms: goodsDuring.p95,
    goods_during_samples: goodsDuring.count,
    goods_after_p95_ms: after.p95,
    goods_during_ratio: quiet > 0 ? round(goodsDuring.p95 / quiet, 2) : null,
    goods_probe_errors: before.errors + goodsDuring.errors + after.errors,
  };
  const checks: Check[] = [
    {
      name: `one molecule over HTTP: p95 ≤ ${GOALS.httpP95} ms`,
      ok: single.p95 <= GOALS.httpP95,
      detail: `${single.p95} ms`,
    },
    {
      name: `${rows.length} structures in a batch over HTTP ≤ ${GOALS.batchSeconds} s`,
      ok: batchS <= GOALS.batchSeconds,
      detail: `${round(batchS, 2)} s`,
    },
    {
      name: 'the batch screens its rows (≥ 90 % of the catalogue drugs resolve)',
      ok: ok >= rows.length * 0.9,
      detail: `${ok}/${rows.length}`,
    },
    {
      name: 'a cached goods page during the batch: p95 unchanged within noise (≤ 1.5 × quiet p95 + 25 ms)',
      ok: goodsDuring.count > 0 && goodsDuring.p95 <= allowed,
      detail: `${goodsDuring.p95} ms during, quiet ${quiet} ms, allowed ${allowed} ms`,
    },
  ];
  return { metrics, checks, notes };
}

function inProcessCheck(m: Metrics): Check {
  const v = m.inprocess_single_p95_ms ?? Infinity;
  return {
    name: `one molecule in process: p95 ≤ ${GOALS.inprocessP95} ms`,
    ok: v <= GOALS.inprocessP95,
    detail: `${v} ms`,
  };
}

const load = () => os.loadavg().map((x) => round(x, 2));

async function run(o: { data: string; fetch: Fetch | null; iterations: number; log: Log }): Promise<SuiteResult> {
  const loadStart = load();
  const notes: string[] = [];
  let rows: string[] = [];
  let ids: number[] = [];
  let metrics: Metrics = {};
  const measure = async (db: Db) => {
    rows = await batchRows(db);
    ids = await goodsIds(db);
    metrics = await inProcess(db, rows, o.iterations, o.log);
  };
  if (fs.existsSync(o.data)) {
    const dir = copyDb(o.data);
    const h = await openDb({ kind: 'pglite', dataDir: dir });
    try {
      await measure(h.db);
    } finally {
      await h.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  } else {
    if (o.fetch) throw new Error(`${o.data} not found: the HTTP part needs the bench database the server runs on`);
    notes.push(`${o.data} not found: in process on a fixture of ${FIXTURE_DRUGS} DrugCentral drugs instead`);
    await withPglite('nitrosamine-fixture', async (db) => {
      await ensureFixture(db, o.log);
      await measure(db);
    });
  }
  const checks = [inProcessCheck(metrics)];
  if (o.fetch) {
    const http = await overHttp(o.fetch, rows, ids, o.iterations, o.log);
    Object.assign(metrics, http.metrics);
    checks.push(...http.checks);
    notes.push(...http.notes);
  } else notes.push('HTTP part skipped (no server: pass --port)');
  const loadEnd = load();
  metrics.loadavg1_start = loadStart[0]!;
  metrics.loadavg1_end = loadEnd[0]!;
  notes.push(`load average at start ${loadStart.join(' ')}, at end ${loadEnd.join(' ')} (${os.cpus().length} cores)`);
  return { metrics, checks, notes, runs: [] };
}

const suite: BenchSuite = {
  name: 'nitrosamine',
  description: 'nitrosamine screen: one molecule in process and over HTTP, a 500-row batch beside a cached goods page',
  wantsDataCopy: true,
  async run(ctx: BenchContext): Promise<SuiteResult> {
    if (!ctx.dataCopy) return { metrics: {}, notes: ['no copy of the bench database (PostgreSQL run): skipped'] };
    return run({ data: ctx.dataCopy, fetch: ctx.fetch, iterations: 200, log: ctx.log });
  },
};

export default suite;

if (require.main === module) {
  runStandalone((argv, log) => {
    const get = (name: string) => {
      const i = argv.indexOf(name);
      return i >= 0 ? argv[i + 1] : undefined;
    };
    const port = get('--port');
    const base = port ? `http://127.0.0.1:${Number(port)}` : null;
    return run({
      data: path.resolve(ROOT, get('--data') ?? '.data/bench-db'),
      fetch: base ? (req) => fetchOnce(base, req) : null,
      iterations: Number(get('--iterations') ?? 200),
      log,
    });
  });
}
