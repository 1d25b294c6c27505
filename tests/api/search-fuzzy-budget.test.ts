/**
 * The typo-tolerant fallback of a keyword search runs under a time budget (SEARCH_FUZZY_BUDGET_MS,
 * docs/decisions/0014-keyword-search-10m.md): PostgreSQL cancels it, and the search answers "nothing found" instead of
 * waiting seconds on a large catalogue; other errors still surface; the budget is local to its transaction.
 */
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { rowsOf } from '../../lib/db/client';
import { withStatementBudget } from '../../lib/domain/catalog/search/products';

describeDb('keyword search: the fuzzy fallback has a time budget', (ctx) => {
  test('within the budget: the answer of the work', async () => {
    const r = await withStatementBudget(ctx.db, 1000, async (tx) =>
      rowsOf<{ n: number }>(await tx.execute(sql`SELECT 41 + 1 AS n`)),
    );
    expect(r).toEqual([{ n: 42 }]);
  });

  test('past the budget (PostgreSQL): cancelled at once, answered as null; the next statement runs without a limit', async () => {
    if (ctx.kind !== 'postgres') return; // PGlite runs a statement to its end: nothing to cancel.
    const t0 = Date.now();
    const r = await withStatementBudget(ctx.db, 100, async (tx) => tx.execute(sql`SELECT pg_sleep(3)`));
    expect(r).toBeNull();
    expect(Date.now() - t0).toBeLessThan(2500);
    const after = rowsOf<{ t: string }>(await ctx.db.execute(sql`SELECT current_setting('statement_timeout') AS t`));
    expect(after[0]!.t).toBe('0');
  });

  test('any other error is thrown, not hidden', async () => {
    await expect(
      withStatementBudget(ctx.db, 1000, async (tx) => tx.execute(sql`SELECT no_such_column FROM products`)),
    ).rejects.toThrow();
  });
});
