/**
 * The per-process structure index: one StructureEngine per database handle (a globalThis singleton, so
 * Next's module re-instantiation never builds it twice), loaded from the database in keyset batches of
 * (product id, canonical SMILES, pattern fp, Morgan fp) — nothing is re-parsed.
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
 * See docs/decisions/0002-structure-search.md.
 */
import 'server-only';
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, productStructures, settings } from '@/lib/db/schema';
import { getRDKit } from '@/lib/chem/rdkit';
import { STRUCTURE } from '@/lib/config/constants';
import { StructureEngine, type IndexRow } from './engine';

const BATCH = 5000;
/** The delta query looks back this far before the watermark (transactions that committed late). */
const OVERLAP_MS = 5 * 60_000;

export type IndexStatus = {
  ready: boolean;
  molecules: number;
  rows: number;
  removed: number;
  appended: number;
  version: string | null;
  builtAt: number | null;
  buildMs: number | null;
  refreshes: number;
  fullBuilds: number;
  lastError: string | null;
};

type Entry = {
  engine: StructureEngine | null;
  version: string | null;
  /** Max updated_at (ms) of product_structures/products rows seen at the last load. */
  watermark: number;
  builtAt: number | null;
  buildMs: number | null;
  lastVersionCheck: number;
  lastDriftCheck: number;
  ready: Promise<StructureEngine> | null;
  refreshing: Promise<void> | null;
  refreshes: number;
  fullBuilds: number;
  lastError: string | null;
};

type Options = { versionCheckMs: number; driftCheckMs: number };

const g = globalThis as unknown as {
  __structureIndexes?: WeakMap<object, Entry>;
  __structureIndexOptions?: Options;
};
const entries = (g.__structureIndexes ??= new WeakMap<object, Entry>());
const options = (g.__structureIndexOptions ??= { versionCheckMs: STRUCTURE.versionCheckMs, driftCheckMs: STRUCTURE.driftCheckMs });

/** Tests shorten the check intervals. */
export function setStructureIndexOptions(o: Partial<Options>): void {
  Object.assign(options, o);
}

function entryOf(db: Db): Entry {
  let e = entries.get(db);
  if (!e) {
    e = {
      engine: null,
      version: null,
      watermark: 0,
      builtAt: null,
      buildMs: null,
      lastVersionCheck: 0,
      lastDriftCheck: 0,
      ready: null,
      refreshing: null,
      refreshes: 0,
      fullBuilds: 0,
      lastError: null,
    };
    entries.set(db, e);
  }
  return e;
}

const ms = (d: Date | string | null | undefined): number => {
  const t = d ? new Date(d).getTime() : 0;
  return Number.isFinite(t) ? t : 0;
};
const asBytes = (v: unknown): Uint8Array | null => (v instanceof Uint8Array ? v : null);

/** Rows eligible for the index: on sale, with canonical SMILES and both fingerprints. */
const eligible = and(
  eq(products.status, 1),
  isNotNull(products.canonicalSmiles),
  isNotNull(productStructures.patternFp),
  isNotNull(productStructures.morganFp),
);

const rowCols = {
  id: productStructures.productId,
  smiles: products.canonicalSmiles,
  patternFp: productStructures.patternFp,
  morganFp: productStructures.morganFp,
  fpUpdatedAt: productStructures.updatedAt,
  productUpdatedAt: products.updatedAt,
};

/** The shared version value (JSON text), or null when no writer has bumped it yet. */
export async function readStructureIndexVersion(db: Db): Promise<string | null> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, STRUCTURE.versionKey)).limit(1);
  return rows[0] ? JSON.stringify(rows[0].value) : null;
}

/** Writers call this after changing structures or the on-sale status of products with structures. */
export async function bumpStructureIndexVersion(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values({ key: STRUCTURE.versionKey, value: { v: 1, at: new Date().toISOString() } })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`jsonb_build_object('v', coalesce((${settings.value}->>'v')::bigint, 0) + 1, 'at', to_jsonb(now()))`,
        updatedAt: sql`now()`,
      },
    });
}

/** Load every eligible row, in product-id batches (keyset pagination, one index scan per batch). */
async function loadAll(db: Db): Promise<{ rows: IndexRow[]; watermark: number }> {
  const rows: IndexRow[] = [];
  let last = 0;
  let watermark = 0;
  for (;;) {
    const batch = await db
      .select(rowCols)
      .from(productStructures)
      .innerJoin(products, eq(products.id, productStructures.productId))
      .where(and(eligible, gt(productStructures.productId, last)))
      .orderBy(asc(productStructures.productId))
      .limit(BATCH);
    for (const r of batch) {
      const p = asBytes(r.patternFp);
      const m = asBytes(r.morganFp);
      const fpAt = ms(r.fpUpdatedAt);
      watermark = Math.max(watermark, fpAt, ms(r.productUpdatedAt));
      if (r.smiles && p && m) rows.push({ id: r.id, smiles: r.smiles, patternFp: p, morganFp: m, updatedAt: fpAt });
    }
    if (batch.length < BATCH) break;
    last = batch[batch.length - 1]!.id;
  }
  return { rows, watermark };
}

async function countEligible(db: Db): Promise<{ n: number; maxAt: number }> {
  const r = await db
    .select({ n: sql<number>`count(*)::int`, maxAt: sql<string | null>`max(${productStructures.updatedAt})` })
    .from(productStructures)
    .innerJoin(products, eq(products.id, productStructures.productId))
    .where(eligible);
  return { n: Number(r[0]?.n ?? 0), maxAt: ms(r[0]?.maxAt ?? null) };
}

async function fullBuild(db: Db, e: Entry): Promise<StructureEngine> {
  const version = await readStructureIndexVersion(db);
  const t0 = Date.now();
  const [rd, { rows, watermark }] = await Promise.all([getRDKit(), loadAll(db)]);
  const engine = StructureEngine.build(rd, rows);
  const old = e.engine;
  e.engine = engine;
  e.version = version;
  e.watermark = watermark;
  e.builtAt = Date.now();
  e.buildMs = e.builtAt - t0;
  e.lastVersionCheck = e.builtAt;
  e.lastDriftCheck = e.builtAt;
  e.fullBuilds++;
  // Searches run synchronously inside the engine, so no search holds the old one across an await.
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
      .where(and(or(gt(productStructures.updatedAt, since), gt(products.updatedAt, since)), gt(productStructures.productId, last)))
      .orderBy(asc(productStructures.productId))
      .limit(BATCH);
    for (const r of batch) {
      const p = asBytes(r.patternFp);
      const m = asBytes(r.morganFp);
      const fpAt = ms(r.fpUpdatedAt);
      watermark = Math.max(watermark, fpAt, ms(r.productUpdatedAt));
      if (r.status !== 1 || !r.smiles || !p || !m) {
        engine.remove(r.id);
        continue;
      }
      if (engine.has(r.id) && engine.stampOf(r.id) === fpAt) continue;
      engine.addRow({ id: r.id, smiles: r.smiles, patternFp: p, morganFp: m, updatedAt: fpAt });
    }
    if (batch.length < BATCH) break;
    last = batch[batch.length - 1]!.id;
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
      console.error('[structure-index] refresh failed:', err);
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
    e.ready = fullBuild(db, e).catch((err) => {
      e.ready = null;
      e.lastError = (err as Error).message;
      throw err;
    });
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
      .catch((err) => console.error('[structure-index] drift check failed:', err));
  }
}

/** The index for this database: built on first use (awaited), then kept fresh in the background. */
export async function getStructureIndex(db: Db): Promise<StructureEngine> {
  const e = entryOf(db);
  if (!e.engine) return ensureBuilt(db);
  try {
    await maybeRefresh(db, e);
  } catch (err) {
    console.error('[structure-index] version check failed:', err);
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
    refreshes: e.refreshes,
    fullBuilds: e.fullBuilds,
    lastError: e.lastError,
  };
}

/** Start building at process start (call from instrumentation or a warm-up script); errors are logged. */
export function warmStructureIndex(db: Db): void {
  void ensureBuilt(db).catch((err) => console.error('[structure-index] warm-up failed:', err));
}

/** Drop an index (tests that reuse a database object). */
export function dropStructureIndex(db: Db): void {
  const e = entries.get(db);
  e?.engine?.delete();
  entries.delete(db);
}
