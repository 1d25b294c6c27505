/**
 * Issue 11, defect 1: inputs that crashed RDKit (a 900-carbon chain, its ring, molfiles of it, a huge fused ring system,
 * wrapped isotopes, huge formulas) through EVERY entry — structure/depict, structure/search (smiles, molfile, formula
 * fields, every mode), structure/formula/list, and the two pages' domain functions — are refused as "too large" before
 * RDKit sees them; afterwards normal queries still work (exact paracetamol, a depiction, a formula search) and no module
 * was poisoned. Then a real crash of the module (bypassing the guard) is survived: a fresh module, the index rebuilt,
 * searches answer "index building" meanwhile and the same results after.
 */
import { describeDb, type TestCtx } from '../helpers/db';
import { products, productStructures } from '../../lib/db/schema';
import { dispatch } from '../../lib/api/router';
import { PEER_HEADER } from '../../lib/platform/security/client-ip';
import {
  ChemEngineError,
  engineFaults,
  getRDKit,
  isPoisoned,
  rdkitModulesCreated,
  withEngine,
} from '../../lib/platform/chem/rdkit';
import { computeProps } from '../../lib/platform/chem/props';
import {
  dropStructureIndex,
  getStructureIndex,
  setStructureIndexOptions,
  structureIndexStatus,
} from '../../lib/domain/catalog/structure/index';
import { searchStructures, StructureQueryError } from '../../lib/domain/catalog/structure/search';
import { productsByFormula } from '../../lib/domain/catalog/structure/formula';
import { STRUCTURE_MSG } from '../../lib/config/messages';
import type { StructureSearchResult } from '../../lib/domain/catalog/structure/types';

const MOLS = [
  { code: 'H-PARA', name: 'Paracetamol', smiles: 'CC(=O)Nc1ccc(O)cc1' },
  { code: 'H-PHEN', name: 'Phenacetin', smiles: 'CCOc1ccc(NC(C)=O)cc1' },
  { code: 'H-ACN', name: 'Acetanilide', smiles: 'CC(=O)Nc1ccccc1' },
  { code: 'H-PHOL', name: 'Phenol', smiles: 'Oc1ccccc1' },
];

const CHAIN = 'C'.repeat(900);
const pad = (v: number, w: number) => String(v).padStart(w);
function v2000Chain(n: number): string {
  let s = '\n  hostile\n\n' + pad(n, 3) + pad(n - 1, 3) + '  0  0  0  0  0  0  0  0999 V2000\n';
  for (let i = 0; i < n; i++)
    s += `${pad(i * 1.5, 10)}.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\n`;
  for (let i = 1; i < n; i++) s += pad(i, 3) + pad(i + 1, 3) + '  1  0\n';
  return s + 'M  END\n';
}
function v3000Graph(n: number, bonds: [number, number][]): string {
  const l = [
    '',
    '  hostile',
    '',
    '  0  0  0     0  0            999 V3000',
    'M  V30 BEGIN CTAB',
    `M  V30 COUNTS ${n} ${bonds.length} 0 0 0`,
    'M  V30 BEGIN ATOM',
  ];
  for (let i = 0; i < n; i++) l.push(`M  V30 ${i + 1} C 0 0 0 0`);
  l.push('M  V30 END ATOM', 'M  V30 BEGIN BOND');
  bonds.forEach(([a, b], i) => l.push(`M  V30 ${i + 1} 1 ${a + 1} ${b + 1}`));
  l.push('M  V30 END BOND', 'M  V30 END CTAB', 'M  END', '');
  return l.join('\n');
}
const chainBonds = (n: number) => Array.from({ length: n - 1 }, (_, i) => [i, i + 1] as [number, number]);
function gridBonds(w: number, h: number): [number, number][] {
  const b: [number, number][] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (x + 1 < w) b.push([y * w + x, y * w + x + 1]);
      if (y + 1 < h) b.push([y * w + x, (y + 1) * w + x]);
    }
  return b;
}

/** Inputs that crash (or silently corrupt) RDKit when parsed, depicted, written as SMILES or turned into InChI. */
const HOSTILE: [string, string][] = [
  ['900-carbon chain', CHAIN],
  ['900-carbon ring', `C1${'C'.repeat(898)}C1`],
  ['900 nested branches', `${'C('.repeat(899)}C${')'.repeat(899)}`],
  ['chain as V2000 molfile', v2000Chain(900)],
  ['chain as V3000 molfile', v3000Graph(1200, chainBonds(1200))],
  ['260-atom fused ring system (InChI overflow)', v3000Graph(260, gridBonds(10, 26))],
  ['isotope RDKit wraps', '[99999C]CC'],
];

const HEADERS = (ip: string) => ({ [PEER_HEADER]: ip });

async function depict(smiles: string, ip = '192.0.2.50'): Promise<Response> {
  return dispatch(
    'product',
    new Request(`http://localhost/x/structure/depict?smiles=${encodeURIComponent(smiles)}`, { headers: HEADERS(ip) }),
    ['structure', 'depict'],
  );
}

async function insertMol(ctx: TestCtx, m: { code: string; name: string; smiles: string }): Promise<number> {
  const p = computeProps(await getRDKit(), m.smiles)!;
  const [row] = await ctx.db
    .insert(products)
    .values({
      code: m.code,
      nameEn: m.name,
      smiles: m.smiles,
      canonicalSmiles: p.canonicalSmiles,
      inchiKey: p.inchiKey,
      inchi: p.inchi,
      formula: p.formula,
      formulaHill: p.formulaHill,
      molecularWeight: p.molecularWeight,
      status: 1,
    })
    .returning({ id: products.id });
  await ctx.db.insert(productStructures).values({ productId: row!.id, patternFp: p.patternFp, morganFp: p.morganFp });
  return row!.id;
}

async function waitUntil(cond: () => boolean, ms = 20_000): Promise<void> {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describeDb('structure: hostile input cannot break the chemistry engine', (ctx) => {
  let ip = 0;
  /** A fresh client address per call batch: the per-IP search limit is not what this test is about. */
  const search = (body: object) =>
    ctx.api<StructureSearchResult>('product', 'POST', 'structure/search', body, {
      pageNo: '1',
      pageSize: '20',
      ...HEADERS(`198.51.100.${++ip % 250}`),
    });
  const formulaList = (formula: string) =>
    ctx.api<unknown[]>('product', 'POST', 'structure/formula/list', { formula }, HEADERS(`198.51.100.${++ip % 250}`));
  const codes = (r: { data: StructureSearchResult }) => r.data.list.map((h) => h.code);

  beforeAll(async () => {
    setStructureIndexOptions({ versionCheckMs: 0 });
    for (const m of MOLS) await insertMol(ctx, m);
  });
  afterAll(() => {
    dropStructureIndex(ctx.db);
    setStructureIndexOptions({ versionCheckMs: 5000 });
  });

  async function stillWorks(): Promise<void> {
    const exact = await search({ smiles: 'CC(=O)Nc1ccc(O)cc1' });
    expect(exact.code).toBe(1);
    expect(codes(exact)).toEqual(['H-PARA']);
    const sub = await search({ smiles: 'CC(=O)Nc1ccccc1', mode: 'substructure' });
    expect(sub.code).toBe(1);
    expect(new Set(codes(sub))).toEqual(new Set(['H-PARA', 'H-PHEN', 'H-ACN']));
    const res = await depict('CC(=O)Nc1ccc(O)cc1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/svg/);
    expect(await res.text()).toContain('<svg');
    const f = await formulaList('C8H9NO2');
    expect(f.code).toBe(1);
    expect(f.totalCount).toBe(1);
  }

  test('every API entry refuses the crashing inputs as too large, before RDKit; then normal queries still work', async () => {
    await stillWorks(); // index built, module warm
    const modules = rdkitModulesCreated();
    const faults = engineFaults().count;
    for (const [label, input] of HOSTILE) {
      const d = await depict(input);
      const env = (await d.json()) as { code: number; message: string };
      expect({ label, ...env }).toMatchObject({ label, code: 0, message: STRUCTURE_MSG.tooLarge });
      const field = input.includes('\n') ? 'molfile' : 'smiles';
      for (const body of [
        { [field]: input },
        { formula: input, mode: 'substructure' },
        { [field]: input, accuracy: 70 },
      ]) {
        const r = await search(body);
        expect({ label, code: r.code, message: r.message }).toEqual({
          label,
          code: 0,
          message: STRUCTURE_MSG.tooLarge,
        });
      }
      const f = await formulaList(input);
      expect({ label, code: f.code, message: f.message }).toEqual({ label, code: 0, message: STRUCTURE_MSG.tooLarge });
    }
    // Formulas with absurd element counts are refused too (never parsed as SMILES).
    for (const formula of ['C99999H99999', 'C8H9NO2.99999H2O', 'c99999h200000']) {
      const f = await formulaList(formula);
      expect({ formula, code: f.code, message: f.message }).toEqual({
        formula,
        code: 0,
        message: STRUCTURE_MSG.tooLarge,
      });
    }
    // Nothing reached RDKit: no module was poisoned or re-created.
    expect(engineFaults().count).toBe(faults);
    expect(rdkitModulesCreated()).toBe(modules);
    await stillWorks();
  }, 120_000);

  test('the two pages (their domain functions) refuse them the same way and keep working', async () => {
    const faults = engineFaults().count;
    for (const [label, input] of HOSTILE) {
      const molfile = input.includes('\n');
      // /searchStructureFormula?formula=…
      const err = await searchStructures(ctx.db, {
        smiles: molfile ? null : input,
        molfile: molfile ? input : null,
        mode: 'exact',
      }).catch((e: unknown) => e);
      expect({ label, error: err instanceof StructureQueryError ? err.message : String(err) }).toEqual({
        label,
        error: STRUCTURE_MSG.tooLarge,
      });
      // /productCenter/formulaProductList?formula=…
      const r = await productsByFormula(ctx.db, input, 1, 20);
      expect({ label, formula: r.formula, error: r.error }).toEqual({
        label,
        formula: null,
        error: STRUCTURE_MSG.tooLarge,
      });
    }
    expect(engineFaults().count).toBe(faults);
    const ok = await searchStructures(ctx.db, { smiles: 'CC(=O)Nc1ccc(O)cc1' });
    expect(ok.list.map((h) => h.code)).toEqual(['H-PARA']);
    const byFormula = await productsByFormula(ctx.db, 'C8H9NO2', 1, 20);
    expect(byFormula.list.map((h) => h.code)).toEqual(['H-PARA']);
  }, 120_000);

  test('a real crash of the module (guard bypassed) is survived: fresh module, index rebuilt, "index building" meanwhile', async () => {
    const before = await search({ smiles: 'c1ccccc1', mode: 'substructure' });
    expect(before.code).toBe(1);
    const rd1 = await getRDKit();
    const status0 = structureIndexStatus(ctx.db);
    expect(status0.ready).toBe(true);
    const errSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // Straight into RDKit, as the unguarded code did: the 590-chain's SMILES overflows the stack silently.
      const crash = 'C'.repeat(590);
      expect(() => withEngine(rd1, crash, () => rd1.get_mol(crash)?.get_smiles())).toThrow(ChemEngineError);
      expect(isPoisoned(rd1)).toBe(true);
      // Same tick: the index built in the dead module is gone and being rebuilt; a search says so (not "invalid", not empty).
      const st = structureIndexStatus(ctx.db);
      expect(st).toMatchObject({ ready: false, rebuilding: true, resets: status0.resets + 1 });
      await expect(getStructureIndex(ctx.db)).rejects.toThrow(new StructureQueryError(STRUCTURE_MSG.indexBuilding));
      // The rebuild finishes on its own, on a fresh module.
      await waitUntil(() => structureIndexStatus(ctx.db).ready);
      const engine = await getStructureIndex(ctx.db);
      expect(engine.module).not.toBe(rd1);
      expect(engine.poisoned).toBe(false);
      expect(structureIndexStatus(ctx.db)).toMatchObject({ rebuilding: false, molecules: MOLS.length });
      expect(errSpy.mock.calls.map((c) => c.join(' ')).join('\n')).toMatch(/\[rdkit\] module poisoned .*590 bytes/);
    } finally {
      errSpy.mockRestore();
    }
    const after = await search({ smiles: 'c1ccccc1', mode: 'substructure' });
    expect(after.code).toBe(1);
    expect(new Set(codes(after))).toEqual(new Set(codes(before)));
    await stillWorks();
  }, 120_000);
});
