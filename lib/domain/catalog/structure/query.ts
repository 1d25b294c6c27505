/**
 * Parsing a buyer's structure query (SMILES, SMARTS or molfile) with RDKit, pure apart from the RDKit module passed in.
 * The properties come from the same code the seed stores them with (`propsOfMol` / `computeProps`), so the canonical
 * SMILES, InChIKey and Morgan fingerprint of a query compare 1:1 with the catalogue's.
 *
 * Cost: the parse itself and InChI are the largest parts, and the pattern fingerprint, as costly as InChI, is needed
 * by no query (the SubstructLibrary screens with its own query fingerprint; measured in
 * docs/investigations/structure-search-150k.md). So a query is parsed ONCE, only what its mode needs is
 * computed, and the result is kept in a bounded LRU cache keyed by the normalised input (`cachedQuery`): a repeated
 * query, the next result page or a switch of mode costs no RDKit work. The cache holds pure functions of the input
 * only (never results or catalogue data), so it cannot make instances disagree.
 */
import type { MainModule as RDKitModule, Mol as JSMol } from '@rdkit/rdkit';
import { computeProps, parseMol, propsOfMol, type ChemProps } from '@/lib/platform/chem/props';
import { checkStructureInput } from '@/lib/platform/chem/guard';
import { passFault, withEngine } from '@/lib/platform/chem/health';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { LRUCache } from 'lru-cache';
import { looksLikeMolfile } from './params';

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
  /** Display formula, Hill formula and MW, from the same parse as the canonical SMILES (null for SMARTS). */
  summary?: QuerySummary | null;
  /** Morgan fingerprint (radius 2, 2048 bits; similarity), computed on first use (null for SMARTS). */
  morganFp?: Uint8Array | null;
  /** InChIKey (the exact lookup's fallback), computed on first use; null for SMARTS or when InChI fails. */
  inchiKey?: string | null;
  /** Full properties, computed on first use by queryProps() (formula, MW, fingerprints). */
  props?: ChemProps | null;
};

export type QuerySummary = { formula: string; formulaHill: string; molecularWeight: number };

/** Bounds of the per-process query cache (entries, and bytes of input text + computed data). */
export const QUERY_CACHE_LIMITS = { maxEntries: 2000, maxBytes: 8 * 1024 * 1024 } as const;

/** Characters that only occur in SMARTS (or in SMILES with query meaning). */
const SMARTS_ONLY = /[~;!&$,]|\[#|\*/;

/** Normalise raw input: a molfile as is, a SMILES trimmed and cut at the first blank ("CCO ethanol" → "CCO"). */
export function queryText(input: { smiles?: string | null; molfile?: string | null }): {
  text: string;
  isMolfile: boolean;
} {
  const smiles = (input.smiles ?? '').trim();
  const molfile = input.molfile ?? '';
  if (smiles) {
    if (looksLikeMolfile(smiles)) return { text: smiles, isMolfile: true };
    return { text: smiles.split(/\s+/)[0]!, isMolfile: false };
  }
  if (molfile.trim()) return { text: molfile, isMolfile: true };
  return { text: '', isMolfile: false };
}

/** Size limits of the normalised text (bytes, atoms, bonds, rings, path, …: lib/platform/chem/guard.ts); throws the buyer's message. */
function checkSize(text: string, isMolfile: boolean): void {
  if (!text) throw new StructureQueryError(STRUCTURE_MSG.empty);
  if (
    isMolfile ? Buffer.byteLength(text, 'utf8') > STRUCTURE.molfileMaxBytes : text.length > STRUCTURE.smilesMaxChars
  ) {
    throw new StructureQueryError(STRUCTURE_MSG.tooLarge);
  }
  if (!checkStructureInput(text).ok) throw new StructureQueryError(STRUCTURE_MSG.tooLarge);
}

const NO_FP = new Uint8Array(0);

/**
 * Canonical SMILES, formula, MW (and the Morgan fp when asked) of a parsed molecule, with the seed's own
 * `propsOfMol` — minus the fingerprints a query does not need: `propsOfMol` always computes both, so it gets a view
 * of the molecule whose fingerprint getters it may skip return an empty vector.
 */
function leanProps(rd: RDKitModule, mol: JSMol, morgan: boolean): ChemProps | null {
  const view = new Proxy(mol, {
    get(target, key) {
      if (key === 'get_pattern_fp_as_uint8array' || (!morgan && key === 'get_morgan_fp_as_uint8array'))
        return () => NO_FP;
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return propsOfMol(rd, view, { molfile: false, inchi: false });
}

/**
 * Validate sizes and parse; throws StructureQueryError with the buyer's message.
 * One parse gives the canonical SMILES and the formula/MW of the result header (and the Morgan fp with
 * `{ morgan: true }`); InChI and the Morgan fp otherwise wait until needed (queryInchiKey / queryMorganFp).
 */
export function parseQuery(
  rd: RDKitModule,
  input: { smiles?: string | null; molfile?: string | null },
  opts: { morgan?: boolean } = {},
): ParsedQuery {
  const { text, isMolfile } = queryText(input);
  checkSize(text, isMolfile);
  return parseText(rd, text, isMolfile, !!opts.morgan);
}

function parseText(rd: RDKitModule, text: string, isMolfile: boolean, morgan: boolean): ParsedQuery {
  return withEngine(rd, text, () => parseTextOn(rd, text, isMolfile, morgan));
}

function parseTextOn(rd: RDKitModule, text: string, isMolfile: boolean, morgan: boolean): ParsedQuery {
  // SMARTS syntax (RDKit's SMILES parser accepts some of it, e.g. `~`) → substructure only.
  if (!isMolfile && SMARTS_ONLY.test(text)) {
    if (isSmarts(rd, text))
      return {
        text,
        isMolfile,
        smarts: true,
        canonicalSmiles: null,
        summary: null,
        morganFp: null,
        inchiKey: null,
        props: null,
      };
    throw new StructureQueryError(STRUCTURE_MSG.invalid);
  }
  // A SMILES RDKit cannot read (e.g. aromatic n without its H) is an error, not a SMARTS: a SMARTS reading
  // would screen poorly and scan the whole catalogue.
  const mol = parseMol(rd, text);
  if (!mol) throw new StructureQueryError(STRUCTURE_MSG.invalid);
  try {
    let p: ChemProps | null = null;
    try {
      p = leanProps(rd, mol, morgan);
    } catch (err) {
      passFault(err, rd, text);
      p = null;
    }
    if (p) {
      const q: ParsedQuery = {
        text,
        isMolfile,
        smarts: false,
        canonicalSmiles: p.canonicalSmiles,
        summary: { formula: p.formula, formulaHill: p.formulaHill, molecularWeight: p.molecularWeight },
      };
      if (morgan) q.morganFp = p.morganFp;
      return q;
    }
    // No formula (e.g. only dummy atoms): still a valid query by its canonical SMILES.
    const canonicalSmiles = mol.get_smiles();
    if (!canonicalSmiles) throw new StructureQueryError(STRUCTURE_MSG.invalid);
    return { text, isMolfile, smarts: false, canonicalSmiles, summary: null };
  } finally {
    mol.delete();
  }
}

type CacheEntry = { q: ParsedQuery } | { error: string };

const gq = globalThis as unknown as { __structureQueryCache?: LRUCache<string, CacheEntry> };

/** Approximate bytes held by one cache entry (key twice: the map key and the query text). */
function entryBytes(e: CacheEntry, key: string): number {
  if ('error' in e) return 2 * key.length + 64;
  const q = e.q;
  return (
    4 * key.length + 2 * (q.canonicalSmiles?.length ?? 0) + (q.morganFp?.byteLength ?? 0) + (q.props ? 1024 : 0) + 256
  );
}

/** The per-process query cache (a globalThis singleton, so Next's module re-instantiation shares it). */
export function queryCache(): LRUCache<string, CacheEntry> {
  return (gq.__structureQueryCache ??= new LRUCache<string, CacheEntry>({
    max: QUERY_CACHE_LIMITS.maxEntries,
    maxSize: QUERY_CACHE_LIMITS.maxBytes,
    // An entry heavier than maxSize on its own is simply not kept (maxEntrySize defaults to maxSize).
    sizeCalculation: entryBytes,
  }));
}

/**
 * parseQuery through the cache: the same input (after trimming / cutting a trailing name) returns the same
 * ParsedQuery object, on which the lazily computed Morgan fp and InChIKey are kept too. Unreadable input is
 * remembered as well and throws the same error again. Oversized input is rejected before the cache.
 */
export function cachedQuery(
  rd: RDKitModule,
  input: { smiles?: string | null; molfile?: string | null },
  opts: { morgan?: boolean } = {},
): ParsedQuery {
  const { text, isMolfile } = queryText(input);
  checkSize(text, isMolfile);
  const cache = queryCache();
  const key = (isMolfile ? 'M:' : 'S:') + text;
  const hit = cache.get(key);
  if (hit) {
    if ('error' in hit) throw new StructureQueryError(hit.error);
    if (opts.morgan) queryMorganFp(rd, hit.q);
    return hit.q;
  }
  let q: ParsedQuery;
  try {
    q = parseText(rd, text, isMolfile, !!opts.morgan);
  } catch (err) {
    if (err instanceof StructureQueryError) cache.set(key, { error: err.message });
    throw err;
  }
  cache.set(key, { q });
  return q;
}

/** Formula and MW of the query (computed with the canonical SMILES; null for SMARTS). */
export function querySummary(rd: RDKitModule, q: ParsedQuery): QuerySummary | null {
  if (q.summary === undefined) {
    const p = q.smarts ? null : queryProps(rd, q);
    q.summary = p ? { formula: p.formula, formulaHill: p.formulaHill, molecularWeight: p.molecularWeight } : null;
  }
  return q.summary;
}

/** Morgan fingerprint of the query (computed once, then kept on it); null for SMARTS. */
export function queryMorganFp(rd: RDKitModule, q: ParsedQuery): Uint8Array | null {
  if (q.morganFp === undefined) {
    if (q.smarts) q.morganFp = null;
    else if (q.props) q.morganFp = q.props.morganFp;
    else {
      const mol = parseMol(rd, q.text);
      q.morganFp = withEngine(rd, q.text, () => {
        try {
          return mol ? (leanProps(rd, mol, true)?.morganFp ?? null) : null;
        } catch (err) {
          passFault(err, rd, q.text);
          return null;
        } finally {
          mol?.delete();
        }
      });
    }
  }
  return q.morganFp;
}

/** Properties of the query (same computeProps as the seed; InChI left out), computed once. Null for SMARTS. */
export function queryProps(rd: RDKitModule, q: ParsedQuery): ChemProps | null {
  if (q.props === undefined) q.props = q.smarts ? null : computeProps(rd, q.text, { molfile: false, inchi: false });
  return q.props;
}

/** InChIKey of the query (the exact lookup's fallback for tautomers and other representations), or null; computed once. */
export function queryInchiKey(rd: RDKitModule, q: ParsedQuery): string | null {
  if (q.inchiKey !== undefined) return q.inchiKey;
  let key: string | null = null;
  if (!q.smarts) {
    const mol = parseMol(rd, q.text);
    if (mol) {
      key = withEngine(rd, q.text, () => {
        try {
          const inchi = mol.get_inchi();
          return inchi ? rd.get_inchikey_for_inchi(inchi) || null : null;
        } catch (err) {
          passFault(err, rd, q.text);
          return null;
        } finally {
          mol.delete();
        }
      });
    }
  }
  q.inchiKey = key;
  return key;
}

function isSmarts(rd: RDKitModule, text: string): boolean {
  if (!checkStructureInput(text).ok) return false;
  return withEngine(rd, text, () => {
    let q: JSMol | null = null;
    try {
      q = rd.get_qmol(text);
      return !!q && q.is_valid() && q.get_num_atoms() > 0;
    } catch (err) {
      passFault(err, rd, text);
      return false;
    } finally {
      q?.delete();
    }
  });
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
  if (!checkStructureInput(q.text).ok) throw new StructureQueryError(STRUCTURE_MSG.tooLarge);
  mol = withEngine(rd, q.text, () => {
    try {
      let m = smarts ? rd.get_qmol(q.text) : parseMol(rd, q.text);
      if (!m && !q.isMolfile) m = rd.get_qmol(q.text);
      return m;
    } catch (err) {
      passFault(err, rd, q.text);
      return null;
    }
  });
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
