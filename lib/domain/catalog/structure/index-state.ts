/**
 * The per-database state of the structure index (lib/domain/catalog/structure/live-index.ts): one entry per database
 * handle and the process-wide options, kept on globalThis so Next's module re-instantiation never builds it twice.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { STRUCTURE } from '@/lib/config/constants';
import { StructureEngine } from './engine';

/**
 * Rows per keyset batch when loading the index (≈1.1 KB of text each: SMILES and two 256-byte fps as hex). On PGlite a
 * batch query holds the event loop for its whole run, so batches stay small (twice as many rows a batch loaded no
 * faster).
 */
const BATCH = 10_000;

/** loadCapacity: rows the load's buffers start with (0: the eligible count, taken first); tests force growth. */
type Options = { versionCheckMs: number; driftCheckMs: number; loadBatch: number; loadCapacity: number };

export const g = globalThis as unknown as {
  __structureIndexes?: WeakMap<object, Entry>;
  __structureIndexDbs?: Set<WeakRef<Db>>;
  __structureIndexPoisonListener?: boolean;
  __structureIndexOptions?: Options;
};
export const entries = (g.__structureIndexes ??= new WeakMap<object, Entry>());
/** Databases with an index (weakly held), so a poisoned module can reset every index built in it. */
export const knownDbs = (g.__structureIndexDbs ??= new Set<WeakRef<Db>>());
// Kept across module re-instantiation (tests' settings survive); options added later get their defaults.
export const options: Options = (g.__structureIndexOptions = {
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

export function entryOf(db: Db): Entry {
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

export type Entry = {
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
