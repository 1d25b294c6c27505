/**
 * Nitrosatable sites of a structure and their N-nitroso derivatives, with RDKit reaction SMARTS:
 *  - secondary amines: direct nitrosation, R2NH → R2N–N=O;
 *  - tertiary amines: nitrosative dealkylation (lower likelihood), R2N–CHR'2 → R2N–N=O (+ R'2C=O), one derivative
 *    per non-ring N–C bond to an sp3 carbon bearing hydrogen;
 *  - amide-type N–H (secondary amides, carbamates, ureas, sulfonamides): N-nitroso amides, listed separately — the
 *    CPCA does not apply to them;
 *  - N-nitroso groups already in the input are scored as they are.
 * Primary amines (aromatic or not), aromatic ring nitrogens, quaternary and charged nitrogens, hydrazines,
 * hydroxylamines, amidines and guanidines do not form stable N-nitrosamines and are not listed.
 *
 * Takes the RDKit module as an argument (pure with respect to the app): scripts, tests and the API share it.
 */
import type { MainModule as RDKitModule, Mol as JSMol, Reaction } from '@rdkit/rdkit';
import { passFault, withEngine } from '@/lib/platform/chem/health';
import { parseMol, propsOfMol } from '@/lib/platform/chem/props';
import { cpcaOf, findNitrosoGroups } from './cpca';
import { graphFromJson } from './graph';
import type { SiteType, Derivative, DeriveResult } from './types';

const NOT_AMINE = '!$(N[#6,#16,#15]=[#7,#8,#16]);!$(N[#7,#8]);!$(N-C#N);!$(N-[#16,#15])';
const SECONDARY = `[NX3;H1;+0;!a;${NOT_AMINE};$(N([#6])[#6]):1]`;
const TERTIARY_N = `[NX3;H0;+0;!a;${NOT_AMINE};$(N([#6])([#6])[#6])`;
const TERTIARY = `${TERTIARY_N}:1]-!@[CX4;!H0:2]`;
const AMIDE = '[NX3;H1;+0;!a;$(N[#6;!$([#6]=[#7,#8,#16])]);$(N-[$([#6]=[#8,#16]),$([#16](=O)=O)]):1]';

const SITE_NOTES: Record<SiteType, string> = {
  secondary: '仲胺：可直接亚硝化生成N-亚硝胺',
  tertiary: '叔胺：经亚硝化脱烷基生成N-亚硝胺，可能性较仲胺低',
  amide: '酰胺类N–H（酰胺、氨基甲酸酯、脲、磺酰胺）：可生成N-亚硝基酰胺，CPCA不适用，单独列出',
  existing: '输入结构中已含N-亚硝基',
};

type Rxn = { smarts: string; rxn: string; type: Exclude<SiteType, 'existing'> };
const RXNS: Rxn[] = [
  { type: 'secondary', smarts: SECONDARY.replace(':1]', ']'), rxn: `${SECONDARY}>>[N:1]N=O` },
  { type: 'tertiary', smarts: TERTIARY.replace(':1]', ']').replace(':2]', ']'), rxn: `${TERTIARY}>>[N:1]N=O.[C:2]` },
  { type: 'amide', smarts: AMIDE.replace(':1]', ']'), rxn: `${AMIDE}>>[N:1]N=O` },
];

function safeDelete(x: { delete(): void } | null | undefined): void {
  try {
    x?.delete();
  } catch {
    /* a poisoned module: the object goes with it */
  }
}

type Compiled = { q: JSMol; rxn: Reaction };
/** Compiled queries and reactions, per module (a poisoned module's objects go with it). */
const compiledCache = new WeakMap<RDKitModule, Map<string, Compiled>>();

function compiled(rd: RDKitModule, r: Rxn): Compiled {
  let m = compiledCache.get(rd);
  if (!m) compiledCache.set(rd, (m = new Map()));
  let c = m.get(r.type);
  if (!c) {
    const q = rd.get_qmol(r.smarts);
    const rxn = rd.get_rxn(r.rxn);
    if (!q || !rxn) throw new Error(`bad built-in SMARTS for ${r.type}`);
    m.set(r.type, (c = { q, rxn }));
  }
  return c;
}

/** Canonical product SMILES of each match of a reaction, in the order of the reactant template's matches. */
function runReaction(rd: RDKitModule, mol: JSMol, r: Rxn): { atoms: number[]; smiles: string }[] {
  const { q, rxn } = compiled(rd, r);
  const list = new rd.MolList();
  try {
    const matches = JSON.parse(mol.get_substruct_matches(q) || '[]') as { atoms: number[] }[] | { atoms?: number[] };
    const arr = Array.isArray(matches) ? matches : matches.atoms ? [matches as { atoms: number[] }] : [];
    if (arr.length === 0) return [];
    list.append(mol);
    const products = rxn.run_reactants(list, 1000);
    const out: { atoms: number[]; smiles: string }[] = [];
    try {
      const n = products.size();
      for (let i = 0; i < n; i++) {
        const set = products.get(i);
        const p = set?.at(0) ?? null;
        let smiles = '';
        if (p) {
          // Products come unsanitised: a round trip through SMILES sanitises them (and fails on a broken valence).
          const raw = p.get_smiles();
          const clean = raw ? rd.get_mol(raw) : null;
          smiles = clean?.is_valid() ? clean.get_smiles() : '';
          safeDelete(clean);
        }
        safeDelete(p);
        safeDelete(set);
        if (smiles && arr[i]) out.push({ atoms: arr[i]!.atoms, smiles });
      }
    } finally {
      safeDelete(products);
    }
    return out;
  } finally {
    safeDelete(list);
  }
}

/** The largest fragment (salts and solvents dropped), as SMILES. */
function mainComponent(smiles: string): string {
  const parts = smiles.split('.');
  if (parts.length < 2) return smiles;
  return parts.reduce((a, b) => (b.replace(/[^A-Za-z]/g, '').length > a.replace(/[^A-Za-z]/g, '').length ? b : a));
}

/** Derivative record of one N-nitroso SMILES (all its N-nitroso groups scored; the least potent-safe one kept). */
function scoreDerivative(
  rd: RDKitModule,
  smiles: string,
  siteType: SiteType,
  parentAtoms: number[],
): Derivative | null {
  const mol = parseMol(rd, smiles);
  if (!mol) return null;
  try {
    const props = propsOfMol(rd, mol, { molfile: false });
    if (!props) return null;
    const g = graphFromJson(mol.get_json());
    const groups = findNitrosoGroups(g);
    if (groups.length === 0) return null;
    // One derivative carries one new N-nitroso group; with several (an input that already had some), the most potent counts.
    const scored = groups.map((grp) => ({ grp, c: cpcaOf(g, grp) }));
    scored.sort((a, b) => a.c.acceptableIntakeNgPerDay - b.c.acceptableIntakeNgPerDay);
    const best = scored[0]!;
    return {
      siteType,
      siteNote: SITE_NOTES[siteType],
      parentAtoms,
      smiles: props.canonicalSmiles,
      inchiKey: props.inchiKey,
      formula: props.formula,
      molecularWeight: props.molecularWeight,
      nitrosoAtoms: [best.grp.amineN, best.grp.nitrosoN, best.grp.nitrosoO],
      ...best.c,
    };
  } finally {
    safeDelete(mol);
  }
}

/**
 * Every N-nitroso derivative of a structure (SMILES or molfile), scored by the CPCA; null when it cannot be parsed.
 * Throws ChemEngineError when the module failed.
 */
export function deriveNitrosamines(rd: RDKitModule, input: string): DeriveResult | null {
  const mol = parseMol(rd, input);
  if (!mol) return null;
  return withEngine(rd, input, () => {
    try {
      const parentSmiles = mol.get_smiles();
      let parentInchiKey: string | null = null;
      try {
        const inchi = mol.get_inchi();
        parentInchiKey = inchi ? rd.get_inchikey_for_inchi(inchi) || null : null;
      } catch (err) {
        passFault(err, rd, input);
      }
      const out: Derivative[] = [];
      const seen = new Set<string>();
      const push = (d: Derivative | null) => {
        if (!d || seen.has(d.smiles)) return;
        seen.add(d.smiles);
        out.push(d);
      };
      // N-nitroso groups already present.
      const g = graphFromJson(mol.get_json());
      const existing = findNitrosoGroups(g);
      if (existing.length)
        push(
          scoreDerivative(
            rd,
            mainComponent(parentSmiles),
            'existing',
            existing.map((e) => e.amineN),
          ),
        );
      for (const r of RXNS) {
        for (const p of runReaction(rd, mol, r)) push(scoreDerivative(rd, mainComponent(p.smiles), r.type, p.atoms));
      }
      const order: Record<SiteType, number> = { existing: 0, secondary: 1, tertiary: 2, amide: 3 };
      out.sort(
        (a, b) => order[a.siteType] - order[b.siteType] || a.acceptableIntakeNgPerDay - b.acceptableIntakeNgPerDay,
      );
      return { parentSmiles, parentInchiKey, derivatives: out };
    } catch (err) {
      passFault(err, rd, input);
      throw err;
    } finally {
      safeDelete(mol);
    }
  });
}
