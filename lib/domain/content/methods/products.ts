/**
 * Product briefs with their packages, for method and standard pages (bounded id lists only).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, products, skus } from '@/lib/db/schema';
import type { PackageSummary } from '@/lib/domain/catalog/products';
import type { ProductBrief } from './types';

/** Hard cap on how many products one brief lookup loads (a method or standard needs far fewer). */
export const MAX_BRIEFS = 500;

/** Products by id (on sale only), with packages sorted smallest first; returned in the order of `ids`. */
export async function productBriefs(db: Db, ids: readonly number[]): Promise<ProductBrief[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_BRIEFS);
  if (!wanted.length) return [];
  const rows = await db
    .select({
      id: products.id,
      code: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      cas: products.cas,
      formula: products.formula,
      molecularWeight: products.molecularWeight,
      purity: products.purity,
      storage: products.storage,
      imageUrl: products.imageUrl,
      hasStructure: sql<boolean>`(${products.smiles} is not null or ${products.molfile} is not null)`,
      brandName: brands.name,
      kind: products.kind,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, wanted), eq(products.status, 1)));
  const pk = await db
    .select({
      skuId: skus.id,
      productId: skus.productId,
      packageValue: skus.packageValue,
      price: skus.price,
      stock: skus.stock,
      delivery: skus.delivery,
    })
    .from(skus)
    .where(and(inArray(skus.productId, wanted), eq(skus.status, 1)))
    .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.price), asc(skus.id));
  const byProduct = new Map<number, PackageSummary[]>();
  for (const p of pk) {
    const list = byProduct.get(p.productId) ?? [];
    list.push({
      skuId: p.skuId,
      packageValue: p.packageValue,
      price: p.price === null ? null : Number(p.price),
      stock: p.stock,
      delivery: p.delivery,
    });
    byProduct.set(p.productId, list);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: ProductBrief[] = [];
  for (const id of wanted) {
    const r = byId.get(id);
    if (!r) continue;
    const packages = byProduct.get(id) ?? [];
    const prices = packages.map((p) => p.price).filter((p): p is number => p !== null && p > 0);
    out.push({
      ...r,
      hasStructure: Boolean(r.hasStructure),
      packages,
      minPrice: prices.length ? Math.min(...prices) : null,
    });
  }
  return out;
}

/** Display name of a product: the Chinese name when curated, else the English one. */
export const productName = (p: { nameZh: string | null; nameEn: string }) => p.nameZh?.trim() || p.nameEn;

/** The package "add all" picks: the first (smallest, by sort order) package. */
export const firstPackage = (p: { packages: PackageSummary[] }): PackageSummary | null => p.packages[0] ?? null;

/** Product ids for catalogue numbers (exact, case variants), in the order given. */
export async function productIdsByCodes(db: Db, codes: readonly string[]): Promise<number[]> {
  const list = [...new Set(codes.map((c) => c.trim()).filter(Boolean))].slice(0, 50);
  if (!list.length) return [];
  const variants = [...new Set(list.flatMap((c) => [c, c.toUpperCase()]))];
  const rows = await db
    .select({ id: products.id, code: products.code })
    .from(products)
    .where(inArray(products.code, variants));
  const byCode = new Map(rows.map((r) => [r.code.toUpperCase(), r.id]));
  return list.flatMap((c) => {
    const id = byCode.get(c.toUpperCase());
    return id ? [id] : [];
  });
}
