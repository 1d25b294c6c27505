/**
 * Issue 16: a SMILES or molfile as a search keyword runs the exact structure lookup — the domain function the search
 * pages call (structureKeywordMatch) and the calls of the header box (search.suggest, search.structureKeyword),
 * on PGlite and PostgreSQL, over products whose structure columns come from computeProps (as the seed stores them).
 */
import { describeDb } from '../helpers/db';
import { insertMol } from '../helpers/insert-mol';
import { getRDKit } from '../../lib/platform/chem/rdkit';
import { STRUCTURE } from '../../lib/config/constants';
import { STRUCTURE_MSG } from '../../lib/config/messages';
import { structureKeywordMatch } from '../../lib/domain/catalog/search/structure-match';
import { parseStructureParams } from '../../lib/domain/catalog/structure/params';
import type { StructureKeywordData, SuggestData } from '../../lib/api/endpoints/search';
import { PARACETAMOL_V2000, PARACETAMOL_V3000, SALICYLIC_ACID_V2000 } from '../helpers/molfiles';

const MOLS = [
  { code: 'SK-PARA', name: 'Paracetamol', smiles: 'CC(=O)Nc1ccc(O)cc1' },
  // Salicylic acid twice (two grades), so its structure names several products.
  { code: 'SK-SAL-1', name: 'Salicylic acid', smiles: 'OC(=O)c1ccccc1O' },
  { code: 'SK-SAL-2', name: 'Salicylic acid (pharmacopoeia grade)', smiles: 'O=C(O)c1ccccc1O' },
  // Caffeine: one on sale, one withdrawn (never counted).
  { code: 'SK-CAF', name: 'Caffeine', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C' },
  { code: 'SK-CAF-OFF', name: 'Caffeine (withdrawn)', smiles: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C', status: 0 },
];

describeDb('structure keyword (SMILES / molfile in the search box)', (ctx) => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const m of MOLS) ids[m.code] = await insertMol(ctx, m);
  });

  describe('the search pages (structureKeywordMatch)', () => {
    test('the SMILES of one product — as written, or written differently — goes to its goods page', async () => {
      for (const smiles of ['CC(=O)Nc1ccc(O)cc1', 'Oc1ccc(NC(C)=O)cc1', 'OC1=CC=C(NC(C)=O)C=C1']) {
        const m = await structureKeywordMatch(ctx.db, smiles);
        expect(m).toMatchObject({
          kind: 'product',
          input: 'smiles',
          productId: ids['SK-PARA'],
          redirect: `/goodsDetail/${ids['SK-PARA']}`,
          total: 1,
        });
        expect(m!.log).toEqual({ kind: 'structure-exact', query: 'CC(=O)Nc1ccc(O)cc1' });
      }
    });

    test('a withdrawn product does not count: caffeine names the one on sale', async () => {
      const m = await structureKeywordMatch(ctx.db, 'Cn1c(=O)c2c(ncn2C)n(C)c1=O');
      expect(m).toMatchObject({ kind: 'product', productId: ids['SK-CAF'], total: 1 });
    });

    test('a SMILES naming several products goes to the exact structure results with its canonical SMILES', async () => {
      const m = await structureKeywordMatch(ctx.db, 'OC(=O)c1ccccc1O');
      expect(m).toMatchObject({ kind: 'results', total: 2, productId: null });
      const url = new URL(m!.redirect!, 'http://x');
      expect(url.pathname).toBe('/searchStructureFormula');
      expect(parseStructureParams(url.searchParams)).toMatchObject({
        formula: m!.canonicalSmiles,
        mode: 'exact',
        accuracy: 100,
      });
    });

    test('a SMILES of no product stays on the search page with the similarity link', async () => {
      const m = await structureKeywordMatch(ctx.db, 'c1ccc2ccccc2c1');
      expect(m).toMatchObject({ kind: 'none', redirect: null, total: 0, canonicalSmiles: 'c1ccc2ccccc2c1' });
      const sim = parseStructureParams(new URL(m!.similarityHref!, 'http://x').searchParams);
      expect(sim).toMatchObject({
        formula: 'c1ccc2ccccc2c1',
        mode: 'similarity',
        accuracy: STRUCTURE.similarityDefault,
      });
    });

    test('a molfile (V2000 or V3000) of one product goes to it; of several, to the results; of none, to the search with its SMILES', async () => {
      for (const mol of [PARACETAMOL_V2000, PARACETAMOL_V3000, PARACETAMOL_V2000.replace(/\n/g, '\r\n')]) {
        expect(await structureKeywordMatch(ctx.db, mol)).toMatchObject({
          kind: 'product',
          input: 'molfile',
          productId: ids['SK-PARA'],
        });
      }
      expect(await structureKeywordMatch(ctx.db, SALICYLIC_ACID_V2000)).toMatchObject({ kind: 'results', total: 2 });
      // N-methylparacetamol, drawn by RDKit: no product.
      const mol = (await getRDKit()).get_mol('CC(=O)N(C)c1ccc(O)cc1')!;
      const methyl = mol.get_molblock();
      mol.delete();
      const none = await structureKeywordMatch(ctx.db, methyl, { searchPath: '/mobileView' });
      expect(none).toMatchObject({ kind: 'none', input: 'molfile', canonicalSmiles: 'CC(=O)N(C)c1ccc(O)cc1' });
      expect(none!.redirect).toBe(`/mobileView?keyword=${encodeURIComponent('CC(=O)N(C)c1ccc(O)cc1')}`);
      // Ethanol's SMILES (CCO) would be a word on the search page: the molfile goes to the exact structure search instead.
      const eth = (await getRDKit()).get_mol('CCO')!;
      const ethanol = await structureKeywordMatch(ctx.db, eth.get_molblock());
      eth.delete();
      expect(ethanol).toMatchObject({ kind: 'none', canonicalSmiles: 'CCO' });
      expect(ethanol!.redirect).toBe(ethanol!.structureHref);
      expect(parseStructureParams(new URL(ethanol!.redirect!, 'http://x').searchParams)).toMatchObject({
        formula: 'CCO',
        mode: 'exact',
      });
    });

    test('any other keyword is not looked up (null)', async () => {
      for (const k of ['对乙酰氨基酚', '103-90-2', 'C8H9NO2', 'SK-PARA', 'CCO', '', null])
        expect(await structureKeywordMatch(ctx.db, k)).toBeNull();
    });

    test('hostile and unreadable structures answer with a message, never an exception', async () => {
      const huge = `CC(=O)${'C'.repeat(STRUCTURE.smilesMaxChars + 10)}O`;
      expect(await structureKeywordMatch(ctx.db, huge)).toMatchObject({
        kind: 'error',
        redirect: null,
        message: STRUCTURE_MSG.tooLarge,
      });
      // Within the character limit but past the chemistry guard's path limit (RDKit's stack).
      const longPath = `CC(=O)${'C'.repeat(1500)}O`;
      expect(await structureKeywordMatch(ctx.db, longPath)).toMatchObject({
        kind: 'error',
        message: STRUCTURE_MSG.tooLarge,
      });
      // Deep branches.
      const deep = `${'C('.repeat(300)}C${')'.repeat(300)}`;
      expect((await structureKeywordMatch(ctx.db, deep))?.kind).toBe('error');
      // Reads as SMILES but is not a molecule (pentavalent carbon).
      expect(await structureKeywordMatch(ctx.db, 'C(C)(C)(C)(C)C')).toMatchObject({
        kind: 'error',
        message: STRUCTURE_MSG.invalid,
      });
      // A molfile whose line breaks were lost.
      expect(await structureKeywordMatch(ctx.db, PARACETAMOL_V2000.replace(/\s+/g, ' '))).toMatchObject({
        kind: 'error',
        input: 'molfile',
        message: STRUCTURE_MSG.keywordMolfileFlat,
      });
      // A molfile over the size limit.
      const big = PARACETAMOL_V2000.replace(
        'M  END',
        `${'M  ZZZ padding line of a hostile molfile\n'.repeat(4000)}M  END`,
      );
      expect(await structureKeywordMatch(ctx.db, big)).toMatchObject({
        kind: 'error',
        message: STRUCTURE_MSG.tooLarge,
      });
      // And the lookup still works afterwards.
      expect(await structureKeywordMatch(ctx.db, 'CC(=O)Nc1ccc(O)cc1')).toMatchObject({
        kind: 'product',
        productId: ids['SK-PARA'],
      });
    });
  });

  describe('the header box calls', () => {
    test('suggest reports the one product a SMILES names as exactProductId (several: none)', async () => {
      const one = await ctx.api<SuggestData>('product', 'POST', 'prodapiitem/product/suggest', {
        keyword: 'Oc1ccc(NC(C)=O)cc1',
      });
      expect(one.code).toBe(1);
      expect(one.data.exactProductId).toBe(ids['SK-PARA']);
      const several = await ctx.api<SuggestData>('product', 'POST', 'prodapiitem/product/suggest', {
        keyword: 'OC(=O)c1ccccc1O',
      });
      expect(several.data.exactProductId).toBeNull();
      // An identifier keeps its own lookup.
      const code = await ctx.api<SuggestData>('product', 'POST', 'prodapiitem/product/suggest', { keyword: 'SK-CAF' });
      expect(code.data.exactProductId).toBe(ids['SK-CAF']);
    });

    test('a pasted molfile is looked up whole: one product, several, none', async () => {
      const call = (keyword: string) =>
        ctx.api<StructureKeywordData>('product', 'POST', 'prodapiitem/product/structureKeyword', { keyword });
      const one = await call(PARACETAMOL_V2000);
      expect(one.code).toBe(1);
      expect(one.data).toEqual({
        kind: 'product',
        href: `/goodsDetail/${ids['SK-PARA']}`,
        productId: ids['SK-PARA'],
        total: 1,
        canonicalSmiles: 'CC(=O)Nc1ccc(O)cc1',
      });
      const several = await call(SALICYLIC_ACID_V2000);
      expect(several.data).toMatchObject({ kind: 'results', total: 2, productId: null });
      expect(several.data.href).toMatch(/^\/searchStructureFormula\?formula=.+&accuracy=100&mode=exact$/);
      // A long SMILES (longer than the box) takes the same way; none → the search page, which says so.
      const none = await call('c1ccc2ccccc2c1');
      expect(none.data).toMatchObject({
        kind: 'none',
        href: `/searchCenter?keyword=${encodeURIComponent('c1ccc2ccccc2c1')}`,
      });
    });

    test('unreadable, oversized and non-structure text: code 0 with the message, no 500', async () => {
      const call = (keyword: unknown) =>
        ctx.api<StructureKeywordData>('product', 'POST', 'prodapiitem/product/structureKeyword', { keyword });
      const flat = await call(PARACETAMOL_V2000.replace(/\s+/g, ' '));
      expect([flat.status, flat.code, flat.message]).toEqual([200, 0, STRUCTURE_MSG.keywordMolfileFlat]);
      const tooBig = await call(`${PARACETAMOL_V2000}${'x'.repeat(STRUCTURE.molfileMaxBytes)}`);
      expect([tooBig.code, tooBig.message]).toEqual([0, STRUCTURE_MSG.tooLarge]);
      const hugeSmiles = await call(`CC(=O)${'C'.repeat(5000)}O`);
      expect([hugeSmiles.code, hugeSmiles.message]).toEqual([0, STRUCTURE_MSG.tooLarge]);
      const word = await call('对乙酰氨基酚');
      expect([word.code, word.message]).toEqual([0, STRUCTURE_MSG.invalid]);
      const empty = await call('   ');
      expect([empty.code, empty.message]).toEqual([0, STRUCTURE_MSG.empty]);
      const wrongType = await call(42);
      expect(wrongType.code).toBe(0);
      expect(wrongType.status).toBeLessThan(500);
    });
  });
});
