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
 * Part 3 (standalone only, `--db pglite|postgres`): the 150k set written to a scratch database as the seed
 *   writes it; the index built by lib/domain/catalog/structure/live-index.ts from the database; searchStructures() end to end.
 *
 * Standalone: `npx tsx bench/suites/structure.ts` (part 1; `--rebuild-cache` recomputes fps);
 * `… --db pglite [--pglite-dir .data/bench/pglite-150k] [--with-memory]`, `… --db postgres` (STRUCTURE_BENCH_PG_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres; a database structure_bench_<pid> is created and dropped).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { computeProps } from '../../lib/platform/chem/props';
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
import type { BenchContext, BenchSuite, Percentiles, SuiteResult } from '../types';

const ROOT = path.resolve(__dirname, '..', '..');
const DATA_FILES = ['chembl31_mini_train.zip', 'chembl31_test.zip', 'chembl31_valid.zip'];
const CACHE_DIR = path.join(ROOT, '.data', 'bench');
const CACHE_BASE = path.join(CACHE_DIR, 'structure-chembl31-v1');
const PAGE = 20;
const SIM_THRESHOLD = 0.5;

/** Broad and narrow substructure queries a buyer draws (scaffolds, functional groups, drug cores). */
export const SUBSTRUCTURE_QUERIES = [
  'c1ccccc1',
  'c1ccncc1',
  'C1CCNCC1',
  'C1CNCCN1',
  'c1ccc2[nH]ccc2c1',
  'c1ccc2ccccc2c1',
  'C(=O)O',
  'C(=O)N',
  'S(=O)(=O)N',
  'c1ccc(O)cc1',
  'CC(=O)Nc1ccccc1',
  'CC(=O)Nc1ccc(O)cc1',
  'CC(C)Cc1ccc(cc1)C(C)C(=O)O',
  'c1ncncn1',
  'O=C1CCCN1',
  'c1ncc2[nH]cnc2n1',
  'C1CCOC1',
  'c1ccsc1',
  'c1ccoc1',
  'FC(F)(F)c1ccccc1',
  'Clc1ccc(Cl)cc1',
  'N#Cc1ccccc1',
  'O=[N+]([O-])c1ccccc1',
  'c1ccc(-c2ccccc2)cc1',
  'C1CC1',
  'OC(=O)C1CCCN1',
  'NC(=O)c1cccnc1',
  'COc1ccc2nc(S(=O)Cc3ncc(C)c(OC)c3C)[nH]c2c1',
  'CN1CCN(CC1)c1ccccc1',
  'O=C(O)c1ccccc1O',
];

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
  return {
    smiles,
    pattern: pattern.subarray(0, count * FP_BYTES),
    morgan: morgan.subarray(0, count * FP_BYTES),
    count,
    prepSeconds,
  };
}

function pct(samples: number[]): Percentiles {
  const s = Float64Array.from(samples).sort();
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  const r = (x: number) => Math.round(x * 100) / 100;
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN;
  return {
    p50: r(at(0.5)),
    p90: r(at(0.9)),
    p95: r(at(0.95)),
    p99: r(at(0.99)),
    max: r(s[s.length - 1] ?? NaN),
    mean: r(mean),
    count: s.length,
  };
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** The longest time a 5 ms timer had to wait (what another request would wait) until stop(). */
function stallProbe(): { stop: () => number } {
  let stall = 0;
  let last = now();
  const timer = setInterval(() => {
    const t = now();
    stall = Math.max(stall, t - last - 5);
    last = t;
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(stall, now() - last - 5);
    },
  };
}

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

type Search = typeof import('../../lib/domain/catalog/structure/search');
type IndexMod = typeof import('../../lib/domain/catalog/structure/index');

/** InChIKeys of the cached set (what the seed stores in products.inchi_key), computed once and cached too. */
async function loadOrBuildInchiKeys(rd: RDKitModule, cache: Cache, log: (m: string) => void): Promise<string[]> {
  const file = `${CACHE_BASE}.ikey`;
  if (fs.existsSync(file)) {
    const keys = fs.readFileSync(file, 'utf8').split('\n').slice(0, cache.count);
    if (keys.length === cache.count) return keys;
  }
  log(`  computing InChIKeys of ${cache.count} molecules once (cached in ${path.relative(ROOT, file)}) …`);
  const t0 = Date.now();
  const keys: string[] = [];
  for (let i = 0; i < cache.count; i++) {
    let key = '';
    const m = rd.get_mol(cache.smiles[i]!);
    if (m) {
      try {
        const inchi = m.get_inchi();
        key = inchi ? rd.get_inchikey_for_inchi(inchi) : '';
      } catch {
        key = '';
      } finally {
        m.delete();
      }
    }
    keys.push(key);
    if (i % 20_000 === 0 && i > 0) log(`    ${i} / ${cache.count} (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  fs.writeFileSync(file, keys.join('\n'));
  return keys;
}

/**
 * Part 3 (standalone `--db pglite|postgres`): the real code path over the 150k set in a scratch database —
 * products + product_structures rows as the seed writes them, the index built by lib/domain/catalog/structure/live-index.ts
 * from the stored fingerprints (keyset load + build), and searchStructures() end to end (parse, index, result rows).
 * Needs the `react-server` export condition (the domain modules import 'server-only'); the CLI sets it.
 */
export async function runWithDb(
  log: (m: string) => void,
  opts: { kind: 'pglite' | 'postgres'; url?: string; pgliteDir?: string },
): Promise<SuiteResult> {
  const { openDb } = await import('../../lib/db/client');
  const { migrateDb } = await import('../../lib/db/migrate');
  const { insertRaw } = await import('../../lib/db/seed/util');
  const { products, productStructures } = await import('../../lib/db/schema');
  const search: Search = await import('../../lib/domain/catalog/structure/search');
  const index: IndexMod = await import('../../lib/domain/catalog/structure/index');
  const rd = await loadRDKit();
  const cache = await loadOrBuildCache(rd, log);
  const keys = await loadOrBuildInchiKeys(rd, cache, log);
  const notes: string[] = [];

  // Scratch database.
  let drop: () => Promise<void> = async () => {};
  let h: Awaited<ReturnType<typeof openDb>>;
  let reuse = false;
  if (opts.kind === 'pglite') {
    // In memory, or a folder kept between runs (`--pglite-dir`; written once, then reused as it is).
    h = await openDb({ kind: 'pglite', dataDir: opts.pgliteDir ?? ':memory:' });
    if (opts.pgliteDir) {
      await migrateDb(h);
      const n = await h.db.select({ n: sql<number>`count(*)::int` }).from(productStructures);
      reuse = Number(n[0]?.n ?? 0) === cache.count;
      if (!reuse && Number(n[0]?.n ?? 0) > 0) throw new Error(`${opts.pgliteDir} holds another data set: remove it`);
    }
  } else {
    const admin = opts.url ?? process.env.STRUCTURE_BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `structure_bench_${process.pid}`;
    const { Client } = await import('pg');
    const c = new Client({ connectionString: admin });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS "${name}"`);
    await c.query(`CREATE DATABASE "${name}"`);
    await c.end();
    h = await openDb({ kind: 'postgres', url: admin.replace(/\/[^/]*$/, `/${name}`) });
    drop = async () => {
      const a = new Client({ connectionString: admin });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    };
  }
  const db = h.db;
  try {
    await migrateDb(h);
    const t0 = Date.now();
    const CHUNK = 2000;
    for (let i = 0; i < (reuse ? 0 : cache.count); i += CHUNK) {
      const n = Math.min(CHUNK, cache.count - i);
      const rows = Array.from({ length: n }, (_, j) => ({
        code: `SB-${String(i + j + 1).padStart(7, '0')}`,
        nameEn: `ChEMBL structure ${i + j + 1}`,
        smiles: cache.smiles[i + j]!,
        canonicalSmiles: cache.smiles[i + j]!,
        inchiKey: keys[i + j] || null,
        status: 1,
      }));
      const ids = await insertRaw(db, products, rows, { size: CHUNK, returning: ['id'] });
      await insertRaw(
        db,
        productStructures,
        ids.map((r, j) => ({
          productId: Number(r.id),
          patternFp: cache.pattern.subarray((i + j) * FP_BYTES, (i + j + 1) * FP_BYTES),
          morganFp: cache.morgan.subarray((i + j) * FP_BYTES, (i + j + 1) * FP_BYTES),
        })),
        { size: CHUNK },
      );
    }
    await db.execute(sql.raw('analyze products'));
    await db.execute(sql.raw('analyze product_structures'));
    if (!reuse)
      log(`  ${opts.kind}: wrote ${cache.count} products with structures in ${Math.round((Date.now() - t0) / 1000)} s`);

    // Index build from the stored fingerprints, as an instance does at start; event-loop stalls measured meanwhile.
    global.gc?.();
    const rssBefore = rssMb();
    // Longest time the event loop could not run a 5 ms timer during the build (what other requests would wait).
    const probe = stallProbe();
    const b0 = now();
    const c0 = process.cpuUsage();
    await index.refreshStructureIndex(db);
    const buildMs = now() - b0;
    const cu = process.cpuUsage(c0);
    const stall = probe.stop();
    const rssPeak = rssMb();
    global.gc?.();
    const rssAfter = rssMb();
    const st = index.structureIndexStatus(db);
    if (!st.ready) throw new Error(`index not built: ${st.lastError}`);
    log(
      `  ${opts.kind}: index of ${st.molecules} built from the database in ${Math.round(buildMs)} ms (rows read in ${st.loadMs} ms; CPU ${Math.round((cu.user + cu.system) / 1000)} ms); longest event-loop stall ${Math.round(stall)} ms; RSS +${rssAfter - rssBefore} MB (peak ${rssPeak} MB)`,
    );

    const stride = Math.floor(cache.count / 50);
    const molQueries: string[] = [];
    for (let i = 0; i < 50; i++) {
      const m = rd.get_mol(cache.smiles[i * stride + 11]!);
      if (!m) continue;
      molQueries.push(m.get_smiles(JSON.stringify({ canonical: false })) || cache.smiles[i * stride + 11]!);
      m.delete();
    }
    const cpuNow = () => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    let failed = 0;
    const timed = async (f: () => Promise<unknown>, wall: number[], cpu: number[]) => {
      const t = now();
      const c = cpuNow();
      try {
        await f();
      } catch (err) {
        if (!(err instanceof search.StructureQueryError)) throw err;
        failed++;
        return;
      }
      wall.push(now() - t);
      cpu.push(cpuNow() - c);
    };
    // Steady state: one unmeasured pass over every query and mode (JIT, database pages, statement caches); then the
    // query cache is emptied, so each measured query is parsed for the first time, twice over (100 samples a mode).
    const clearQueryCache = () => (typeof queryCache === 'function' ? queryCache().clear() : undefined);
    const exactQ = (q: string) => search.searchStructures(db, { smiles: q, mode: 'exact', pageSize: PAGE });
    const simQ = (q: string) =>
      search.searchStructures(db, { smiles: q, mode: 'similarity', accuracy: 50, pageSize: PAGE });
    const subQ = (q: string) => search.searchStructures(db, { smiles: q, mode: 'substructure', pageSize: PAGE });
    for (const q of molQueries) {
      await timed(() => exactQ(q), [], []);
      await timed(() => simQ(q), [], []);
    }
    for (const q of SUBSTRUCTURE_QUERIES) await timed(() => subQ(q), [], []);
    const ex1 = { w: [] as number[], c: [] as number[] };
    const ex2 = { w: [] as number[], c: [] as number[] };
    const sim = { w: [] as number[], c: [] as number[] };
    const sub = { w: [] as number[], c: [] as number[] };
    let misses = 0;
    for (let pass = 0; pass < 2; pass++) {
      clearQueryCache();
      for (const q of molQueries) {
        await timed(
          async () => {
            const r = await exactQ(q);
            if (r.list.length === 0) misses++;
          },
          ex1.w,
          ex1.c,
        );
      }
      // The same queries again (a repeated search, the next page): parsed query from the cache.
      for (const q of molQueries) await timed(() => exactQ(q), ex2.w, ex2.c);
      clearQueryCache();
      for (const q of molQueries) await timed(() => simQ(q), sim.w, sim.c);
      clearQueryCache();
      for (const q of SUBSTRUCTURE_QUERIES) await timed(() => subQ(q), sub.w, sub.c);
    }
    if (misses) notes.push(`${misses} exact queries found nothing`);
    if (failed) notes.push(`${failed} queries were refused as unreadable (StructureQueryError)`);
    const [e1, e1c, e2, e2c, s, sc, b, bc] = [ex1.w, ex1.c, ex2.w, ex2.c, sim.w, sim.c, sub.w, sub.c].map(pct);
    log(
      `  ${opts.kind}: searchStructures p95 — exact first ${e1!.p95} ms (CPU ${e1c!.p95}) · exact repeated ${e2!.p95} ms (CPU ${e2c!.p95}) · similarity ${s!.p95} ms (CPU ${sc!.p95}) · substructure ${b!.p95} ms (CPU ${bc!.p95})`,
    );
    const k = `structure.db_${opts.kind}`;
    return {
      metrics: {
        [`${k}.build_ms`]: Math.round(buildMs),
        [`${k}.build_cpu_ms`]: Math.round((cu.user + cu.system) / 1000),
        [`${k}.build_load_rows_ms`]: st.loadMs ?? null,
        [`${k}.build_max_event_loop_stall_ms`]: Math.round(stall),
        [`${k}.rss_added_mb`]: rssAfter - rssBefore,
        [`${k}.rss_peak_mb`]: rssPeak,
        [`${k}.exact_first_p50_ms`]: e1!.p50,
        [`${k}.exact_first_p95_ms`]: e1!.p95,
        [`${k}.exact_first_cpu_p95_ms`]: e1c!.p95,
        [`${k}.exact_repeat_p95_ms`]: e2!.p95,
        [`${k}.exact_repeat_cpu_p95_ms`]: e2c!.p95,
        [`${k}.similarity_top20_p95_ms`]: s!.p95,
        [`${k}.similarity_top20_cpu_p95_ms`]: sc!.p95,
        [`${k}.substructure_first20_p95_ms`]: b!.p95,
        [`${k}.substructure_first20_cpu_p95_ms`]: bc!.p95,
        'structure.load_average': Math.round(os.loadavg()[0]! * 10) / 10,
      },
      notes,
    };
  } finally {
    index.dropStructureIndex(db);
    await h.close();
    await drop();
  }
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
