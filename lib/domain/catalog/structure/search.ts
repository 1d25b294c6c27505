/**
 * Structure search: exact (canonical SMILES, else InChIKey), substructure (SubstructLibrary, paged without
 * exhaustive counting) and similarity (Tanimoto on Morgan r2 2048, threshold = accuracy %). Accuracy 100 % is
 * ALWAYS the exact lookup, never "similarity = 1" (different molecules can share a fingerprint).
 *
 * A query is parsed once and kept in a bounded per-process cache (./query.ts#cachedQuery), with only what its mode
 * needs computed: exact needs the canonical SMILES (+ formula/MW for the header), never a fingerprint.
 * The exact lookup is the database's alone (always current, the same on every instance): ONE prepared statement
 * reads the page of on-sale products with this canonical SMILES (`products_canonical_idx`), their total
 * (`count(*) over ()`) and their packages (./products.ts#exactItems); only when nothing matches is the InChIKey
 * computed and looked up the same way.
 * (Taking the ids from the in-memory index instead was measured: the row query costs the same by primary key as by
 * the canonical-SMILES b-tree, so it saved nothing and would have made results depend on the instance's index.)
 */
import 'server-only';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import type { Db } from '@/lib/db/client';
import { ChemEngineError, getRDKit, isEngineFault } from '@/lib/platform/chem/rdkit';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import { heavyAtomEstimate } from './fp';
import { getStructureIndex } from './index';
import { exactItems, productItemsByIds } from './products';
import {
  cachedQuery,
  queryInchiKey,
  queryMorganFp,
  querySummary,
  StructureQueryError,
  substructureQueryMol,
  type ParsedQuery,
} from './query';
import { effectiveMode, normalizeAccuracy } from './params';
import type { StructureHit, StructureMode, StructureSearchResult } from './types';

export { StructureQueryError } from './query';

export type StructureSearchInput = {
  smiles?: string | null;
  molfile?: string | null;
  mode?: StructureMode | null;
  accuracy?: number | null;
  pageNo?: number;
  pageSize?: number;
};

/** Exact matches, one page: same canonical SMILES, else (only when there is none) same InChIKey (tautomers, charge-separated forms). */
export async function exactMatches(
  db: Db,
  rd: RDKitModule,
  q: ParsedQuery,
  offset: number,
  limit: number,
): Promise<{ items: ProductListItem[]; total: number }> {
  const direct = await exactItems(db, 'canonicalSmiles', q.canonicalSmiles!, offset, limit);
  if (direct.total > 0) return direct;
  const key = queryInchiKey(rd, q);
  return key ? exactItems(db, 'inchiKey', key, offset, limit) : { items: [], total: 0 };
}

/**
 * Run a structure search. A failure of the chemistry engine (lib/platform/chem/health.ts: the module was poisoned, by this
 * request or another one, and is being re-created with its index) is STRUCTURE_MSG.indexBuilding, never "invalid"
 * and never an empty result.
 */
export async function searchStructures(
  db: Db,
  input: StructureSearchInput,
  opts: { summary?: boolean } = {},
): Promise<StructureSearchResult> {
  try {
    return await runSearch(db, input, opts);
  } catch (err) {
    if (err instanceof ChemEngineError || isEngineFault(err))
      throw new StructureQueryError(STRUCTURE_MSG.indexBuilding);
    throw err;
  }
}

async function runSearch(
  db: Db,
  input: StructureSearchInput,
  opts: { summary?: boolean },
): Promise<StructureSearchResult> {
  const t0 = performance.now();
  const accuracy = normalizeAccuracy(input.accuracy ?? STRUCTURE.accuracyDefault);
  const mode = effectiveMode(input.mode ?? null, accuracy);
  const pageSize = Math.min(Math.max(1, Math.floor(input.pageSize ?? STRUCTURE.pageSize)), STRUCTURE.maxPageSize);
  const pageNo = Math.max(1, Math.floor(input.pageNo ?? 1));
  const offset = (pageNo - 1) * pageSize;

  const rd = await getRDKit();
  // Parsed once per distinct input (cached); similarity and substructure also want the Morgan fp (scores).
  const q = cachedQuery(rd, { smiles: input.smiles, molfile: input.molfile }, { morgan: mode !== 'exact' });
  // A SMARTS pattern describes many molecules: it only makes sense as a substructure query.
  if (q.smarts && mode !== 'substructure') throw new StructureQueryError(STRUCTURE_MSG.invalid);
  if (mode !== 'exact' && offset + pageSize > STRUCTURE.maxDepth) throw new StructureQueryError(STRUCTURE_MSG.tooDeep);

  let items: ProductListItem[] = [];
  let scores = new Map<number, number>();
  let total = 0;
  let capped = false;
  let timedOut = false;

  if (mode === 'exact') {
    const r = await exactMatches(db, rd, q, offset, pageSize);
    items = r.items;
    total = r.total;
    scores = new Map(items.map((it) => [it.id, 1]));
  } else {
    let ids: number[] = [];
    let engine = await getStructureIndex(db);
    // A background rebuild may have swapped the index in between: a retired engine answers nothing.
    if (engine.retired) engine = await getStructureIndex(db);
    // An index living in a poisoned module would answer nothing (or garbage): it is being rebuilt.
    if (engine.poisoned) throw new ChemEngineError();
    const morganFp = queryMorganFp(rd, q);
    if (mode === 'similarity') {
      if (!morganFp) throw new StructureQueryError(STRUCTURE_MSG.invalid);
      const page = engine.similarity(morganFp, accuracy / 100, offset, pageSize);
      ids = page.items.map((h) => h.id);
      scores = new Map(page.items.map((h) => [h.id, h.score]));
      total = page.total;
    } else {
      const qmol = substructureQueryMol(rd, q);
      // A SMILES molecule query bounds the size of its hits (its heavy atoms): smaller molecules are skipped. A
      // SMARTS or a molfile (which may carry atom lists and any-atoms) bounds nothing.
      const minAtoms = !q.smarts && !q.isMolfile && q.canonicalSmiles ? heavyAtomEstimate(q.canonicalSmiles) : 0;
      const opts = {
        countUpTo: STRUCTURE.countCap,
        countBudgetMs: STRUCTURE.countBudgetMs,
        timeLimitMs: STRUCTURE.substructureTimeLimitMs,
        minAtoms,
      };
      try {
        let page = await engine.substructure(qmol, offset, pageSize, opts);
        // Retired while the search ran (its libraries freed): ask the current index once more.
        if (engine.retired && page.found === 0) {
          engine = await getStructureIndex(db);
          page = await engine.substructure(qmol, offset, pageSize, opts);
        }
        ids = page.ids;
        total = page.found;
        capped = !page.complete;
        timedOut = page.timedOut;
      } finally {
        qmol.delete();
      }
      if (morganFp) scores = engine.scores(morganFp, ids);
    }
    items = await productItemsByIds(db, ids);
  }

  // The query's formula and MW for the result header (computed with the canonical SMILES, cached with the query).
  const summary = opts.summary === false ? null : querySummary(rd, q);
  const query = {
    canonicalSmiles: q.canonicalSmiles,
    formula: summary?.formula ?? null,
    molecularWeight: summary?.molecularWeight ?? null,
    smarts: q.smarts,
  };
  const list: StructureHit[] = items.map((it) => {
    const s = scores.get(it.id);
    return { ...it, similarity: s === undefined ? null : Math.round(s * 100) };
  });
  return {
    list,
    total,
    capped,
    timedOut,
    mode,
    accuracy: mode === 'exact' ? 100 : accuracy,
    pageNo,
    pageSize,
    query,
    tookMs: Math.round((performance.now() - t0) * 10) / 10,
  };
}
