/**
 * Fast Tanimoto search over many Morgan fingerprints: a dense matrix and an inverted index (re-exported by ./fp.ts).
 * Pure TypeScript (no RDKit, no DB).
 */
import { BYTE_BITS, FP_BITS, FP_BYTES, FP_WORDS, POP16, popcount32, popcountBytes } from './fp-bits';

/** Min-heap of (score, key) with "worse" = lower score, then higher key; keeps the best `cap` entries. */
class TopK {
  private scores: Float64Array;
  private keys: Int32Array;
  size = 0;
  constructor(readonly cap: number) {
    this.scores = new Float64Array(Math.max(1, cap));
    this.keys = new Int32Array(Math.max(1, cap));
  }
  /** a is worse than b. */
  private worse(sa: number, ka: number, sb: number, kb: number): boolean {
    return sa < sb || (sa === sb && ka > kb);
  }
  push(score: number, key: number): void {
    if (this.cap <= 0) return;
    if (this.size < this.cap) {
      let i = this.size++;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!this.worse(score, key, this.scores[p]!, this.keys[p]!)) break;
        this.scores[i] = this.scores[p]!;
        this.keys[i] = this.keys[p]!;
        i = p;
      }
      this.scores[i] = score;
      this.keys[i] = key;
      return;
    }
    if (!this.worse(this.scores[0]!, this.keys[0]!, score, key)) return;
    // Replace the root and sift down.
    let i = 0;
    const n = this.size;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      const r = l + 1;
      let c = l;
      if (r < n && this.worse(this.scores[r]!, this.keys[r]!, this.scores[l]!, this.keys[l]!)) c = r;
      if (!this.worse(this.scores[c]!, this.keys[c]!, score, key)) break;
      this.scores[i] = this.scores[c]!;
      this.keys[i] = this.keys[c]!;
      i = c;
    }
    this.scores[i] = score;
    this.keys[i] = key;
  }
  /** Best first. */
  sorted(): { score: number; key: number }[] {
    const out: { score: number; key: number }[] = [];
    for (let i = 0; i < this.size; i++) out.push({ score: this.scores[i]!, key: this.keys[i]! });
    return out.sort((a, b) => b.score - a.score || a.key - b.key);
  }
}

export type SimilarityHit = { row: number; score: number };

/**
 * Morgan fingerprints of many molecules in one contiguous typed array, plus popcounts.
 * Rows are appended; the matrix grows by doubling.
 */
export class FpMatrix {
  words: Uint32Array;
  counts: Uint16Array;
  size = 0;
  private bytesView: Uint8Array;

  constructor(capacity = 1024) {
    const cap = Math.max(16, capacity);
    this.words = new Uint32Array(cap * FP_WORDS);
    this.counts = new Uint16Array(cap);
    this.bytesView = new Uint8Array(this.words.buffer);
  }

  get capacity(): number {
    return this.counts.length;
  }

  /** Bytes held by the typed arrays. */
  get byteLength(): number {
    return this.words.byteLength + this.counts.byteLength;
  }

  reserve(capacity: number): void {
    if (capacity <= this.capacity) return;
    const cap = Math.max(capacity, this.capacity * 2);
    const words = new Uint32Array(cap * FP_WORDS);
    words.set(this.words.subarray(0, this.size * FP_WORDS));
    const counts = new Uint16Array(cap);
    counts.set(this.counts.subarray(0, this.size));
    this.words = words;
    this.counts = counts;
    this.bytesView = new Uint8Array(words.buffer);
  }

  /** Append one raw fingerprint (FP_BYTES bytes; shorter input is zero-padded, longer is cut). Returns its row. */
  push(fp: Uint8Array): number {
    if (this.size === this.capacity) this.reserve(this.size + 1);
    const row = this.size++;
    const off = row * FP_BYTES;
    const src = fp.length > FP_BYTES ? fp.subarray(0, FP_BYTES) : fp;
    this.bytesView.fill(0, off, off + FP_BYTES);
    this.bytesView.set(src, off);
    this.counts[row] = popcountBytes(src);
    return row;
  }

  /** A query fingerprint as words (same byte layout as the rows). */
  static queryWords(fp: Uint8Array): Uint32Array {
    const w = new Uint32Array(FP_WORDS);
    const b = new Uint8Array(w.buffer);
    b.set(fp.length > FP_BYTES ? fp.subarray(0, FP_BYTES) : fp);
    return w;
  }

  /** Tanimoto of the query with one row. */
  tanimoto(q: Uint32Array, row: number): number {
    let inter = 0;
    let qc = 0;
    const base = row * FP_WORDS;
    for (let j = 0; j < FP_WORDS; j++) {
      const x = q[j]!;
      if (x === 0) continue;
      qc += popcount32(x);
      inter += popcount32(x & this.words[base + j]!);
    }
    const union = qc + this.counts[row]! - inter;
    return union === 0 ? 0 : inter / union;
  }

  /**
   * Rows with Tanimoto ≥ threshold, best first (ties: lower row first), the top `k` of them,
   * plus the exact number of rows at or above the threshold.
   * `skip(row)` excludes rows (deleted products). A popcount bound skips rows that cannot reach the threshold.
   */
  search(
    q: Uint32Array,
    threshold: number,
    k: number,
    skip?: (row: number) => boolean,
  ): { hits: SimilarityHit[]; total: number } {
    // The query's non-zero words only: a Morgan fingerprint sets ~30–80 of 2048 bits.
    const idx: number[] = [];
    let qc = 0;
    for (let j = 0; j < FP_WORDS; j++) {
      if (q[j] !== 0) {
        idx.push(j);
        qc += popcount32(q[j]!);
      }
    }
    if (qc === 0) return { hits: [], total: 0 };
    const qi = Int32Array.from(idx);
    const qw = Uint32Array.from(idx.map((j) => q[j]!));
    const m = qi.length;
    const t = Math.max(0, Math.min(1, threshold)) - 1e-9;
    // |A∩B| ≤ min(|A|,|B|), so T ≤ min/max: rows outside [t·qc, qc/t] cannot reach t.
    const lo = t > 0 ? Math.ceil(t * qc - 1e-6) : 0;
    const hi = t > 0 ? Math.floor(qc / t + 1e-6) : Number.MAX_SAFE_INTEGER;
    const heap = new TopK(k);
    const words = this.words;
    const counts = this.counts;
    let total = 0;
    for (let row = 0; row < this.size; row++) {
      const c = counts[row]!;
      if (c < lo || c > hi) continue;
      const base = row * FP_WORDS;
      let inter = 0;
      for (let j = 0; j < m; j++) {
        const x = qw[j]! & words[base + qi[j]!]!;
        if (x !== 0) inter += POP16[x & 0xffff]! + POP16[x >>> 16]!;
      }
      const score = inter / (qc + c - inter);
      if (score < t) continue;
      if (skip && skip(row)) continue;
      total++;
      heap.push(score, row);
    }
    return { hits: heap.sorted().map((h) => ({ row: h.key, score: h.score })), total };
  }
}

/**
 * Morgan fingerprints of many molecules for fast Tanimoto search: an inverted index (for each of the
 * 2048 bits, the rows that set it; CSR layout in two typed arrays) over the rows of the initial build,
 * plus a small dense tail (FpMatrix) for rows appended later. A query touches only the posting lists of
 * its ~50 bits, instead of 64 words of every row: about 5× faster than the dense scan at 150k rows.
 * Per-row bit lists (CSR) give the Tanimoto of single rows.
 */
export class FpIndex {
  private readonly n0: number;
  private readonly postStart: Uint32Array;
  private readonly post: Uint32Array;
  private readonly rowStart: Uint32Array;
  private readonly rowBits: Uint16Array;
  private counts: Uint16Array;
  private readonly tail = new FpMatrix(64);
  private acc: Uint16Array;
  private qDense = new Uint8Array(FP_BITS);

  private constructor(
    n0: number,
    postStart: Uint32Array,
    post: Uint32Array,
    rowStart: Uint32Array,
    rowBits: Uint16Array,
    counts: Uint16Array,
  ) {
    this.n0 = n0;
    this.postStart = postStart;
    this.post = post;
    this.rowStart = rowStart;
    this.rowBits = rowBits;
    this.counts = counts;
    this.acc = new Uint16Array(Math.max(1, n0));
  }

  /** Build over `n` fingerprints (row i = fpAt(i)). */
  static build(n: number, fpAt: (i: number) => Uint8Array): FpIndex {
    const b = FpIndex.builder(n, fpAt);
    for (;;) {
      const r = b.next();
      if (r.done) return r.value;
    }
  }

  /**
   * The build as steps (a generator that pauses every `every` rows), so a caller can spread it over several
   * event-loop turns. One pass reads each fingerprint once into the per-row bit lists and counts the rows per bit;
   * a second pass fills the posting lists from those lists.
   */
  static *builder(n: number, fpAt: (i: number) => Uint8Array, every = 16_384): Generator<void, FpIndex, void> {
    const perBit = new Uint32Array(FP_BITS);
    const counts = new Uint16Array(Math.max(16, n));
    const rowStart = new Uint32Array(n + 1);
    // The bit lists are allocated at their exact size (one popcount pass first): a guessed size grown by doubling
    // and trimmed at the end held more than twice the final size at the build's peak (docs/decisions/0013).
    let total = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % (every * 4) === 0) yield;
      const fp = fpAt(i);
      const len = Math.min(fp.length, FP_BYTES);
      for (let b = 0; b < len; b++) total += POP16[fp[b]!]!;
    }
    const rowBits = new Uint16Array(Math.max(1, total));
    let r = 0;
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % every === 0) yield;
      rowStart[i] = r;
      const fp = fpAt(i);
      const len = Math.min(fp.length, FP_BYTES);
      for (let b = 0; b < len; b++) {
        let v = fp[b]!;
        while (v !== 0) {
          const low = v & -v;
          const bit = (b << 3) | (31 - Math.clz32(low));
          v ^= low;
          rowBits[r++] = bit;
          perBit[bit]!++;
        }
      }
      counts[i] = r - rowStart[i]!;
    }
    rowStart[n] = r;
    const postStart = new Uint32Array(FP_BITS + 1);
    for (let b = 0; b < FP_BITS; b++) postStart[b + 1] = postStart[b]! + perBit[b]!;
    const post = new Uint32Array(r);
    const fill = postStart.slice(0, FP_BITS);
    for (let i = 0; i < n; i++) {
      if (i > 0 && i % (every * 4) === 0) yield;
      for (let j = rowStart[i]!, e = rowStart[i + 1]!; j < e; j++) post[fill[rowBits[j]!]!++] = i;
    }
    return new FpIndex(n, postStart, post, rowStart, rowBits, counts);
  }

  get size(): number {
    return this.n0 + this.tail.size;
  }

  get byteLength(): number {
    return (
      this.postStart.byteLength +
      this.post.byteLength +
      this.rowStart.byteLength +
      this.rowBits.byteLength +
      this.counts.byteLength +
      this.acc.byteLength +
      this.tail.byteLength
    );
  }

  /** Append one fingerprint (kept in the dense tail until the next full build). Returns its row. */
  push(fp: Uint8Array): number {
    const row = this.size;
    this.tail.push(fp);
    if (row >= this.counts.length) {
      const c = new Uint16Array(Math.max(row + 1, this.counts.length * 2));
      c.set(this.counts);
      this.counts = c;
    }
    this.counts[row] = this.tail.counts[this.tail.size - 1]!;
    return row;
  }

  private setQuery(q: Uint8Array): { qc: number; bits: number[] } {
    this.qDense.fill(0);
    const bits: number[] = [];
    const len = Math.min(q.length, FP_BYTES);
    for (let b = 0; b < len; b++) {
      const v = q[b]!;
      if (v === 0) continue;
      const bb = BYTE_BITS[v]!;
      for (let k = 0; k < bb.length; k++) {
        const bit = (b << 3) + bb[k]!;
        bits.push(bit);
        this.qDense[bit] = 1;
      }
    }
    return { qc: bits.length, bits };
  }

  /** Tanimoto of a query with some rows. */
  scores(q: Uint8Array, rows: number[]): number[] {
    const { qc } = this.setQuery(q);
    const qw = FpMatrix.queryWords(q);
    return rows.map((row) => {
      if (row >= this.n0) return this.tail.tanimoto(qw, row - this.n0);
      let inter = 0;
      for (let j = this.rowStart[row]!, e = this.rowStart[row + 1]!; j < e; j++)
        inter += this.qDense[this.rowBits[j]!]!;
      const union = qc + this.counts[row]! - inter;
      return union === 0 ? 0 : inter / union;
    });
  }

  /**
   * Rows with Tanimoto ≥ threshold (threshold > 0), best first (ties: lower row first), the top `k`, plus the
   * exact number of rows at or above the threshold. `skip(row)` excludes rows (removed products).
   */
  search(
    q: Uint8Array,
    threshold: number,
    k: number,
    skip?: (row: number) => boolean,
  ): { hits: SimilarityHit[]; total: number } {
    const { qc, bits } = this.setQuery(q);
    if (qc === 0) return { hits: [], total: 0 };
    const t = Math.max(1e-6, Math.min(1, threshold)) - 1e-9;
    const acc = this.acc;
    acc.fill(0);
    const post = this.post;
    for (const bit of bits) {
      for (let j = this.postStart[bit]!, e = this.postStart[bit + 1]!; j < e; j++) acc[post[j]!]!++;
    }
    // |A∪B| ≥ |A| = qc, so Tanimoto ≥ t needs |A∩B| ≥ t·qc: skip rows below that without dividing.
    const minInter = Math.max(1, Math.ceil(t * qc - 1e-6));
    const heap = new TopK(k);
    const counts = this.counts;
    let total = 0;
    for (let row = 0; row < this.n0; row++) {
      const inter = acc[row]!;
      if (inter < minInter) continue;
      const score = inter / (qc + counts[row]! - inter);
      if (score < t) continue;
      if (skip && skip(row)) continue;
      total++;
      heap.push(score, row);
    }
    if (this.tail.size > 0) {
      const r = this.tail.search(FpMatrix.queryWords(q), threshold, k, skip ? (row) => skip(row + this.n0) : undefined);
      total += r.total;
      for (const h of r.hits) heap.push(h.score, h.row + this.n0);
    }
    return { hits: heap.sorted().map((h) => ({ row: h.key, score: h.score })), total };
  }
}
