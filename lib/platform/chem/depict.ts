/**
 * Structure images: RDKit SVG, cleaned for inlining in HTML (no XML prolog, no background rect),
 * with a bounded LRU cache (depiction costs about 2 ms per molecule).
 */
import 'server-only';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { getRDKit } from './rdkit';
import { parseMol } from './props';
import { passFault, withEngine } from './health';

export type DepictOptions = {
  width?: number;
  height?: number;
  /** Draw a white background instead of a transparent one. */
  whiteBackground?: boolean;
  /** Bond length in px (small molecules are not blown up to fill the box; large ones still shrink to fit). */
  fixedBondLength?: number;
  /** Atoms to highlight (indices in the order of the input SMILES). */
  highlightAtoms?: readonly number[];
};

export const DEPICT_DEFAULT_SIZE = { width: 240, height: 180 } as const;
const CACHE_MAX = 2000;
const MIN_SIZE = 40;
const MAX_SIZE = 1200;

/** Insertion-ordered Map as an LRU: a hit moves the key to the end; the oldest key is evicted first. */
class Lru<V> {
  private map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    if (!this.map.has(key)) return undefined;
    const v = this.map.get(key) as V;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }
  set(key: string, v: V): void {
    if (this.map.has(key)) this.map.delete(key);
    this.map.set(key, v);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value as string;
      this.map.delete(oldest);
    }
  }
  get size(): number {
    return this.map.size;
  }
  clear(): void {
    this.map.clear();
  }
}

const g = globalThis as unknown as { __depictCache?: Lru<string | null> };
const cache = (g.__depictCache ??= new Lru<string | null>(CACHE_MAX));

/** Number of cached depictions (for tests and diagnostics). */
export function depictCacheSize(): number {
  return cache.size;
}

export function clearDepictCache(): void {
  cache.clear();
}

const clamp = (n: number | undefined, d: number) =>
  Math.min(MAX_SIZE, Math.max(MIN_SIZE, Math.round(Number.isFinite(n) ? (n as number) : d)));

/** Remove the XML prolog and header comment; keep the viewBox so CSS can scale the image. */
export function cleanSvg(svg: string): string {
  return svg
    .replace(/<\?xml[^>]*\?>\s*/, '')
    .replace(/<!--[\s\S]*?-->\s*/g, '')
    .replace(/<svg\s+([^>]*)>/, (_m, attrs: string) => `<svg ${attrs.replace(/\s+/g, ' ').trim()} role='img'>`)
    .trim();
}

/** Draw with a given RDKit instance (synchronous; used by scripts and by structureSvg). */
export function structureSvgWith(rdkit: RDKitModule, input: string, opts: DepictOptions = {}): string | null {
  const width = clamp(opts.width, DEPICT_DEFAULT_SIZE.width);
  const height = clamp(opts.height, DEPICT_DEFAULT_SIZE.height);
  const bond = opts.fixedBondLength && opts.fixedBondLength > 0 ? Math.round(opts.fixedBondLength) : 0;
  const hl = (opts.highlightAtoms ?? []).filter((i) => Number.isInteger(i) && i >= 0);
  const key = `${width}x${height}${opts.whiteBackground ? 'w' : ''}${bond ? `b${bond}` : ''}${hl.length ? `h${hl.join(',')}` : ''}|${input}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  // Input beyond the chemistry guard is null (parseMol); a WASM fault throws ChemEngineError and is not cached.
  const mol = parseMol(rdkit, input);
  let svg: string | null = null;
  if (mol) {
    svg = withEngine(rdkit, input, () => {
      try {
        const details: Record<string, unknown> = { width, height, bondLineWidth: 1.5, padding: 0.06 };
        if (!opts.whiteBackground) details.clearBackground = false;
        if (bond) details.fixedBondLength = bond;
        if (hl.length) details.atoms = hl;
        const out = cleanSvg(mol.get_svg_with_highlights(JSON.stringify(details)));
        return out.startsWith('<svg') ? out : null;
      } catch (err) {
        passFault(err, rdkit, input);
        return null;
      } finally {
        try {
          mol.delete();
        } catch {
          /* a poisoned module: the molecule goes with it */
        }
      }
    });
  }
  cache.set(key, svg);
  return svg;
}

/** SVG of a SMILES or molfile, or null when it cannot be parsed. */
export async function structureSvg(smilesOrMolfile: string, opts: DepictOptions = {}): Promise<string | null> {
  if (typeof smilesOrMolfile !== 'string' || smilesOrMolfile.trim() === '') return null;
  return structureSvgWith(await getRDKit(), smilesOrMolfile, opts);
}
