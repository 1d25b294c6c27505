/** Category tree and breadcrumbs. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { categories } from '@/lib/db/schema';
import type { CategoryNode } from '@/lib/domain/catalog/products/types';

export async function allCategories(db: Db) {
  return db
    .select()
    .from(categories)
    .where(eq(categories.isVisible, true))
    .orderBy(asc(categories.sort), asc(categories.id));
}

/** The whole tree (or the subtree below parentId), children sorted. */
export async function categoryTree(db: Db, parentId?: number): Promise<CategoryNode[]> {
  const rows = await allCategories(db);
  const byParent = new Map<number | null, CategoryNode[]>();
  for (const r of rows) {
    const node: CategoryNode = { id: r.id, parentId: r.parentId, name: r.name, count: r.productCount, children: [] };
    const list = byParent.get(r.parentId) ?? [];
    list.push(node);
    byParent.set(r.parentId, list);
  }
  const attach = (nodes: CategoryNode[]): CategoryNode[] =>
    nodes.map((n) => ({ ...n, children: attach(byParent.get(n.id) ?? []) }));
  return attach(byParent.get(parentId ?? null) ?? []);
}

/** Names from the root down to the category itself (breadcrumb). */
export async function parentCategoryNames(db: Db, id: number): Promise<{ id: number; name: string }[]> {
  const rows = await allCategories(db);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const chain: { id: number; name: string }[] = [];
  let cur = byId.get(id);
  const seen = new Set<number>();
  while (cur && !seen.has(cur.id)) {
    seen.add(cur.id);
    chain.unshift({ id: cur.id, name: cur.name });
    cur = cur.parentId == null ? undefined : byId.get(cur.parentId);
  }
  return chain;
}
