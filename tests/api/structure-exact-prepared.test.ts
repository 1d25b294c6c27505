/**
 * The exact structure lookup reads its page in one prepared statement (lib/domain/catalog/structure/products.ts#exactItems).
 * It must answer exactly what the general path (productItemsWhere below: products, then the catalogue's SKU query) answers:
 * same items in the same order, same packages and prices (询价 for zero), same totals, pages past the end, off-sale
 * products left out — for every structure of the demo catalogue, by canonical SMILES and by InChIKey, on PGlite and
 * PostgreSQL.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { rowsOf, type Db } from '../../lib/db/client';
import { seedDemo } from '../../lib/db/seed';
import { brands, products, skus } from '../../lib/db/schema';
import { itemCols, withPackages } from '../../lib/domain/catalog/products/home';
import type { ProductListItem } from '../../lib/domain/catalog/products/types';
import { exactItems } from '../../lib/domain/catalog/structure/products';

/**
 * The reference: the exact lookup as it was before it was one prepared statement — one page of on-sale products
 * matching `where`, by id, with the total from the same query (`count(*) over ()`, one more count past the end),
 * then the catalogue's own SKU query and list-item mapping (withPackages).
 */
async function productItemsWhere(
  db: Db,
  where: SQL,
  offset: number,
  limit: number,
): Promise<{ items: ProductListItem[]; total: number }> {
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
    const c = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(cond);
    total = c[0]?.n ?? 0;
  }
  const items = rows.length ? await withPackages(db, rows) : [];
  return { items, total };
}

describeDb('structure exact lookup: one prepared statement', (ctx) => {
  let keys: { canonical: string; inchikey: string | null }[] = [];

  beforeAll(async () => {
    await seedDemo(ctx.db, { limit: 150 });
    // A structure shared by several products (paging and totals), an off-sale one and a zero price among them.
    const rows = rowsOf<{ id: number; canonical_smiles: string }>(
      await ctx.db.execute(
        sql`SELECT id, canonical_smiles FROM products WHERE canonical_smiles IS NOT NULL ORDER BY id LIMIT 4`,
      ),
    );
    const [a, b, c] = rows;
    await ctx.db.execute(
      sql`UPDATE products SET canonical_smiles = ${a!.canonical_smiles} WHERE id IN (${b!.id}, ${c!.id})`,
    );
    await ctx.db.update(products).set({ status: 0 }).where(eq(products.id, c!.id));
    await ctx.db.execute(
      sql`UPDATE skus SET price = 0 WHERE id = (SELECT min(id) FROM skus WHERE product_id = ${a!.id})`,
    );
    keys = rowsOf<{ canonical: string; inchikey: string | null }>(
      await ctx.db.execute(
        sql`SELECT DISTINCT canonical_smiles AS canonical, min(inchi_key) AS inchikey FROM products WHERE canonical_smiles IS NOT NULL GROUP BY canonical_smiles`,
      ),
    );
    expect(keys.length).toBeGreaterThan(50);
    void skus;
  }, 300_000);

  test('every structure of the catalogue: the same page, packages and total as the general path', async () => {
    let shared = 0;
    for (const k of keys) {
      const fast = await exactItems(ctx.db, 'canonicalSmiles', k.canonical, 0, 20);
      const general = await productItemsWhere(ctx.db, eq(products.canonicalSmiles, k.canonical), 0, 20);
      expect(fast).toEqual(general);
      if (fast.total > 1) shared++;
      if (k.inchikey)
        expect(await exactItems(ctx.db, 'inchiKey', k.inchikey, 0, 20)).toEqual(
          await productItemsWhere(ctx.db, eq(products.inchiKey, k.inchikey), 0, 20),
        );
    }
    expect(shared).toBeGreaterThan(0);
  });

  test('pages: one item per page in id order, the total on every page, past the end empty with the total', async () => {
    const shared = keys.find(() => true)!;
    const all = await exactItems(ctx.db, 'canonicalSmiles', shared.canonical, 0, 20);
    const multi = (
      await Promise.all(
        keys.map(async (k) => ({ k, r: await exactItems(ctx.db, 'canonicalSmiles', k.canonical, 0, 20) })),
      )
    ).find((x) => x.r.total > 1)!;
    expect(all.total).toBeGreaterThan(0);
    for (let i = 0; i < multi.r.total; i++) {
      const page = await exactItems(ctx.db, 'canonicalSmiles', multi.k.canonical, i, 1);
      expect(page).toEqual({ items: [multi.r.items[i]], total: multi.r.total });
    }
    expect(await exactItems(ctx.db, 'canonicalSmiles', multi.k.canonical, 50, 20)).toEqual({
      items: [],
      total: multi.r.total,
    });
    expect(await exactItems(ctx.db, 'canonicalSmiles', 'C[C@H](N)C(=O)O-not-in-catalogue', 0, 20)).toEqual({
      items: [],
      total: 0,
    });
    // Off-sale products are never listed: the shared structure counts only those on sale.
    const onSale = rowsOf<{ n: number }>(
      await ctx.db.execute(
        sql`SELECT count(*)::int AS n FROM products WHERE status = 1 AND canonical_smiles = ${multi.k.canonical}`,
      ),
    )[0]!.n;
    expect(multi.r.total).toBe(Number(onSale));
  });
});
