/**
 * The goods page reads everything in one statement (lib/domain/catalog/products/goods-page.ts). It must show exactly what
 * the separate reads show (product, brand, category chain, packages and prices, relations both ways, methods,
 * standards, COA lots, MSDS) — on PGlite and PostgreSQL, for every product of the demo catalogue.
 */
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { rowsOf } from '../../lib/db/client';
import { seedDemo } from '../../lib/db/seed';
import { skus } from '../../lib/db/schema';
import { getGoodsDetail } from '../../lib/domain/catalog/products/goods';
import { getMsds, listBatches } from '../../lib/domain/catalog/products/certificates';
import { todayInChina } from '../../lib/kernel/time';
import { parentCategoryNames } from '../../lib/domain/catalog/products/categories';
import { GOODS_PAGE_BATCHES, loadGoodsPage } from '../../lib/domain/catalog/products/goods-page';

describeDb('goods page: one statement', (ctx) => {
  let ids: number[] = [];

  beforeAll(async () => {
    await seedDemo(ctx.db, { limit: 150 });
    ids = rowsOf<{ id: number }>(await ctx.db.execute(sql`SELECT id FROM products ORDER BY id`)).map((r) =>
      Number(r.id),
    );
  }, 300_000);

  test('every demo product reads the same as the separate queries (and the sample covers every part of the page)', async () => {
    const today = todayInChina();
    const seen = { relations: 0, methods: 0, standards: 0, batches: 0, msds: 0, skus: 0, breadcrumb: 0, priced: 0 };
    for (const id of ids) {
      const one = await loadGoodsPage(ctx.db, id, (cid) => parentCategoryNames(ctx.db, cid), today);
      const detail = await getGoodsDetail(ctx.db, id);
      const [batches, msds] = await Promise.all([
        listBatches(ctx.db, id, { today, limit: GOODS_PAGE_BATCHES }),
        getMsds(ctx.db, id),
      ]);
      expect(one).toEqual({ ...detail, batches, msds });
      seen.relations += one!.parents.length + one!.impurities.length;
      seen.methods += one!.methods.length;
      seen.standards += one!.standards.length;
      seen.batches += one!.batches.length;
      seen.msds += one!.msds ? 1 : 0;
      seen.skus += one!.skus.length;
      seen.breadcrumb += one!.breadcrumb.length;
      seen.priced += one!.skus.filter((k) => k.price !== null).length;
    }
    for (const [part, n] of Object.entries(seen)) expect([part, n > 0]).toEqual([part, true]);
  }, 180_000); // one query pair per demo product: minutes on a loaded 2-core machine

  test('a price change shows in the next read; no such product is null; an off-shelf product is still read', async () => {
    const id = ids[3]!;
    const before = await loadGoodsPage(ctx.db, id, () => []);
    const sku = before!.skus[0]!;
    await ctx.db
      .update(skus)
      .set({ price: 1234.5 })
      .where(sql`id = ${sku.id}`);
    const after = await loadGoodsPage(ctx.db, id, () => []);
    expect(after!.skus.find((k) => k.id === sku.id)!.price).toBe(1234.5);
    expect(after!.minPrice).toBe(Math.min(...after!.skus.flatMap((k) => (k.price === null ? [] : [k.price]))));
    await ctx.db
      .update(skus)
      .set({ price: 0 })
      .where(sql`id = ${sku.id}`);
    expect((await loadGoodsPage(ctx.db, id, () => []))!.skus.find((k) => k.id === sku.id)!.price).toBeNull();
    expect(await loadGoodsPage(ctx.db, 2_000_000_000, () => [])).toBeNull();
    await ctx.db.execute(sql`UPDATE products SET status = 0 WHERE id = ${id}`);
    expect((await loadGoodsPage(ctx.db, id, () => []))!.product.status).toBe(0);
  });
});
