/**
 * Structure rows as the index takes them: one object per row (tests, benchmarks) or columns in contiguous buffers (the
 * database load). The engine (./engine.ts) builds from columns.
 */
import { FP_BYTES } from './fp';

/** One structure as stored: product id, canonical SMILES, raw pattern fp (256 bytes), raw Morgan fp (256 bytes). */
export type IndexRow = {
  id: number;
  smiles: string;
  patternFp: Uint8Array;
  morganFp: Uint8Array;
  /** updated_at of the stored fingerprints (ms), for incremental refresh; 0 when unknown. */
  updatedAt?: number;
};

/**
 * Many rows in columns, as the database load delivers them: the fingerprints in two contiguous buffers (row i at
 * i × FP_BYTES) instead of an object and two views per row. At 1M molecules the per-row objects and views alone were
 * a few hundred MB of heap, and both fingerprint buffers stayed alive until the end of the build. The build drops
 * `pattern` once the library holds the pattern fingerprints and `morgan` once the similarity index is built (set to
 * null here: the caller must keep no other reference), so the process never holds all three at once.
 */
export type IndexColumns = {
  length: number;
  ids: Int32Array;
  smiles: string[];
  /** updated_at of the stored fingerprints (ms), 0 when unknown. */
  stamps: Float64Array;
  pattern: Uint8Array | null;
  morgan: Uint8Array | null;
};

/** Rows as columns (tests and benchmarks build from row objects). */
export function columnsOf(rows: readonly IndexRow[]): IndexColumns {
  const n = rows.length;
  const c: IndexColumns = {
    length: n,
    ids: new Int32Array(n),
    smiles: new Array<string>(n),
    stamps: new Float64Array(n),
    pattern: new Uint8Array(n * FP_BYTES),
    morgan: new Uint8Array(n * FP_BYTES),
  };
  rows.forEach((r, i) => {
    c.ids[i] = r.id;
    c.smiles[i] = r.smiles;
    c.stamps[i] = r.updatedAt ?? 0;
    c.pattern!.set(r.patternFp.subarray(0, FP_BYTES), i * FP_BYTES);
    c.morgan!.set(r.morganFp.subarray(0, FP_BYTES), i * FP_BYTES);
  });
  return c;
}
