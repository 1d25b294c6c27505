/**
 * What a product's other columns are computed from, the same way the seed computes them:
 *   - search columns: searchText([code, nameZh, nameEn, synonyms, cas, formula, formulaHill]) and its tokens
 *     (lib/db/seed/demo-products.ts withSearch, lib/domain/catalog/search/tokens.ts);
 *   - structure identity: lib/platform/chem/props.ts computeProps (canonical SMILES, formula, Hill formula, MW, exact mass,
 *     InChI, InChIKey, pattern and Morgan fingerprints) — the seed's props pool runs the same function.
 */
import 'server-only';
import type { ChemProps } from '@/lib/platform/chem/props';
import { computeProps, parseMol } from '@/lib/platform/chem/props';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { normalizeFormula } from '@/lib/platform/chem/formula';
import { searchText, searchTokens } from '@/lib/domain/catalog/search';

export type SearchParts = {
  code: string;
  nameZh: string | null;
  nameEn: string;
  synonyms: readonly string[];
  cas: string | null;
  formula: string | null;
  formulaHill: string | null;
};

export function searchColumns(p: SearchParts): { searchText: string; searchTokens: string[] } {
  const text = searchText([p.code, p.nameZh, p.nameEn, [...p.synonyms], p.cas, p.formula, p.formulaHill]);
  return { searchText: text, searchTokens: searchTokens(text) };
}

/** The product columns a structure sets (and the fingerprints of product_structures). */
export type Identity = {
  smiles: string;
  canonicalSmiles: string;
  formula: string;
  formulaHill: string;
  molecularWeight: number;
  exactMass: number;
  molfile: string | null;
  inchi: string | null;
  inchiKey: string | null;
  patternFp: Uint8Array;
  morganFp: Uint8Array;
};

export function identityOf(input: string, p: ChemProps): Identity {
  const isMolfile = input.includes('\n');
  return {
    smiles: isMolfile ? p.canonicalSmiles : input.trim(),
    canonicalSmiles: p.canonicalSmiles,
    formula: p.formula,
    formulaHill: p.formulaHill,
    molecularWeight: p.molecularWeight,
    exactMass: p.exactMass,
    molfile: p.molfile,
    inchi: p.inchi,
    inchiKey: p.inchiKey,
    patternFp: p.patternFp,
    morganFp: p.morganFp,
  };
}

/** The identity of a SMILES or molfile, or null when RDKit cannot read it. */
export async function computeIdentity(input: string, opts: { molfile?: boolean } = {}): Promise<Identity | null> {
  const rd = await getRDKit();
  const p = computeProps(rd, input, { molfile: opts.molfile ?? true, inchi: true });
  return p ? identityOf(input, p) : null;
}

/** Canonical SMILES of a structure (cheap: no InChI, no fingerprints), or null when unreadable. */
export async function canonicalOf(input: string): Promise<string | null> {
  const rd = await getRDKit();
  const mol = parseMol(rd, input);
  if (!mol) return null;
  try {
    return mol.get_smiles() || null;
  } finally {
    mol.delete();
  }
}

/** Hill formula of a formula text (no structure), or null. */
export const hillOf = (formula: string): string | null => normalizeFormula(formula);

export async function rdkit() {
  return getRDKit();
}
