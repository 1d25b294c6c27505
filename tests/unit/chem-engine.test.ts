/**
 * RDKit module health (lib/platform/chem/health.ts, lib/platform/chem/rdkit.ts):
 * - input at the guard's limits runs through every RDKit operation the app uses without touching the stack cookie
 *   (the limits are safe, not just plausible);
 * - a real overflow, silent (stack cookie overwritten, no trap) or trapping (RuntimeError), poisons the module: the
 *   call throws ChemEngineError (never "invalid"), the cause is logged once with the input's size (not the input),
 *   the next getRDKit() is a fresh working module, and an engine whose libraries lived in the old module says so.
 */
import {
  ChemEngineError,
  engineFaults,
  getRDKit,
  isPoisoned,
  rdkitModulesCreated,
  selfTest,
  withEngine,
} from '@/lib/platform/chem/rdkit';
import { stackCheckRegistered, stackIntact } from '@/lib/platform/chem/health';
import { checkStructureInput } from '@/lib/platform/chem/guard';
import { computeProps, parseMol } from '@/lib/platform/chem/props';
import { structureSvgWith } from '@/lib/platform/chem/depict';
import { StructureEngine } from '@/lib/domain/catalog/structure/engine';
import { STRUCTURE } from '@/lib/config/constants';

const G = STRUCTURE.guard;
const MORGAN = JSON.stringify({ radius: 2, nBits: 2048 });

function v3000(n: number, bonds: [number, number][]): string {
  const lines = [
    '',
    '  engine-test',
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

/** A fused grid ring system of w×h atoms with a chain tail. */
function gridWithTail(w: number, h: number, tail: number): string {
  const bonds: [number, number][] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      if (x + 1 < w) bonds.push([y * w + x, y * w + x + 1]);
      if (y + 1 < h) bonds.push([y * w + x, (y + 1) * w + x]);
    }
  let prev = w * h - 1;
  for (let i = 0; i < tail; i++) {
    bonds.push([prev, w * h + i]);
    prev = w * h + i;
  }
  return v3000(w * h + tail, bonds);
}

/** A backbone with two methyls on every inner atom (many atoms, path = backbone). */
function comb(len: number): string {
  const bonds: [number, number][] = [];
  let n = len;
  for (let i = 0; i + 1 < len; i++) bonds.push([i, i + 1]);
  for (let i = 1; i < len - 1; i++) {
    bonds.push([i, n++]);
    bonds.push([i, n++]);
  }
  return v3000(n, bonds);
}

test('modules are created with their stack cookie found (silent overflows are detectable)', async () => {
  expect(stackCheckRegistered(await getRDKit())).toBe(true);
});

describe('inputs at the guard limits are safe for every RDKit operation', () => {
  const edge: [string, string][] = [
    ['chain at maxPathAtoms', 'C'.repeat(G.maxPathAtoms)],
    [
      'macrocycle at maxRingSystemAtoms with a tail',
      `C1${'C'.repeat(G.maxRingSystemAtoms - 2)}C1${'C'.repeat(G.maxPathAtoms - G.maxRingSystemAtoms)}`,
    ],
    ['fused 3×40 grid (120 atoms, 78 rings) with a tail', gridWithTail(3, 40, G.maxPathAtoms - 120)],
    ['comb: 896 atoms on a 300-atom backbone', comb(G.maxPathAtoms)],
    ['polyglycine, 75 residues', `N${'CC(=O)N'.repeat(74)}CC(=O)O`],
  ];
  test.each(edge)(
    '%s: accepted by the guard; parse, SMILES, JSON, fingerprints, InChI leave the stack intact',
    async (_label, input) => {
      expect(checkStructureInput(input).ok).toBe(true);
      const rd = await getRDKit();
      withEngine(rd, input, () => {
        const m = rd.get_mol(input)!;
        try {
          expect(m.is_valid()).toBe(true);
          m.get_smiles();
          m.get_json();
          m.get_morgan_fp_as_uint8array(MORGAN);
          m.get_pattern_fp_as_uint8array();
          const inchi = m.get_inchi();
          if (inchi) rd.get_inchikey_for_inchi(inchi);
        } finally {
          m.delete();
        }
      });
      expect(stackIntact(rd)).toBe(true);
      expect(isPoisoned(rd)).toBe(false);
    },
    60_000,
  );

  test('depiction of the longest accepted chain leaves the stack intact', async () => {
    const rd = await getRDKit();
    expect(structureSvgWith(rd, 'C'.repeat(G.maxPathAtoms), { width: 200, height: 150 })).toMatch(/^<svg/);
    expect(stackIntact(rd)).toBe(true);
  }, 60_000);
});

describe('a poisoned module is detected, logged once and replaced', () => {
  let errors: string[] = [];
  let spy: jest.SpyInstance;
  beforeEach(() => {
    errors = [];
    spy = jest
      .spyOn(console, 'error')
      .mockImplementation((...a: unknown[]) => void errors.push(a.map(String).join(' ')));
  });
  afterEach(() => spy.mockRestore());

  test('a silent stack overflow (590-atom chain written as SMILES: no trap, stack cookie overwritten) poisons the module', async () => {
    const rd1 = await getRDKit();
    const created = rdkitModulesCreated();
    const faults = engineFaults().count;
    const input = 'C'.repeat(590);
    // Bypassing the guard on purpose: RDKit returns normally, only the stack cookie tells.
    expect(() =>
      withEngine(rd1, input, () => {
        const m = rd1.get_mol(input)!;
        m.get_smiles();
        m.delete();
      }),
    ).toThrow(ChemEngineError);
    expect(isPoisoned(rd1)).toBe(true);
    expect(engineFaults().count).toBe(faults + 1);
    // Logged once, with the input's size, never the input itself.
    const logged = errors.filter((e) => e.includes('[rdkit]'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('590 bytes');
    expect(logged[0]).toContain('stack');
    expect(logged[0]).not.toContain('C'.repeat(50));
    // The poisoned module is refused (ChemEngineError, not "invalid" = null) …
    expect(() => computeProps(rd1, 'CCO')).toThrow(ChemEngineError);
    expect(() => parseMol(rd1, 'CCO')).toThrow(ChemEngineError);
    // … and the next getRDKit() is a fresh, working module.
    const rd2 = await getRDKit();
    expect(rd2).not.toBe(rd1);
    expect(rdkitModulesCreated()).toBe(created + 1);
    expect(selfTest(rd2)).toBe(true);
    expect(computeProps(rd2, 'CC(=O)Nc1ccc(O)cc1')!.formula).toBe('C8H9NO2');
  }, 60_000);

  test('a WASM trap (RuntimeError: memory access out of bounds) poisons the module the same way', async () => {
    const rd1 = await getRDKit();
    // Simulated: a real trap comes after a silent overflow whose corrupted memory may also hang the call, so the
    // trap itself is thrown here as RDKit's WASM throws it (the real overflow is covered by the test above).
    let thrown: unknown;
    try {
      withEngine(rd1, 'C'.repeat(700), () => {
        throw new WebAssembly.RuntimeError('memory access out of bounds');
      });
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ChemEngineError);
    expect(isPoisoned(rd1)).toBe(true);
    expect(errors.filter((e) => e.includes('[rdkit]'))).toHaveLength(1);
    expect(errors[0]).toContain('memory access out of bounds');
    expect(errors[0]).toContain('700 bytes');
    // A second failing call on the same module is not logged again.
    expect(() => withEngine(rd1, 'CCO', () => rd1.get_mol('CCO'))).toThrow(ChemEngineError);
    expect(errors.filter((e) => e.includes('[rdkit]'))).toHaveLength(1);
    const rd2 = await getRDKit();
    expect(rd2).not.toBe(rd1);
    expect(structureSvgWith(rd2, 'CC(=O)Nc1ccc(O)cc1')).toMatch(/^<svg/);
  }, 60_000);

  test('a structure engine whose libraries live in a poisoned module refuses to search (never an empty result)', async () => {
    const rd = await getRDKit();
    const p = computeProps(rd, 'CC(=O)Nc1ccc(O)cc1', { molfile: false, inchi: false })!;
    const engine = StructureEngine.build(rd, [
      { id: 1, smiles: p.canonicalSmiles, patternFp: p.patternFp, morganFp: p.morganFp },
    ]);
    const q = parseMol(rd, 'c1ccccc1')!;
    expect((await engine.substructure(q, 0, 10)).ids).toEqual([1]);
    expect(engine.poisoned).toBe(false);
    // Crash the module through a real overflow.
    expect(() => withEngine(rd, 'x', () => rd.get_mol('C'.repeat(900))?.get_smiles())).toThrow(ChemEngineError);
    expect(engine.poisoned).toBe(true);
    await expect(engine.substructure(q, 0, 10)).rejects.toBeInstanceOf(ChemEngineError);
    expect(() => engine.addRow({ id: 2, smiles: 'CCO', patternFp: p.patternFp, morganFp: p.morganFp })).toThrow(
      ChemEngineError,
    );
  }, 60_000);
});
