/**
 * Batch nitrosamine screens (PGlite and PostgreSQL): chunks append to one stored screen, each bad row answers its
 * own Chinese message (never a 500), the screen re-opens by its token and exports as .xlsx.
 */
import { describeDb } from '../helpers/db';
import { insertMol } from '../helpers/insert-mol';
import { NITROSAMINE_MSG } from '../../lib/config/messages';

type Env<T = unknown> = { code: number; data: T; message: string };
type Chunk = {
  token: string;
  done: number;
  total: number;
  rows: { line: number; ok: boolean; message: string; derivatives: { category: number | null }[] }[];
};

describeDb('nitrosamine batch screen', (ctx) => {
  beforeAll(async () => {
    await insertMol(ctx, { code: 'RS-FLX-01', name: 'Fluoxetine', smiles: 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1' });
  });

  test('chunks append; bad rows carry their messages; re-open by token; too many rows refused', async () => {
    const first = (await ctx.api('product', 'POST', 'nitrosamine/batch', {
      total: 4,
      rows: ['fluoxetine', 'C1CC('],
    })) as Env<Chunk>;
    expect(first.code).toBe(1);
    expect(first.data.rows.map((r) => [r.line, r.ok])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(first.data.rows[0]!.derivatives[0]!.category).toBe(1);
    expect(first.data.rows[1]!.message).toBe(NITROSAMINE_MSG.invalid);
    const second = (await ctx.api('product', 'POST', 'nitrosamine/batch', {
      token: first.data.token,
      rows: ['不存在的药', 'OC(=O)c1ccccc1N'],
    })) as Env<Chunk>;
    expect([second.data.done, second.data.rows.map((r) => r.line)]).toEqual([4, [3, 4]]);
    expect(second.data.rows[0]!.message).toBe(NITROSAMINE_MSG.keywordNotFound('不存在的药'));
    expect(second.data.rows[1]!.message).toBe(NITROSAMINE_MSG.noSite);
    const full = (await ctx.api('product', 'POST', 'nitrosamine/batch', {
      token: first.data.token,
      rows: ['CNC'],
    })) as Env<Chunk>;
    expect([full.code, full.message]).toEqual([0, NITROSAMINE_MSG.screenFull]);
    const again = (await ctx.api('product', 'GET', `nitrosamine/screens/${first.data.token}`)) as Env<Chunk>;
    expect(again.data.rows).toHaveLength(4);
    const tooMany = (await ctx.api('product', 'POST', 'nitrosamine/batch', { total: 2001, rows: ['CNC'] })) as Env;
    expect([tooMany.code, tooMany.message]).toEqual([0, NITROSAMINE_MSG.batchTooMany(2000)]);
  });
});
