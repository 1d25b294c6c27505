/**
 * Structure search benchmark over the 150k ChEMBL set (data/chembl31_*.zip, one SMILES a line).
 *
 * Part 1 (in-process, the goals of the structure-search issue; wall AND CPU time, since a busy machine
 * inflates wall times):
 *   - computes canonical SMILES + pattern and Morgan fingerprints ONCE with lib/platform/chem/props.ts and caches
 *     them under .data/bench/ (reruns read the cache: seconds, not minutes);
 *   - builds the engine FROM THE STORED FINGERPRINTS as the app does (sliced, StructureEngine.buildAsync) and
 *     reports the build time, its CPU time, the longest event-loop stall and the RSS it adds;
 *   - runs ~50 query molecules, each written differently from the stored SMILES and seen for the first time
 *     (query cache emptied): exact (parse + canonicalise + formula/MW; then one b-tree lookup in the database),
 *     the same exact queries repeated (query cache), similarity top-20 (Tanimoto ≥ 0.5), substructure first
 *     page of 20 (with the API's bounded count) — p50/p95/max.
 * Part 2 (HTTP, when the bench server has structures): POST structure/search through the real API.
 * Part 3 (standalone only, bench/structure-db.ts, `--db pglite|postgres`): the 150k set written to a scratch database as the seed
 *   writes it; the index built by lib/domain/catalog/structure/live-index.ts from the database; searchStructures() end to end.
 *
 * Standalone: `npx tsx bench/suites/structure.ts` (part 1; `--rebuild-cache` recomputes fps);
 * `… --db pglite [--pglite-dir .data/bench/pglite-150k] [--with-memory]`, `… --db postgres` (STRUCTURE_BENCH_PG_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; a database structure_bench_<pid> is created and dropped).
 */
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
// The process-wide RDKit instance (the same one lib/platform/chem/rdkit.ts hands to the app code), without 'server-only'.
import { loadRDKit } from '../../lib/db/seed/rdkit';
import { StructureEngine, type IndexRow } from '../../lib/domain/catalog/structure/engine';
import { FP_BYTES } from '../../lib/domain/catalog/structure/fp';
import {
  cachedQuery,
  queryCache,
  queryMorganFp,
  querySummary,
  substructureQueryMol,
} from '../../lib/domain/catalog/structure/query';
import { STRUCTURE } from '../../lib/config/constants';
import type { BenchContext, BenchSuite, SuiteResult } from '../types';

import {
  PAGE,
  SIM_THRESHOLD,
  SUBSTRUCTURE_QUERIES,
  loadOrBuildCache,
  now,
  pct,
  rssMb,
  stallProbe,
} from '../structure-data';
import { runWithDb } from '../structure-db';

export { SUBSTRUCTURE_QUERIES };

/** The in-process measurements (no server needed). */
export async function runInProcess(
  log: (m: string) => void,
  opts: { rebuildCache?: boolean } = {},
): Promise<SuiteResult> {
  const rd = await loadRDKit();
  const cache = await loadOrBuildCache(rd, log, opts.rebuildCache);
  const notes: string[] = [];
  if (cache.prepSeconds !== null) notes.push(`fingerprints computed once in ${cache.prepSeconds} s and cached`);

  // Rows as they come from the database (ids 1…n, Buffers sliced from the stored columns).
  const rows: IndexRow[] = cache.smiles.map((s, i) => ({
    id: i + 1,
    smiles: s,
    patternFp: cache.pattern.subarray(i * FP_BYTES, (i + 1) * FP_BYTES),
    morganFp: cache.morgan.subarray(i * FP_BYTES, (i + 1) * FP_BYTES),
  }));
  global.gc?.();
  const rssBefore = rssMb();
  // As the app builds: in slices with the event loop free in between (StructureEngine.buildAsync).
  const probe = stallProbe();
  const t0 = now();
  const c0 = process.cpuUsage();
  const engine = await StructureEngine.buildAsync(rd, rows);
  const buildMs = now() - t0;
  const cu = process.cpuUsage(c0);
  const buildCpuMs = (cu.user + cu.system) / 1000;
  const buildStall = probe.stop();
  global.gc?.();
  const rssAfter = rssMb();
  log(
    `  built index of ${engine.alive} structures from stored fingerprints in ${Math.round(buildMs)} ms (CPU ${Math.round(buildCpuMs)} ms; longest event-loop stall ${Math.round(buildStall)} ms); RSS +${rssAfter - rssBefore} MB (total ${rssAfter} MB)`,
  );

  // ~50 query molecules from the set itself (deterministic stride), written differently (non-canonical SMILES from a fresh parse).
  const stride = Math.floor(cache.count / 50);
  const variant = (i: number): string | null => {
    const m = rd.get_mol(cache.smiles[i]!);
    if (!m) return null;
    const out = m.get_smiles(JSON.stringify({ canonical: false })) || cache.smiles[i]!;
    m.delete();
    return out;
  };
  const molQueries: string[] = [];
  const warmQueries: string[] = [];
  for (let i = 0; i < 50; i++) {
    const q = variant(i * stride + 7);
    if (q) molQueries.push(q);
    const w = variant(i * stride + 3);
    if (w) warmQueries.push(w);
  }

  const cpuNow = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const series = () => ({ wall: [] as number[], cpu: [] as number[] });
  const exact = series();
  const exactRepeat = series();
  const sim = series();
  const sub = series();
  let exactMisses = 0;
  const slow: { q: string; ms: number }[] = [];
  // What searchStructures does in each mode, minus the database: parse (query cache), the index, the header's
  // formula/MW. Exact: the canonical SMILES is then one b-tree lookup in the database (here: a Set stands in).
  // The cache is emptied before each measured series, so every query is seen for the first time.
  const known = new Set(cache.smiles);
  const exactOnce = (q: string) => {
    const pq = cachedQuery(rd, { smiles: q });
    querySummary(rd, pq);
    return known.has(pq.canonicalSmiles!);
  };
  const simOnce = (q: string) => {
    const pq = cachedQuery(rd, { smiles: q }, { morgan: true });
    const fp = queryMorganFp(rd, pq);
    if (fp) engine.similarity(fp, SIM_THRESHOLD, 0, PAGE);
    querySummary(rd, pq);
  };
  const subOnce = async (q: string) => {
    const pq = cachedQuery(rd, { smiles: q }, { morgan: true });
    const qm = substructureQueryMol(rd, pq);
    try {
      const page = await engine.substructure(qm, 0, PAGE, {
        countUpTo: STRUCTURE.countCap,
        countBudgetMs: STRUCTURE.countBudgetMs,
      });
      const fp = queryMorganFp(rd, pq);
      if (fp) engine.scores(fp, page.ids);
    } finally {
      qm.delete();
    }
    querySummary(rd, pq);
  };
  // (No forced GC between series: after global.gc() V8 runs slowly for a while, and the next series measures that.)
  const measure = async (into: { wall: number[]; cpu: number[] }, f: () => unknown) => {
    const t = now();
    const c = cpuNow();
    await f();
    into.wall.push(now() - t);
    into.cpu.push(cpuNow() - c);
    return now() - t;
  };
  // JIT warm-up on other molecules.
  for (const q of warmQueries) {
    exactOnce(q);
    simOnce(q);
  }
  for (const q of SUBSTRUCTURE_QUERIES.slice(0, 5)) await subOnce(q).catch(() => undefined);
  queryCache().clear();
  for (const q of molQueries) {
    await measure(exact, () => {
      if (!exactOnce(q)) exactMisses++;
    });
  }
  for (const q of molQueries) await measure(exactRepeat, () => exactOnce(q));
  queryCache().clear();
  for (const q of molQueries) await measure(sim, () => simOnce(q));
  queryCache().clear();
  let subRefused = 0;
  for (const q of [...SUBSTRUCTURE_QUERIES, ...molQueries.slice(0, 20)]) {
    const into = series();
    try {
      const ms = await measure(into, () => subOnce(q));
      sub.wall.push(...into.wall);
      sub.cpu.push(...into.cpu);
      slow.push({ q, ms });
    } catch {
      subRefused++;
    }
  }
  queryCache().clear();
  slow.sort((a, b) => b.ms - a.ms);
  notes.push(
    `slowest substructure queries: ${slow
      .slice(0, 3)
      .map((x) => `${x.q} ${Math.round(x.ms)} ms`)
      .join('; ')}`,
  );
  if (exactMisses) notes.push(`${exactMisses} exact queries found nothing (canonicalisation mismatch)`);
  if (subRefused) notes.push(`${subRefused} substructure queries refused (too large or unreadable)`);
  const e = pct(exact.wall);
  const er = pct(exactRepeat.wall);
  const s = pct(sim.wall);
  const b = pct(sub.wall);
  const ce = pct(exact.cpu);
  const cs = pct(sim.cpu);
  const cb = pct(sub.cpu);
  const load = os.loadavg()[0]!;
  log(
    `  exact p95 ${e.p95} ms (repeated query ${er.p95} ms) · similarity top-${PAGE} p95 ${s.p95} ms · substructure first ${PAGE} (count ≤ ${STRUCTURE.countCap} within ${STRUCTURE.countBudgetMs} ms) p95 ${b.p95} ms`,
  );
  log(
    `  CPU time p95: exact ${ce.p95} ms · similarity ${cs.p95} ms · substructure ${cb.p95} ms (load average ${load.toFixed(1)} on ${os.cpus().length} cores)`,
  );
  if (load > os.cpus().length)
    notes.push(
      `machine busy (load ${load.toFixed(1)} on ${os.cpus().length} cores): wall times are inflated; CPU-time percentiles are given too`,
    );
  const mem = engine.memory();
  const shards = engine.shardCount;
  engine.delete();
  return {
    metrics: {
      'structure.molecules': engine.alive,
      'structure.shards': shards,
      'structure.build_from_fps_ms': Math.round(buildMs),
      'structure.build_from_fps_cpu_ms': Math.round(buildCpuMs),
      'structure.build_max_event_loop_stall_ms': Math.round(buildStall),
      'structure.rss_added_mb': rssAfter - rssBefore,
      'structure.rss_total_mb': rssAfter,
      'structure.index_js_mb': Math.round(mem.jsBytes / 1024 / 1024),
      'structure.exact_p50_ms': e.p50,
      'structure.exact_p95_ms': e.p95,
      'structure.exact_cpu_p95_ms': ce.p95,
      'structure.exact_repeat_p95_ms': er.p95,
      'structure.similarity_top20_p50_ms': s.p50,
      'structure.similarity_top20_p95_ms': s.p95,
      'structure.similarity_top20_max_ms': s.max,
      'structure.similarity_top20_cpu_p95_ms': cs.p95,
      'structure.substructure_first20_p50_ms': b.p50,
      'structure.substructure_first20_p95_ms': b.p95,
      'structure.substructure_first20_max_ms': b.max,
      'structure.substructure_first20_cpu_p95_ms': cb.p95,
      'structure.load_average': Math.round(load * 10) / 10,
    },
    notes,
  };
}

/** End-to-end through the server's API, when its catalogue has structures. */
async function runHttp(ctx: BenchContext): Promise<SuiteResult> {
  const withSmiles = ctx.sample.products.filter((p) => p.smiles);
  if (withSmiles.length === 0) return { metrics: {}, notes: ['bench catalogue has no structures: HTTP part skipped'] };
  const post = (body: object) => ({
    path: '/mall/shopping/product/api/structure/search',
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', pageNo: '1', pageSize: String(PAGE) },
    body: JSON.stringify(body),
  });
  const first = await ctx.fetch(post({ smiles: withSmiles[0]!.smiles, mode: 'exact' }));
  if (first.status !== 200 || !first.text.includes('"code":1'))
    return { metrics: {}, notes: [`structure/search answered ${first.status}: ${first.text.slice(0, 200)}`] };
  const exact = await ctx.ttfb(() => post({ smiles: ctx.pick(withSmiles).smiles, mode: 'exact' }), {
    count: 200,
    maxSeconds: 60,
  });
  const sim = await ctx.ttfb(() => post({ smiles: ctx.pick(withSmiles).smiles, mode: 'similarity', accuracy: 50 }), {
    count: 200,
    maxSeconds: 60,
  });
  const sub = await ctx.ttfb(() => post({ smiles: ctx.pick(SUBSTRUCTURE_QUERIES), mode: 'substructure' }), {
    count: 200,
    maxSeconds: 90,
  });
  return {
    metrics: {
      'structure.http_exact_p95_ms': exact.p95,
      'structure.http_similarity_p95_ms': sim.p95,
      'structure.http_substructure_p95_ms': sub.p95,
      'structure.server_rss_mb': ctx.rssMb(),
    },
  };
}

const suite: BenchSuite = {
  name: 'structure',
  description: 'Structure search: index build from stored fingerprints, exact / similarity / substructure latency, RSS',
  async run(ctx) {
    const a = await runInProcess(ctx.log);
    let b: SuiteResult = { metrics: {} };
    try {
      b = await runHttp(ctx);
    } catch (err) {
      b = { metrics: {}, notes: [`HTTP part failed: ${(err as Error).message}`] };
    }
    return { metrics: { ...a.metrics, ...b.metrics }, notes: [...(a.notes ?? []), ...(b.notes ?? [])] };
  },
};

export default suite;

if (require.main === module) {
  const argv = process.argv.slice(2);
  const dbAt = argv.indexOf('--db');
  const dbKind = dbAt >= 0 ? argv[dbAt + 1] : undefined;
  if (dbKind && dbKind !== 'pglite' && dbKind !== 'postgres') throw new Error('--db pglite|postgres');
  const log = (m: string) => console.log(m);
  if (dbKind && !(process.env.NODE_OPTIONS ?? '').includes('react-server')) {
    // The domain modules import 'server-only', which only resolves under the react-server condition.
    const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=react-server`.trim() };
    const r = spawnSync(process.execPath, [...process.execArgv, __filename, ...argv], { stdio: 'inherit', env });
    process.exit(r.status ?? 1);
  }
  (async () => {
    const a =
      dbKind === undefined || argv.includes('--with-memory')
        ? await runInProcess(log, { rebuildCache: argv.includes('--rebuild-cache') })
        : { metrics: {}, notes: [] };
    const dirAt = argv.indexOf('--pglite-dir');
    const pgliteDir = dirAt >= 0 ? path.resolve(argv[dirAt + 1]!) : undefined;
    const b = dbKind
      ? await runWithDb(log, {
          kind: dbKind as 'pglite' | 'postgres',
          url: process.env.STRUCTURE_BENCH_PG_URL,
          pgliteDir,
        })
      : { metrics: {}, notes: [] };
    console.log(
      JSON.stringify(
        { metrics: { ...a.metrics, ...b.metrics }, notes: [...(a.notes ?? []), ...(b.notes ?? [])] },
        null,
        2,
      ),
    );
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
