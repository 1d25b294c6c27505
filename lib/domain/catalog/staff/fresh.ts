/**
 * Freshness after a catalogue edit (issue 14 §10): the console's handlers call freshen() after the write has committed,
 * in the request that made it. It calls lib/domain/catalog/products/invalidate.ts invalidateTags once with every tag of the
 * change (the one manifest: cache-tags.ts), which revalidates them on this instance and publishes them to the others
 * (cache_tag_events, applied within about a second):
 *
 *   - the product's entries (goods page, its packages): product:<id>, expiring at once ({ expire: 0 });
 *   - the category lists it appears in, when it was added, moved, or went on/off the shelf: its category and every
 *     ancestor (a parent's list shows its children's products) plus the category tree (counts);
 *   - its brand's pages and the brand list, likewise;
 *   - the home page strips when a product is added or goes on/off the shelf (new/hot strips).
 *
 * Writers with a transaction publish inside it instead (publishChange: packages, stock, orders, import batches).
 * In a process without a page cache (API tests, scripts) only the event row is written; that is reported as `false`.
 */
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import { invalidateTags } from '@/lib/domain/catalog/products';
import {
  BRAND_LIST_TAG,
  CATEGORY_TREE_TAG,
  HOME_TAG,
  brandTag,
  categoryTag,
  productTag,
} from '@/lib/domain/catalog/products';

export type FreshScope = {
  products?: readonly number[];
  categories?: readonly (number | null | undefined)[];
  brands?: readonly (number | null | undefined)[];
  home?: boolean;
};

/** The categories and all their ancestors. */
export async function withAncestors(db: Db, ids: readonly (number | null | undefined)[]): Promise<number[]> {
  const want = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  if (!want.length) return [];
  const all = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const parent = new Map(all.map((c) => [c.id, c.parentId]));
  const out = new Set<number>();
  for (const id of want) {
    let cur: number | null | undefined = id;
    for (let guard = 0; cur != null && guard < 20 && !out.has(cur); guard++) {
      out.add(cur);
      cur = parent.get(cur);
    }
  }
  return [...out];
}

/** Invalidate the cached pages and data of a change; false when this process has no page cache (not a Next request). */
export async function freshen(db: Db, scope: FreshScope): Promise<boolean> {
  const tags = new Set<string>();
  for (const id of scope.products ?? []) tags.add(productTag(id));
  const cats = scope.categories?.length ? await withAncestors(db, scope.categories) : [];
  for (const id of cats) tags.add(categoryTag(id));
  if (cats.length) tags.add(CATEGORY_TREE_TAG);
  for (const id of scope.brands ?? []) if (typeof id === 'number') tags.add(brandTag(id)).add(BRAND_LIST_TAG);
  if (scope.home) tags.add(HOME_TAG);
  if (!tags.size) return true;
  return invalidateTags([...tags], { expire: 0 });
}

/** Categories of products (for a freshen scope). */
export async function categoriesOf(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectDistinct({ c: products.categoryId })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.flatMap((r) => (r.c === null ? [] : [r.c]));
}
