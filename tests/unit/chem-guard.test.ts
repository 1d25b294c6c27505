/**
 * The chemistry input guard (lib/platform/chem/guard.ts): what it measures, where its limits are, and that every molecule of
 * the catalogue's source data (DrugCentral, 3,949 structures as SMILES and as molfiles) passes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { checkStructureInput, formulaWithinLimits, utf8ByteLength } from '@/lib/platform/chem/guard';
import { parseFormula } from '@/lib/platform/chem/formula';
import { STRUCTURE } from '@/lib/config/constants';

const G = STRUCTURE.guard;
const DATA = path.join(__dirname, '../../data');

/** V2000 molfile of a graph (carbons). */
function v2000(n: number, bonds: [number, number][]): string {
  const pad = (v: number, w: number) => String(v).padStart(w);
  let s = '\n  guard-test\n\n' + pad(n, 3) + pad(bonds.length, 3) + '  0  0  0  0  0  0  0  0999 V2000\n';
  for (let i = 0; i < n; i++) s += '    0.0000    0.0000    0.0000 C   0  0  0  0  0  0  0  0  0  0  0  0\n';
  for (const [a, b] of bonds) s += pad(a + 1, 3) + pad(b + 1, 3) + '  1  0\n';
  return s + 'M  END\n';
}

/** V3000 molfile of a graph (carbons). */
function v3000(n: number, bonds: [number, number][]): string {
  const lines = [
    '',
    '  guard-test',
    '',
    '  0  0  0     0  0            999 V3000',
    'M  V30 BEGIN CTAB',
    `M  V30 COUNTS ${n} ${bonds.length} 0 0 0`,
    'M  V30 BEGIN ATOM',
  ];
  for (let i = 0; i < n; i++) lines.push(`M  V30 ${i + 1} C 0 0 0 0`);
  lines.push('M  V30 END ATOM', 'M  V30 BEGIN BOND');
  bonds.forEach(([a, b], i) => lines.push(`M  V30 ${i + 1} 1 ${a + 1} ${b + 1}`));
  lines.push('M  V30 END BOND', 'M  V30 END CTAB', 'M  END', '');
  return lines.join('\n');
}

const chainBonds = (n: number): [number, number][] => Array.from({ length: n - 1 }, (_, i) => [i, i + 1]);
function gridBonds(w: number, h: number): [number, number][] {
  const b: [number, number][] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (x + 1 < w) b.push([y * w + x, y * w + x + 1]);
      if (y + 1 < h) b.push([y * w + x, (y + 1) * w + x]);
    }
  return b;
}

const verdict = (s: string) => checkStructureInput(s);
const limitOf = (s: string) => {
  const v = checkStructureInput(s);
  return v.ok ? 'ok' : v.limit;
};

describe('measures', () => {
  test('paracetamol: atoms, bonds, one six-membered ring, its longest path', () => {
    const v = verdict('CC(=O)Nc1ccc(O)cc1');
    expect(v.ok).toBe(true);
    expect(v.stats).toMatchObject({
      kind: 'smiles',
      atoms: 11,
      bonds: 11,
      rings: 1,
      ringSystemAtoms: 6,
      branchDepth: 1,
    });
    // C-C(-N-ring…)-: the ring counts whole (6) plus C, C, N before it and O after it.
    expect(v.stats!.longestPath).toBe(10);
  });

  test('the SMILES and the molfile of one chain measure the same', () => {
    const s = verdict('C'.repeat(50)).stats!;
    const m = verdict(v2000(50, chainBonds(50))).stats!;
    const m3 = verdict(v3000(50, chainBonds(50))).stats!;
    for (const x of [s, m, m3]) expect(x).toMatchObject({ atoms: 50, bonds: 49, rings: 0, longestPath: 50 });
    expect(m.kind).toBe('molfile');
    expect(m3.kind).toBe('molfile');
  });

  test('ring closures (digits, %nn, %(nnn)), branches, dots and bracket atoms', () => {
    expect(verdict('C%10CCCCC%10').stats).toMatchObject({ atoms: 6, bonds: 6, rings: 1, ringSystemAtoms: 6 });
    expect(verdict('C%(123)CCC%(123)').stats).toMatchObject({ atoms: 4, rings: 1 });
    expect(verdict('CC(C(C(C)C)C)C').stats!.branchDepth).toBe(3);
    expect(verdict('[Na+].[Cl-]').stats).toMatchObject({ atoms: 2, bonds: 0, maxAbsCharge: 1, longestPath: 1 });
    expect(verdict('[13CH3]C').stats).toMatchObject({ atoms: 2, maxIsotope: 13, maxHCount: 3 });
    // A trailing name or CXSMILES part is not structure.
    expect(verdict('CCO ethanol').stats!.atoms).toBe(3);
  });

  test('the path bound covers any depth-first walk: a ring system counts with all its atoms', () => {
    // Two benzene rings joined by a 3-carbon linker: 6 + 3 + 6.
    expect(verdict('c1ccccc1CCCc1ccccc1').stats!.longestPath).toBe(15);
    // A branchy molecule's path is shorter than its atom count.
    const tBu = verdict('CC(C)(C)CC(C)(C)C').stats!;
    expect(tBu.atoms).toBe(9);
    expect(tBu.longestPath).toBe(5);
  });
});

describe('limits (just below / at the limit is accepted, one more is refused)', () => {
  test('longest path: a straight chain of maxPathAtoms passes, one atom more does not; the crashing 900-chain is refused', () => {
    expect(limitOf('C'.repeat(G.maxPathAtoms))).toBe('ok');
    expect(limitOf('C'.repeat(G.maxPathAtoms + 1))).toBe('maxPathAtoms');
    expect(limitOf('C'.repeat(900))).toBe('maxPathAtoms');
    expect(limitOf(v2000(900, chainBonds(900)))).toBe('maxPathAtoms');
    expect(limitOf(v3000(900, chainBonds(900)))).toBe('maxPathAtoms');
    // Branches nested as deep as the chain is long: the same path.
    expect(limitOf('C('.repeat(400) + 'C' + ')'.repeat(400))).not.toBe('ok');
  });

  test('ring systems: a macrocycle or a fused system larger than maxRingSystemAtoms is refused', () => {
    expect(limitOf('C1' + 'C'.repeat(G.maxRingSystemAtoms - 2) + 'C1')).toBe('ok');
    expect(limitOf('C1' + 'C'.repeat(G.maxRingSystemAtoms - 1) + 'C1')).toBe('maxRingSystemAtoms');
    // A 10×26 grid (260 atoms, one fused system) overflows RDKit's InChI: refused (by its ring count first).
    expect(limitOf(v2000(260, gridBonds(10, 26)))).not.toBe('ok');
    const small = verdict(v2000(60, gridBonds(6, 10)));
    expect(small.stats).toMatchObject({ ringSystemAtoms: 60, rings: 45 });
  });

  test('atoms, bonds, bytes: many small pieces are measured, not parsed', () => {
    // Four 250-atom chains and one more atom: each piece is short, together too many atoms.
    expect(limitOf(`${'C'.repeat(250)}.`.repeat(G.maxAtoms / 250) + 'C')).toBe('maxAtoms');
    expect(limitOf(`${'C'.repeat(250)}.`.repeat(G.maxAtoms / 250 - 1) + 'C'.repeat(250))).toBe('ok');
    expect(limitOf('C'.repeat(G.maxBytes + 1))).toBe('maxBytes');
    // V2000 holds at most 999 atoms; V3000 any number.
    expect(limitOf(v3000(G.maxAtoms + 1, []))).toBe('maxAtoms');
    expect(limitOf('x'.repeat(STRUCTURE.molfileMaxBytes) + '\nM  END\n')).toBe('maxBytes');
  });

  test('bracket atoms: isotopes, charges and H counts RDKit would silently wrap', () => {
    expect(limitOf('[13C]')).toBe('ok');
    expect(limitOf('[99999C]')).toBe('maxIsotope');
    expect(limitOf('[C+9]')).toBe('maxAbsCharge');
    expect(limitOf('[C+++++++++]')).toBe('maxAbsCharge');
    expect(limitOf('[CH9]')).toBe('maxHCount');
    const chg = v2000(1, []).replace('M  END', 'M  CHG  1   1  99\nM  END');
    expect(limitOf(chg)).toBe('maxAbsCharge');
    const iso = v2000(1, []).replace('M  END', 'M  ISO  1   1 99999\nM  END');
    expect(limitOf(iso)).toBe('maxIsotope');
  });

  test('SMARTS: recursive $(…) nesting is bounded', () => {
    expect(limitOf('[$(C=O)]N')).toBe('ok');
    expect(limitOf('[$([$([$([$(C)])])])]')).toBe('maxRecursionDepth');
  });

  test('formulas: element counts and total atoms', () => {
    expect(formulaWithinLimits(parseFormula('C257H383N65O77S6')!)).toBe(true);
    expect(formulaWithinLimits(parseFormula('C99999H99999')!)).toBe(false);
    expect(formulaWithinLimits(new Map([['C', G.formulaMaxCount]]))).toBe(true);
    expect(formulaWithinLimits(new Map([['C', G.formulaMaxCount + 1]]))).toBe(false);
    expect(
      formulaWithinLimits(
        new Map([
          ['C', 4000],
          ['H', 4000],
          ['O', 4000],
        ]),
      ),
    ).toBe(false);
  });

  test('garbage is measured without throwing', () => {
    for (const s of [
      '',
      '((((',
      '))))',
      '[',
      ']',
      '%',
      '%(',
      '1234',
      '[[[[',
      '\n\n\nM  END',
      'V3000\nM  V30 COUNTS x y',
      '\u0000C',
    ]) {
      expect(() => checkStructureInput(s)).not.toThrow();
    }
  });
});

describe('the catalogue passes', () => {
  test('every DrugCentral structure (SMILES and molfile) is within every limit, with room to spare', () => {
    const smiles = fs
      .readFileSync(path.join(DATA, 'drugcentral_structures.smiles.tsv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.split('\t')[0]!)
      .filter(Boolean);
    const sdf = zlib
      .gunzipSync(fs.readFileSync(path.join(DATA, 'drugcentral_structures.molV2.sdf.gz')))
      .toString('utf8')
      .split('$$$$')
      .map((r) => r.replace(/^\s*\n/, ''))
      .filter((r) => r.includes('M  END'))
      .map((r) => r.slice(0, r.indexOf('M  END') + 6));
    expect(smiles.length).toBeGreaterThan(3900);
    expect(sdf.length).toBeGreaterThan(3900);
    let maxPath = 0;
    let maxAtoms = 0;
    let maxSystem = 0;
    const refused: string[] = [];
    for (const s of [...smiles, ...sdf]) {
      const v = checkStructureInput(s);
      if (!v.ok) refused.push(`${v.limit}: ${s.slice(0, 60)}`);
      maxPath = Math.max(maxPath, v.stats?.longestPath ?? 0);
      maxAtoms = Math.max(maxAtoms, v.stats?.atoms ?? 0);
      maxSystem = Math.max(maxSystem, v.stats?.ringSystemAtoms ?? 0);
    }
    expect(refused).toEqual([]);
    // The largest real molecules keep a margin to the limits (measured: path 150, 343 atoms, ring system 85).
    expect(maxPath).toBeLessThanOrEqual(G.maxPathAtoms * 0.6);
    expect(maxAtoms).toBeLessThanOrEqual(G.maxAtoms * 0.5);
    expect(maxSystem).toBeLessThanOrEqual(G.maxRingSystemAtoms * 0.8);
  });
});

describe('utf8ByteLength (the size limit, without Node’s Buffer in the browser bundle)', () => {
  test('counts what Buffer.byteLength counts: ASCII, Chinese, astral characters, lone surrogates, a molfile', () => {
    const molfile = 'x\n  RDKit 2D\n\n  0  0  0  0  0  0  0  0  0  0999 V2000\nM  END';
    for (const s of [
      '',
      'CCO',
      'c1ccccc1Cl',
      '氯沙坦',
      'N=O 亚硝胺 🧪',
      '\ud83d',
      'a\udc00b',
      '\ud83d\ud83d',
      'é'.repeat(300),
      molfile,
    ])
      expect(utf8ByteLength(s)).toBe(Buffer.byteLength(s, 'utf8'));
  });
  test('an oversized input is refused by its UTF-8 size, not its length in characters', () => {
    const chinese = '氯'.repeat(Math.ceil(STRUCTURE.guard.maxBytes / 3) + 1);
    expect(chinese.length).toBeLessThanOrEqual(STRUCTURE.guard.maxBytes);
    expect(checkStructureInput(chinese)).toMatchObject({ ok: false, limit: 'maxBytes' });
  });
});
