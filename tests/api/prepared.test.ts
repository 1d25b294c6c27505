/**
 * Prepared statements (lib/db/prepared.ts): prepared once per connection, then only executed — on PGlite through
 * PREPARE/EXECUTE in its one session, on PostgreSQL as named queries on every pooled connection. Every execution
 * answers for its own parameters (also past the fifth, when PostgreSQL switches to a generic plan), a session that
 * lost the statement prepares it again, concurrent first calls do not collide, and only safe integers are accepted.
 */
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { rowsOf } from '../../lib/db/client';
import { executePrepared, inlined, prepared } from '../../lib/db/prepared';

const ECHO = prepared(
  'test_echo_sum',
  'SELECT $1::int AS a, $2::int AS b, ($1 + $2)::int AS sum, (SELECT count(*)::int FROM products WHERE id <= $1) AS n',
  ['int', 'int'],
);

describe('prepared statement definitions', () => {
  test('names, types and placeholders are checked when defined', () => {
    expect(() => prepared('Bad-Name', 'SELECT $1', ['int'])).toThrow(/name/);
    expect(() => prepared('x', 'SELECT $1', ['int); DROP TABLE products; --' as never])).toThrow(/type/);
    expect(() => prepared('x', 'SELECT $1, $2', ['int'])).toThrow(/no type/);
    expect(() => prepared('x', 'SELECT 1', ['int'])).toThrow(/not used/);
    // One name, one text: a session would otherwise run whichever text it prepared first.
    expect(prepared('test_echo_sum', ECHO.text, ECHO.types)).toEqual(ECHO);
    expect(() => prepared('test_echo_sum', 'SELECT $1::int + $2::int AS sum', ['int', 'int'])).toThrow(
      /already defined/,
    );
  });

  test('parameters written into the text are safe integers only ($10 is not $1 followed by 0)', () => {
    const ten = prepared(
      'ten',
      `SELECT ${Array.from({ length: 10 }, (_, i) => `$${i + 1}`).join(', ')}`,
      Array<'int'>(10).fill('int'),
    );
    expect(inlined(ten, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe('SELECT 1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
    for (const bad of [1.5, NaN, Infinity, 2 ** 60, '1; DROP TABLE products' as unknown as number]) {
      expect(() => inlined(ECHO, [bad, 1])).toThrow(/safe integer/);
    }
    expect(() => inlined(ECHO, [1])).toThrow(/1 parameters for 2/);
  });
});

describeDb('prepared statements', (ctx) => {
  const expected = async (a: number, b: number) => {
    const n = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`SELECT count(*)::int AS n FROM products WHERE id <= ${a}`),
    )[0]!.n;
    return { a, b, sum: a + b, n: Number(n) };
  };

  test('each execution answers for its own parameters, also after the plan turns generic', async () => {
    for (let i = 0; i < 12; i++) {
      const a = i * 7;
      const [row] = await executePrepared<{ a: number; b: number; sum: number; n: number }>(ctx.db, ECHO, [a, 100 - i]);
      expect({ ...row, n: Number(row!.n) }).toEqual(await expected(a, 100 - i));
    }
    if (ctx.kind === 'pglite') {
      // Really prepared in PGlite's session (not the written-in fallback), and executed with a generic plan by now.
      const st = rowsOf<{ name: string; generic_plans: number; custom_plans: number }>(
        await ctx.db.execute(
          sql`SELECT name, generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'test_echo_sum'`,
        ),
      );
      expect(st).toHaveLength(1);
      expect(Number(st[0]!.generic_plans) + Number(st[0]!.custom_plans)).toBe(12);
    }
  });

  test('concurrent first calls and a lost statement are handled', async () => {
    const rows = await Promise.all(
      Array.from({ length: 8 }, (_, i) => executePrepared<{ sum: number }>(ctx.db, ECHO, [i, i])),
    );
    expect(rows.map((r) => r[0]!.sum)).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
    // The session forgets every prepared statement (on PostgreSQL: the connection that runs this one).
    await ctx.db.execute(sql`DEALLOCATE ALL`);
    const again = await Promise.all(
      Array.from({ length: 4 }, (_, i) => executePrepared<{ sum: number }>(ctx.db, ECHO, [i, 1])),
    );
    expect(again.map((r) => r[0]!.sum)).toEqual([1, 2, 3, 4]);
  });

  test('inside a transaction (no driver client of its own) the text runs with the integers written in', async () => {
    const rows = await ctx.db.transaction(async (tx) => executePrepared<{ sum: number }>(tx, ECHO, [40, 2]));
    expect(rows[0]!.sum).toBe(42);
  });

  test('text parameters arrive exactly as given (quotes, backslashes, placeholders, Chinese) on every path', async () => {
    const TEXT = prepared('test_echo_text', 'SELECT $1::text AS t, length($1) AS n, $2::int AS i', ['text', 'int']);
    const hostile = [
      'O=C(O)c1ccccc1OC(C)=O',
      "it's",
      'a\\b\\\\',
      "'; DROP TABLE products; --",
      "E'\\x00",
      '$2 $1',
      '对乙酰氨基酚',
      '',
    ];
    for (const t of hostile) {
      for (const run of [
        () => executePrepared<{ t: string; n: number; i: number }>(ctx.db, TEXT, [t, 7]),
        () => ctx.db.transaction(async (tx) => executePrepared<{ t: string; n: number; i: number }>(tx, TEXT, [t, 7])),
      ]) {
        const [row] = await run();
        expect([row!.t, Number(row!.n), row!.i]).toEqual([t, [...t].length, 7]);
      }
    }
    await expect(executePrepared(ctx.db, TEXT, ['a\0b', 1])).rejects.toThrow(/without NUL/);
    await expect(executePrepared(ctx.db, TEXT, [1 as unknown as string, 1])).rejects.toThrow(/without NUL/);
    expect(
      rowsOf<{ n: number }>(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM products`))[0]!.n,
    ).toBeGreaterThanOrEqual(0);
  });

  test('a bad parameter is refused before anything runs', async () => {
    await expect(executePrepared(ctx.db, ECHO, [1.5, 1])).rejects.toThrow(/safe integer/);
  });
});
