/**
 * Brand ↔ category facets (brand/getCategoryListByBrandIds, brand/getBrandListByCategoryIdsOrCityId).
 * Counts only on-sale products; one GROUP BY over the (brand_id, id) or (category_id, id) index.
 */
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, categories, products, regions } from '@/lib/db/schema';
import type { BrandDTO } from '@/lib/domain/catalog/products/types';
import { allCategories } from './categories';

export type CategoryFacet = { id: number; parentId: number | null; name: string; count: number };
export type BrandFacet = BrandDTO & { count: number };

/** Categories that hold on-sale products of the given brands, with the number of such products (most first). */
export async function categoriesOfBrands(db: Db, brandIds: number[]): Promise<CategoryFacet[]> {
  if (brandIds.length === 0) return [];
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      sort: categories.sort,
      count: count(),
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.brandId, brandIds), eq(products.status, 1), eq(categories.isVisible, true)))
    .groupBy(categories.id, categories.parentId, categories.name, categories.sort)
    .orderBy(sql`count(*) desc`, asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({ id: r.id, parentId: r.parentId, name: r.name, count: Number(r.count) }));
}

/** The given categories plus all their descendants (the tree is small: ≤ 999 rows). */
export async function withDescendants(db: Db, categoryIds: number[]): Promise<number[]> {
  if (categoryIds.length === 0) return [];
  const rows = await allCategories(db);
  const children = new Map<number, number[]>();
  for (const r of rows) {
    if (r.parentId == null) continue;
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const out = new Set<number>();
  const stack = [...categoryIds];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id)) continue;
    out.add(id);
    for (const c of children.get(id) ?? []) stack.push(c);
  }
  return [...out];
}

const brandCols = {
  id: brands.id,
  name: brands.name,
  nameEn: brands.nameEn,
  code: brands.code,
  logoUrl: brands.logoUrl,
  country: brands.country,
  description: brands.description,
  productCount: brands.productCount,
};

/**
 * Brands with on-sale products in the given categories (and their sub-categories) and/or located in a city.
 * cityId is a regions id (userAddr/getCityListByParentId); brands store their city by name.
 * With neither filter: every visible brand.
 */
export async function brandsByCategoriesOrCity(
  db: Db,
  q: { categoryIds?: number[]; cityId?: number | null },
): Promise<BrandFacet[]> {
  const conds = [eq(brands.isVisible, true)];
  if (q.cityId) {
    const [region] = await db.select({ name: regions.name }).from(regions).where(eq(regions.id, q.cityId)).limit(1);
    if (!region) return [];
    const short = region.name.replace(/(市|地区|自治州|盟)$/, '');
    conds.push(or(eq(brands.city, region.name), eq(brands.city, short))!);
  }
  if (q.categoryIds && q.categoryIds.length > 0) {
    const ids = await withDescendants(db, q.categoryIds);
    const rows = await db
      .select({ ...brandCols, sort: brands.sort, count: count() })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(and(inArray(products.categoryId, ids), eq(products.status, 1), ...conds))
      .groupBy(brands.id)
      .orderBy(asc(brands.sort), asc(brands.id));
    return rows.map(({ sort: _sort, ...r }) => ({ ...r, count: Number(r.count) }));
  }
  const rows = await db
    .select(brandCols)
    .from(brands)
    .where(and(...conds))
    .orderBy(asc(brands.sort), asc(brands.id));
  return rows.map((r) => ({ ...r, count: r.productCount }));
}

/** On-sale and total product counts (sitemap checks, dashboards). Uses the primary key only. */
export async function productStats(db: Db): Promise<{ onSale: number; total: number }> {
  const [r] = await db
    .select({ total: count(), onSale: sql<number>`count(*) filter (where ${products.status} = 1)` })
    .from(products);
  return { onSale: Number(r?.onSale ?? 0), total: Number(r?.total ?? 0) };
}
