/**
 * The database side of the structure index: the shared version row, the rows eligible for the index, and their
 * keyset-batched load (lib/domain/catalog/structure/live-index.ts builds and refreshes the index from them).
 */
import 'server-only';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, productStructures, settings } from '@/lib/db/schema';
import { STRUCTURE } from '@/lib/config/constants';
import type { IndexColumns } from './engine';
import { FP_BYTES } from './fp';
import { options } from './index-state';

/** Rows per batch of the delta query (changed rows since the last load). */
export const DELTA_BATCH = 5000;
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** The delta query looks back this far before the watermark (transactions that committed late). */
export const OVERLAP_MS = 5 * 60_000;

export const fromHex = (v: string | null): Uint8Array | null => (v ? Buffer.from(v, 'hex') : null);
export const stamp = (v: number | string | null): number => {
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
export const isEligibleRow = (
  status: number,
  smiles: string | null,
  p: Uint8Array | null,
  m: Uint8Array | null,
): boolean => status === 1 && !!smiles && !smiles.includes('\n') && p?.length === FP_BYTES && m?.length === FP_BYTES;

/** updated_at as epoch milliseconds (whole, like Date#getTime): a number is parsed much faster than a timestamp. */
const epochMs = (col: typeof products.updatedAt | typeof productStructures.updatedAt) =>
  sql<number | null>`floor(extract(epoch from ${col}) * 1000)::float8`;

/**
 * Columns of the delta query (rows changed since the last load). The fingerprints come as hex text, decoded natively
 * (Buffer.from(…, 'hex')): PGlite's own bytea parser calls parseInt once per byte (docs/decisions/0002-structure-search.md).
 */
export const rowCols = {
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
export async function loadAll(db: Db): Promise<{ rows: IndexColumns; watermark: number }> {
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

export async function countEligible(db: Db): Promise<{ n: number; maxAt: number }> {
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
