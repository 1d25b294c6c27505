/**
 * Part 3 of the structure benchmark (standalone `npx tsx bench/suites/structure.ts --db pglite|postgres`): the 150k
 * set written to a scratch database as the seed writes it, the index built from the database, searchStructures()
 * end to end.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
// The process-wide RDKit instance (the same one lib/platform/chem/rdkit.ts hands to the app code), without 'server-only'.
import { loadRDKit } from '../lib/db/seed/rdkit';
import { FP_BYTES } from '../lib/domain/catalog/structure/fp';
import { queryCache } from '../lib/domain/catalog/structure/query';
import type { SuiteResult } from './types';

import {
  PAGE,
  SUBSTRUCTURE_QUERIES,
  loadOrBuildCache,
  loadOrBuildInchiKeys,
  now,
  pct,
  rssMb,
  stallProbe,
} from './structure-data';

type Search = typeof import('../lib/domain/catalog/structure/search');
type IndexMod = typeof import('../lib/domain/catalog/structure/index');

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
  const { openDb } = await import('../lib/db/client');
  const { migrateDb } = await import('../lib/db/migrate');
  const { insertRaw } = await import('../lib/db/seed/util');
  const { products, productStructures } = await import('../lib/db/schema');
  const search: Search = await import('../lib/domain/catalog/structure/search');
  const index: IndexMod = await import('../lib/domain/catalog/structure/index');
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
