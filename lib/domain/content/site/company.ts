/** Small reads for the company and promotion pages. */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories, methods, products, standards } from '@/lib/db/schema';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import { productBriefs } from '@/lib/domain/content/methods';

/** A category by its stable slug ("qc", "intermediate", …). */
export async function categoryBySlug(
  db: Db,
  slug: string,
): Promise<{ id: number; name: string; productCount: number } | null> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, productCount: categories.productCount })
    .from(categories)
    .where(and(eq(categories.slug, slug), eq(categories.isVisible, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Hot products on sale (promotion pages), as product-card items. */
export async function hotProducts(db: Db, limit = 8): Promise<ProductListItem[]> {
  const ids = await db
    .select({ id: products.id, isNew: products.isNew, brandId: products.brandId })
    .from(products)
    .where(and(eq(products.isHot, true), eq(products.status, 1)))
    .orderBy(desc(products.updatedAt), asc(products.id))
    .limit(limit);
  const meta = new Map(ids.map((r) => [r.id, r]));
  const briefs = await productBriefs(
    db,
    ids.map((r) => r.id),
  );
  return briefs.map((b) => ({
    id: b.id,
    code: b.code,
    nameZh: b.nameZh,
    nameEn: b.nameEn,
    cas: b.cas,
    formula: b.formula,
    molecularWeight: b.molecularWeight,
    purity: b.purity,
    imageUrl: b.imageUrl,
    hasStructure: b.hasStructure,
    isHot: true,
    isNew: meta.get(b.id)?.isNew ?? false,
    kind: b.kind,
    brandId: meta.get(b.id)?.brandId ?? null,
    brandName: b.brandName,
    minPrice: b.minPrice,
    packages: b.packages,
  }));
}

/**
 * Figures for the company page, read from the catalogue (never hard-coded claims): products on sale (the
 * maintained counts of the visible top-level categories, no table scan), methods and standards (small tables).
 */
export async function siteStats(db: Db): Promise<{ products: number; methods: number; standards: number }> {
  const [p, m, s] = await Promise.all([
    db
      .select({ n: sql<number>`coalesce(sum(${categories.productCount}), 0)::int` })
      .from(categories)
      .where(and(isNull(categories.parentId), eq(categories.isVisible, true))),
    db.select({ n: sql<number>`count(*)::int` }).from(methods),
    db.select({ n: sql<number>`count(*)::int` }).from(standards),
  ]);
  return { products: Number(p[0]?.n ?? 0), methods: Number(m[0]?.n ?? 0), standards: Number(s[0]?.n ?? 0) };
}
