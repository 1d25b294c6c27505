/**
 * Structure search benchmark over the 150k ChEMBL set (data/chembl31_*.zip, one SMILES a line).
 *
 * Part 1 (in-process, the goals of the structure-search issue; wall AND CPU time, since a busy machine
 * inflates wall times):
 *   - computes canonical SMILES + pattern and Morgan fingerprints ONCE with lib/chem/props.ts and caches
 *     them under .data/bench/ (reruns read the cache: seconds, not minutes);
 *   - builds the engine FROM THE STORED FINGERPRINTS (what every app instance does at start) and reports
 *     the build time and the RSS it adds;
 *   - runs ~50 query molecules: exact (canonicalise the query + lookup), similarity top-20 (Tanimoto ≥ 0.5),
 *     substructure first page of 20 (with the API's bounded count) — p50/p95/max.
 * Part 2 (HTTP, when the bench server has structures): POST structure/search through the real API.
 *
 * Standalone: `npx tsx bench/suites/structure.ts` (prints the metrics; `--rebuild-cache` recomputes fps).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { computeProps } from '../../lib/chem/props';
import { StructureEngine, type IndexRow } from '../../lib/domain/structure/engine';
import { FP_BYTES } from '../../lib/domain/structure/fp';
import { parseQuery, queryProps, substructureQueryMol } from '../../lib/domain/structure/query';
import { STRUCTURE } from '../../lib/config/constants';
import type { BenchContext, BenchSuite, Percentiles, SuiteResult } from '../types';

const ROOT = path.resolve(__dirname, '..', '..');
const DATA_FILES = ['chembl31_mini_train.zip', 'chembl31_test.zip', 'chembl31_valid.zip'];
const CACHE_DIR = path.join(ROOT, '.data', 'bench');
const CACHE_BASE = path.join(CACHE_DIR, 'structure-chembl31-v1');
const PAGE = 20;
const SIM_THRESHOLD = 0.5;

/** Broad and narrow substructure queries a buyer draws (scaffolds, functional groups, drug cores). */
const SUBSTRUCTURE_QUERIES = [
  'c1ccccc1', 'c1ccncc1', 'C1CCNCC1', 'C1CNCCN1', 'c1ccc2[nH]ccc2c1', 'c1ccc2ccccc2c1', 'C(=O)O', 'C(=O)N',
  'S(=O)(=O)N', 'c1ccc(O)cc1', 'CC(=O)Nc1ccccc1', 'CC(=O)Nc1ccc(O)cc1', 'CC(C)Cc1ccc(cc1)C(C)C(=O)O', 'c1ncncn1',
  'O=C1CCCN1', 'c1cnc2ncnc2n1', 'C1CCOC1', 'c1ccsc1', 'c1ccoc1', 'FC(F)(F)c1ccccc1', 'Clc1ccc(Cl)cc1',
  'N#Cc1ccccc1', 'O=[N+]([O-])c1ccccc1', 'c1ccc(-c2ccccc2)cc1', 'C1CC1', 'OC(=O)C1CCCN1', 'NC(=O)c1cccnc1',
  'COc1ccc2nc(S(=O)Cc3ncc(C)c(OC)c3C)[nH]c2c1', 'CN1CCN(CC1)c1ccccc1', 'O=C(O)c1ccccc1O',
];

async function loadRDKit(): Promise<RDKitModule> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const init = require('@rdkit/rdkit') as (o?: object) => Promise<RDKitModule>;
  return init();
}

function readSmilesLines(): string[] {
  const out: string[] = [];
  for (const f of DATA_FILES) {
    const file = path.join(ROOT, 'data', f);
    if (!fs.existsSync(file)) throw new Error(`missing ${file} (the seed copies the ChEMBL sets into data/)`);
    const text = execFileSync('unzip', ['-p', file], { maxBuffer: 1 << 28 }).toString('utf8');
    for (const line of text.split('\n')) {
      const s = line.trim();
      if (s) out.push(s);
    }
  }
  return out;
}

type Cache = { smiles: string[]; pattern: Uint8Array; morgan: Uint8Array; count: number; prepSeconds: number | null };

/** Canonical SMILES + fingerprints of the 150k set, computed once and kept in .data/bench/. */
export async function loadOrBuildCache(rd: RDKitModule, log: (m: string) => void, rebuild = false): Promise<Cache> {
  const meta = `${CACHE_BASE}.json`;
  if (!rebuild && fs.existsSync(meta)) {
    const m = JSON.parse(fs.readFileSync(meta, 'utf8')) as { count: number; prepSeconds: number };
    const smiles = fs.readFileSync(`${CACHE_BASE}.smi`, 'utf8').split('\n').slice(0, m.count);
    const pattern = new Uint8Array(fs.readFileSync(`${CACHE_BASE}.pfp`));
    const morgan = new Uint8Array(fs.readFileSync(`${CACHE_BASE}.mfp`));
    if (smiles.length === m.count && pattern.length === m.count * FP_BYTES && morgan.length === m.count * FP_BYTES) {
      return { smiles, pattern, morgan, count: m.count, prepSeconds: null };
    }
    log('  structure cache is inconsistent: recomputing');
  }
  const lines = readSmilesLines();
  log(`  computing fingerprints of ${lines.length} molecules once (cached in ${path.relative(ROOT, CACHE_DIR)}/) …`);
  const t0 = Date.now();
  const smiles: string[] = [];
  const pattern = new Uint8Array(lines.length * FP_BYTES);
  const morgan = new Uint8Array(lines.length * FP_BYTES);
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const p = computeProps(rd, lines[i]!, { molfile: false, inchi: false });
    if (!p || seen.has(p.canonicalSmiles)) continue;
    seen.add(p.canonicalSmiles);
    const n = smiles.length;
    smiles.push(p.canonicalSmiles);
    pattern.set(p.patternFp.subarray(0, FP_BYTES), n * FP_BYTES);
    morgan.set(p.morganFp.subarray(0, FP_BYTES), n * FP_BYTES);
    if (i % 10_000 === 0 && i > 0) log(`    ${i} / ${lines.length} (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  const count = smiles.length;
  const prepSeconds = Math.round((Date.now() - t0) / 100) / 10;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(`${CACHE_BASE}.smi`, smiles.join('\n'));
  fs.writeFileSync(`${CACHE_BASE}.pfp`, pattern.subarray(0, count * FP_BYTES));
  fs.writeFileSync(`${CACHE_BASE}.mfp`, morgan.subarray(0, count * FP_BYTES));
  fs.writeFileSync(meta, JSON.stringify({ count, prepSeconds, source: DATA_FILES, created: new Date().toISOString() }));
  return { smiles, pattern: pattern.subarray(0, count * FP_BYTES), morgan: morgan.subarray(0, count * FP_BYTES), count, prepSeconds };
}

function pct(samples: number[]): Percentiles {
  const s = Float64Array.from(samples).sort();
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  const r = (x: number) => Math.round(x * 100) / 100;
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN;
  return { p50: r(at(0.5)), p90: r(at(0.9)), p95: r(at(0.95)), p99: r(at(0.99)), max: r(s[s.length - 1] ?? NaN), mean: r(mean), count: s.length };
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** The in-process measurements (no server needed). */
export async function runInProcess(log: (m: string) => void, opts: { rebuildCache?: boolean } = {}): Promise<SuiteResult> {
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
  // Exact lookup: the database answers it from the canonical_smiles b-tree; a Map stands in for the b-tree here.
  const byCanonical = new Map<string, number[]>();
  rows.forEach((r) => {
    const l = byCanonical.get(r.smiles);
    if (l) l.push(r.id);
    else byCanonical.set(r.smiles, [r.id]);
  });

  global.gc?.();
  const rssBefore = rssMb();
  const t0 = now();
  const c0 = process.cpuUsage();
  const engine = StructureEngine.build(rd, rows);
  const buildMs = now() - t0;
  const cu = process.cpuUsage(c0);
  const buildCpuMs = (cu.user + cu.system) / 1000;
  global.gc?.();
  const rssAfter = rssMb();
  log(`  built index of ${engine.alive} structures from stored fingerprints in ${Math.round(buildMs)} ms; RSS +${rssAfter - rssBefore} MB (total ${rssAfter} MB)`);

  // ~50 query molecules from the set itself (deterministic stride), written differently (non-canonical SMILES from a fresh parse).
  const stride = Math.floor(cache.count / 50);
  const molQueries: string[] = [];
  for (let i = 0; i < 50; i++) {
    const m = rd.get_mol(cache.smiles[i * stride + 7]!);
    if (!m) continue;
    molQueries.push(m.get_smiles(JSON.stringify({ canonical: false })) || cache.smiles[i * stride + 7]!);
    m.delete();
  }

  const exact: number[] = [];
  const sim: number[] = [];
  const sub: number[] = [];
  const cpu = { exact: [] as number[], sim: [] as number[], sub: [] as number[] };
  let exactMisses = 0;
  const slow: { q: string; ms: number }[] = [];
  const cpuNow = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  for (let round = 0; round < 2; round++) {
    const record = round === 1; // round 0 warms up the JIT
    for (const q of molQueries) {
      let t = now();
      let c = cpuNow();
      const pq = parseQuery(rd, { smiles: q });
      const hit = pq.canonicalSmiles ? byCanonical.get(pq.canonicalSmiles) : undefined;
      if (record) {
        exact.push(now() - t);
        cpu.exact.push(cpuNow() - c);
        if (!hit) exactMisses++;
      }
      t = now();
      c = cpuNow();
      const props = queryProps(rd, parseQuery(rd, { smiles: q }));
      if (props) engine.similarity(props.morganFp, SIM_THRESHOLD, 0, PAGE);
      if (record) {
        sim.push(now() - t);
        cpu.sim.push(cpuNow() - c);
      }
    }
    for (const q of [...SUBSTRUCTURE_QUERIES, ...molQueries.slice(0, 20)]) {
      const t = now();
      const c = cpuNow();
      let qm;
      try {
        qm = substructureQueryMol(rd, parseQuery(rd, { smiles: q }));
      } catch {
        continue;
      }
      await engine.substructure(qm, 0, PAGE, { countUpTo: STRUCTURE.countCap, countBudgetMs: STRUCTURE.countBudgetMs });
      qm.delete();
      if (record) {
        sub.push(now() - t);
        cpu.sub.push(cpuNow() - c);
        slow.push({ q, ms: now() - t });
      }
    }
  }
  slow.sort((a, b) => b.ms - a.ms);
  notes.push(`slowest substructure queries: ${slow.slice(0, 3).map((x) => `${x.q} ${Math.round(x.ms)} ms`).join('; ')}`);
  if (exactMisses) notes.push(`${exactMisses} exact queries found nothing (canonicalisation mismatch)`);
  const e = pct(exact);
  const s = pct(sim);
  const b = pct(sub);
  const ce = pct(cpu.exact);
  const cs = pct(cpu.sim);
  const cb = pct(cpu.sub);
  const load = os.loadavg()[0]!;
  log(`  exact p95 ${e.p95} ms · similarity top-${PAGE} p95 ${s.p95} ms · substructure first ${PAGE} (count ≤ ${STRUCTURE.countCap} within ${STRUCTURE.countBudgetMs} ms) p95 ${b.p95} ms`);
  log(`  CPU time p95: exact ${ce.p95} ms · similarity ${cs.p95} ms · substructure ${cb.p95} ms (load average ${load.toFixed(1)} on ${os.cpus().length} cores)`);
  if (load > os.cpus().length) notes.push(`machine busy (load ${load.toFixed(1)} on ${os.cpus().length} cores): wall times are inflated; CPU-time percentiles are given too`);
  const mem = engine.memory();
  const shards = engine.shardCount;
  engine.delete();
  return {
    metrics: {
      'structure.molecules': engine.alive,
      'structure.shards': shards,
      'structure.build_from_fps_ms': Math.round(buildMs),
      'structure.build_from_fps_cpu_ms': Math.round(buildCpuMs),
      'structure.rss_added_mb': rssAfter - rssBefore,
      'structure.rss_total_mb': rssAfter,
      'structure.index_js_mb': Math.round(mem.jsBytes / 1024 / 1024),
      'structure.exact_p50_ms': e.p50,
      'structure.exact_p95_ms': e.p95,
      'structure.exact_cpu_p95_ms': ce.p95,
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
  if (first.status !== 200 || !first.text.includes('"code":1')) return { metrics: {}, notes: [`structure/search answered ${first.status}: ${first.text.slice(0, 200)}`] };
  const exact = await ctx.ttfb(() => post({ smiles: ctx.pick(withSmiles).smiles, mode: 'exact' }), { count: 200, maxSeconds: 60 });
  const sim = await ctx.ttfb(() => post({ smiles: ctx.pick(withSmiles).smiles, mode: 'similarity', accuracy: 50 }), { count: 200, maxSeconds: 60 });
  const sub = await ctx.ttfb(() => post({ smiles: ctx.pick(SUBSTRUCTURE_QUERIES), mode: 'substructure' }), { count: 200, maxSeconds: 90 });
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
  runInProcess((m) => console.log(m), { rebuildCache: process.argv.includes('--rebuild-cache') })
    .then((r) => console.log(JSON.stringify(r, null, 2)))
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
