/**
 * Structure search at 1,000,000 molecules on PostgreSQL (issue 16): the in-process index through the real path
 * (searchStructures()), against the RDKit PostgreSQL cartridge on the same molecules and queries
 * (bench/rdkit-cartridge.ts; installed by scripts/rdkit-cartridge.sh, skipped with a note when the server lacks it).
 * docs/decisions/0013-structure-search-1m.md holds the choice and the current figures; every run:
 * docs/investigations/structure-search-1m.md.
 *
 * Opt-in (the set takes long to generate and load): `npm run bench -- --suites structure-1m` or BENCH_LARGE=1;
 * standalone `NODE_OPTIONS=--expose-gc npx tsx bench/suites/structure-1m.ts [--db-name mall_bench_structure_1m]
 * [--out file.json]`.
 *
 *   1. the set: bench/structure-1m-set.ts (1M distinct molecules from the ChEMBL sets, substituent variants, InChIKey
 *      de-duplicated; generated once into .data/bench/structure-1m-v1.*, its generation time reported);
 *   2. the database: BENCH_PG_URL / TEST_PG_URL's server (default the local one), database `--db-name` (default
 *      mall_bench_structure_1m; created, migrated, the demo catalogue seeded, the set loaded once and kept);
 *   3. queries (fixed): 200 molecules of the set at a fixed stride, each written differently from the stored SMILES
 *      (exact; similarity top-20 at 80 % — the page's preset — and at 50 %), and 200 substructure queries: the
 *      fragments below (scaffolds, functional groups, drug cores) plus 200 − that many of the molecules;
 *   4. the index built from the database as an instance does at start (build time, event-loop stall, RSS added and
 *      peak), one unmeasured pass, then every query once with the query cache emptied (first sight): p50/p95/max per
 *      mode, substructure also per class (fragments, molecules).
 *   5. the server: the built app (`--dist`, default .next-bench, built when missing) started on the database through
 *      scripts/start.sh on `--port` (default 3350), its RSS sampled while the index warms, through 20 searches and
 *      for 3 minutes after (`structure1m.server.*`); `--no-server` skips it.
 * Goals (p95): exact ≤ 5 ms, similarity ≤ 100 ms, substructure first page ≤ 150 ms, server RSS ≤ 1.5 GB.
 */
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { loadRDKit } from '../../lib/db/seed/rdkit';
import { generateSet, loadSetIntoDb, readSet, SET_BASE, type LoadedSet } from '../structure-1m-set';
import { SUBSTRUCTURE_QUERIES } from '../structure-data';
import path from 'node:path';
import { percentiles, RssSampler } from '../lib';
import { buildApp, ROOT, startServer } from '../../scripts/lib/harness.mjs';
import {
  buildCartridgeTable,
  cartridgeExact,
  cartridgePlans,
  cartridgeSimilarity,
  cartridgeSubstructure,
  openCartridge,
  type CartridgeAnswer,
} from '../rdkit-cartridge';
import type { BenchSuite, SuiteResult } from '../types';

const PAGE = 20;
const QUERIES = 200;
/** More fragments a buyer draws, besides the 150k suite's list. */
const MORE_FRAGMENTS = [
  'c1ccc2ncccc2c1',
  'c1ccc2occc2c1',
  'c1ccc2sccc2c1',
  'c1cnc2ccccc2n1',
  'c1ccc2[nH]cnc2c1',
  'c1cn[nH]c1',
  'c1cnoc1',
  'c1cscn1',
  'c1nnc[nH]1',
  'c1ccc(cc1)S(N)(=O)=O',
  'NC(=O)Nc1ccccc1',
  'O=C(Nc1ccccc1)c1ccccc1',
  'c1ccc(Oc2ccccc2)cc1',
  'C1CCC2CCCCC2C1',
  'C1CC2CCC1C2',
  'O=C1NC(=O)c2ccccc12',
  'O=c1ccc2ccccc2o1',
  'c1ccc2c(c1)Cc1ccccc1-2',
  'OC(=O)CCc1ccccc1',
  'CC(N)Cc1ccccc1',
  'NCCc1c[nH]c2ccccc12',
  'C1CCC(CC1)N',
  'O=C1CCCCC1',
  'C1COCCN1',
  'c1ccc(nc1)-c1ccccn1',
  'CC1(C)SC2CC(=O)N2C1',
  'O=S(=O)(c1ccccc1)N1CCCC1',
  'Fc1ccc(cc1)C(=O)',
  'COc1cc(ccc1O)C=O',
  'C[C@@H](N)C(=O)O',
];
export const FRAGMENTS = [...SUBSTRUCTURE_QUERIES, ...MORE_FRAGMENTS];

type Engine = 'in-process' | 'cartridge';
type Answer = { ids: number[]; scores: (number | null)[]; total: number; capped: boolean; timedOut: boolean };

const pct = percentiles;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** Molecules of the set at a fixed stride, written differently from the stored (canonical) SMILES. */
function moleculeQueries(rd: RDKitModule, set: LoadedSet, n: number): string[] {
  const out: string[] = [];
  const stride = Math.floor(set.count / n);
  for (let i = 0; out.length < n && i < set.count; i++) {
    const s = set.rows[(i * stride + 13) % set.count]!.canonicalSmiles;
    const m = rd.get_mol(s);
    if (!m) continue;
    out.push(m.get_smiles(JSON.stringify({ canonical: false })) || s);
    m.delete();
  }
  return out;
}

/** The note naming an engine's four slowest substructure queries. */
function slowestNote(engine: Engine, slow: { q: string; ms: number }[]): string {
  const top = [...slow].sort((a, b) => b.ms - a.ms).slice(0, 4);
  return `${engine}: slowest substructure queries ${top.map((x) => `${x.q} ${Math.round(x.ms)} ms`).join('; ')}`;
}

/** Per-mode latency metrics of one engine under `k` (p50/p95/max); returns the one-line summary for the log. */
function modeMetrics(
  metrics: Record<string, number | null>,
  k: string,
  t: { exact: number[]; sim80: number[]; sim50: number[]; subFrag: number[]; subMol: number[] },
): string {
  const [e, s8, s5, sf, sm, sa] = [t.exact, t.sim80, t.sim50, t.subFrag, t.subMol, [...t.subFrag, ...t.subMol]].map(
    pct,
  );
  Object.assign(metrics, {
    [`${k}.exact_p50_ms`]: e!.p50,
    [`${k}.exact_p95_ms`]: e!.p95,
    [`${k}.similarity80_top20_p50_ms`]: s8!.p50,
    [`${k}.similarity80_top20_p95_ms`]: s8!.p95,
    [`${k}.similarity80_top20_max_ms`]: s8!.max,
    [`${k}.similarity50_top20_p50_ms`]: s5!.p50,
    [`${k}.similarity50_top20_p95_ms`]: s5!.p95,
    [`${k}.similarity50_top20_max_ms`]: s5!.max,
    [`${k}.substructure_first20_p50_ms`]: sa!.p50,
    [`${k}.substructure_first20_p95_ms`]: sa!.p95,
    [`${k}.substructure_first20_max_ms`]: sa!.max,
    [`${k}.substructure_fragments_p95_ms`]: sf!.p95,
    [`${k}.substructure_molecules_p95_ms`]: sm!.p95,
  });
  return `p95 exact ${e!.p95} ms · similarity@80 ${s8!.p95} ms · similarity@50 ${s5!.p95} ms · substructure ${sa!.p95} ms (fragments ${sf!.p95}, molecules ${sm!.p95})`;
}

type ServerOpts = { dist: string; port: number } | null;

/**
 * The server's RSS with the 1M index (the goal is about a server, not this process): the built app started on the
 * database through scripts/start.sh (as `npm start`), sampled every 250 ms while the index warms at start, through
 * 20 structure searches over HTTP, and for `settleS` seconds after (V8 and malloc give memory back late).
 */
async function measureServerRss(
  url: string,
  o: { dist: string; port: number },
  log: (m: string) => void,
  settleS = 180,
): Promise<Record<string, number>> {
  const logs = path.join(ROOT, '.data', 'bench-logs');
  if (!fs.existsSync(path.join(ROOT, o.dist, 'BUILD_ID'))) {
    log(`  building the app into ${o.dist} …`);
    const code = await buildApp({ distDir: o.dist, log: path.join(logs, 'structure-1m-build.log') });
    if (code !== 0) throw new Error(`build failed (${code}); see .data/bench-logs/structure-1m-build.log`);
  }
  const t0 = Date.now();
  const server = await startServer({
    port: o.port,
    distDir: o.dist,
    dataDir: '.data/unused',
    databaseUrl: url,
    log: path.join(logs, 'structure-1m-server.log'),
    readyPath: '/robots.txt',
    env: { RATE_LIMIT_EXEMPT: '127.0.0.1,::1' },
  });
  const rss = new RssSampler(server.pid, 250);
  try {
    const readyMb = rss.nowMb();
    const search = async (smiles: string, mode: string) => {
      const res = await fetch(`${server.url}/mall/shopping/product/api/structure/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ smiles, mode, accuracy: 80 }),
        signal: AbortSignal.timeout(600_000),
      });
      return (await res.json()) as { code: number; data?: { total?: number } };
    };
    // The first search waits for the index (or says it is being built): ask until it answers.
    for (;;) {
      const r = await search('c1ccccc1', 'substructure');
      if (r.code === 1) break;
      if (Date.now() - t0 > 900_000) throw new Error('the server did not build its structure index within 15 min');
      await new Promise((res) => setTimeout(res, 2000));
    }
    const builtS = Math.round((Date.now() - t0) / 1000);
    const builtMb = rss.nowMb();
    for (const q of FRAGMENTS.slice(0, 10)) {
      await search(q, 'substructure');
      await search(q, 'similarity');
    }
    log(
      `  server: index ready ${builtS} s after start; RSS ${readyMb} MB at start, ${builtMb} MB when ready; settling ${settleS} s …`,
    );
    await new Promise((res) => setTimeout(res, settleS * 1000));
    const settledMb = rss.nowMb();
    const peakMb = rss.peakMb();
    log(`  server: RSS ${settledMb} MB settled, peak ${peakMb} MB`);
    return {
      'structure1m.server.index_ready_s': builtS,
      'structure1m.server.rss_at_start_mb': readyMb,
      'structure1m.server.rss_when_ready_mb': builtMb,
      'structure1m.server.rss_settled_mb': settledMb,
      'structure1m.server.rss_peak_mb': peakMb,
    };
  } finally {
    rss.stop();
    await server.stop();
  }
}

export async function runStructure1m(
  log: (m: string) => void,
  opts: { dbName?: string; server?: ServerOpts } = {},
): Promise<SuiteResult> {
  const metrics: Record<string, number | null> = {};
  const notes: string[] = [];
  const meta = await generateSet({ log });
  metrics['structure1m.molecules'] = meta.count;
  metrics['structure1m.generate_s'] = meta.seconds;
  // Released once the queries are drawn (below): a server does not hold the set, and its 1M row objects (≈ 1.4 GB of
  // heap) would put their major GCs into the measured latencies.
  let set: LoadedSet | null = readSet();
  const rd = await loadRDKit();
  const { pgDatabaseUrl, withPostgres } = await import('../databases');
  const dbName = opts.dbName ?? 'mall_bench_structure_1m';
  return withPostgres(dbName, async (db) => {
    const search = await import('../../lib/domain/catalog/structure/search');
    const index = await import('../../lib/domain/catalog/structure/index');
    const { queryCache } = await import('../../lib/domain/catalog/structure/query');
    try {
      const cats = await db.execute(sql`select count(*)::int as n from categories`);
      if (Number((cats as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) === 0) {
        log('  seeding the demo catalogue (categories, brands) …');
        const seed = await import('../../lib/db/seed');
        await db.transaction(async (tx) => {
          await seed.resetCatalogue(tx, log);
          await seed.seedDemo(tx, { log, workers: 2 });
        });
      }
      const loaded = await loadSetIntoDb(db, set!, log);
      if (!loaded.reused) metrics['structure1m.load_s'] = loaded.seconds;
      const size = async (rel: string) => {
        const r = await db.execute(
          sql`select coalesce(pg_total_relation_size(to_regclass(${rel})), 0)::float8 / 1048576 as mb`,
        );
        return Math.round(Number((r as unknown as { rows: { mb: number }[] }).rows[0]?.mb ?? 0));
      };
      metrics['structure1m.db_products_mb'] = await size('products');
      metrics['structure1m.db_product_structures_mb'] = await size('product_structures');

      const molecules = moleculeQueries(rd, set!, QUERIES);
      // Unmeasured warm-up queries: other molecules of the set.
      const warm = moleculeQueries(rd, { ...set!, rows: set!.rows.slice(7) }, 20);
      set = null;
      const subQueries = [...FRAGMENTS, ...molecules.slice(0, QUERIES - FRAGMENTS.length)];
      const isFragment = new Set(FRAGMENTS);
      const answers: Record<Engine, Map<string, Answer>> = { 'in-process': new Map(), cartridge: new Map() };

      const measureEngine = async (engine: Engine) => {
        const k = 'structure1m.inprocess';
        let failed = 0;
        const run = async (
          key: string,
          f: () => Promise<import('../../lib/domain/catalog/structure/types').StructureSearchResult>,
          into?: number[],
        ) => {
          const t = now();
          try {
            const r = await f();
            into?.push(now() - t);
            answers[engine].set(key, {
              ids: r.list.map((x) => x.id),
              scores: r.list.map((x) => x.similarity),
              total: r.total,
              capped: r.capped,
              timedOut: r.timedOut,
            });
          } catch (err) {
            if (!(err instanceof search.StructureQueryError)) throw err;
            failed++;
          }
        };
        const exactQ = (q: string) => search.searchStructures(db, { smiles: q, mode: 'exact', pageSize: PAGE });
        const simQ = (q: string, acc: number) =>
          search.searchStructures(db, { smiles: q, mode: 'similarity', accuracy: acc, pageSize: PAGE });
        const subQ = (q: string) => search.searchStructures(db, { smiles: q, mode: 'substructure', pageSize: PAGE });
        // One unmeasured pass on other molecules (JIT, statement plans, database pages of the indexes).
        for (const q of warm) {
          await run('warm', () => exactQ(q));
          await run('warm', () => simQ(q, 80));
          await run('warm', () => subQ(q));
        }
        for (const q of FRAGMENTS.slice(0, 10)) await run('warm', () => subQ(q));
        const exact: number[] = [];
        const sim80: number[] = [];
        const sim50: number[] = [];
        const subFrag: number[] = [];
        const subMol: number[] = [];
        queryCache().clear();
        for (const q of molecules) await run(`exact ${q}`, () => exactQ(q), exact);
        queryCache().clear();
        for (const q of molecules) await run(`sim80 ${q}`, () => simQ(q, 80), sim80);
        queryCache().clear();
        for (const q of molecules) await run(`sim50 ${q}`, () => simQ(q, 50), sim50);
        queryCache().clear();
        const slow: { q: string; ms: number }[] = [];
        for (const q of subQueries) {
          const into = isFragment.has(q) ? subFrag : subMol;
          const before = into.length;
          await run(`sub ${q}`, () => subQ(q), into);
          if (into.length > before) slow.push({ q, ms: into[into.length - 1]! });
        }
        queryCache().clear();
        notes.push(slowestNote(engine, slow));
        const timedOut = [...answers[engine].entries()].filter(
          ([key, a]) => key.startsWith('sub ') && a.timedOut,
        ).length;
        if (timedOut)
          notes.push(
            `${engine}: ${timedOut} substructure queries stopped at the time limit (${(await import('../../lib/config/constants')).STRUCTURE.substructureTimeLimitMs} ms)`,
          );
        if (failed) notes.push(`${engine}: ${failed} queries refused (StructureQueryError)`);
        const line = modeMetrics(metrics, k, { exact, sim80, sim50, subFrag, subMol });
        Object.assign(metrics, {
          [`${k}.rss_mb`]: rssMb(),
          [`${k}.load_average`]: Math.round(os.loadavg()[0]! * 10) / 10,
        });
        log(`  ${engine}: ${line}; RSS ${rssMb()} MB`);
      };

      global.gc?.();
      const before = rssMb();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 100);
      let stall = 0;
      let last = now();
      const probe = setInterval(() => {
        const t = now();
        stall = Math.max(stall, t - last - 5);
        last = t;
      }, 5);
      const t0 = now();
      await index.refreshStructureIndex(db);
      const buildMs = now() - t0;
      clearInterval(probe);
      clearInterval(sampler);
      global.gc?.();
      const st = index.structureIndexStatus(db);
      if (!st.ready) throw new Error(`in-process index not built: ${st.lastError}`);
      Object.assign(metrics, {
        'structure1m.inprocess.build_s': Math.round(buildMs / 100) / 10,
        'structure1m.inprocess.build_load_rows_s': Math.round((st.loadMs ?? 0) / 100) / 10,
        'structure1m.inprocess.build_max_event_loop_stall_ms': Math.round(stall),
        'structure1m.inprocess.rss_before_mb': before,
        'structure1m.inprocess.rss_peak_mb': peak,
        'structure1m.inprocess.rss_after_build_mb': rssMb(),
      });
      log(
        `  in-process: index of ${st.molecules} built in ${(buildMs / 1000).toFixed(1)} s (rows read ${((st.loadMs ?? 0) / 1000).toFixed(1)} s); RSS ${before} → ${rssMb()} MB, peak ${peak} MB`,
      );
      await measureEngine('in-process');
      index.dropStructureIndex(db);
      global.gc?.();

      // The cartridge: same molecules (products on shelf with a structure), same queries, first sight each.
      const cart = await openCartridge(pgDatabaseUrl(dbName));
      if ('error' in cart) {
        notes.push(`cartridge: not measured (${cart.error}); scripts/rdkit-cartridge.sh installs it`);
      } else {
        const c = cart.client;
        try {
          const k = 'structure1m.cartridge';
          const built = await buildCartridgeTable(c, st.molecules, log);
          metrics[`${k}.molecules`] = built.rows;
          if (!built.reused) {
            metrics[`${k}.build_table_s`] = built.tableS;
            metrics[`${k}.build_indexes_s`] = built.indexS;
          }
          metrics[`${k}.table_mb`] = built.tableMb;
          metrics[`${k}.indexes_mb`] = built.indexMb;
          notes.push(
            `cartridge: RDKit ${cart.version}; plans ${JSON.stringify(await cartridgePlans(c, molecules[0]!))}`,
          );
          for (const q of warm) {
            await cartridgeExact(c, q);
            await cartridgeSimilarity(c, q, 0.8);
            await cartridgeSubstructure(c, q, false);
          }
          const into = (list: number[], key: string, a: CartridgeAnswer) => {
            list.push(a.ms);
            answers.cartridge.set(key, {
              ids: a.ids,
              scores: [],
              total: a.ids.length,
              capped: a.ids.length > PAGE,
              timedOut: a.timedOut,
            });
            return a;
          };
          const [exact, sim80, sim50, subFrag, subMol] = [[], [], [], [], []] as number[][];
          for (const q of molecules) into(exact!, `exact ${q}`, await cartridgeExact(c, q));
          for (const q of molecules) into(sim80!, `sim80 ${q}`, await cartridgeSimilarity(c, q, 0.8));
          for (const q of molecules) into(sim50!, `sim50 ${q}`, await cartridgeSimilarity(c, q, 0.5));
          const slow: { q: string; ms: number }[] = [];
          for (const q of subQueries) {
            const a = into(
              isFragment.has(q) ? subFrag! : subMol!,
              `sub ${q}`,
              await cartridgeSubstructure(c, q, false),
            );
            slow.push({ q, ms: a.ms });
          }
          notes.push(slowestNote('cartridge', slow));
          const timedOut = [...answers.cartridge.values()].filter((a) => a.timedOut).length;
          if (timedOut) notes.push(`cartridge: ${timedOut} queries stopped at the 10 s statement timeout`);
          // Do the engines agree? Exact: the same products. Substructure: both find something, or both nothing.
          let exactDiffer = 0;
          let subDiffer = 0;
          for (const [key, a] of answers.cartridge) {
            const b = answers['in-process'].get(key);
            if (!b) continue;
            if (key.startsWith('exact ') && [...a.ids].sort().join() !== [...b.ids].sort().join()) exactDiffer++;
            if (key.startsWith('sub ') && !a.timedOut && a.ids.length > 0 !== b.ids.length > 0) subDiffer++;
          }
          metrics[`${k}.exact_disagreements`] = exactDiffer;
          metrics[`${k}.substructure_found_disagreements`] = subDiffer;
          const line = modeMetrics(metrics, k, {
            exact: exact!,
            sim80: sim80!,
            sim50: sim50!,
            subFrag: subFrag!,
            subMol: subMol!,
          });
          log(`  cartridge: ${line}; disagreements exact ${exactDiffer}, substructure ${subDiffer}`);
        } finally {
          await c.end();
        }
      }

      if (opts.server) Object.assign(metrics, await measureServerRss(pgDatabaseUrl(dbName), opts.server, log));
      else notes.push('server RSS not measured (--no-server)');

      metrics['structure1m.load_average'] = Math.round(os.loadavg()[0]! * 10) / 10;
      if (os.loadavg()[0]! > os.cpus().length)
        notes.push(
          `machine busy (load ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores): absolute times are inflated`,
        );
      return { metrics, notes };
    } finally {
      index.dropStructureIndex(db);
    }
  });
}

const suite: BenchSuite = {
  name: 'structure-1m',
  description:
    'Structure search at 1M molecules on PostgreSQL, in-process index vs RDKit cartridge (opt-in: BENCH_LARGE=1 or --suites structure-1m)',
  optIn: true,
  async run(ctx) {
    return runStructure1m(ctx.log, { server: { dist: ctx.distDir, port: ctx.opts.port + 50 } });
  },
};

export default suite;

if (require.main === module) {
  const argv = process.argv.slice(2);
  if (!(process.env.NODE_OPTIONS ?? '').includes('react-server')) {
    // The domain modules import 'server-only', which only resolves under the react-server condition.
    const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=react-server`.trim() };
    const r = spawnSync(process.execPath, [...process.execArgv, __filename, ...argv], { stdio: 'inherit', env });
    process.exit(r.status ?? 1);
  }
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  runStructure1m((m) => console.log(m), {
    dbName: opt('--db-name'),
    server: argv.includes('--no-server')
      ? null
      : { dist: opt('--dist') ?? '.next-bench', port: Number(opt('--port') ?? 3350) },
  })
    .then((r) => {
      const text = JSON.stringify({ set: SET_BASE, at: new Date().toISOString(), ...r }, null, 2);
      console.log(text);
      const out = opt('--out');
      if (out) fs.writeFileSync(out, text);
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}
