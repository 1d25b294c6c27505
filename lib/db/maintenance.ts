/**
 * Planner statistics. Embedded PGlite runs no autovacuum worker, so after a bulk load its planner still believes
 * the tables are as small as when they were created (a 52k-row category estimated at 3 rows was planned as
 * "read every row, then sort", two hundred times slower than its index). So:
 *   - the seed ends with `VACUUM (ANALYZE)` (statistics and the visibility map, which index-only scans need);
 *   - a server checks at start whether the statistics of the big catalogue tables are far off the real row
 *     counts and runs ANALYZE on those tables (seconds at 100k rows, in the background).
 * On PostgreSQL autovacuum does the same on its own; running it after a seed does no harm there either.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './client';

/** The tables whose size changes with the catalogue (the ones list and search plans depend on). */
export const CATALOGUE_TABLES = ['products', 'skus', 'product_structures', 'coa_batches', 'product_relations'] as const;

/** After a bulk load: statistics and visibility map of every table (must run outside a transaction). */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE)`);
}

/**
 * True when the planner's row estimate of a table is far from its real size: never analysed (reltuples < 0),
 * or off by more than `tolerance` (a fraction) and by more than `minRows` rows.
 */
export function statsAreStale(estimated: number, actual: number, tolerance = 0.2, minRows = 500): boolean {
  if (estimated < 0) return actual > 0;
  const diff = Math.abs(actual - estimated);
  return diff > minRows && diff > tolerance * Math.max(actual, 1);
}

/** ANALYZE the catalogue tables whose statistics are stale; returns the tables analysed. */
export async function refreshStaleStatistics(db: Db, tables: readonly string[] = CATALOGUE_TABLES): Promise<string[]> {
  const analysed: string[] = [];
  for (const table of tables) {
    const est = rowsOf<{ reltuples: number | string }>(
      await db.execute(sql`SELECT reltuples FROM pg_class WHERE oid = to_regclass(${table})`),
    )[0];
    if (!est) continue;
    // The exact count costs a few ms per 100k rows; capped, so a huge table is never counted in full.
    const cap = 5_000_000;
    const actual = Number(
      rowsOf<{ n: number | string }>(
        await db.execute(sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${sql.identifier(table)} LIMIT ${cap}) t`),
      )[0]?.n ?? 0,
    );
    if (statsAreStale(Number(est.reltuples), actual)) {
      await db.execute(sql`ANALYZE ${sql.identifier(table)}`);
      analysed.push(table);
    }
  }
  return analysed;
}
