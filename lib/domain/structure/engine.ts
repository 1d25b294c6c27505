/**
 * The in-memory structure search engine of one process: an RDKit SubstructLibrary (substructure,
 * fingerprint-screened) and a contiguous Morgan fingerprint matrix (similarity), both built from
 * STORED fingerprints and canonical SMILES — nothing is re-parsed at build time.
 *
 * No database and no `server-only` here, so the benchmark and the unit tests use it directly;
 * `./index.ts` feeds it from the database and keeps it fresh.
 */
import type { MainModule as RDKitModule, Mol as JSMol, SubstructLibrary } from '@rdkit/rdkit';
import { FpMatrix, heavyAtomEstimate, patternFpToPickle } from './fp';

/** One structure as stored: product id, canonical SMILES, raw pattern fp (256 bytes), raw Morgan fp (256 bytes). */
export type IndexRow = {
  id: number;
  smiles: string;
  patternFp: Uint8Array;
  morganFp: Uint8Array;
  /** updated_at of the stored fingerprints (ms), for incremental refresh; 0 when unknown. */
  updatedAt?: number;
};

export type SubstructurePage = {
  /** Product ids of this page, in result order (smallest molecules first after a full build). */
  ids: number[];
  /** Hits found while collecting this page (≥ offset + ids.length); exact when `complete`. */
  found: number;
  /** True when every hit was collected (found is the exact total). */
  complete: boolean;
};

export type SimilarityPage = { items: { id: number; score: number }[]; total: number };

function grow<T extends Int32Array | Uint8Array | Float64Array>(a: T, need: number, make: (n: number) => T): T {
  if (need <= a.length) return a;
  const b = make(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

export class StructureEngine {
  private lib: SubstructLibrary;
  readonly fps: FpMatrix;
  private ids: Int32Array;
  private dead: Uint8Array;
  private stamps: Float64Array;
  private rowOf = new Map<number, number>();
  private deadRows = 0;
  private smilesBytes = 0;
  private deleted = false;
  /** Rows appended after the initial (size-ordered) build. */
  appended = 0;
  /** Rows that failed to load (bad fingerprint). */
  rejected = 0;

  constructor(
    private readonly rd: RDKitModule,
    capacity = 1024,
  ) {
    this.lib = new rd.SubstructLibrary();
    this.fps = new FpMatrix(capacity);
    this.ids = new Int32Array(Math.max(16, capacity));
    this.dead = new Uint8Array(Math.max(16, capacity));
    this.stamps = new Float64Array(Math.max(16, capacity));
  }

  /**
   * A new engine from all rows: they are inserted smallest molecule first (heavy-atom estimate, then id), so the
   * first substructure hits of a broad query are the simplest matching molecules (benzene before a peptide).
   */
  static build(rd: RDKitModule, rows: IndexRow[]): StructureEngine {
    const order = rows.map((r, i) => ({ i, size: heavyAtomEstimate(r.smiles), id: r.id }));
    order.sort((a, b) => a.size - b.size || a.id - b.id);
    const e = new StructureEngine(rd, rows.length);
    for (const o of order) e.addRow(rows[o.i]!);
    e.appended = 0;
    return e;
  }

  /** Number of rows in the library (including replaced/removed ones). */
  get rows(): number {
    return this.fps.size;
  }
  /** Searchable molecules. */
  get alive(): number {
    return this.fps.size - this.deadRows;
  }
  get deadCount(): number {
    return this.deadRows;
  }

  has(id: number): boolean {
    return this.rowOf.has(id);
  }

  /** updated_at (ms) of an indexed product's fingerprints, or undefined. */
  stampOf(id: number): number | undefined {
    const r = this.rowOf.get(id);
    return r === undefined ? undefined : this.stamps[r];
  }

  /** Add (or replace) one structure. Returns false when RDKit rejects the stored data. */
  addRow(r: IndexRow): boolean {
    if (this.deleted) throw new Error('StructureEngine used after delete()');
    try {
      this.lib.add_trusted_smiles_and_pattern_fp(r.smiles, patternFpToPickle(r.patternFp));
    } catch {
      this.rejected++;
      return false;
    }
    const row = this.fps.push(r.morganFp);
    const need = row + 1;
    this.ids = grow(this.ids, need, (n) => new Int32Array(n));
    this.dead = grow(this.dead, need, (n) => new Uint8Array(n));
    this.stamps = grow(this.stamps, need, (n) => new Float64Array(n));
    this.ids[row] = r.id;
    this.stamps[row] = r.updatedAt ?? 0;
    const prev = this.rowOf.get(r.id);
    if (prev !== undefined && !this.dead[prev]) {
      this.dead[prev] = 1;
      this.deadRows++;
    }
    this.rowOf.set(r.id, row);
    this.smilesBytes += r.smiles.length;
    this.appended++;
    return true;
  }

  /** Remove a product (its row stays in the library, flagged; a full rebuild compacts). */
  remove(id: number): boolean {
    const row = this.rowOf.get(id);
    if (row === undefined) return false;
    this.rowOf.delete(id);
    if (!this.dead[row]) {
      this.dead[row] = 1;
      this.deadRows++;
    }
    return true;
  }

  /** Alive product ids (for drift checks). */
  idSet(): ReadonlySet<number> {
    return new Set(this.rowOf.keys());
  }

  /**
   * Substructure hits `offset … offset+limit` (library order). Asks RDKit for just enough hits
   * (maxResults = offset + limit + 1, plus removed rows), so a first page is fast even for benzene.
   * `countUpTo` collects more hits (up to that many) to report a bounded count.
   */
  substructure(query: JSMol, offset: number, limit: number, opts: { countUpTo?: number; useChirality?: boolean } = {}): SubstructurePage {
    const want = Math.max(offset + limit + 1, opts.countUpTo ?? 0);
    let max = want + Math.min(this.deadRows, want * 4) + 1;
    for (;;) {
      const raw = this.lib.get_matches_as_uint32array(query, opts.useChirality ?? false, 1, max) as Uint32Array;
      const rows: number[] = [];
      for (let i = 0; i < raw.length; i++) {
        const row = raw[i]!;
        if (!this.dead[row]) rows.push(row);
      }
      const exhausted = raw.length < max;
      if (rows.length >= want || exhausted || max >= this.rows) {
        const ids = rows.slice(offset, offset + limit).map((row) => this.ids[row]!);
        return { ids, found: rows.length, complete: exhausted || max >= this.rows };
      }
      max = Math.min(this.rows, max * 2 + (want - rows.length));
    }
  }

  /** Top hits with Tanimoto (Morgan) ≥ threshold, best first; total = all rows at or above the threshold. */
  similarity(morganFp: Uint8Array, threshold: number, offset: number, limit: number): SimilarityPage {
    const q = FpMatrix.queryWords(morganFp);
    const dead = this.dead;
    const { hits, total } = this.fps.search(q, threshold, offset + limit, this.deadRows > 0 ? (row) => dead[row] === 1 : undefined);
    return { items: hits.slice(offset).map((h) => ({ id: this.ids[h.row]!, score: h.score })), total };
  }

  /** Tanimoto of a query fingerprint with indexed products (for showing similarity next to substructure hits). */
  scores(morganFp: Uint8Array, ids: number[]): Map<number, number> {
    const q = FpMatrix.queryWords(morganFp);
    const out = new Map<number, number>();
    for (const id of ids) {
      const row = this.rowOf.get(id);
      if (row !== undefined) out.set(id, this.fps.tanimoto(q, row));
    }
    return out;
  }

  /** Rough memory held: fingerprint matrix + row arrays in JS, pattern fps + SMILES in the WASM heap. */
  memory(): { jsBytes: number; wasmBytesEstimate: number } {
    const jsBytes = this.fps.byteLength + this.ids.byteLength + this.dead.byteLength + this.stamps.byteLength + this.rowOf.size * 40;
    // CachedTrustedSmilesMolHolder keeps the SMILES; PatternHolder keeps an ExplicitBitVect of 2048 bits per row.
    const wasmBytesEstimate = this.smilesBytes + this.rows * (256 + 64);
    return { jsBytes, wasmBytesEstimate };
  }

  /** Free the WASM library. The engine is unusable afterwards. */
  delete(): void {
    if (this.deleted) return;
    this.deleted = true;
    try {
      this.lib.delete();
    } catch {
      /* already freed */
    }
  }
}
