/**
 * Chemical properties of one structure, computed with RDKit (WASM).
 * Takes the RDKit module as an argument, so scripts (seed, benchmarks) and the app share this code.
 *
 * Cost: about 2–3 ms per molecule (InChI is the largest part). MW and exact mass are summed
 * from element counts with RDKit's own per-element masses (cached), which is much cheaper than
 * RDKit's full descriptor set.
 */
import type { MainModule as RDKitModule, Mol as JSMol } from '@rdkit/rdkit';
import { ELEMENTS, hillFormula } from './formula';
import { checkStructureInput } from './guard';
import { passFault, withEngine } from './health';

export type ChemProps = {
  /** RDKit canonical SMILES. */
  canonicalSmiles: string;
  /** Hill formula of the whole structure (all components summed): "C8H9NO2". */
  formulaHill: string;
  /** Display formula: Hill formula per component, joined with "." ("C17H19NO3.ClH"); equals formulaHill for one component. */
  formula: string;
  /** Average molecular weight, 2 decimals. */
  molecularWeight: number;
  /** Monoisotopic mass, 4 decimals. */
  exactMass: number;
  inchi: string | null;
  inchiKey: string | null;
  /** V2000 molfile with 2D coordinates (null when opts.molfile is false). */
  molfile: string | null;
  /** RDKit pattern fingerprint with default parameters (what SubstructLibrary expects), 2048 bits. */
  patternFp: Uint8Array;
  /** Morgan radius 2, 2048 bits. */
  morganFp: Uint8Array;
  /** Number of disconnected components. */
  components: number;
};

export type PropsOptions = {
  /** Compute the molfile (default true). Benchmark catalogues skip it to save space. */
  molfile?: boolean;
  /** Compute InChI and InChIKey (default true). */
  inchi?: boolean;
};

export const MORGAN_FP_PARAMS = JSON.stringify({ radius: 2, nBits: 2048 });

type JsonAtom = { z?: number; impHs?: number; isotope?: number };
type JsonMol = {
  defaults?: { atom?: JsonAtom };
  molecules?: { atoms?: JsonAtom[]; bonds?: { atoms: [number, number] }[] }[];
};

const masses = new Map<string, { avg: number; exact: number }>();

/** RDKit's own average and monoisotopic mass of one neutral atom (cached per element and isotope). */
function atomMass(rdkit: RDKitModule, z: number, isotope: number): { avg: number; exact: number } {
  const key = `${z}:${isotope}`;
  const hit = masses.get(key);
  if (hit) return hit;
  const sym = ELEMENTS[z];
  let val = { avg: 0, exact: 0 };
  if (sym) {
    const m = rdkit.get_mol(`[${isotope > 0 ? isotope : ''}${sym}]`);
    if (m) {
      try {
        const d = JSON.parse(m.get_descriptors()) as { amw: number; exactmw: number };
        val = { avg: d.amw, exact: d.exactmw };
      } finally {
        m.delete();
      }
    }
  }
  masses.set(key, val);
  return val;
}

/** Formula symbol of an atom: D and T for hydrogen isotopes, else the element symbol. */
function symbolOf(z: number, isotope: number): string | null {
  if (z === 1 && isotope === 2) return 'D';
  if (z === 1 && isotope === 3) return 'T';
  return ELEMENTS[z] || null;
}

/**
 * Parse input (SMILES or molfile) to an RDKit molecule, or null. The caller deletes it.
 * Input beyond the chemistry guard (./guard.ts) is null without reaching RDKit; a WASM fault throws ChemEngineError.
 */
export function parseMol(rdkit: RDKitModule, input: string): JSMol | null {
  if (typeof input !== 'string') return null;
  const text = input.includes('\n') ? input : input.trim();
  if (text === '' || !checkStructureInput(text).ok) return null;
  return withEngine(rdkit, text, () => {
    let mol: JSMol | null = null;
    try {
      mol = rdkit.get_mol(text);
    } catch (err) {
      passFault(err, rdkit, text);
      mol = null;
    }
    if (!mol) return null;
    if (!mol.is_valid() || mol.get_num_atoms() === 0) {
      mol.delete();
      return null;
    }
    return mol;
  });
}

/** Element counts (per component) of a molecule, from RDKit's JSON (implicit H included). */
function countAtoms(rdkit: RDKitModule, mol: JSMol) {
  const json = JSON.parse(mol.get_json()) as JsonMol;
  const def = json.defaults?.atom ?? {};
  const m0 = json.molecules?.[0];
  const atoms = m0?.atoms ?? [];
  const n = atoms.length;
  // Union-find over bonds: components.
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  for (const b of m0?.bonds ?? []) {
    const ra = find(b.atoms[0]);
    const rb = find(b.atoms[1]);
    if (ra !== rb) parent[ra] = rb;
  }
  const total = new Map<string, number>();
  const perComp = new Map<number, Map<string, number>>();
  let avg = 0;
  let exact = 0;
  const add = (map: Map<string, number>, el: string, k: number) => map.set(el, (map.get(el) ?? 0) + k);
  atoms.forEach((a, i) => {
    const z = a.z ?? def.z ?? 6;
    const iso = a.isotope ?? def.isotope ?? 0;
    const hs = a.impHs ?? def.impHs ?? 0;
    const root = find(i);
    let comp = perComp.get(root);
    if (!comp) perComp.set(root, (comp = new Map()));
    const sym = symbolOf(z, iso);
    if (sym) {
      add(total, sym, 1);
      add(comp, sym, 1);
      const m = atomMass(rdkit, z, iso);
      avg += m.avg;
      exact += m.exact;
    }
    if (hs > 0) {
      add(total, 'H', hs);
      add(comp, 'H', hs);
      const h = atomMass(rdkit, 1, 0);
      avg += h.avg * hs;
      exact += h.exact * hs;
    }
  });
  return { total, comps: [...perComp.values()], avg, exact };
}

/**
 * Two decimals, half up, immune to summation noise: the atom masses summed in another order give
 * 151.16499999… or 151.16500000… for the same formula, which must not round to 151.16 for one product and
 * 151.17 for its isomer. Snap to 6 decimals first, then round in decimal (exponent notation, no binary ×100).
 */
export function round2(v: number): number {
  return Number(`${Math.round(Number(`${v.toFixed(6)}e2`))}e-2`);
}

/** Display formula: one Hill formula per component, identical components counted ("2Na"), largest first. */
function displayFormula(comps: Map<string, number>[]): string {
  const groups = new Map<string, { n: number; size: number }>();
  for (const c of comps) {
    const f = hillFormula(c);
    if (!f) continue;
    const size = [...c.entries()].reduce((s, [el, k]) => s + (el === 'H' ? 0 : k), 0);
    const g = groups.get(f);
    if (g) g.n++;
    else groups.set(f, { n: 1, size });
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].size - a[1].size || (a[0] < b[0] ? -1 : 1))
    .map(([f, g]) => (g.n > 1 ? `${g.n}${f}` : f))
    .join('.');
}

/** Properties from an already-parsed molecule (the caller keeps ownership). */
export function propsOfMol(rdkit: RDKitModule, mol: JSMol, opts: PropsOptions = {}): ChemProps | null {
  const canonicalSmiles = mol.get_smiles();
  if (!canonicalSmiles) return null;
  const { total, comps, avg, exact } = countAtoms(rdkit, mol);
  const formulaHill = hillFormula(total);
  if (!formulaHill) return null;
  let inchi: string | null = null;
  let inchiKey: string | null = null;
  if (opts.inchi !== false) {
    try {
      inchi = mol.get_inchi() || null;
      inchiKey = inchi ? rdkit.get_inchikey_for_inchi(inchi) || null : null;
    } catch (err) {
      passFault(err, rdkit);
      inchi = null;
      inchiKey = null;
    }
  }
  return {
    canonicalSmiles,
    formulaHill,
    formula: comps.length > 1 ? displayFormula(comps) : formulaHill,
    molecularWeight: round2(avg),
    exactMass: Math.round(exact * 10_000) / 10_000,
    inchi,
    inchiKey,
    molfile: opts.molfile === false ? null : mol.get_molblock(),
    patternFp: mol.get_pattern_fp_as_uint8array(),
    morganFp: mol.get_morgan_fp_as_uint8array(MORGAN_FP_PARAMS),
    components: comps.length,
  };
}

/**
 * All properties of a SMILES or molfile; null when RDKit cannot parse it (or it is beyond the guard).
 * Throws ChemEngineError when the module failed (never reported as an unreadable molecule).
 */
export function computeProps(rdkit: RDKitModule, smilesOrMolblock: string, opts: PropsOptions = {}): ChemProps | null {
  const mol = parseMol(rdkit, smilesOrMolblock);
  if (!mol) return null;
  return withEngine(rdkit, smilesOrMolblock, () => {
    try {
      return propsOfMol(rdkit, mol, opts);
    } catch (err) {
      passFault(err, rdkit, smilesOrMolblock);
      return null;
    } finally {
      try {
        mol.delete();
      } catch {
        /* a poisoned module: the molecule goes with it */
      }
    }
  });
}
