/** Pure helpers of the structure image route (app/images/structure/[file]/route.ts). */
import { DEPICTION_VERSION, imageVersion } from './urls';

export function parseStructureFile(file: string): { id: string; ext: 'svg' | 'png' } | null {
  const m = /^(\d{1,10})\.(svg|png)$/.exec(file);
  return m ? { id: m[1]!, ext: m[2] as 'svg' | 'png' } : null;
}

const SIZE_MIN = 80;
const SIZE_MAX = 800;
const DEFAULT = { width: 240, height: 180 };

/** Width/height from the query, clamped to 80..800 and rounded to 20 px (bounded cache variety). */
export function clampImageSize(w: string | null, h: string | null): { width: number; height: number } {
  const one = (v: string | null, d: number) => {
    const n = v && /^\d{1,4}$/.test(v) ? Number(v) : d;
    return Math.min(SIZE_MAX, Math.max(SIZE_MIN, Math.round(n / 20) * 20));
  };
  return { width: one(w, DEFAULT.width), height: one(h, DEFAULT.height) };
}

/** A strong ETag from the product id, its image version (the `?v=` of versioned URLs) and the rendition. */
export function etagFor(id: number, updatedAt: string, ext: string, size: { width: number; height: number }): string {
  return `"s${id}-${imageVersion(updatedAt) ?? '0'}-${ext}${size.width}x${size.height}-v${DEPICTION_VERSION}"`;
}

/** True when an SVG string is plain drawing markup (no script, event handlers, foreign objects or JS URLs). */
export function isSafeSvg(svg: string): boolean {
  if (!/^<svg[\s>]/.test(svg.trim())) return false;
  return !/<script|<foreignObject|<iframe|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(svg);
}

/** The goods page's main structure image (360×280 px; a size of the image route). */
export const GOODS_IMAGE_SIZE = { w: 360, h: 280 } as const;
