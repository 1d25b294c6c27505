/**
 * A page of rows and the number of all matches in one statement: the page's query selects `count(*) OVER ()` as
 * `total` next to its columns (the window is computed over every match before LIMIT/OFFSET), so a list does not pay a
 * second statement for its count (on PGlite each statement has a fixed cost, about as much as a small query's own
 * work). A page past the last match has no row to carry the total: `count` then answers it.
 */
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
