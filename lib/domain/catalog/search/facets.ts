/**
 * Filter-row values for the product list (brands, categories, delivery classes, package sizes).
 *
 * Cheap by construction: the values come from a bounded sample of the matching products (the first
 * FACET_SAMPLE matches of the category + keyword, without ORDER BY) and their SKUs, each row limited,
 * and cached in memory for FACET_TTL_MS per (category, keyword). The row selections themselves do not
 * narrow the rows (multi-select within a row must keep the other values visible).
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import { brands, categories } from '@/lib/db/schema';
import { categoryWithDescendants, productMatchSql } from './products';
import type { FacetOption } from './types';
export type ProductFacets = {
  brands: FacetOption[];
  categories: FacetOption[];
  deliverys: FacetOption[];
  packageValues: FacetOption[];
};

export const FACET_SAMPLE = 2000;
export const FACET_LIMIT = 40;
const FACET_TTL_MS = 60_000;
const CACHE_MAX = 200;

/** Delivery classes in their natural order (others follow by count). */
const DELIVERY_ORDER = ['现货', '1-3天', '1-2周', '定制'];

const g = globalThis as unknown as { __searchFacetCache?: Map<string, { at: number; value: Promise<ProductFacets> }> };
const cache = (g.__searchFacetCache ??= new Map());

/** Sort package values by size ("10mg" < "100mg" < "1g" < "1ml"), unknown units last. */
export function packageSizeKey(v: string): [number, number, string] {
  const m = /^\s*([\d.]+)\s*(μg|ug|mg|g|kg|μl|ul|ml|l)\b/i.exec(v);
  if (!m) return [9, 0, v];
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  const mass: Record<string, number> = { μg: 1e-6, ug: 1e-6, mg: 1e-3, g: 1, kg: 1e3 };
  const vol: Record<string, number> = { μl: 1e-6, ul: 1e-6, ml: 1e-3, l: 1 };
  if (unit in mass) return [0, n * mass[unit]!, v];
  return [1, n * vol[unit]!, v];
}

const comparePackages = (a: string, b: string) => {
  const x = packageSizeKey(a);
  const y = packageSizeKey(b);
  return x[0] - y[0] || x[1] - y[1] || (x[2] < y[2] ? -1 : x[2] > y[2] ? 1 : 0);
};

async function computeFacets(db: Db, categoryId: number | undefined, keyword: string): Promise<ProductFacets> {
  const conds: SQL[] = [sql`p.status = 1`];
  let catIds: number[] = [];
  if (categoryId && categoryId > 0) {
    catIds = await categoryWithDescendants(db, [categoryId]);
    if (!catIds.length) return { brands: [], categories: [], deliverys: [], packageValues: [] };
    conds.push(
      sql`p.category_id IN (${sql.join(
        catIds.map((n) => sql`${n}`),
        sql`, `,
      )})`,
    );
  }
  if (keyword) {
    const m = productMatchSql(keyword);
    if (!m) return { brands: [], categories: [], deliverys: [], packageValues: [] };
    conds.push(m);
  }
  const where = sql.join(conds, sql` AND `);
  const sample = sql`SELECT p.id, p.brand_id, p.category_id FROM products p WHERE ${where} LIMIT ${FACET_SAMPLE}`;

  const [brandRows, catRows, skuRows] = await Promise.all([
    db.execute(sql`
      SELECT b.id, b.name, count(*)::int AS n FROM (${sample}) s JOIN brands b ON b.id = s.brand_id
      WHERE b.is_visible GROUP BY b.id, b.name, b.sort ORDER BY count(*) DESC, b.sort, b.id LIMIT ${FACET_LIMIT}`),
    db.execute(sql`
      SELECT c.id, c.name, count(*)::int AS n FROM (${sample}) s JOIN categories c ON c.id = s.category_id
      WHERE c.is_visible GROUP BY c.id, c.name, c.sort ORDER BY c.sort, c.id LIMIT ${FACET_LIMIT}`),
    db.execute(sql`
      SELECT k.delivery, k.package_value, count(*)::int AS n FROM (${sample}) s JOIN skus k ON k.product_id = s.id AND k.status = 1
      GROUP BY k.delivery, k.package_value`),
  ]);

  const deliveries = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const r of rowsOf<{ delivery: string; package_value: string; n: number }>(skuRows)) {
    deliveries.set(r.delivery, (deliveries.get(r.delivery) ?? 0) + Number(r.n));
    packages.set(r.package_value, (packages.get(r.package_value) ?? 0) + Number(r.n));
  }
  const rank = (d: string) => {
    const i = DELIVERY_ORDER.indexOf(d);
    return i < 0 ? DELIVERY_ORDER.length : i;
  };
  return {
    brands: rowsOf<{ id: number; name: string; n: number }>(brandRows).map((r) => ({
      value: String(r.id),
      label: r.name,
      count: Number(r.n),
    })),
    categories: rowsOf<{ id: number; name: string; n: number }>(catRows)
      .filter((r) => Number(r.id) !== categoryId)
      .map((r) => ({ value: String(r.id), label: r.name, count: Number(r.n) })),
    deliverys: [...deliveries.entries()]
      .sort((a, b) => rank(a[0]) - rank(b[0]) || b[1] - a[1])
      .slice(0, FACET_LIMIT)
      .map(([v, n]) => ({ value: v, label: v, count: n })),
    packageValues: [...packages.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, FACET_LIMIT)
      .sort((a, b) => comparePackages(a[0], b[0]))
      .map(([v, n]) => ({ value: v, label: v, count: n })),
  };
}

/** Filter-row values for a category (0/undefined = all) and keyword; cached briefly in memory. */
export function productFacets(db: Db, q: { categoryId?: number; keyword?: string | null }): Promise<ProductFacets> {
  const keyword = (q.keyword ?? '').trim();
  const key = `${q.categoryId ?? 0}\u0000${keyword}`;
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < FACET_TTL_MS) return hit.value;
  const value = computeFacets(db, q.categoryId, keyword).catch((err) => {
    cache.delete(key);
    throw err;
  });
  if (cache.size >= CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, { at: now, value });
  return value;
}

/** Tests: forget cached facets. */
export function clearFacetCache() {
  cache.clear();
}

/** Names of chosen brands / categories that the facet sample may not include (a shared link's filters). */
export async function facetLabels(
  db: Db,
  ids: { brandIds: number[]; categoryIds: number[] },
): Promise<{ brands: { id: number; name: string }[]; categories: { id: number; name: string }[] }> {
  const [b, c] = await Promise.all([
    ids.brandIds.length
      ? db.select({ id: brands.id, name: brands.name }).from(brands).where(inArray(brands.id, ids.brandIds))
      : [],
    ids.categoryIds.length
      ? db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(inArray(categories.id, ids.categoryIds))
      : [],
  ]);
  return { brands: b, categories: c };
}
