/**
 * Structure search: exact (database: canonical SMILES or InChIKey, both indexed), substructure
 * (SubstructLibrary, paged without exhaustive counting) and similarity (Tanimoto on Morgan r2 2048,
 * threshold = accuracy %). Accuracy 100 % is ALWAYS the exact lookup, never "similarity = 1" (different molecules can share a fingerprint).
 */
import 'server-only';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { getRDKit } from '@/lib/chem/rdkit';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { getStructureIndex } from './index';
import { productItemsByIds } from './products';
import { parseQuery, queryInchiKey, queryProps, StructureQueryError, substructureQueryMol } from './query';
import { effectiveMode, normalizeAccuracy, type StructureHit, type StructureMode, type StructureSearchResult } from './types';

export { StructureQueryError } from './query';

export type StructureSearchInput = {
  smiles?: string | null;
  molfile?: string | null;
  mode?: StructureMode | null;
  accuracy?: number | null;
  pageNo?: number;
  pageSize?: number;
};

/** Exact matches: same canonical SMILES (one b-tree lookup), else same InChIKey (tautomers, charge-separated forms). */
async function exactIds(db: Db, match: SQL, offset: number, limit: number) {
  const where = and(eq(products.status, 1), match);
  const [rows, count] = await Promise.all([
    db.select({ id: products.id }).from(products).where(where).orderBy(asc(products.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count[0]?.n ?? 0) };
}

export async function searchStructures(db: Db, input: StructureSearchInput, opts: { summary?: boolean } = {}): Promise<StructureSearchResult> {
  const t0 = performance.now();
  const accuracy = normalizeAccuracy(input.accuracy ?? STRUCTURE.accuracyDefault);
  const mode = effectiveMode(input.mode ?? null, accuracy);
  const pageSize = Math.min(Math.max(1, Math.floor(input.pageSize ?? STRUCTURE.pageSize)), STRUCTURE.maxPageSize);
  const pageNo = Math.max(1, Math.floor(input.pageNo ?? 1));
  const offset = (pageNo - 1) * pageSize;

  const rd = await getRDKit();
  const q = parseQuery(rd, { smiles: input.smiles, molfile: input.molfile });
  // A SMARTS pattern describes many molecules: it only makes sense as a substructure query.
  if (q.smarts && mode !== 'substructure') throw new StructureQueryError(STRUCTURE_MSG.invalid);
  if (mode !== 'exact' && offset + pageSize > STRUCTURE.maxDepth) throw new StructureQueryError(STRUCTURE_MSG.tooDeep);

  let ids: number[] = [];
  let scores = new Map<number, number>();
  let total = 0;
  let capped = false;
  let timedOut = false;

  if (mode === 'exact') {
    let r = await exactIds(db, eq(products.canonicalSmiles, q.canonicalSmiles!), offset, pageSize);
    if (r.total === 0) {
      const key = queryInchiKey(rd, q);
      if (key) r = await exactIds(db, eq(products.inchiKey, key), offset, pageSize);
    }
    ids = r.ids;
    total = r.total;
    scores = new Map(ids.map((id) => [id, 1]));
  } else {
    let engine = await getStructureIndex(db);
    // A background rebuild may have swapped the index in between: a retired engine answers nothing.
    if (engine.retired) engine = await getStructureIndex(db);
    const props = queryProps(rd, q);
    if (mode === 'similarity') {
      if (!props) throw new StructureQueryError(STRUCTURE_MSG.invalid);
      const page = engine.similarity(props.morganFp, accuracy / 100, offset, pageSize);
      ids = page.items.map((h) => h.id);
      scores = new Map(page.items.map((h) => [h.id, h.score]));
      total = page.total;
    } else {
      const qmol = substructureQueryMol(rd, q);
      const opts = { countUpTo: STRUCTURE.countCap, countBudgetMs: STRUCTURE.countBudgetMs, timeLimitMs: STRUCTURE.substructureTimeLimitMs };
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
      if (props) scores = engine.scores(props.morganFp, ids);
    }
  }

  const items = await productItemsByIds(db, ids);
  // The query's formula and MW for the result header (≈2 ms; computed once for similarity/substructure already).
  const props = opts.summary === false ? null : queryProps(rd, q);
  const query = {
    canonicalSmiles: q.canonicalSmiles,
    formula: props?.formula ?? null,
    molecularWeight: props?.molecularWeight ?? null,
    smarts: q.smarts,
  };
  const list: StructureHit[] = items.map((it) => {
    const s = scores.get(it.id);
    return { ...it, similarity: s === undefined ? null : Math.round(s * 100) };
  });
  return { list, total, capped, timedOut, mode, accuracy: mode === 'exact' ? 100 : accuracy, pageNo, pageSize, query, tookMs: Math.round((performance.now() - t0) * 10) / 10 };
}
