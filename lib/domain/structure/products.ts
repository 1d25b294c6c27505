/**
 * Product rows for structure hits: two indexed queries (products+brand by primary key, SKUs by product id)
 * for one page of ids, returned in the order of the ids. Off-sale products (status ≠ 1) are dropped.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, products, skus } from '@/lib/db/schema';
import type { PackageSummary, ProductListItem } from '@/lib/domain/catalog/types';
import { minPrice } from '@/lib/domain/catalog/price';

export async function productItemsByIds(db: Db, ids: readonly number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const [rows, skuRows] = await Promise.all([
    db
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
      .where(and(inArray(products.id, unique), eq(products.status, 1))),
    db
      .select({
        skuId: skus.id,
        productId: skus.productId,
        packageValue: skus.packageValue,
        price: skus.price,
        stock: skus.stock,
        delivery: skus.delivery,
      })
      .from(skus)
      .where(and(inArray(skus.productId, unique), eq(skus.status, 1)))
      .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id)),
  ]);
  const packs = new Map<number, PackageSummary[]>();
  for (const s of skuRows) {
    const list = packs.get(s.productId) ?? [];
    list.push({
      skuId: s.skuId,
      packageValue: s.packageValue,
      price: s.price !== null && Number(s.price) > 0 ? Number(s.price) : null,
      stock: s.stock,
      delivery: s.delivery,
    });
    packs.set(s.productId, list);
  }
  const byId = new Map<number, ProductListItem>();
  for (const r of rows) {
    const packages = packs.get(r.id) ?? [];
    byId.set(r.id, {
      id: r.id,
      code: r.code,
      nameZh: r.hasCuratedZh ? r.nameZh : null,
      nameEn: r.nameEn,
      cas: r.cas,
      formula: r.formula,
      molecularWeight: r.molecularWeight,
      purity: r.purity,
      imageUrl: r.imageUrl,
      hasStructure: Boolean(r.hasStructure),
      isHot: r.isHot,
      isNew: r.isNew,
      kind: r.kind,
      brandId: r.brandId,
      brandName: r.brandName ?? null,
      minPrice: minPrice(packages.map((p) => p.price)),
      packages,
    });
  }
  const out: ProductListItem[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) out.push(item);
  }
  return out;
}
