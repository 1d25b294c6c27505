/** URL state of /searchStructureFormula and query parsing rules. */
import { getRDKit } from '@/lib/platform/chem/rdkit';
import {
  effectiveMode,
  looksLikeMolfile,
  normalizeAccuracy,
  parseStructureParams,
  structureSearchHref,
} from '@/lib/domain/catalog/structure/params';
import {
  parseQuery,
  queryInchiKey,
  queryProps,
  queryText,
  StructureQueryError,
  substructureQueryMol,
} from '@/lib/domain/catalog/structure/query';

describe('URL state (formulaSearchData {formula, accuracy} + mode)', () => {
  test('accuracy: default 100, clamped to 1..100, garbage → default', () => {
    expect(normalizeAccuracy(undefined)).toBe(100);
    expect(normalizeAccuracy('80')).toBe(80);
    expect(normalizeAccuracy('0')).toBe(1);
    expect(normalizeAccuracy(250)).toBe(100);
    expect(normalizeAccuracy('abc')).toBe(100);
    expect(normalizeAccuracy('79.6')).toBe(80);
  });

  test('mode: 100 % is always exact unless substructure is asked for', () => {
    expect(effectiveMode(null, 100)).toBe('exact');
    expect(effectiveMode(null, 70)).toBe('similarity');
    expect(effectiveMode('similarity', 100)).toBe('exact');
    expect(effectiveMode('similarity', 99)).toBe('similarity');
    expect(effectiveMode('exact', 40)).toBe('exact');
    expect(effectiveMode('substructure', 100)).toBe('substructure');
  });

  test('parse and build round-trip, page only when > 1', () => {
    const href = structureSearchHref({ formula: 'CC(=O)Nc1ccc(O)cc1', accuracy: 85, mode: 'similarity', pageNo: 2 });
    expect(href).toBe(
      '/searchStructureFormula?formula=CC%28%3DO%29Nc1ccc%28O%29cc1&accuracy=85&mode=similarity&pageNo=2',
    );
    const sp = new URL(href, 'http://x').searchParams;
    expect(parseStructureParams(sp)).toEqual({
      formula: 'CC(=O)Nc1ccc(O)cc1',
      accuracy: 85,
      mode: 'similarity',
      pageNo: 2,
    });
    expect(structureSearchHref({ formula: 'c1ccccc1', mode: 'exact', accuracy: 30 })).toBe(
      '/searchStructureFormula?formula=c1ccccc1&accuracy=100&mode=exact',
    );
    expect(parseStructureParams({ formula: 'CCO' })).toEqual({
      formula: 'CCO',
      accuracy: 100,
      mode: 'exact',
      pageNo: 1,
    });
    expect(parseStructureParams({ formula: 'CCO', accuracy: '60', mode: 'nonsense', pageNo: '-2' })).toEqual({
      formula: 'CCO',
      accuracy: 60,
      mode: 'similarity',
      pageNo: 1,
    });
  });

  test('molfile detection', () => {
    expect(looksLikeMolfile('CCO')).toBe(false);
    expect(looksLikeMolfile('\n  RDKit          2D\n\n  3  2  0  0  0  0  0  0  0  0999 V2000\nM  END')).toBe(true);
  });
});

describe('query parsing', () => {
  test('SMILES with a trailing name is cut at the first blank; molfile wins only when no SMILES is given', () => {
    expect(queryText({ smiles: '  CCO ethanol ' })).toEqual({ text: 'CCO', isMolfile: false });
    expect(queryText({ smiles: '', molfile: 'x\nM  END' })).toEqual({ text: 'x\nM  END', isMolfile: true });
    expect(queryText({})).toEqual({ text: '', isMolfile: false });
  });

  test('canonical SMILES of differently written inputs agree; errors are the Chinese messages', async () => {
    const rd = await getRDKit();
    const a = parseQuery(rd, { smiles: 'Oc1ccc(NC(C)=O)cc1' });
    const b = parseQuery(rd, { smiles: 'CC(=O)NC1=CC=C(O)C=C1' });
    expect(a.canonicalSmiles).toBe(b.canonicalSmiles);
    expect(a.canonicalSmiles).toBe('CC(=O)Nc1ccc(O)cc1');
    // Properties and InChI are computed only when needed.
    expect(a.props).toBeUndefined();
    expect(queryProps(rd, a)).toMatchObject({
      formulaHill: 'C8H9NO2',
      canonicalSmiles: 'CC(=O)Nc1ccc(O)cc1',
      inchiKey: null,
    });
    expect(queryInchiKey(rd, a)).toBe('RZVAJINKPMORJF-UHFFFAOYSA-N');
    expect(() => parseQuery(rd, { smiles: 'C1CC(' })).toThrow(new StructureQueryError('结构式无法识别，请检查后重试'));
    expect(() => parseQuery(rd, { smiles: '' })).toThrow('请先绘制或输入结构式');
    expect(() => parseQuery(rd, { smiles: 'C'.repeat(2001) })).toThrow('结构式过大，请简化后重试');
    // SMARTS: no properties, but a valid substructure query.
    const s = parseQuery(rd, { smiles: '[#6]~[#7]' });
    expect(s).toMatchObject({ smarts: true, canonicalSmiles: null });
    expect(queryProps(rd, s)).toBeNull();
    const qm = substructureQueryMol(rd, s);
    expect(qm.get_num_atoms()).toBe(2);
    qm.delete();
    expect(() => substructureQueryMol(rd, parseQuery(rd, { smiles: 'C'.repeat(130) }))).toThrow(
      '子结构查询过于复杂，请减少原子数后重试',
    );
  });
});
