/**
 * Fingerprint sizes, popcounts, bit tables and the Tanimoto similarity of two raw fingerprints (the public ones are
 * re-exported by ./fp.ts).
 */

export const FP_BITS = 2048;
export const FP_BYTES = FP_BITS / 8;
export const FP_WORDS = FP_BITS / 32;

/** Popcount of every 16-bit value. */
export const POP16 = (() => {
  const t = new Uint8Array(65536);
  for (let i = 1; i < 65536; i++) t[i] = (i & 1) + t[i >> 1]!;
  return t;
})();

export function popcount32(x: number): number {
  return POP16[x & 0xffff]! + POP16[x >>> 16]!;
}

export function popcountBytes(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i++) n += POP16[bytes[i]!]!;
  return n;
}

/** Tanimoto similarity of two raw fingerprints of equal length (1 for two empty fingerprints is avoided: 0). */
export function tanimotoBytes(a: Uint8Array, b: Uint8Array): number {
  let inter = 0;
  let union = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    inter += POP16[a[i]! & b[i]!]!;
    union += POP16[a[i]! | b[i]!]!;
  }
  return union === 0 ? 0 : inter / union;
}

/** Set-bit positions (0–7) of every byte value. */
export const BYTE_BITS: readonly Uint8Array[] = (() => {
  const out: Uint8Array[] = [];
  for (let v = 0; v < 256; v++) {
    const bits: number[] = [];
    for (let k = 0; k < 8; k++) if (v & (1 << k)) bits.push(k);
    out.push(Uint8Array.from(bits));
  }
  return out;
})();
