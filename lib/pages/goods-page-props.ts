/**
 * The goods page's props (pages/goodsDetail: docs/decisions/0015-crawler-scale.md), and the cached category tree
 * that both routers' pages read.
 *
 * Not in ./catalog.ts because that module is marked 'server-only', which Next refuses in a pages-router page's module
 * graph even where only getStaticProps (never bundled for the browser) uses it. Nothing here reaches the browser
 * either: the page imports it in getStaticProps only. For the same reason the domain files are imported one by one,
 * not through the module's door (its index.ts re-exports server-only files).
 */
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { goodsPageMeta, type PageMeta } from '@/lib/domain/catalog/products/page-meta';
import { CACHE_TTL, CATEGORY_TREE_TAG } from '@/lib/domain/catalog/products/cache-tags';
import { categoryTree } from '@/lib/domain/catalog/products/categories';
import { chainInTree } from '@/lib/domain/catalog/products/category-path';
import { loadGoodsPage } from '@/lib/domain/catalog/products/goods-page';
import { goodsView, type GoodsView } from '@/lib/domain/catalog/products/goods-view';

/** The category tree, cached CACHE_TTL.taxonomy seconds and tagged category-tree (menus, breadcrumbs, landing pages). */
export const cachedCategoryTree = () =>
  unstable_cache(async () => categoryTree(await getDb()), ['category-tree'], {
    revalidate: CACHE_TTL.taxonomy,
    tags: [CATEGORY_TREE_TAG],
  })();

export type GoodsPageProps = { v: GoodsView; meta: PageMeta };

/**
 * What the goods page shows of product `id` (lib/domain/catalog/products/goods-page.ts: one statement), or null when there is
 * no such product. Not cached itself: the page is (ISR), tagged product:<id> by the cache handler.
 */
export async function goodsPageProps(id: number): Promise<GoodsPageProps | null> {
  const [db, tree] = await Promise.all([getDb(), cachedCategoryTree()]);
  const d = await loadGoodsPage(db, id, (categoryId) =>
    chainInTree(tree, categoryId).map((c) => ({ id: c.id, name: c.name })),
  );
  return d ? { v: goodsView(d), meta: goodsPageMeta(d) } : null;
}
