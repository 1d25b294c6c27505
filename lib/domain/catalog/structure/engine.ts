/**
 * The in-memory structure search engine of one process: RDKit SubstructLibrary shards (substructure,
 * fingerprint-screened) and a Morgan fingerprint inverted index (similarity), both built from STORED
 * fingerprints and canonical SMILES — nothing is re-parsed at build time.
 *
 * - Rows are inserted smallest molecule first, so the first hits of a broad substructure query are the
 *   simplest matching molecules (benzene before a peptide) and a first page needs few matches.
 * - The library is split into shards of SHARD_ROWS rows. A search walks the shards in order, asks each for
 *   just the hits still needed, and yields to the event loop between shards: a query that must scan the
 *   whole catalogue (few hits, weak screen) never blocks the server for more than one shard, counting
 *   beyond the requested page stops at a time budget ("200+"), and a search stops at a time limit.
 *
 * - `buildAsync` does the same work as `build` in slices of ~20 ms with the event loop free in between, so an
 *   instance building or rebuilding its index keeps answering other requests.
 *
 * No database and no `server-only` here, so the benchmark and the unit tests use it directly;
 * `./live-index.ts` feeds it from the database and keeps it fresh.
 */
import type { MainModule as RDKitModule, Mol as JSMol, SubstructLibrary } from '@rdkit/rdkit';
import { FP_BYTES, FpIndex, heavyAtomEstimate, patternFpToPickle } from './fp';
import { ChemEngineError, isPoisoned, passFault, withEngine } from '@/lib/platform/chem/health';
import { columnsOf, type IndexColumns, type IndexRow } from './columns';

/** Tests and benchmarks import the row types with the engine. */
export { columnsOf };
export type { IndexColumns, IndexRow };

const fpOf = (buf: Uint8Array, i: number) => buf.subarray(i * FP_BYTES, (i + 1) * FP_BYTES);

export type SubstructurePage = {
  /** Product ids of this page, in result order. */
  ids: number[];
  /** Hits found while collecting this page (≥ offset + ids.length); the exact total when `complete`. */
  found: number;
  /** True when every shard was searched to the end (found is the exact total). */
  complete: boolean;
  /** Shards searched. */
  shardsSearched: number;
  /** The time limit stopped the search before the page was full (the page holds what was found). */
  timedOut: boolean;
};

export type SimilarityPage = { items: { id: number; score: number }[]; total: number };

export const SHARD_ROWS = 8192;
/** Rows between two points where a sliced build may pause (≈45 µs a row: ~10 ms). */
const BUILD_STEP_ROWS = 256;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function grow<T extends Int32Array | Uint8Array | Float64Array>(a: T, need: number, make: (n: number) => T): T {
  if (need <= a.length) return a;
  const b = make(Math.max(need, a.length * 2));
  b.set(a);
  return b;
}

/** maxAtoms: the largest heavy-atom count (estimate from the SMILES) of the shard's molecules. */
type Shard = { lib: SubstructLibrary; start: number; size: number; dead: number; maxAtoms: number };

/**
 * Row indexes, smallest molecule first (heavy-atom estimate, then product id), with each row's estimate (the shards'
 * size bounds), computed in steps. Rows loaded from the database come by ascending id: then one numeric sort of
 * (size, position) packed into a double does it (sorting objects was an order of magnitude slower and blocked the
 * event loop at 150k rows).
 */
function* sizeOrder(rows: IndexColumns): Generator<void, { order: Int32Array; sizes: Uint16Array }, void> {
  const n = rows.length;
  const sizes = new Uint16Array(n);
  let ascending = true;
  for (let i = 0; i < n; i++) {
    if (i > 0 && i % (BUILD_STEP_ROWS * 64) === 0) yield;
    sizes[i] = Math.min(65535, heavyAtomEstimate(rows.smiles[i]!));
    if (i > 0 && rows.ids[i]! <= rows.ids[i - 1]!) ascending = false;
  }
  yield;
  if (ascending && n < 2 ** 32) {
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = sizes[i]! * 2 ** 32 + i;
    keys.sort();
    const out = new Int32Array(n);
    for (let k = 0; k < n; k++) out[k] = keys[k]! % 2 ** 32;
    return { order: out, sizes };
  }
  const idx = Array.from({ length: n }, (_, i) => i);
  idx.sort((a, b) => sizes[a]! - sizes[b]! || rows.ids[a]! - rows.ids[b]!);
  return { order: Int32Array.from(idx), sizes };
}

export class StructureEngine {
  private shards: Shard[] = [];
  private fps: FpIndex;
  private ids: Int32Array;
  private dead: Uint8Array;
  private stamps: Float64Array;
  private rowOf = new Map<number, number>();
  private deadRows = 0;
  private smilesBytes = 0;
  private busy = 0;
  private deleteRequested = false;
  private freed = false;
  /** Rows appended after the initial (size-ordered) build. */
  appended = 0;
  /** Rows that failed to load (bad fingerprint). */
  rejected = 0;

  private constructor(
    private readonly rd: RDKitModule,
    fps: FpIndex,
    capacity: number,
    private readonly shardRows: number,
  ) {
    this.fps = fps;
    const cap = Math.max(16, capacity);
    this.ids = new Int32Array(cap);
    this.dead = new Uint8Array(cap);
    this.stamps = new Float64Array(cap);
  }

  /** A new engine from all rows, smallest molecule first (heavy-atom estimate, then id). Blocks until done. */
  static build(rd: RDKitModule, rows: IndexRow[] | IndexColumns, opts: { shardRows?: number } = {}): StructureEngine {
    const b = StructureEngine.building(rd, rows, opts);
    for (;;) {
      const r = b.next();
      if (r.done) return r.value;
    }
  }

  /**
   * The same engine as `build`, built in slices of about `sliceMs` with the event loop free in between: requests
   * keep being served while an instance builds (at start) or rebuilds (after many changes) its index.
   */
  static async buildAsync(
    rd: RDKitModule,
    rows: IndexRow[] | IndexColumns,
    opts: { shardRows?: number; sliceMs?: number } = {},
  ): Promise<StructureEngine> {
    const sliceMs = opts.sliceMs ?? 20;
    const b = StructureEngine.building(rd, rows, opts);
    let t = performance.now();
    for (;;) {
      const r = b.next();
      if (r.done) return r.value;
      if (performance.now() - t >= sliceMs) {
        await yieldToEventLoop();
        t = performance.now();
      }
    }
  }

  /**
   * The build as steps: pauses (yields) every BUILD_STEP_ROWS rows and between phases. Columns passed in lose their
   * fingerprint buffers as soon as each is consumed (IndexColumns).
   */
  private static *building(
    rd: RDKitModule,
    input: IndexRow[] | IndexColumns,
    opts: { shardRows?: number },
  ): Generator<void, StructureEngine, void> {
    const rows = Array.isArray(input) ? columnsOf(input) : input;
    const { order, sizes } = yield* sizeOrder(rows);
    // Library first: rows RDKit rejects are left out of every structure. `accepted`: input rows in library order.
    const accepted = new Int32Array(rows.length);
    let n = 0;
    const e = new StructureEngine(
      rd,
      FpIndex.build(0, () => new Uint8Array(0)),
      rows.length,
      Math.max(1, opts.shardRows ?? SHARD_ROWS),
    );
    try {
      const pattern = rows.pattern;
      const morgan = rows.morgan;
      if (!pattern || !morgan) throw new Error('structure index: fingerprint columns already consumed');
      for (let k = 0; k < order.length; k++) {
        if (k > 0 && k % BUILD_STEP_ROWS === 0) yield;
        const i = order[k]!;
        if (e.addToLibrary(rows.smiles[i]!, fpOf(pattern, i), sizes[i]!)) accepted[n++] = i;
        else e.rejected++;
      }
      rows.pattern = null;
      const fb = FpIndex.builder(n, (k) => fpOf(morgan, accepted[k]!), BUILD_STEP_ROWS * 16);
      for (;;) {
        const r = fb.next();
        if (r.done) {
          e.fps = r.value;
          break;
        }
        yield;
      }
      rows.morgan = null;
      for (let row = 0; row < n; row++) {
        if (row > 0 && row % (BUILD_STEP_ROWS * 64) === 0) yield;
        const i = accepted[row]!;
        e.track(rows.ids[i]!, rows.stamps[i]!, rows.smiles[i]!.length, row);
      }
      return e;
    } catch (err) {
      e.delete();
      throw err;
    }
  }

  /** True once a newer index replaced this one (delete() requested): searches must use the current index. */
  get retired(): boolean {
    return this.deleteRequested || this.freed;
  }

  /** True when the RDKit module holding this engine's libraries was poisoned (./index.ts rebuilds on a fresh one). */
  get poisoned(): boolean {
    return isPoisoned(this.rd);
  }

  /** The RDKit module the libraries live in. */
  get module(): RDKitModule {
    return this.rd;
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
  get shardCount(): number {
    return this.shards.length;
  }

  has(id: number): boolean {
    return this.rowOf.has(id);
  }

  /** updated_at (ms) of an indexed product's fingerprints, or undefined. */
  stampOf(id: number): number | undefined {
    const r = this.rowOf.get(id);
    return r === undefined ? undefined : this.stamps[r];
  }

  /** `atoms`: the row's heavy-atom estimate (the build has it from ordering the rows). */
  private addToLibrary(smiles: string, patternFp: Uint8Array, atoms = heavyAtomEstimate(smiles)): boolean {
    if (this.freed) throw new Error('StructureEngine used after delete()');
    let shard = this.shards[this.shards.length - 1];
    if (!shard || shard.size >= this.shardRows) {
      shard = {
        lib: new this.rd.SubstructLibrary(),
        start: shard ? shard.start + shard.size : 0,
        size: 0,
        dead: 0,
        maxAtoms: 0,
      };
      this.shards.push(shard);
    }
    if (isPoisoned(this.rd)) throw new ChemEngineError();
    try {
      // RDKit copies the pickle: the shared scratch buffer can be reused.
      withEngine(this.rd, smiles, () =>
        shard.lib.add_trusted_smiles_and_pattern_fp(smiles, patternFpToPickle(patternFp, false)),
      );
    } catch (err) {
      passFault(err, this.rd, smiles);
      if (shard.size === 0) {
        shard.lib.delete();
        this.shards.pop();
      }
      return false;
    }
    shard.size++;
    shard.maxAtoms = Math.max(shard.maxAtoms, atoms);
    return true;
  }

  private track(id: number, stamp: number, smilesLength: number, row: number): void {
    const need = row + 1;
    this.ids = grow(this.ids, need, (n) => new Int32Array(n));
    this.dead = grow(this.dead, need, (n) => new Uint8Array(n));
    this.stamps = grow(this.stamps, need, (n) => new Float64Array(n));
    this.ids[row] = id;
    this.stamps[row] = stamp;
    const prev = this.rowOf.get(id);
    if (prev !== undefined) this.markDead(prev);
    this.rowOf.set(id, row);
    this.smilesBytes += smilesLength;
  }

  private markDead(row: number): void {
    if (this.dead[row]) return;
    this.dead[row] = 1;
    this.deadRows++;
    const shard = this.shards[Math.floor(row / this.shardRows)];
    if (shard) shard.dead++;
  }

  /** Add (or replace) one structure after the build. Returns false when RDKit rejects the stored data. */
  addRow(r: IndexRow): boolean {
    if (!this.addToLibrary(r.smiles, r.patternFp)) {
      this.rejected++;
      return false;
    }
    const row = this.fps.push(r.morganFp);
    this.track(r.id, r.updatedAt ?? 0, r.smiles.length, row);
    this.appended++;
    return true;
  }

  /** Remove a product (its row stays in the library, flagged; a full rebuild compacts). */
  remove(id: number): boolean {
    const row = this.rowOf.get(id);
    if (row === undefined) return false;
    this.rowOf.delete(id);
    this.markDead(row);
    return true;
  }

  /** Alive product ids (for drift checks). */
  idSet(): ReadonlySet<number> {
    return new Set(this.rowOf.keys());
  }

  /**
   * Substructure hits `offset … offset+limit` in library order. Each shard is asked for just the hits still
   * needed (plus its removed rows), so a first page of a broad query touches one shard. After the page is
   * complete, counting continues up to `countUpTo` hits while within `countBudgetMs`.
   *
   * `minAtoms` is a lower bound on the heavy atoms a hit must have (a molecule query's own heavy-atom count: each
   * query atom maps to a distinct target atom of its element). Shards whose molecules are all smaller cannot hold
   * a hit and are skipped without screening; as the library is smallest first, a drug-sized query skips most of
   * the catalogue. 0 (the default) skips nothing, as a SMARTS or a molfile with query atoms must.
   */
  async substructure(
    query: JSMol,
    offset: number,
    limit: number,
    opts: {
      countUpTo?: number;
      countBudgetMs?: number;
      timeLimitMs?: number;
      useChirality?: boolean;
      minAtoms?: number;
    } = {},
  ): Promise<SubstructurePage> {
    const want = offset + limit + 1;
    const countUpTo = Math.max(want, opts.countUpTo ?? 0);
    const budget = opts.countBudgetMs ?? Infinity;
    const timeLimit = opts.timeLimitMs ?? Infinity;
    const minAtoms = opts.minAtoms ?? 0;
    let timedOut = false;
    const t0 = performance.now();
    const rows: number[] = [];
    let complete = true;
    let searched = 0;
    this.busy++;
    try {
      for (let s = 0; s < this.shards.length; s++) {
        if (this.freed) {
          complete = false;
          break;
        }
        const pageDone = rows.length >= want;
        const mayCount = countUpTo > rows.length && performance.now() - t0 <= budget;
        if (pageDone && !mayCount) {
          complete = false;
          break;
        }
        // Hits come in row order; a shard that returns `max` hits may hold more, so the walk stops there
        // (moving on would skip its remaining hits and break the order of later pages).
        const shard = this.shards[s]!;
        if (shard.maxAtoms < minAtoms) continue;
        const goal = mayCount ? countUpTo : want;
        const max = goal - rows.length + shard.dead;
        // A module poisoned meanwhile (by any request) holds no trustworthy library: stop with ChemEngineError.
        if (isPoisoned(this.rd)) throw new ChemEngineError();
        const raw = withEngine(
          this.rd,
          null,
          () => shard.lib.get_matches_as_uint32array(query, opts.useChirality ?? false, 1, max) as Uint32Array,
        );
        searched++;
        for (let i = 0; i < raw.length; i++) {
          const row = shard.start + raw[i]!;
          if (!this.dead[row]) rows.push(row);
        }
        if (raw.length >= max) {
          complete = false;
          break;
        }
        if (s < this.shards.length - 1) {
          // A query the fingerprints screen poorly scans every shard: stop at the time limit with what was found.
          if (performance.now() - t0 > timeLimit) {
            complete = false;
            timedOut = rows.length < want;
            break;
          }
          await yieldToEventLoop();
        }
      }
    } finally {
      this.busy--;
      this.maybeFree();
    }
    const ids = rows.slice(offset, offset + limit).map((row) => this.ids[row]!);
    return { ids, found: rows.length, complete, timedOut, shardsSearched: searched };
  }

  /** Top hits with Tanimoto (Morgan) ≥ threshold, best first; total = all rows at or above the threshold. */
  similarity(morganFp: Uint8Array, threshold: number, offset: number, limit: number): SimilarityPage {
    const dead = this.dead;
    const { hits, total } = this.fps.search(
      morganFp,
      threshold,
      offset + limit,
      this.deadRows > 0 ? (row) => dead[row] === 1 : undefined,
    );
    return { items: hits.slice(offset).map((h) => ({ id: this.ids[h.row]!, score: h.score })), total };
  }

  /** Tanimoto of a query fingerprint with indexed products (for showing similarity next to substructure hits). */
  scores(morganFp: Uint8Array, ids: number[]): Map<number, number> {
    const known = ids.filter((id) => this.rowOf.has(id));
    const s = this.fps.scores(
      morganFp,
      known.map((id) => this.rowOf.get(id)!),
    );
    return new Map(known.map((id, i) => [id, s[i]!]));
  }

  /** Rough memory held: fingerprint index + row arrays in JS, pattern fps + SMILES in the WASM heap. */
  memory(): { jsBytes: number; wasmBytesEstimate: number } {
    const jsBytes =
      this.fps.byteLength + this.ids.byteLength + this.dead.byteLength + this.stamps.byteLength + this.rowOf.size * 40;
    // CachedTrustedSmilesMolHolder keeps the SMILES; PatternHolder keeps a 2048-bit ExplicitBitVect per row.
    const wasmBytesEstimate = this.smilesBytes + this.rows * (256 + 64);
    return { jsBytes, wasmBytesEstimate };
  }

  private maybeFree(): void {
    if (!this.deleteRequested || this.busy > 0 || this.freed) return;
    this.freed = true;
    for (const s of this.shards) {
      try {
        s.lib.delete();
      } catch {
        /* already freed */
      }
    }
    this.shards = [];
  }

  /** Free the WASM libraries (deferred until running searches finish). The engine is unusable afterwards. */
  delete(): void {
    this.deleteRequested = true;
    this.maybeFree();
  }
}
