/**
 * A page of rows and the number of all matches in one statement: the page's query selects `count(*) OVER ()` as
 * `total` next to its columns (the window is computed over every match before LIMIT/OFFSET), so a list does not pay a
 * second statement for its count (on PGlite each statement has a fixed cost, about as much as a small query's own
 * work). A page past the last match has no row to carry the total: `count` then answers it.
 */
import type { Db } from './client';
import { executePrepared, type Param, type PreparedStatement } from './prepared';

export const WINDOW_TOTAL = 'count(*) OVER ()';

export async function pageWithTotal<T extends { total: unknown }>(
  rows: T[],
  offset: number,
  count: () => Promise<number>,
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await count() : 0;
  return {
    rows: rows.map(({ total: _total, ...rest }) => rest),
    total,
  };
}

/**
 * A page of a prepared list statement (lib/db/prepared.ts) whose last two parameters are LIMIT and OFFSET and which
 * selects WINDOW_TOTAL AS total: rows and total in one statement; past the last page, its first row's total.
 */
export async function preparedPage<T extends { total: unknown }>(
  db: Db,
  st: PreparedStatement,
  params: readonly Param[],
  page: { limit: number; offset: number },
): Promise<{ rows: Omit<T, 'total'>[]; total: number }> {
  const rows = await executePrepared<T>(db, st, [...params, page.limit, page.offset]);
  return pageWithTotal(rows, page.offset, async () => {
    const first = await executePrepared<T>(db, st, [...params, 1, 0]);
    return first.length ? Number(first[0]!.total) : 0;
  });
}

/** Ids as one text parameter of a prepared statement (`= ANY (string_to_array($n, ',')::int[])`); '' for none. */
export const idList = (ids: readonly number[]): string => ids.filter((n) => Number.isSafeInteger(n)).join(',');
