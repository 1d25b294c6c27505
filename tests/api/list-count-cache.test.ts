/**
 * Capped list counts are cached per database and condition (SEARCH_COUNT_CACHE): the rows of a page are always
 * live, the total may lag an edit by the TTL, and two databases (or two conditions) never share a count.
 */
import { describeDb } from '../helpers/db';
import { categories, products } from '../../lib/db/schema';
import { clearListCountCache, listProducts } from '../../lib/domain/catalog/search/products';
import { SEARCH_COUNT_CACHE } from '../../lib/config/constants';

describeDb('list count cache', (ctx) => {
  let cat = 0;
  let other = 0;
  beforeAll(async () => {
    const [c] = await ctx.db.insert(categories).values({ name: '计数测试' }).returning();
    const [o] = await ctx.db.insert(categories).values({ name: '另一分类' }).returning();
    cat = c!.id;
    other = o!.id;
    await ctx.db.insert(products).values(
      Array.from({ length: 3 }, (_, i) => ({
        code: `CC-${i}`,
        nameEn: `Count test ${i}`,
        categoryId: cat,
        createdAt: new Date(Date.UTC(2024, 0, i + 1)),
      })),
    );
    clearListCountCache(ctx.db);
  });

  test('within the TTL a new product shows in the rows at once, in the total after the TTL (or a clear)', async () => {
    expect(SEARCH_COUNT_CACHE.ttlMs).toBeLessThanOrEqual(60_000);
    const first = await listProducts(ctx.db, { categoryId: cat, pageNo: 1, pageSize: 20 });
    expect(first.total).toBe(3);
    await ctx.db
      .insert(products)
      .values({ code: 'CC-NEW', nameEn: 'Count test new', categoryId: cat, createdAt: new Date(Date.UTC(2025, 0, 1)) });
    const again = await listProducts(ctx.db, { categoryId: cat, pageNo: 1, pageSize: 20 });
    // The rows are read live (the newest product is first) …
    expect(again.list.map((p) => p.code)).toEqual(['CC-NEW', 'CC-2', 'CC-1', 'CC-0']);
    // … the total comes from the cache until it expires.
    expect(again.total).toBe(3);
    clearListCountCache(ctx.db);
    expect((await listProducts(ctx.db, { categoryId: cat, pageNo: 1, pageSize: 20 })).total).toBe(4);
  });

  test('another condition is counted on its own', async () => {
    expect((await listProducts(ctx.db, { categoryId: other, pageNo: 1, pageSize: 20 })).total).toBe(0);
    // A catalogue number is its own condition (the test rows carry no search text).
    expect((await listProducts(ctx.db, { categoryId: cat, keyword: 'CC-NEW', pageNo: 1, pageSize: 20 })).total).toBe(1);
  });
});
