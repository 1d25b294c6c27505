/**
 * POST nitrosamine/screen (PGlite and PostgreSQL): a drug's N-nitroso derivatives with their CPCA category, the
 * agencies' published limits (which govern), and the catalogue's products of the same InChIKey; keyword input
 * through the catalogue; bad input answers a Chinese message, never a 500.
 */
import { describeDb } from '../helpers/db';
import { insertMol } from '../helpers/insert-mol';
import { NITROSAMINE_MSG } from '../../lib/config/messages';
import type { ScreenResult } from '../../lib/domain/catalog/nitrosamine/types';

type Env<T = unknown> = { code: number; data: T; message: string };
const screen = (ctx: Parameters<Parameters<typeof describeDb>[1]>[0], body: unknown) =>
  ctx.api('product', 'POST', 'nitrosamine/screen', body) as Promise<Env<ScreenResult>>;

describeDb('nitrosamine risk screen', (ctx) => {
  let fluoxetine: number;
  let nitrosoFluoxetine: number;

  beforeAll(async () => {
    fluoxetine = await insertMol(ctx, {
      code: 'RS-FLX-01',
      name: 'Fluoxetine',
      smiles: 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1',
    });
    nitrosoFluoxetine = await insertMol(ctx, {
      code: 'IMP-N00042',
      name: 'N-Nitroso-fluoxetine',
      smiles: 'CN(CCC(C1=CC=CC=C1)OC2=CC=C(C=C2)C(F)(F)F)N=O',
    });
  });

  test('a SMILES: each derivative with its CPCA, the published limit governing, the product to buy', async () => {
    const r = await screen(ctx, { smiles: 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1' });
    expect(r.code).toBe(1);
    expect(r.data.parent.productIds).toEqual([fluoxetine]);
    expect(r.data.notice).toMatch(/不构成法规评估/);
    expect(r.data.derivatives).toHaveLength(1);
    const d = r.data.derivatives[0]!;
    expect(d.siteType).toBe('secondary');
    expect(d.smiles).toBe('CN(CCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1)N=O');
    expect(d.inchiKey).toMatch(/^[A-Z]{14}-[A-Z]{10}-N$/);
    expect(d.alphaHydrogens).toEqual([2, 3]);
    // CPCA: (2,3) → 1, no feature → category 1, 26.5 ng/day; the agencies published 100 ng/day, which governs.
    expect([d.score, d.category, d.acceptableIntakeNgPerDay]).toEqual([1, 1, 26.5]);
    expect(d.publishedLimits.map((p) => [p.agency, p.acceptableIntakeNgPerDay]).sort()).toEqual([
      ['EMA', 100],
      ['FDA', 100],
      ['Health Canada', 100],
    ]);
    expect(d.publishedLimits.every((p) => /^https:\/\//.test(p.source ?? ''))).toBe(true);
    expect(d.governingLimitNgPerDay).toBe(100);
    expect(d.productIds).toEqual([nitrosoFluoxetine]);
  });

  test('the lowest published limit governs; without one the CPCA limit does; features carry their atoms', async () => {
    // Amitriptyline: N-nitroso-nortriptyline (EMA 18, FDA 26.5) and NDMA by dealkylation.
    const r = await screen(ctx, { smiles: 'CN(C)CCC=C1c2ccccc2CCc2ccccc21' });
    const nnt = r.data.derivatives.find((d) => d.smiles === 'CN(CCC=C1c2ccccc2CCc2ccccc21)N=O')!;
    expect(nnt.siteType).toBe('tertiary');
    expect(nnt.governingLimitNgPerDay).toBe(18);
    // A made-up amine nobody published: CPCA governs.
    const x = await screen(ctx, { smiles: 'OC(=O)CCNCc1ccccc1' });
    const d = x.data.derivatives[0]!;
    expect(d.publishedLimits).toEqual([]);
    expect(d.features.map((f) => [f.id, f.score])).toEqual([
      ['carboxylic_acid', 3],
      ['aryl_alpha', -1],
    ]);
    expect(d.features.every((f) => f.atoms.length > 0)).toBe(true);
    expect(d.governingLimitNgPerDay).toBe(d.acceptableIntakeNgPerDay);
    expect(d.productIds).toEqual([]);
  });

  test('a keyword (货号, name, CAS-less name fragment) is resolved through the catalogue', async () => {
    for (const keyword of ['RS-FLX-01', 'rsflx01', 'fluoxetine', 'Fluox']) {
      const r = await screen(ctx, { keyword });
      expect([keyword, r.code, r.data.parent.resolvedFrom?.id]).toEqual([keyword, 1, fluoxetine]);
    }
    const none = await screen(ctx, { keyword: '不存在的药' });
    expect([none.code, none.message]).toEqual([0, NITROSAMINE_MSG.keywordNotFound('不存在的药')]);
  });

  test('bad input: a clear Chinese message, never a 500; no site: said so', async () => {
    const bad = await screen(ctx, { smiles: 'C1CC(' });
    expect([bad.code, bad.message]).toEqual([0, NITROSAMINE_MSG.invalid]);
    const empty = await screen(ctx, { smiles: ' ' });
    expect([empty.code, empty.message]).toEqual([0, NITROSAMINE_MSG.empty]);
    const huge = await screen(ctx, { smiles: 'C'.repeat(1500) });
    expect(huge.code).toBe(0);
    expect(huge.message).toBe(NITROSAMINE_MSG.tooLarge);
    const none = await screen(ctx, { smiles: 'OC(=O)c1ccccc1N' });
    expect([none.code, none.data.derivatives, none.data.message]).toEqual([1, [], NITROSAMINE_MSG.noSite]);
  });
});
