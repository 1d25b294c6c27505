/**
 * Retention of the storefront's event logs: search_log (the console's insights read it; kept longer than the longest
 * insights range) and access_log (page views with IP and user agent; personal data, kept 180 days). Without it both
 * grow with every search and every page a buyer opens, forever.
 *
 * Rows older than the retention are deleted in batches of INSIGHTS.pruneBatch (by primary key, through the
 * created_at index), each batch its own statement, so a first prune of a large backlog never holds one long
 * transaction or blocks the inserts of a busy shop. Run daily by the job queue (lib/domain/operations/jobs/queue.ts); safe to
 * run on several instances at once (a row is deleted once).
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import { INSIGHTS } from '@/lib/config/constants';

const TABLES = { search_log: 'searchLogRetentionDays', access_log: 'accessLogRetentionDays' } as const;
export type PrunedTable = keyof typeof TABLES;

/** Delete one table's rows older than `days` days, `batch` at a time; returns how many were deleted. */
export async function pruneOlderThan(
  db: Db,
  table: PrunedTable,
  days: number,
  batch: number = INSIGHTS.pruneBatch,
): Promise<number> {
  if (!Number.isSafeInteger(days) || days < 1)
    throw new Error(`retention of ${table}: ${days} is not a whole number of days`);
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error(`retention of ${table}: bad batch size ${batch}`);
  const name = sql.identifier(table);
  let total = 0;
  for (;;) {
    const r = rowsOf<{ n: number }>(
      await db.execute(sql`
        WITH gone AS (
          DELETE FROM ${name} WHERE id IN (
            SELECT id FROM ${name} WHERE created_at < now() - make_interval(days => ${days}) ORDER BY created_at LIMIT ${batch})
          RETURNING 1)
        SELECT count(*)::int AS n FROM gone`),
    );
    const n = Number(r[0]?.n ?? 0);
    total += n;
    if (n < batch) return total;
  }
}

/** Prune every event log to its retention (INSIGHTS.*RetentionDays). */
export async function pruneEventLogs(
  db: Db,
  batch: number = INSIGHTS.pruneBatch,
): Promise<Record<PrunedTable, number>> {
  const out = {} as Record<PrunedTable, number>;
  for (const [table, key] of Object.entries(TABLES) as [PrunedTable, (typeof TABLES)[PrunedTable]][]) {
    out[table] = await pruneOlderThan(db, table, INSIGHTS[key], batch);
  }
  return out;
}
