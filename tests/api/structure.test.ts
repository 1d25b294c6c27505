/**
 * Structure search through the real router (POST structure/search etc.), on PGlite and PostgreSQL,
 * over a small catalogue of known molecules whose properties come from computeProps (as the seed stores them).
 */
import { eq, inArray } from 'drizzle-orm';
import { describeDb, type TestCtx } from '../helpers/db';
import { insertMol } from '../helpers/insert-mol';
import { products, productStructures, skus } from '../../lib/db/schema';
import { getRDKit } from '../../lib/platform/chem/rdkit';
import { computeProps } from '../../lib/platform/chem/props';
import {
  bumpStructureIndexVersion,
  dropStructureIndex,
  refreshStructureIndex,
  setStructureIndexOptions,
  structureIndexIdle,
  structureIndexStatus,
} from '../../lib/domain/catalog/structure/index';
import type { StructureSearchResult } from '../../lib/domain/catalog/structure/types';

const MOLS: { code: string; name: string; smiles: string; status?: number }[] = [
  { code: 'T-PARA', name: 'Paracetamol', smiles: 'CC(=O)Nc1ccc(O)cc1' },
  { code: 'T-PAP', name: '4-Aminophenol', smiles: 'Nc1ccc(O)cc1' },
  { code: 'T-ACN', name: 'Acetanilide', smiles: 'CC(=O)Nc1ccccc1' },
  { code: 'T-PHEN', name: 'Phenacetin', smiles: 'CCOc1ccc(NC(C)=O)cc1' },
  { code: 'T-CLA', name: "4'-Chloroacetanilide", smiles: 'CC(=O)Nc1ccc(Cl)cc1' },
  { code: 'T-MAB', name: 'Methyl 4-aminobenzoate', smiles: 'COC(=O)c1ccc(N)cc1' },
  { code: 'T-IBU', name: 'Ibuprofen', smiles: 'CC(C)Cc1ccc(cc1)C(C)C(=O)O' },
  { code: 'T-ASP', name: 'Aspirin', smiles: 'CC(=O)Oc1ccccc1C(=O)O' },
  { code: 'T-CAF', name: 'Caffeine', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C' },
  { code: 'T-BNZ', name: 'Benzene', smiles: 'c1ccccc1' },
  { code: 'T-TOL', name: 'Toluene', smiles: 'Cc1ccccc1' },
  { code: 'T-PHOL', name: 'Phenol', smiles: 'Oc1ccccc1' },
  { code: 'T-CHX', name: 'Cyclohexane', smiles: 'C1CCCCC1' },
  { code: 'T-ETOH', name: 'Ethanol', smiles: 'CCO' },
  { code: 'T-OFF', name: 'Withdrawn acetanilide analogue', smiles: 'CC(=O)Nc1ccc(Br)cc1', status: 0 },
  // Benzene derivatives for paging.
  ...[
    'F',
    'Cl',
    'Br',
    'I',
    'C#N',
    'C(=O)O',
    'N(=O)=O',
    'OC',
    'CC',
    'CCC',
    'C(C)C',
    'N(C)C',
    'S(=O)(=O)N',
    'C=O',
    'C(F)(F)F',
  ].map((sub, i) => ({
    code: `T-BZ${i}`,
    name: `Benzene derivative ${i}`,
    smiles: `c1ccccc1${sub}`,
  })),
];

type Ids = Record<string, number>;

type Res = StructureSearchResult;
const search = (ctx: TestCtx, body: object, pageNo = 1, pageSize = 20) =>
  ctx.api<Res>('product', 'POST', 'structure/search', body, { pageNo: String(pageNo), pageSize: String(pageSize) });

describeDb('structure search', (ctx) => {
  const ids: Ids = {};
  const codes = (r: { data: Res }) => r.data.list.map((h) => h.code);

  beforeAll(async () => {
    setStructureIndexOptions({ versionCheckMs: 0 });
    for (const m of MOLS) ids[m.code] = await insertMol(ctx, m);
    await ctx.db.insert(skus).values([
      { productId: ids['T-PARA']!, code: 'T-PARA-100MG', packageValue: '100mg', priceText: '320', price: 320, sort: 1 },
      { productId: ids['T-PARA']!, code: 'T-PARA-1G', packageValue: '1g', priceText: '?', price: null, sort: 2 },
    ]);
  });
  afterAll(() => {
    dropStructureIndex(ctx.db);
    setStructureIndexOptions({ versionCheckMs: 5000 });
  });

  test('exact: paracetamol written differently finds paracetamol only (default accuracy 100 % = exact)', async () => {
    const r = await search(ctx, { smiles: 'Oc1ccc(NC(C)=O)cc1' });
    expect(r.code).toBe(1);
    expect(r.data.mode).toBe('exact');
    expect(codes(r)).toEqual(['T-PARA']);
    expect(r.totalCount).toBe(1);
    const hit = r.data.list[0]!;
    expect(hit).toMatchObject({
      id: ids['T-PARA'],
      nameEn: 'Paracetamol',
      formula: 'C8H9NO2',
      similarity: 100,
      minPrice: 320,
      hasStructure: true,
    });
    expect(hit.molecularWeight).toBeCloseTo(151.16, 1);
    expect(r.data.query).toMatchObject({ canonicalSmiles: 'CC(=O)Nc1ccc(O)cc1', formula: 'C8H9NO2', smarts: false });
  });

  test('exact: paracetamol drawn in Kekulé form (OC1=CC=C(NC(C)=O)C=C1) finds it; a repeated and a paged query answer the same', async () => {
    const r = await search(ctx, { smiles: 'OC1=CC=C(NC(C)=O)C=C1' });
    expect(r.code).toBe(1);
    expect(codes(r)).toEqual(['T-PARA']);
    // The header's formula and MW are the seed's own (computeProps), though the query computed no fingerprint.
    const seed = computeProps(await getRDKit(), 'CC(=O)Nc1ccc(O)cc1')!;
    expect(r.data.query).toEqual({
      canonicalSmiles: 'CC(=O)Nc1ccc(O)cc1',
      formula: seed.formula,
      molecularWeight: seed.molecularWeight,
      smarts: false,
    });
    expect(r.data.query.molecularWeight).toBeCloseTo(151.16, 1);
    // The second time the parsed query comes from the cache: same result, same header.
    const again = await search(ctx, { smiles: 'OC1=CC=C(NC(C)=O)C=C1' });
    expect(again.data.list).toEqual(r.data.list);
    expect(again.data.query).toEqual(r.data.query);
    expect(again.totalCount).toBe(1);
    // Past the last page: nothing listed, the total still said.
    const page2 = await search(ctx, { smiles: 'OC1=CC=C(NC(C)=O)C=C1' }, 2, 20);
    expect(page2.data.list).toEqual([]);
    expect(page2.totalCount).toBe(1);
    // The cached entry is shared with other modes: a similarity search with the same text still works.
    const sim = await search(ctx, { smiles: 'OC1=CC=C(NC(C)=O)C=C1', accuracy: 90 });
    expect(sim.data.mode).toBe('similarity');
    expect(sim.data.list[0]).toMatchObject({ code: 'T-PARA', similarity: 100 });
  });

  test('exact: several products with one structure are all listed, by id, paged, with their total', async () => {
    const extra = [
      await insertMol(ctx, { code: 'T-PARA2', name: 'Paracetamol (other brand)', smiles: 'Oc1ccc(NC(C)=O)cc1' }),
      await insertMol(ctx, { code: 'T-PARA3', name: 'Paracetamol (third)', smiles: 'CC(=O)Nc1ccc(O)cc1' }),
    ];
    try {
      // No index version bump: the exact lookup is the database's, so every instance sees new products at once.
      const all = await search(ctx, { smiles: 'CC(=O)NC1=CC=C(O)C=C1' });
      expect(codes(all)).toEqual(['T-PARA', 'T-PARA2', 'T-PARA3']);
      expect(all.totalCount).toBe(3);
      const p1 = await search(ctx, { smiles: 'CC(=O)NC1=CC=C(O)C=C1' }, 1, 2);
      const p2 = await search(ctx, { smiles: 'CC(=O)NC1=CC=C(O)C=C1' }, 2, 2);
      expect([...codes(p1), ...codes(p2)]).toEqual(['T-PARA', 'T-PARA2', 'T-PARA3']);
      expect(p1.totalCount).toBe(3);
      expect(p2.totalCount).toBe(3);
    } finally {
      await ctx.db.delete(products).where(inArray(products.id, extra));
    }
  });

  test('exact: a tautomer is found by InChIKey when no product has its canonical SMILES', async () => {
    // 2-hydroxypyridine ⇄ 2-pyridone: different canonical SMILES, one standard InChIKey.
    const id = await insertMol(ctx, { code: 'T-PYR', name: '2-Pyridone', smiles: 'O=c1cccc[nH]1' });
    try {
      const r = await search(ctx, { smiles: 'Oc1ccccn1' });
      expect(r.code).toBe(1);
      expect(codes(r)).toEqual(['T-PYR']);
      expect(r.data.query.canonicalSmiles).toBe('Oc1ccccn1');
    } finally {
      await ctx.db.delete(products).where(eq(products.id, id));
    }
  });

  test('exact: a Kekulé molfile from an editor finds the same product; formula (formulaSearchData) is accepted too', async () => {
    const rd = await getRDKit();
    const m = rd.get_mol('CC(=O)NC1=CC=C(O)C=C1')!;
    const molfile = m.get_molblock();
    m.delete();
    const r = await search(ctx, { molfile, mode: 'exact' });
    expect(codes(r)).toEqual(['T-PARA']);
    const f = await search(ctx, { formula: 'CC(=O)NC1=CC=C(O)C=C1', accuracy: 100 });
    expect(codes(f)).toEqual(['T-PARA']);
  });

  test('similarity at 100 % is the exact lookup, not Tanimoto = 1', async () => {
    const r = await search(ctx, { smiles: 'CC(=O)Nc1ccc(O)cc1', mode: 'similarity', accuracy: 100 });
    expect(r.data.mode).toBe('exact');
    expect(codes(r)).toEqual(['T-PARA']);
  });

  test('exact: an unknown molecule finds nothing, off-sale products are never shown', async () => {
    expect((await search(ctx, { smiles: 'CCCCCCCCCCO' })).data.list).toEqual([]);
    const off = await search(ctx, { smiles: 'CC(=O)Nc1ccc(Br)cc1' });
    expect(off.code).toBe(1);
    expect(off.data.list).toEqual([]);
    expect(off.totalCount).toBe(0);
  });

  test('substructure: the acetanilide core finds paracetamol and its analogues, not 4-aminophenol, not off-sale', async () => {
    const r = await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    expect(r.code).toBe(1);
    expect(r.data.mode).toBe('substructure');
    expect(new Set(codes(r))).toEqual(new Set(['T-PARA', 'T-ACN', 'T-PHEN', 'T-CLA']));
    expect(r.data.capped).toBe(false);
    expect(r.totalCount).toBe(4);
    // Smallest molecule first: acetanilide itself leads; similarity is reported for each hit.
    expect(r.data.list[0]!.code).toBe('T-ACN');
    expect(r.data.list[0]!.similarity).toBe(100);
  });

  test('substructure: the 4-aminophenol core (paracetamol impurity K) finds paracetamol, phenacetin and 4-aminophenol', async () => {
    const r = await search(ctx, { smiles: 'Nc1ccc(O)cc1', mode: 'substructure' });
    // Hydrogens are not constrained: the O of phenacetin's ethoxy group and the amide N match too.
    expect(new Set(codes(r))).toEqual(new Set(['T-PARA', 'T-PAP', 'T-PHEN']));
    expect(r.data.list[0]!.code).toBe('T-PAP');
  });

  test('substructure: benzene finds many, paged; pages are disjoint and complete; benzene itself first', async () => {
    const all = await search(ctx, { smiles: 'C1=CC=CC=C1', mode: 'substructure' }, 1, 100);
    // Every on-sale fixture with a benzene ring (caffeine, cyclohexane and ethanol have none).
    const expected = MOLS.filter((m) => m.status !== 0 && /c1ccc/.test(m.smiles)).map((m) => m.code);
    expect(new Set(codes(all))).toEqual(new Set(expected));
    expect(codes(all)).not.toContain('T-CHX');
    expect(all.data.list[0]!.code).toBe('T-BNZ');
    const seen: string[] = [];
    for (let p = 1; p <= Math.ceil(expected.length / 7); p++) {
      const page = await search(ctx, { smiles: 'c1ccccc1', mode: 'substructure' }, p, 7);
      expect(page.code).toBe(1);
      expect(page.data.list.length).toBe(Math.min(7, expected.length - (p - 1) * 7));
      seen.push(...codes(page));
    }
    expect(seen).toEqual(codes(all));
  });

  test('substructure: SMARTS queries work; SMARTS cannot be an exact query', async () => {
    const r = await search(ctx, { smiles: '[#6]C(=O)[NX3][#6]', mode: 'substructure' });
    expect(r.code).toBe(1);
    expect(new Set(codes(r))).toEqual(new Set(['T-PARA', 'T-ACN', 'T-PHEN', 'T-CLA']));
    expect(r.data.query.smarts).toBe(true);
    const e = await search(ctx, { smiles: '[#6]C(=O)[NX3][#6]', mode: 'exact' });
    expect(e.code).toBe(0);
    expect(e.message).toBe('结构式无法识别，请检查后重试');
  });

  test('similarity: paracetamol first at 100 %, threshold respected, sorted descending, total exact', async () => {
    const r = await search(ctx, { smiles: 'CC(=O)Nc1ccc(O)cc1', mode: 'similarity', accuracy: 20 }, 1, 100);
    expect(r.code).toBe(1);
    expect(r.data.mode).toBe('similarity');
    const sims = r.data.list.map((h) => h.similarity!);
    expect(r.data.list[0]!.code).toBe('T-PARA');
    expect(sims[0]).toBe(100);
    expect(sims.every((s) => s >= 20)).toBe(true);
    expect([...sims].sort((a, b) => b - a)).toEqual(sims);
    expect(r.totalCount).toBe(r.data.list.length);
    expect(codes(r)).toEqual(expect.arrayContaining(['T-PHEN', 'T-ACN', 'T-PAP']));
    expect(codes(r)).not.toContain('T-OFF');
    // A higher threshold keeps a subset.
    const hi = await search(ctx, { smiles: 'CC(=O)Nc1ccc(O)cc1', accuracy: 50 }, 1, 100);
    expect(hi.data.mode).toBe('similarity');
    expect(hi.data.list.every((h) => h.similarity! >= 50)).toBe(true);
    expect(hi.totalCount).toBeLessThan(r.totalCount);
    // Paging: page 2 of size 2 continues page 1.
    const p1 = await search(ctx, { smiles: 'CC(=O)Nc1ccc(O)cc1', accuracy: 20 }, 1, 2);
    const p2 = await search(ctx, { smiles: 'CC(=O)Nc1ccc(O)cc1', accuracy: 20 }, 2, 2);
    expect([...codes(p1), ...codes(p2)]).toEqual(codes(r).slice(0, 4));
  });

  test('the index loaded in several keyset batches holds every on-sale structure once; malformed rows are left out', async () => {
    // Buffers that must grow on every batch (rows arriving after the count) hold the same rows.
    const before = setStructureIndexOptions({ loadBatch: 4, loadCapacity: 1 });
    // A row whose stored fingerprint has the wrong size (not 2048 bits) can never be indexed.
    const badId = await insertMol(ctx, { code: 'T-BADFP', name: 'Bad fingerprint', smiles: 'CCCCCCN' });
    await ctx.db
      .update(productStructures)
      .set({ morganFp: new Uint8Array(100) })
      .where(eq(productStructures.productId, badId));
    try {
      await refreshStructureIndex(ctx.db, { full: true });
      const st = structureIndexStatus(ctx.db);
      expect(st.lastError).toBeNull();
      expect(st.molecules).toBe(MOLS.filter((m) => m.status !== 0).length);
      expect(st.rows).toBe(st.molecules);
      // The count check agrees with the load (the bad row is not eligible there either): a refresh needs no rebuild.
      await refreshStructureIndex(ctx.db);
      expect(structureIndexStatus(ctx.db).fullBuilds).toBe(st.fullBuilds);
      expect((await search(ctx, { smiles: 'CCCCCCN', mode: 'substructure' })).data.list).toEqual([]);
      // The exact lookup is the database's: the product is still found by its structure.
      expect(codes(await search(ctx, { smiles: 'NCCCCCC' }))).toEqual(['T-BADFP']);
      const all = await search(ctx, { smiles: 'c1ccccc1', mode: 'substructure' }, 1, 100);
      const expected = MOLS.filter((m) => m.status !== 0 && /c1ccc/.test(m.smiles)).map((m) => m.code);
      expect([...codes(all)].sort()).toEqual([...expected].sort());
      const sim = await search(ctx, { smiles: 'CC(=O)Nc1ccc(O)cc1', accuracy: 20 }, 1, 100);
      expect(codes(sim)[0]).toBe('T-PARA');
      expect(new Set(codes(sim)).size).toBe(sim.data.list.length);
    } finally {
      setStructureIndexOptions({ loadBatch: before.loadBatch, loadCapacity: before.loadCapacity });
      await ctx.db.delete(products).where(eq(products.id, badId));
    }
  });

  test('bad input: invalid structure, empty query, accuracy out of range, oversize molfile → code 0 in Chinese', async () => {
    const bad = await search(ctx, { smiles: 'C1CC(' });
    expect(bad).toMatchObject({ code: 0, message: '结构式无法识别，请检查后重试', status: 200 });
    expect((await search(ctx, { smiles: 'not a molecule', mode: 'substructure' })).message).toBe(
      '结构式无法识别，请检查后重试',
    );
    expect((await search(ctx, {})).message).toBe('请先绘制或输入结构式');
    expect((await search(ctx, { smiles: '   ' })).message).toBe('请先绘制或输入结构式');
    expect((await search(ctx, { smiles: 'CCO', accuracy: 0 })).message).toBe('精确度须为 1 到 100 之间的整数');
    expect((await search(ctx, { smiles: 'CCO', accuracy: 101 })).message).toBe('精确度须为 1 到 100 之间的整数');
    expect((await search(ctx, { smiles: 'CCO', mode: 'fuzzy' })).code).toBe(0);
    expect((await search(ctx, { molfile: 'x'.repeat(100 * 1024 + 1) })).message).toBe('结构式过大，请简化后重试');
  });

  test('the index refreshes after the version changes (new product in, off-sale product out)', async () => {
    const before = await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    expect(codes(before)).not.toContain('T-NEW');
    const newId = await insertMol(ctx, { code: 'T-NEW', name: "4'-Methylacetanilide", smiles: 'CC(=O)Nc1ccc(C)cc1' });
    // Without a version change this instance keeps serving its index.
    await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    await structureIndexIdle(ctx.db);
    expect(codes(await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' }))).not.toContain('T-NEW');

    await bumpStructureIndexVersion(ctx.db);
    await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' }); // notices the version, refreshes in the background
    await structureIndexIdle(ctx.db);
    const after = await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    expect(codes(after)).toContain('T-NEW');
    const sim = await search(ctx, { smiles: 'CC(=O)Nc1ccc(C)cc1', accuracy: 90 });
    expect(sim.data.list[0]).toMatchObject({ id: newId, similarity: 100 });

    // Off the shelf → gone after the next version change; the index serves it no more.
    await ctx.db.update(products).set({ status: 0, updatedAt: new Date() }).where(eq(products.id, ids['T-PHEN']!));
    await bumpStructureIndexVersion(ctx.db);
    await search(ctx, { smiles: 'CCO' });
    await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    await structureIndexIdle(ctx.db);
    const gone = await search(ctx, { smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    expect(codes(gone)).not.toContain('T-PHEN');
    expect(gone.totalCount).toBe(4);
    const st = structureIndexStatus(ctx.db);
    expect(st.ready).toBe(true);
    expect(st.refreshes).toBeGreaterThanOrEqual(2);
    expect(st.molecules).toBe(MOLS.filter((m) => m.status !== 0).length + 1 - 1);
  });

  test('formula list: C8H9NO2 lists its isomers; a structure resolves to its formula', async () => {
    const r = await ctx.api<{ code: string }[]>(
      'product',
      'POST',
      'structure/formula/list',
      { formula: 'H9C8NO2' },
      { pageNo: '1', pageSize: '10' },
    );
    expect(r.code).toBe(1);
    expect(new Set(r.data.map((p) => p.code))).toEqual(new Set(['T-PARA', 'T-MAB']));
    expect(r.totalCount).toBe(2);
    const s = await ctx.api<{ code: string }[]>('product', 'POST', 'structure/formula/list', {
      formula: 'Oc1ccc(NC(C)=O)cc1',
    });
    expect(new Set(s.data.map((p) => p.code))).toEqual(new Set(['T-PARA', 'T-MAB']));
    const bad = await ctx.api('product', 'POST', 'structure/formula/list', { formula: '!!!' });
    expect(bad).toMatchObject({ code: 0, message: '分子式无法识别，请检查后重试' });
  });

  test('depict returns an SVG for a SMILES, code 0 for garbage', async () => {
    const { dispatch } = await import('../../lib/api/router');
    const res = await dispatch(
      'product',
      new Request('http://localhost/x?smiles=' + encodeURIComponent('CC(=O)Nc1ccc(O)cc1')),
      ['structure', 'depict'],
    );
    expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect(await res.text()).toMatch(/^<svg/);
    const bad = await ctx.api('product', 'GET', 'structure/depict?smiles=C1CC(');
    expect(bad.code).toBe(0);
  });
});
