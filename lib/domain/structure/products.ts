/**
 * Product rows for structure hits: two indexed queries (products+brand by primary key, then SKUs by product id)
 * for one page of ids, returned in the order of the ids. Off-sale products (status ≠ 1) are dropped.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, products } from '@/lib/db/schema';
import type { ProductListItem } from '@/lib/domain/catalog/types';
import { withPackages } from '@/lib/domain/catalog/home';

export async function productItemsByIds(db: Db, ids: readonly number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      nameZh: products.nameZh,
      hasCuratedZh: products.hasCuratedZh,
      nameEn: products.nameEn,
      cas: products.cas,
      formula: products.formula,
      molecularWeight: products.molecularWeight,
      purity: products.purity,
      imageUrl: products.imageUrl,
      hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null or ${products.canonicalSmiles} is not null)`,
      isHot: products.isHot,
      isNew: products.isNew,
      kind: products.kind,
      brandId: products.brandId,
      brandName: brands.name,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, unique), eq(products.status, 1)));
  // Packages and the row → list-item mapping are the catalogue's own (one SKU query for the page).
  const byId = new Map((await withPackages(db, rows)).map((item) => [item.id, item]));
  const out: ProductListItem[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) out.push(item);
  }
  return out;
}
