/** URL helpers for catalogue entities (pure; safe in client components). */

export const goodsHref = (productId: number, skuId?: number | null) =>
  skuId ? `/goodsDetail/${productId}?skuId=${skuId}` : `/goodsDetail/${productId}`;

/** The server-drawn structure image (route app/images/structure/[file]/route.ts). */
export const structureImageSrc = (productId: number, size?: { w: number; h: number }) =>
  size ? `/images/structure/${productId}.svg?w=${size.w}&h=${size.h}` : `/images/structure/${productId}.svg`;

export const brandHref = (brandId: number, brandName?: string | null) =>
  brandName ? `/brandCenter/branParticulars/${brandId}?brandName=${encodeURIComponent(brandName)}` : `/brandCenter/branParticulars/${brandId}`;

export const categoryListHref = (categoryId: number, categoryName?: string | null) =>
  categoryName
    ? `/productCenter/productClassifyList/${categoryId}?categoryName=${encodeURIComponent(categoryName)}`
    : `/productCenter/productClassifyList/${categoryId}`;

/** The image a product shows: its structure drawing, else its photo, else null (placeholder). */
export function productImageSrc(p: { id: number; hasStructure?: boolean; imageUrl?: string | null }, size?: { w: number; h: number }): string | null {
  if (p.hasStructure) return structureImageSrc(p.id, size);
  return p.imageUrl ?? null;
}

/** Display name: the Chinese name when there is one, else the English name. */
export function displayName(p: { nameZh: string | null; nameEn: string; hasCuratedZh?: boolean }): string {
  if (p.hasCuratedZh === false) return p.nameEn;
  return p.nameZh?.trim() ? p.nameZh : p.nameEn;
}
