/**
 * The per-process structure index: one StructureEngine per database handle (a globalThis singleton, so
 * Next's module re-instantiation never builds it twice), loaded from the database in keyset batches of
 * (product id, canonical SMILES, pattern fp, Morgan fp) — nothing is re-parsed — and built in slices
 * with the event loop free in between (StructureEngine.buildAsync), so the instance keeps serving meanwhile.
 *
 * Many app instances: each builds its own index from the shared database and keeps it fresh:
 *   - writers call `bumpStructureIndexVersion(db)` after changing structures or on-sale status
 *     (settings row `structure_index_version`);
 *   - before a search an instance reads that row at most every STRUCTURE.versionCheckMs (one PK lookup);
 *     on a change it refreshes IN THE BACKGROUND while the current index keeps serving:
 *     delta = rows whose product_structures.updated_at or products.updated_at moved past the watermark
 *     (added/replaced/removed in place), then a recount; a full rebuild (swap when done) when the count
 *     disagrees (hard deletes) or removed/appended rows exceed 10 %;
 *   - every STRUCTURE.driftCheckMs the instance also recounts, catching writers that forgot to bump.
 *
 * The libraries live inside one RDKit module: when that module is poisoned (a WASM fault, lib/platform/chem/health.ts) the
 * engine dies with it. A listener drops it at once and rebuilds on a fresh module in the background; substructure and
 * similarity searches meanwhile answer STRUCTURE_MSG.indexBuilding (never an empty result). The exact search reads the
 * database only and keeps working. See docs/decisions/0002-structure-search.md and 0003-chemistry-engine-guard.md.
 */
import 'server-only';
import { and, asc, eq, gt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, productStructures } from '@/lib/db/schema';
import { getRDKit, onEnginePoisoned } from '@/lib/platform/chem/rdkit';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { StructureQueryError } from './query';
import { StructureEngine } from './engine';
import {
  countEligible,
  DELTA_BATCH,
  fromHex,
  isEligibleRow,
  loadAll,
  OVERLAP_MS,
  readStructureIndexVersion,
  rowCols,
  stamp,
  yieldToEventLoop,
} from './index-rows';
import { entries, type Entry, entryOf, g, knownDbs, options } from './index-state';
import { log } from '@/lib/platform/observability';

export type IndexStatus = {
  ready: boolean;
  molecules: number;
  rows: number;
  removed: number;
  appended: number;
  version: string | null;
  builtAt: number | null;
  /** Last full build: total ms, of which reading the rows from the database. */
  buildMs: number | null;
  loadMs: number | null;
  refreshes: number;
  fullBuilds: number;
  lastError: string | null;
  /** Times the index was dropped because its RDKit module was poisoned. */
  resets: number;
  /** Rebuilding after such a reset (searches answer STRUCTURE_MSG.indexBuilding meanwhile). */
  rebuilding: boolean;
};

/**
 * Drop an index whose RDKit module was poisoned (its libraries died with the module; nothing is called on them) and
 * rebuild it on a fresh module in the background.
 */
function resetEntry(db: Db, e: Entry, reason: string): void {
  const again = e.rebuilding && !e.engine;
  e.engine = null;
  e.ready = null;
  e.buildModule = null;
  e.rebuilding = true;
  e.lastError = reason;
  if (!again) {
    e.resets++;
    log.error(`[structure-index] ${reason}: rebuilding on a fresh RDKit module`);
  }
  setImmediate(() => {
    if (entries.get(db) !== e) return;
    ensureBuilt(db).catch((err) => log.error({ err }, '[structure-index] rebuild after reset failed'));
  });
}

if (!g.__structureIndexPoisonListener) {
  g.__structureIndexPoisonListener = true;
  onEnginePoisoned((rd) => {
    for (const ref of [...knownDbs]) {
      const db = ref.deref();
      if (!db) {
        knownDbs.delete(ref);
        continue;
      }
      const e = entries.get(db);
      if (!e) continue;
      // An index built in the poisoned module, or a build running in it (it fails on its next library call).
      if (e.engine?.module === rd || (!e.engine && e.ready && e.buildModule === rd))
        resetEntry(db, e, 'RDKit module poisoned');
    }
  });
}

async function fullBuild(db: Db, e: Entry): Promise<StructureEngine> {
  const version = await readStructureIndexVersion(db);
  const t0 = Date.now();
  const [rd, { rows, watermark }] = await Promise.all([getRDKit(), loadAll(db)]);
  const loadMs = Date.now() - t0;
  e.buildModule = rd;
  // In slices, with the event loop free in between: the instance keeps serving while it builds.
  const engine = await StructureEngine.buildAsync(rd, rows);
  if (engine.poisoned) throw new Error('structure index: RDKit module poisoned while building');
  if (entries.get(db) !== e) {
    // Dropped (dropStructureIndex) while building: nobody will use this engine.
    engine.delete();
    throw new Error('structure index dropped while building');
  }
  const old = e.engine;
  e.engine = engine;
  e.version = version;
  e.watermark = watermark;
  e.builtAt = Date.now();
  e.buildMs = e.builtAt - t0;
  e.loadMs = loadMs;
  e.lastVersionCheck = e.builtAt;
  e.lastDriftCheck = e.builtAt;
  e.fullBuilds++;
  e.rebuilding = false;
  // A search still running on the old engine keeps it alive: delete() frees its libraries when that search ends.
  old?.delete();
  return engine;
}

/** Apply rows changed since the watermark; returns whether a full rebuild is needed. */
async function applyDelta(db: Db, e: Entry, engine: StructureEngine): Promise<boolean> {
  const since = new Date(Math.max(0, e.watermark - OVERLAP_MS));
  let last = 0;
  let watermark = e.watermark;
  for (;;) {
    const batch = await db
      .select({ ...rowCols, status: products.status })
      .from(productStructures)
      .innerJoin(products, eq(products.id, productStructures.productId))
      .where(
        and(
          or(gt(productStructures.updatedAt, since), gt(products.updatedAt, since)),
          gt(productStructures.productId, last),
          gt(products.id, last),
        ),
      )
      .orderBy(asc(productStructures.productId))
      .limit(DELTA_BATCH);
    for (const r of batch) {
      const p = fromHex(r.patternFp);
      const m = fromHex(r.morganFp);
      const fpAt = stamp(r.fpUpdatedAt);
      watermark = Math.max(watermark, fpAt, stamp(r.productUpdatedAt));
      if (!isEligibleRow(r.status, r.smiles, p, m)) {
        engine.remove(r.id);
        continue;
      }
      if (engine.has(r.id) && engine.stampOf(r.id) === fpAt) continue;
      engine.addRow({ id: r.id, smiles: r.smiles!, patternFp: p!, morganFp: m!, updatedAt: fpAt });
    }
    if (batch.length < DELTA_BATCH) break;
    last = batch[batch.length - 1]!.id;
    await yieldToEventLoop();
  }
  e.watermark = watermark;
  const { n } = await countEligible(db);
  const churn = engine.deadCount + engine.appended;
  return n !== engine.alive || churn > Math.max(1000, engine.rows * 0.1);
}

/** Bring the index up to date now (delta, then a full rebuild if needed). Awaitable; one at a time per database. */
export function refreshStructureIndex(db: Db, opts: { full?: boolean } = {}): Promise<void> {
  const e = entryOf(db);
  if (e.refreshing) return e.refreshing;
  e.refreshing = (async () => {
    try {
      if (!e.engine) {
        await ensureBuilt(db);
        return;
      }
      const version = await readStructureIndexVersion(db);
      let needFull = !!opts.full;
      if (!needFull) needFull = await applyDelta(db, e, e.engine);
      e.version = version;
      e.lastDriftCheck = Date.now();
      if (needFull) await fullBuild(db, e);
      e.refreshes++;
      e.lastError = null;
    } catch (err) {
      e.lastError = (err as Error).message;
      log.error({ err }, '[structure-index] refresh failed');
    } finally {
      e.refreshing = null;
    }
  })();
  return e.refreshing;
}

function ensureBuilt(db: Db): Promise<StructureEngine> {
  const e = entryOf(db);
  if (e.engine) return Promise.resolve(e.engine);
  if (!e.ready) {
    const p: Promise<StructureEngine> = fullBuild(db, e).catch((err) => {
      if (e.ready === p) e.ready = null;
      e.lastError = (err as Error).message;
      throw err;
    });
    e.ready = p;
  }
  return e.ready;
}

/** Cheap freshness check (throttled); starts a background refresh when the shared version or the DB count moved. */
async function maybeRefresh(db: Db, e: Entry): Promise<void> {
  const now = Date.now();
  if (e.refreshing) return;
  if (now - e.lastVersionCheck >= options.versionCheckMs) {
    e.lastVersionCheck = now;
    const version = await readStructureIndexVersion(db);
    if (version !== e.version) {
      void refreshStructureIndex(db);
      return;
    }
  }
  if (now - e.lastDriftCheck >= options.driftCheckMs && e.engine) {
    e.lastDriftCheck = now;
    const engine = e.engine;
    void countEligible(db)
      .then(({ n, maxAt }) => {
        if (n !== engine.alive || maxAt > e.watermark) return refreshStructureIndex(db);
      })
      .catch((err) => log.error({ err }, '[structure-index] drift check failed'));
  }
}

/** The index for this database: built on first use (awaited), then kept fresh in the background. */
export async function getStructureIndex(db: Db): Promise<StructureEngine> {
  const e = entryOf(db);
  if (e.engine?.poisoned) resetEntry(db, e, 'RDKit module poisoned');
  if (!e.engine) {
    // After a reset the first build is done in the background: say so instead of making the buyer wait (or see nothing).
    if (e.rebuilding) {
      if (!e.ready) void ensureBuilt(db).catch(() => undefined);
      throw new StructureQueryError(STRUCTURE_MSG.indexBuilding);
    }
    return ensureBuilt(db);
  }
  try {
    await maybeRefresh(db, e);
  } catch (err) {
    log.error({ err }, '[structure-index] version check failed');
  }
  return e.engine;
}

/** Resolves when no refresh is running (tests, scripts). */
export async function structureIndexIdle(db: Db): Promise<void> {
  const e = entryOf(db);
  while (e.refreshing || (!e.engine && e.ready)) {
    await (e.refreshing ?? e.ready)?.catch(() => undefined);
  }
}

export function structureIndexStatus(db: Db): IndexStatus {
  const e = entryOf(db);
  return {
    ready: !!e.engine,
    molecules: e.engine?.alive ?? 0,
    rows: e.engine?.rows ?? 0,
    removed: e.engine?.deadCount ?? 0,
    appended: e.engine?.appended ?? 0,
    version: e.version,
    builtAt: e.builtAt,
    buildMs: e.buildMs,
    loadMs: e.loadMs,
    refreshes: e.refreshes,
    fullBuilds: e.fullBuilds,
    lastError: e.lastError,
    resets: e.resets,
    rebuilding: e.rebuilding,
  };
}

/** Start building at process start (call from instrumentation or a warm-up script); errors are logged. */
export function warmStructureIndex(db: Db): void {
  void ensureBuilt(db).catch((err) => log.error({ err }, '[structure-index] warm-up failed'));
}

/** Drop an index (tests that reuse a database object). */
export function dropStructureIndex(db: Db): void {
  const e = entries.get(db);
  e?.engine?.delete();
  entries.delete(db);
}
