/**
 * Parsing a buyer's structure query (SMILES, SMARTS or molfile) with RDKit, pure apart from the RDKit module passed in.
 * The properties come from the same `computeProps` the seed stores, so the canonical SMILES,
 * InChIKey and Morgan fingerprint of a query compare 1:1 with the catalogue's.
 */
import type { MainModule as RDKitModule, Mol as JSMol } from '@rdkit/rdkit';
import { computeProps, parseMol, type ChemProps } from '@/lib/chem/props';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { looksLikeMolfile } from './types';

export class StructureQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StructureQueryError';
  }
}

export type ParsedQuery = {
  /** The text RDKit parses (SMILES without trailing name, or the molfile). */
  text: string;
  isMolfile: boolean;
  /** A SMARTS pattern (substructure only): no canonical SMILES, no properties. */
  smarts: boolean;
  /** RDKit canonical SMILES (null for SMARTS). */
  canonicalSmiles: string | null;
  /** Full properties, computed on first use by queryProps() (formula, MW, fingerprints). */
  props?: ChemProps | null;
};

/** Characters that only occur in SMARTS (or in SMILES with query meaning). */
const SMARTS_ONLY = /[~;!&$,]|\[#|\*/;

/** Normalise raw input: a molfile as is, a SMILES trimmed and cut at the first blank ("CCO ethanol" → "CCO"). */
export function queryText(input: { smiles?: string | null; molfile?: string | null }): { text: string; isMolfile: boolean } {
  const smiles = (input.smiles ?? '').trim();
  const molfile = input.molfile ?? '';
  if (smiles) {
    if (looksLikeMolfile(smiles)) return { text: smiles, isMolfile: true };
    return { text: smiles.split(/\s+/)[0]!, isMolfile: false };
  }
  if (molfile.trim()) return { text: molfile, isMolfile: true };
  return { text: '', isMolfile: false };
}

/**
 * Validate sizes and parse; throws StructureQueryError with the buyer's message.
 * Only the canonical SMILES is computed here (≈0.6 ms): the exact lookup needs nothing else.
 */
export function parseQuery(rd: RDKitModule, input: { smiles?: string | null; molfile?: string | null }): ParsedQuery {
  const { text, isMolfile } = queryText(input);
  if (!text) throw new StructureQueryError(STRUCTURE_MSG.empty);
  if (isMolfile ? Buffer.byteLength(text, 'utf8') > STRUCTURE.molfileMaxBytes : text.length > STRUCTURE.smilesMaxChars) {
    throw new StructureQueryError(STRUCTURE_MSG.tooLarge);
  }
  // SMARTS syntax (RDKit's SMILES parser accepts some of it, e.g. `~`) → substructure only.
  if (!isMolfile && SMARTS_ONLY.test(text)) {
    if (isSmarts(rd, text)) return { text, isMolfile, smarts: true, canonicalSmiles: null, props: null };
    throw new StructureQueryError(STRUCTURE_MSG.invalid);
  }
  // A SMILES RDKit cannot read (e.g. aromatic n without its H) is an error, not a SMARTS: a SMARTS reading
  // would screen poorly and scan the whole catalogue.
  const mol = parseMol(rd, text);
  if (!mol) throw new StructureQueryError(STRUCTURE_MSG.invalid);
  try {
    const canonicalSmiles = mol.get_smiles();
    if (!canonicalSmiles) throw new StructureQueryError(STRUCTURE_MSG.invalid);
    return { text, isMolfile, smarts: false, canonicalSmiles };
  } finally {
    mol.delete();
  }
}

/** Properties of the query (same computeProps as the seed; InChI left out), computed once. Null for SMARTS. */
export function queryProps(rd: RDKitModule, q: ParsedQuery): ChemProps | null {
  if (q.props === undefined) q.props = q.smarts ? null : computeProps(rd, q.text, { molfile: false, inchi: false });
  return q.props;
}

/** InChIKey of the query (the exact lookup's fallback for tautomers and other representations), or null. */
export function queryInchiKey(rd: RDKitModule, q: ParsedQuery): string | null {
  if (q.smarts) return null;
  return computeProps(rd, q.text, { molfile: false })?.inchiKey ?? null;
}

function isSmarts(rd: RDKitModule, text: string): boolean {
  let q: JSMol | null = null;
  try {
    q = rd.get_qmol(text);
    return !!q && q.is_valid() && q.get_num_atoms() > 0;
  } catch {
    return false;
  } finally {
    q?.delete();
  }
}

/**
 * The RDKit query molecule for a substructure search (the caller deletes it):
 * a SMILES or molfile is parsed as a molecule (aromaticity perceived, so a Kekulé benzene drawn in the
 * editor matches aromatic rings; atoms match by element, hydrogens unconstrained); SMARTS syntax
 * (`*`, `~`, `[#6]`, `;`, …) is parsed as SMARTS.
 */
export function substructureQueryMol(rd: RDKitModule, q: ParsedQuery): JSMol {
  let mol: JSMol | null = null;
  const smarts = q.smarts;
  try {
    mol = smarts ? rd.get_qmol(q.text) : parseMol(rd, q.text);
    if (!mol && !q.isMolfile) mol = rd.get_qmol(q.text);
  } catch {
    mol = null;
  }
  if (!mol || !mol.is_valid() || mol.get_num_atoms() === 0) {
    mol?.delete();
    throw new StructureQueryError(STRUCTURE_MSG.invalid);
  }
  if (mol.get_num_atoms() > STRUCTURE.queryMaxAtoms) {
    mol.delete();
    throw new StructureQueryError(STRUCTURE_MSG.tooComplex);
  }
  return mol;
}
