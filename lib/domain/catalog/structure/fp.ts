/**
 * Fingerprint helpers for the in-memory structure index. Pure TypeScript (no RDKit, no DB).
 *
 * - Morgan fingerprints (radius 2, 2048 bits) live in ONE contiguous Uint32Array (64 words a row)
 *   with a per-row popcount, so a Tanimoto scan over 150k rows is a tight loop without allocation.
 * - RDKit's `SubstructLibrary.add_trusted_smiles_and_pattern_fp` does NOT take the raw 256-byte
 *   pattern fingerprint that `mol.get_pattern_fp_as_uint8array()` returns (the format stored in
 *   `product_structures.pattern_fp`): it takes RDKit's ExplicitBitVect pickle. `patternFpToPickle`
 *   converts one into the other (byte-identical to what the library itself produces; verified in
 *   tests/unit/structure-fp.test.ts).
 */
import { FP_BITS } from './fp-bits';

/** RDKit's packed unsigned int (Streams.h appendPackedIntToStream); gaps in a 2048-bit vector need at most 2 bytes. */
function putPacked(out: Uint8Array, pos: number, num: number): number {
  if (num < 1 << 7) {
    out[pos] = num << 1;
    return pos + 1;
  }
  num -= 1 << 7;
  if (num < 1 << 14) {
    const v = (num << 2) | 0x1;
    out[pos] = v & 0xff;
    out[pos + 1] = (v >>> 8) & 0xff;
    return pos + 2;
  }
  num -= 1 << 14;
  if (num < 1 << 21) {
    const v = (num << 3) | 0x3;
    out[pos] = v & 0xff;
    out[pos + 1] = (v >>> 8) & 0xff;
    out[pos + 2] = (v >>> 16) & 0xff;
    return pos + 3;
  }
  num -= 1 << 21;
  const v = ((num << 3) | 0x7) >>> 0;
  out[pos] = v & 0xff;
  out[pos + 1] = (v >>> 8) & 0xff;
  out[pos + 2] = (v >>> 16) & 0xff;
  out[pos + 3] = (v >>> 24) & 0xff;
  return pos + 4;
}

/** Scratch buffer for pickles: 12-byte header + at most 2 bytes per gap for 2048-bit vectors. */
let pickleScratch = new Uint8Array(12 + 2 * (FP_BITS + 1));

/**
 * Raw bit vector (bit i = byte i>>3, bit i&7, as `get_pattern_fp_as_uint8array` returns it) →
 * RDKit ExplicitBitVect pickle (version 32: int32 -32, int32 size, int32 on-bit count, run-length gaps).
 * Returns a view of a shared scratch buffer unless `copy` is set: RDKit copies the bytes it is given.
 */
export function patternFpToPickle(raw: Uint8Array, copy = true): Uint8Array {
  const nBits = raw.length * 8;
  const cap = 12 + 4 * (nBits + 1);
  if (pickleScratch.length < cap) pickleScratch = new Uint8Array(cap);
  const out = pickleScratch;
  let pos = 12;
  let prev = -1;
  let n = 0;
  for (let i = 0; i < raw.length; i++) {
    let b = raw[i]!;
    while (b !== 0) {
      const low = b & -b;
      const bit = (i << 3) | (31 - Math.clz32(low));
      b ^= low;
      const gap = bit - prev - 1;
      if (gap < 128) out[pos++] = gap << 1;
      else pos = putPacked(out, pos, gap);
      prev = bit;
      n++;
    }
  }
  pos = putPacked(out, pos, nBits - prev - 1);
  // Header (little-endian int32s).
  const hdr = [-32, nBits, n];
  for (let h = 0; h < 3; h++) {
    const v = hdr[h]! >>> 0;
    out[h * 4] = v & 0xff;
    out[h * 4 + 1] = (v >>> 8) & 0xff;
    out[h * 4 + 2] = (v >>> 16) & 0xff;
    out[h * 4 + 3] = (v >>> 24) & 0xff;
  }
  return copy ? out.slice(0, pos) : out.subarray(0, pos);
}

/** Heavy-atom count estimated from a SMILES string (bracket atoms, two-letter halogens, organic subset). */
export function heavyAtomEstimate(smiles: string): number {
  let n = 0;
  for (let i = 0; i < smiles.length; i++) {
    const ch = smiles.charCodeAt(i);
    if (ch === 91 /* [ */) {
      const end = smiles.indexOf(']', i);
      const body = end > i ? smiles.slice(i + 1, end) : '';
      if (!/^\d*(H|D|T)(?![a-z])/.test(body)) n++;
      i = end > i ? end : i;
      continue;
    }
    // B C N O P S F I, Cl Br, aromatic b c n o p s
    if (ch === 66 /* B */) {
      if (smiles.charCodeAt(i + 1) === 114 /* r */) i++;
      n++;
    } else if (ch === 67 /* C */) {
      if (smiles.charCodeAt(i + 1) === 108 /* l */) i++;
      n++;
    } else if (ch === 78 || ch === 79 || ch === 80 || ch === 83 || ch === 70 || ch === 73) n++;
    else if (ch === 98 || ch === 99 || ch === 110 || ch === 111 || ch === 112 || ch === 115) n++;
  }
  return n;
}

export { FP_BITS, FP_BYTES, FP_WORDS, popcount32, popcountBytes, tanimotoBytes } from './fp-bits';
export { FpIndex, FpMatrix, type SimilarityHit } from './fp-index';
