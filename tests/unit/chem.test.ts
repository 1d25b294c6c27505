import { getRDKit, type RDKitModule } from '../../lib/platform/chem/rdkit';
import { computeProps, round2 } from '../../lib/platform/chem/props';
import { structureSvg, depictCacheSize, clearDepictCache } from '../../lib/platform/chem/depict';
import { normalizeFormula, formulaParts, hillFormula, looksLikeFormula } from '../../lib/platform/chem/formula';

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRDKit();
});

describe('computeProps', () => {
  test('isomers get the same two-decimal MW whatever order the atom masses were summed in', () => {
    // paracetamol, 4-aminomethylbenzoic acid and methyl 4-aminobenzoate are all C8H9NO2 (151.165)
    const mws = ['CC(=O)Nc1ccc(O)cc1', 'NCc1ccc(C(=O)O)cc1', 'COC(=O)c1ccc(N)cc1'].map(
      (s) => computeProps(rdkit, s)!.molecularWeight,
    );
    expect(new Set(mws).size).toBe(1);
    expect(mws[0]).toBe(151.17);
    expect(round2(151.16499999999)).toBe(151.17);
    expect(round2(151.16500000001)).toBe(151.17);
    expect(round2(206.2809)).toBe(206.28);
    expect(round2(0.005)).toBe(0.01);
  });

  test('paracetamol: formula, MW, InChIKey, fingerprints, molfile', () => {
    const p = computeProps(rdkit, 'CC(=O)Nc1ccc(O)cc1');
    expect(p).not.toBeNull();
    expect(p!.formulaHill).toBe('C8H9NO2');
    expect(p!.formula).toBe('C8H9NO2');
    expect(Math.abs(p!.molecularWeight - 151.16)).toBeLessThanOrEqual(0.01);
    expect(p!.exactMass).toBeCloseTo(151.0633, 3);
    expect(p!.inchiKey).toBe('RZVAJINKPMORJF-UHFFFAOYSA-N');
    expect(p!.inchi).toBe('InChI=1S/C8H9NO2/c1-6(10)9-7-2-4-8(11)5-3-7/h2-5,11H,1H3,(H,9,10)');
    expect(p!.canonicalSmiles).toBe('CC(=O)Nc1ccc(O)cc1');
    expect(p!.molfile).toContain('M  END');
    // Pattern fp with default parameters: 2048 bits; Morgan 2048 bits.
    expect(p!.patternFp).toBeInstanceOf(Uint8Array);
    expect(p!.patternFp.length).toBe(256);
    expect(p!.morganFp.length).toBe(256);
    expect(p!.morganFp.some((b) => b !== 0)).toBe(true);
  });

  test('pattern fp is exactly what RDKit computes with default parameters', () => {
    const p = computeProps(rdkit, 'CC(=O)Nc1ccc(O)cc1')!;
    const mol = rdkit.get_mol('CC(=O)Nc1ccc(O)cc1')!;
    const ref = mol.get_pattern_fp_as_uint8array() as Uint8Array;
    mol.delete();
    expect(Array.from(p.patternFp)).toEqual(Array.from(ref));
  });

  test('ibuprofen from a non-canonical SMILES gives the same canonical form', () => {
    const a = computeProps(rdkit, 'CC(C)Cc1ccc(cc1)C(C)C(=O)O')!;
    const b = computeProps(rdkit, 'OC(=O)C(C)c1ccc(CC(C)C)cc1')!;
    expect(a.formulaHill).toBe('C13H18O2');
    expect(Math.abs(a.molecularWeight - 206.28)).toBeLessThanOrEqual(0.01);
    expect(a.inchiKey).toBe('HEFNNWSXXWATRW-UHFFFAOYSA-N');
    expect(b.canonicalSmiles).toBe(a.canonicalSmiles);
  });

  test('molfile input works like SMILES input', () => {
    const fromSmiles = computeProps(rdkit, 'CC(=O)Nc1ccc(O)cc1')!;
    const fromMolfile = computeProps(rdkit, fromSmiles.molfile!)!;
    expect(fromMolfile.inchiKey).toBe(fromSmiles.inchiKey);
    expect(fromMolfile.formulaHill).toBe('C8H9NO2');
  });

  test('salts: display formula per component, Hill formula summed', () => {
    const p = computeProps(rdkit, 'CC(=O)Nc1ccc(O)cc1.Cl')!;
    expect(p.formula).toBe('C8H9NO2.ClH');
    expect(p.formulaHill).toBe('C8H10ClNO2');
    expect(p.components).toBe(2);
    expect(computeProps(rdkit, '[Na+].[Na+].[O-]S([O-])(=O)=O')!.formula).toBe('O4S.2Na');
  });

  test('deuterium-labelled standards count D separately', () => {
    const p = computeProps(rdkit, '[2H]C([2H])([2H])C(=O)Nc1ccc(O)cc1')!;
    expect(p.formulaHill).toBe('C8H6D3NO2');
    expect(p.molecularWeight).toBeGreaterThan(154);
  });

  test('unparsable input gives null', () => {
    expect(computeProps(rdkit, 'not a smiles ((')).toBeNull();
    expect(computeProps(rdkit, '')).toBeNull();
    expect(computeProps(rdkit, 'C1CC')).toBeNull();
  });
});

describe('formula', () => {
  test('normalises element order and case', () => {
    expect(normalizeFormula('C8H9NO2')).toBe('C8H9NO2');
    expect(normalizeFormula('H9C8NO2')).toBe('C8H9NO2');
    expect(normalizeFormula('O2NH9C8')).toBe('C8H9NO2');
    expect(normalizeFormula('c8h9no2')).toBe('C8H9NO2');
    expect(normalizeFormula(' C8 H9 N O2 ')).toBe('C8H9NO2');
    expect(normalizeFormula('C₈H₉NO₂')).toBe('C8H9NO2');
    expect(normalizeFormula('C13H18O2')).toBe('C13H18O2');
  });

  test('Hill order: C first, H second, then alphabetical', () => {
    expect(normalizeFormula('ClH10C8NO2')).toBe('C8H10ClNO2');
    expect(normalizeFormula('C2H6OS')).toBe('C2H6OS');
    expect(normalizeFormula('BrCH3')).toBe('CH3Br');
    expect(hillFormula({ O: 2, C: 1 })).toBe('CO2');
  });

  test('without carbon everything is alphabetical, H included', () => {
    expect(normalizeFormula('H2O')).toBe('H2O');
    expect(normalizeFormula('NaCl')).toBe('ClNa');
    expect(normalizeFormula('H2SO4')).toBe('H2O4S');
    expect(normalizeFormula('NH3')).toBe('H3N');
  });

  test('single-case input prefers organic elements; proper case is respected', () => {
    expect(normalizeFormula('co2')).toBe('CO2');
    expect(normalizeFormula('Co2')).toBe('Co2');
    expect(normalizeFormula('NACL')).toBe('ClNa');
    expect(normalizeFormula('c6h5cl')).toBe('C6H5Cl');
  });

  test('groups, hydrates and salts are summed', () => {
    expect(normalizeFormula('CH3(CH2)2OH')).toBe('C3H8O');
    expect(normalizeFormula('C8H9NO2.HCl')).toBe('C8H10ClNO2');
    expect(normalizeFormula('CuSO4·5H2O')).toBe('CuH10O9S');
  });

  test('garbage is rejected', () => {
    for (const bad of [
      '',
      'hello',
      'paracetamol',
      '123',
      'C8H9NO2!',
      'Xx2',
      'C(H',
      '()',
      'C0',
      '50-78-2',
      '对乙酰氨基酚',
    ]) {
      expect(normalizeFormula(bad)).toBeNull();
    }
  });

  test('formulaParts gives elements and counts in Hill order', () => {
    expect(formulaParts('H9C8NO2')).toEqual([
      { el: 'C', n: 8 },
      { el: 'H', n: 9 },
      { el: 'N', n: 1 },
      { el: 'O', n: 2 },
    ]);
    expect(formulaParts('nonsense!')).toBeNull();
  });

  test('looksLikeFormula separates formulas from words', () => {
    expect(looksLikeFormula('C8H9NO2')).toBe(true);
    expect(looksLikeFormula('NaCl')).toBe(true);
    expect(looksLikeFormula('aspirin')).toBe(false);
    expect(looksLikeFormula('Aspirin')).toBe(false);
  });
});

describe('structureSvg', () => {
  test('draws an inline-safe SVG and caches it', async () => {
    clearDepictCache();
    const svg = await structureSvg('CC(=O)Nc1ccc(O)cc1', { width: 200, height: 150 });
    expect(svg).not.toBeNull();
    expect(svg!.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<svg');
    expect(svg).toContain("viewBox='0 0 200 150'");
    expect(svg).not.toContain('<?xml');
    expect(svg).not.toContain('<!--');
    expect(svg).not.toContain('<rect'); // transparent background
    expect(svg!.trim().endsWith('</svg>')).toBe(true);
    expect(depictCacheSize()).toBe(1);
    expect(await structureSvg('CC(=O)Nc1ccc(O)cc1', { width: 200, height: 150 })).toBe(svg);
    expect(depictCacheSize()).toBe(1);
  });

  test('white background on request', async () => {
    const svg = await structureSvg('c1ccccc1', { width: 120, height: 120, whiteBackground: true });
    expect(svg).toContain('<rect');
  });

  test('unparsable input gives null', async () => {
    expect(await structureSvg('((garbage')).toBeNull();
    expect(await structureSvg('')).toBeNull();
  });
});
