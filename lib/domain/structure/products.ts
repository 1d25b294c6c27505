/**
 * Product rows for structure hits: one products+brand query (by primary key, or by an indexed condition with the
 * total in the same query), then the catalogue's own SKU query and list-item mapping (`withPackages`).
 * Off-sale products (status ≠ 1) are never returned.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, products } from '@/lib/db/schema';
import type { ProductListItem } from '@/lib/domain/catalog/types';
import { itemCols, withPackages } from '@/lib/domain/catalog/home';

/** The list items of `ids` (one page of index hits), in the order of the ids. */
export async function productItemsByIds(db: Db, ids: readonly number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select(itemCols)
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

/**
 * One page of on-sale products matching `where` (an indexed condition), by id, with the total from the same query
 * (`count(*) over ()`); a page past the end costs one more count.
 */
export async function productItemsWhere(db: Db, where: SQL, offset: number, limit: number): Promise<{ items: ProductListItem[]; total: number }> {
  const cond = and(eq(products.status, 1), where);
  const rows = await db
    .select({ ...itemCols, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(cond)
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && offset > 0) {
    const c = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(products).where(cond);
    total = c[0]?.n ?? 0;
  }
  const items = rows.length ? await withPackages(db, rows) : [];
  return { items, total };
}
