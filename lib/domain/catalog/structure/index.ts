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
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, productStructures, settings } from '@/lib/db/schema';
import { getRDKit, onEnginePoisoned } from '@/lib/platform/chem/rdkit';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { StructureQueryError } from './query';
import { StructureEngine, type IndexColumns } from './engine';
import { FP_BYTES } from './fp';
import { log } from '@/lib/platform/observability';

/**
 * Rows per keyset batch when loading the index (≈1.1 KB of text each: SMILES and two 256-byte fps as hex). On PGlite a
 * batch query holds the event loop for its whole run, so batches stay small (twice as many rows a batch loaded no
 * faster).
 */
const BATCH = 10_000;
/** Rows per batch of the delta query (changed rows since the last load). */
const DELTA_BATCH = 5000;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
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

type Entry = {
  engine: StructureEngine | null;
  version: string | null;
  /** Max updated_at (ms) of product_structures/products rows seen at the last load. */
  watermark: number;
  builtAt: number | null;
  buildMs: number | null;
  loadMs: number | null;
  lastVersionCheck: number;
  lastDriftCheck: number;
  ready: Promise<StructureEngine> | null;
  refreshing: Promise<void> | null;
  refreshes: number;
  fullBuilds: number;
  lastError: string | null;
  resets: number;
  rebuilding: boolean;
  /** The RDKit module a running full build uses. */
  buildModule: object | null;
};

/** loadCapacity: rows the load's buffers start with (0: the eligible count, taken first); tests force growth. */
type Options = { versionCheckMs: number; driftCheckMs: number; loadBatch: number; loadCapacity: number };

const g = globalThis as unknown as {
  __structureIndexes?: WeakMap<object, Entry>;
  __structureIndexDbs?: Set<WeakRef<Db>>;
  __structureIndexPoisonListener?: boolean;
  __structureIndexOptions?: Options;
};
const entries = (g.__structureIndexes ??= new WeakMap<object, Entry>());
/** Databases with an index (weakly held), so a poisoned module can reset every index built in it. */
const knownDbs = (g.__structureIndexDbs ??= new Set<WeakRef<Db>>());
// Kept across module re-instantiation (tests' settings survive); options added later get their defaults.
const options: Options = (g.__structureIndexOptions = {
  versionCheckMs: STRUCTURE.versionCheckMs,
  driftCheckMs: STRUCTURE.driftCheckMs,
  loadBatch: BATCH,
  loadCapacity: 0,
  ...g.__structureIndexOptions,
});

/** Tests shorten the check intervals (and the load batches, to cover several). */
export function setStructureIndexOptions(o: Partial<Options>): Options {
  const before = { ...options };
  Object.assign(options, o);
  return before;
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
      loadMs: null,
      lastVersionCheck: 0,
      lastDriftCheck: 0,
      ready: null,
      refreshing: null,
      refreshes: 0,
      fullBuilds: 0,
      lastError: null,
      resets: 0,
      rebuilding: false,
      buildModule: null,
    };
    entries.set(db, e);
    knownDbs.add(new WeakRef(db));
  }
  return e;
}

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

const fromHex = (v: string | null): Uint8Array | null => (v ? Buffer.from(v, 'hex') : null);
const stamp = (v: number | string | null): number => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** Rows eligible for the index: on sale, with canonical SMILES and both fingerprints… */
const eligible = and(
  eq(products.status, 1),
  isNotNull(products.canonicalSmiles),
  isNotNull(productStructures.patternFp),
  isNotNull(productStructures.morganFp),
);

/**
 * …of the stored size (2048 bits, as computeProps writes them), and SMILES without a line break (the loader joins
 * them with one). A column of the select, never a WHERE condition: the planner cannot estimate these functions
 * (0.5 % each), and a join estimated at one row was planned as "sort every row, keep the first batch".
 */
const wellFormed = sql<boolean>`(strpos(${products.canonicalSmiles}, E'\n') = 0 and octet_length(${productStructures.patternFp}) = ${FP_BYTES} and octet_length(${productStructures.morganFp}) = ${FP_BYTES})`;

/** The same test on a row read by the delta query. */
const isEligibleRow = (status: number, smiles: string | null, p: Uint8Array | null, m: Uint8Array | null): boolean =>
  status === 1 && !!smiles && !smiles.includes('\n') && p?.length === FP_BYTES && m?.length === FP_BYTES;

/** updated_at as epoch milliseconds (whole, like Date#getTime): a number is parsed much faster than a timestamp. */
const epochMs = (col: typeof products.updatedAt | typeof productStructures.updatedAt) =>
  sql<number | null>`floor(extract(epoch from ${col}) * 1000)::float8`;

/**
 * Columns of the delta query (rows changed since the last load). The fingerprints come as hex text, decoded natively
 * (Buffer.from(…, 'hex')): PGlite's own bytea parser calls parseInt once per byte (docs/decisions/0002-structure-search.md).
 */
const rowCols = {
  id: productStructures.productId,
  smiles: products.canonicalSmiles,
  patternFp: sql<string | null>`encode(${productStructures.patternFp}, 'hex')`,
  morganFp: sql<string | null>`encode(${productStructures.morganFp}, 'hex')`,
  fpUpdatedAt: epochMs(productStructures.updatedAt),
  productUpdatedAt: epochMs(products.updatedAt),
};

/** The shared version value (JSON text), or null when no writer has bumped it yet. */
export async function readStructureIndexVersion(db: Db): Promise<string | null> {
  const rows = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STRUCTURE.versionKey))
    .limit(1);
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

type LoadBatch = {
  scanned: number;
  n: number;
  last: number | null;
  watermark: number | null;
  ids: string | null;
  stamps: string | null;
  smiles: string | null;
  pattern: string | null;
  morgan: string | null;
};

const rowsOf = <T>(res: unknown): T[] => ((res as { rows?: T[] }).rows ?? (res as T[])) as T[];

/**
 * Load every eligible row in product-id batches (keyset pagination), each batch as ONE row of aggregated text:
 * ids, stamps and SMILES joined, and the pattern and Morgan fingerprints each as one hex string, decoded natively
 * straight into two contiguous buffers (IndexColumns: no object or view per row). On PGlite this costs about a tenth
 * of the CPU of result rows with two bytea columns each (PGlite's bytea parser calls parseInt once per byte;
 * docs/decisions/0002-structure-search.md). The buffers are sized from a count taken first (grown if rows arrive
 * meanwhile).
 * The key bounds BOTH sides of the join: PostgreSQL does not carry `product_id > k` over to `products.id`, and
 * the merge join then walked products from the first id in every batch. The event loop gets a turn between
 * batches (PGlite answers without one).
 */
async function loadAll(db: Db): Promise<{ rows: IndexColumns; watermark: number }> {
  let capacity = Math.max(1, options.loadCapacity || Math.ceil((await countEligible(db)).n * 1.01) + 16);
  const cols: IndexColumns & { pattern: Buffer; morgan: Buffer } = {
    length: 0,
    ids: new Int32Array(capacity),
    smiles: [],
    stamps: new Float64Array(capacity),
    pattern: Buffer.allocUnsafeSlow(capacity * FP_BYTES),
    morgan: Buffer.allocUnsafeSlow(capacity * FP_BYTES),
  };
  const ensure = (need: number) => {
    if (need <= capacity) return;
    capacity = Math.max(need, Math.ceil(capacity * 1.25));
    /** A larger copy of column `a` (`per` elements a row) holding its rows so far. */
    const grow = <T extends Int32Array | Float64Array | Buffer>(a: T, per: number, make: (n: number) => T) => {
      const b = make(capacity * per);
      b.set(a.subarray(0, cols.length * per));
      return b;
    };
    cols.ids = grow(cols.ids, 1, (n) => new Int32Array(n));
    cols.stamps = grow(cols.stamps, 1, (n) => new Float64Array(n));
    cols.pattern = grow(cols.pattern, FP_BYTES, (n) => Buffer.allocUnsafeSlow(n));
    cols.morgan = grow(cols.morgan, FP_BYTES, (n) => Buffer.allocUnsafeSlow(n));
  };
  let last = 0;
  let watermark = 0;
  for (;;) {
    const res = await db.execute(sql`
      select count(*)::int as scanned, max(id) as last, max(greatest(fp_at, p_at)) as watermark,
        count(*) filter (where ok)::int as n,
        string_agg(id::text, ',' order by id) filter (where ok) as ids,
        string_agg(fp_at::text, ',' order by id) filter (where ok) as stamps,
        string_agg(smiles, E'\n' order by id) filter (where ok) as smiles,
        string_agg(encode(pattern, 'hex'), '' order by id) filter (where ok) as pattern,
        string_agg(encode(morgan, 'hex'), '' order by id) filter (where ok) as morgan
      from (
        select ${productStructures.productId} as id, ${products.canonicalSmiles} as smiles,
          ${productStructures.patternFp} as pattern, ${productStructures.morganFp} as morgan, ${wellFormed} as ok,
          ${epochMs(productStructures.updatedAt)} as fp_at, ${epochMs(products.updatedAt)} as p_at
        from ${productStructures} inner join ${products} on ${products.id} = ${productStructures.productId}
        where ${eligible} and ${productStructures.productId} > ${last} and ${products.id} > ${last}
        order by ${productStructures.productId}
        limit ${options.loadBatch}
      ) b`);
    const b = rowsOf<LoadBatch>(res)[0];
    const scanned = Number(b?.scanned ?? 0);
    const n = Number(b?.n ?? 0);
    if (!b || scanned === 0) break;
    watermark = Math.max(watermark, stamp(b.watermark));
    if (n === 0 || !b.ids || !b.stamps || !b.smiles || !b.pattern || !b.morgan) {
      // A batch of malformed rows only: go on after it.
      if (scanned < options.loadBatch) break;
      last = Number(b.last);
      continue;
    }
    const ids = b.ids.split(',');
    const stamps = b.stamps.split(',');
    const smiles = b.smiles.split('\n');
    if (
      ids.length !== n ||
      stamps.length !== n ||
      smiles.length !== n ||
      b.pattern.length !== n * 2 * FP_BYTES ||
      b.morgan.length !== n * 2 * FP_BYTES
    ) {
      throw new Error(`structure index: inconsistent batch after product ${last}`);
    }
    ensure(cols.length + n);
    const at = cols.length;
    cols.pattern.write(b.pattern, at * FP_BYTES, n * FP_BYTES, 'hex');
    cols.morgan.write(b.morgan, at * FP_BYTES, n * FP_BYTES, 'hex');
    for (let i = 0; i < n; i++) {
      cols.ids[at + i] = Number(ids[i]);
      cols.stamps[at + i] = stamp(stamps[i]!);
      cols.smiles.push(smiles[i]!);
    }
    cols.length = at + n;
    if (scanned < options.loadBatch) break;
    last = Number(b.last);
    await yieldToEventLoop();
  }
  return { rows: cols, watermark };
}

async function countEligible(db: Db): Promise<{ n: number; maxAt: number }> {
  const r = await db
    .select({
      n: sql<number>`(count(*) filter (where ${wellFormed}))::int`,
      maxAt: sql<number | null>`floor(extract(epoch from max(${productStructures.updatedAt})) * 1000)::float8`,
    })
    .from(productStructures)
    .innerJoin(products, eq(products.id, productStructures.productId))
    .where(eligible);
  return { n: Number(r[0]?.n ?? 0), maxAt: stamp(r[0]?.maxAt ?? null) };
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
export { productsByFormula } from './formula';
export { StructureQueryError, searchStructures } from './search';
export { MODE_LABELS, STRUCTURE_MODES, looksLikeMolfile, parseStructureParams, structureSearchHref } from './types';
export type { StructureHit, StructureMode, StructureSearchResult } from './types';
