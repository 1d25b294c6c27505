/**
 * Planner statistics after bulk loads (lib/db/maintenance.ts). PGlite runs no autovacuum: without these, a category
 * list over a 100k catalogue was planned as if the table were empty (a full read and sort per page).
 */
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { refreshStaleStatistics, vacuumAnalyze } from '../../lib/db/maintenance';
import type { Db } from '../../lib/db/client';

async function reltuples(db: Db, table: string): Promise<number> {
  const r = (await db.execute(sql`SELECT reltuples FROM pg_class WHERE oid = to_regclass(${table})`)) as unknown as {
    rows: { reltuples: number }[];
  };
  return Number(r.rows[0]!.reltuples);
}

async function planOf(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  const r = (await db.execute(sql`EXPLAIN ${query}`)) as unknown as { rows: Record<string, string>[] };
  return r.rows.map((x) => Object.values(x)[0]).join('\n');
}

describeDb('planner statistics', (ctx) => {
  test('after a bulk insert the stale table is analysed once; the newest-first page then walks the index', async () => {
    const db = ctx.db;
    await db.execute(sql`
      INSERT INTO products (code, name_en, category_id, status, created_at)
      SELECT 'MT-' || g, 'Maintenance test ' || g, NULL, 1, now() - (g || ' seconds')::interval
      FROM generate_series(1, 6000) g`);
    // Whatever the server's autovacuum did meanwhile, statistics from before the insert are stale.
    await db
      .execute(sql`UPDATE pg_class SET reltuples = -1 WHERE oid = to_regclass('products')`)
      .catch(() => undefined);
    const before = await reltuples(db, 'products');
    const analysed = await refreshStaleStatistics(db, ['products']);
    if (before < 0) expect(analysed).toEqual(['products']);
    expect(await reltuples(db, 'products')).toBeGreaterThan(5000);
    // Fresh statistics: nothing to do the second time.
    expect(await refreshStaleStatistics(db, ['products'])).toEqual([]);
    const plan = await planOf(
      db,
      sql`SELECT id FROM products WHERE status = 1 ORDER BY created_at DESC, id DESC LIMIT 20`,
    );
    expect(plan).toMatch(/Index Scan Backward using products_created_idx/);
  });

  test('VACUUM (ANALYZE) runs outside a transaction on both drivers and leaves the data as it was', async () => {
    const db = ctx.db;
    const count = async () =>
      Number(
        ((await db.execute(sql`SELECT count(*) AS n FROM products`)) as unknown as { rows: { n: number }[] }).rows[0]!
          .n,
      );
    const n = await count();
    await vacuumAnalyze(db);
    expect(await count()).toBe(n);
    expect(await reltuples(db, 'products')).toBeGreaterThan(0);
  });
});
