/** Pure helpers over a loaded category tree (no queries). */
import type { CategoryNode } from '@/lib/domain/catalog/products/types';

/** Root → node chain of a category inside an already loaded tree; [] when absent. */
export function chainInTree(tree: CategoryNode[], id: number): CategoryNode[] {
  for (const n of tree) {
    if (n.id === id) return [n];
    const sub = chainInTree(n.children, id);
    if (sub.length) return [n, ...sub];
  }
  return [];
}
