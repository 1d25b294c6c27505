/**
 * The nitrosamine screen's input bounds (PGlite and PostgreSQL): a SMILES, molfile or keyword that is too long or
 * holds control characters answers its own Chinese message (never a 500); in a batch each such row answers its own
 * message and the other rows are still screened and stored. The router strips NUL and the other C0 controls except
 * tab/LF/CR before any schema (lib/platform/security/input.ts), so the API cases use tab, NEL (U+0085) and the bidi
 * override U+202E; NUL is tried through the domain, as the page reaches it.
 */
import { describeDb } from '../helpers/db';
import { insertMol } from '../helpers/insert-mol';
import { NITROSAMINE_MSG } from '../../lib/config/messages';
import { nitrosamineScreens } from '../../lib/db/schema';
import { getScreen, screenBatchChunk, screenNitrosamines } from '../../lib/domain/catalog/nitrosamine';
import type { BatchRow, ScreenResult, StoredScreen } from '../../lib/domain/catalog/nitrosamine/types';

type Env<T = unknown> = { code: number; data: T; message: string };
type Chunk = { token: string; done: number; total: number; rows: BatchRow[] };
type Ctx = Parameters<Parameters<typeof describeDb>[1]>[0];

const screen = (ctx: Ctx, body: unknown) =>
  ctx.api('product', 'POST', 'nitrosamine/screen', body) as Promise<Env<ScreenResult>>;
const batch = (ctx: Ctx, body: unknown) => ctx.api('product', 'POST', 'nitrosamine/batch', body) as Promise<Env<Chunk>>;
const screenCount = async (ctx: Ctx) => (await ctx.db.select().from(nitrosamineScreens)).length;

/** Dimethylamine as a V2000 molfile with CRLF line ends (a Windows drawing program's file). */
const DIMETHYLAMINE_MOLFILE = [
  '',
  '  test',
  '',
  '  3  2  0  0  0  0  0  0  0  0999 V2000',
  '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
  '    1.2990    0.7500    0.0000 N   0  0  0  0  0  0  0  0  0  0  0  0',
  '    2.5981    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0',
  '  1  2  1  0',
  '  2  3  1  0',
  'M  END',
  '',
].join('\r\n');

const SMILES_CTRL = NITROSAMINE_MSG.controlChars('SMILES');
const KEYWORD_CTRL = NITROSAMINE_MSG.controlChars('药品名称、CAS号或货号');
const ROW_CTRL = NITROSAMINE_MSG.controlChars('该行');

describeDb('nitrosamine screen input bounds', (ctx) => {
  beforeAll(async () => {
    await insertMol(ctx, { code: 'RS-FLX-01', name: 'Fluoxetine', smiles: 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1' });
  });

  test('one screen: control characters and over-long input refused with their own message', async () => {
    const cases: [unknown, string][] = [
      [{ smiles: 'CC\tNCC' }, SMILES_CTRL],
      [{ smiles: 'CCN\nCC' }, SMILES_CTRL],
      [{ smiles: 'CCNC\u0085C' }, SMILES_CTRL],
      [{ keyword: 'fluoxe\ttine' }, KEYWORD_CTRL],
      [{ keyword: 'fluoxetine\u202e' }, KEYWORD_CTRL],
      [{ keyword: 'f'.repeat(121) }, NITROSAMINE_MSG.keywordTooLong(120)],
      [{ smiles: 'C'.repeat(2001) }, NITROSAMINE_MSG.tooLarge],
      [{ molfile: `${DIMETHYLAMINE_MOLFILE}\u0085` }, NITROSAMINE_MSG.controlChars('Molfile')],
      [{ molfile: 'x'.repeat(100 * 1024 + 1) }, NITROSAMINE_MSG.tooLarge],
    ];
    for (const [body, message] of cases) {
      const r = await screen(ctx, body);
      expect([JSON.stringify(body).slice(0, 40), r.code, r.message]).toEqual([
        JSON.stringify(body).slice(0, 40),
        0,
        message,
      ]);
    }
    // A trailing newline of a paste is not refused, nor are a molfile's CRLF lines.
    const pasted = await screen(ctx, { keyword: 'fluoxetine\r\n' });
    expect([pasted.code, pasted.data.parent.resolvedFrom?.code]).toEqual([1, 'RS-FLX-01']);
    const mol = await screen(ctx, { molfile: DIMETHYLAMINE_MOLFILE });
    expect([mol.code, mol.data.derivatives.map((d) => d.smiles)]).toEqual([1, ['CN(C)N=O']]);
  });

  test('the domain refuses what the router would have stripped (NUL from the page)', async () => {
    await expect(screenNitrosamines(ctx.db, { smiles: 'CN\u0000C' })).rejects.toMatchObject({ message: SMILES_CTRL });
    await expect(screenNitrosamines(ctx.db, { keyword: 'fluox\u0007etine' })).rejects.toMatchObject({
      message: KEYWORD_CTRL,
    });
  });

  test('a batch: each bad row answers its own message, the good rows are screened and stored', async () => {
    const rows = ['CC\tNCC', 'C'.repeat(200_000), 'fluoxetine', 'CN\u202eC', 71125, '  ', 'CNC\u0085'];
    const r = await batch(ctx, { total: rows.length, rows });
    expect(r.code).toBe(1);
    const want = [
      [1, false, ROW_CTRL],
      [2, false, NITROSAMINE_MSG.batchRowTooLong(1000)],
      [3, true, ''],
      [4, false, ROW_CTRL],
      [5, false, NITROSAMINE_MSG.keywordNotFound('71125')],
      [6, false, NITROSAMINE_MSG.empty],
      [7, false, ROW_CTRL],
    ];
    expect(r.data.rows.map((x) => [x.line, x.ok, x.message])).toEqual(want);
    expect(r.data.rows[2]!.derivatives[0]!.category).toBe(1);
    // Stored and shown bounded, the control characters visible.
    expect(r.data.rows[0]!.input).toBe('CC\uFFFDNCC');
    expect(r.data.rows[1]!.input).toHaveLength(1001);
    const stored = (await ctx.api('product', 'GET', `nitrosamine/screens/${r.data.token}`)) as Env<StoredScreen>;
    expect(stored.data.rows.map((x) => [x.line, x.ok, x.message])).toEqual(want);
  });

  test('a batch row with NUL (domain) is stored as its own error; a bad title refuses the request unchanged', async () => {
    const chunk = await screenBatchChunk(ctx.db, null, { rows: ['CN\u0000C', 'CNC'] });
    expect(chunk.rows.map((x) => [x.ok, x.message, x.input])).toEqual([
      [false, ROW_CTRL, 'CN\uFFFDC'],
      [true, '', 'CNC'],
    ]);
    expect((await getScreen(ctx.db, chunk.token, null)).rows).toHaveLength(2);

    const before = await screenCount(ctx);
    const tab = await batch(ctx, { title: '批次\t一', rows: ['CNC'] });
    expect([tab.code, tab.message]).toEqual([0, NITROSAMINE_MSG.controlChars('评估名称')]);
    const long = await batch(ctx, { title: '批'.repeat(201), rows: ['CNC'] });
    expect([long.code, long.message]).toEqual([0, NITROSAMINE_MSG.titleTooLong(200)]);
    const notText = await batch(ctx, { rows: [{ smiles: 'CNC' }] });
    expect([notText.code, notText.message]).toEqual([0, NITROSAMINE_MSG.batchEmpty]);
    expect(await screenCount(ctx)).toBe(before);
  });
});
