/** URL helpers for catalogue entities (pure; safe in client components). */

export const goodsHref = (productId: number, skuId?: number | null) =>
  skuId ? `/goodsDetail/${productId}?skuId=${skuId}` : `/goodsDetail/${productId}`;

/** Bump when the drawing style changes, so browsers and CDNs fetch new images (also under versioned URLs). */
export const DEPICTION_VERSION = 2;

/**
 * A product's image version: its updated_at in base-36 milliseconds and the drawing style (`d<DEPICTION_VERSION>`),
 * null when updated_at is unknown. A versioned URL is cached for a year, so both must change it.
 */
export function imageVersion(updatedAt: string | null | undefined): string | null {
  const t = updatedAt ? Date.parse(updatedAt) : NaN;
  return Number.isFinite(t) ? `${t.toString(36)}d${DEPICTION_VERSION}` : null;
}

/**
 * The server-drawn structure image (route app/images/structure/[file]/route.ts). With the product's updated_at the
 * URL carries its version (`v`), which the route caches for a year: a corrected structure gets a new URL at once.
 * Without it (list thumbnails, whose rows carry no updated_at) the route caches for an hour.
 */
export function structureImageSrc(
  productId: number,
  size?: { w: number; h: number } | null,
  updatedAt?: string | null,
): string {
  const q: string[] = [];
  if (size) q.push(`w=${size.w}`, `h=${size.h}`);
  const v = imageVersion(updatedAt);
  if (v) q.push(`v=${v}`);
  return `/images/structure/${productId}.svg${q.length ? `?${q.join('&')}` : ''}`;
}

export const brandHref = (brandId: number, brandName?: string | null) =>
  brandName
    ? `/brandCenter/branParticulars/${brandId}?brandName=${encodeURIComponent(brandName)}`
    : `/brandCenter/branParticulars/${brandId}`;

export const categoryListHref = (categoryId: number, categoryName?: string | null) =>
  categoryName
    ? `/productCenter/productClassifyList/${categoryId}?categoryName=${encodeURIComponent(categoryName)}`
    : `/productCenter/productClassifyList/${categoryId}`;

/** The image a product shows: its structure drawing, else its photo, else null (placeholder). */
export function productImageSrc(
  p: { id: number; hasStructure?: boolean; imageUrl?: string | null },
  size?: { w: number; h: number },
): string | null {
  if (p.hasStructure) return structureImageSrc(p.id, size);
  return p.imageUrl ?? null;
}

/** Display name: the Chinese name when there is one, else the English name. */
export function displayName(p: { nameZh: string | null; nameEn: string; hasCuratedZh?: boolean }): string {
  if (p.hasCuratedZh === false) return p.nameEn;
  return p.nameZh?.trim() ? p.nameZh : p.nameEn;
}
