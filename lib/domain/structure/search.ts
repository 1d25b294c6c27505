/**
 * Structure search: exact (database: canonical SMILES or InChIKey, both indexed), substructure
 * (SubstructLibrary, paged without exhaustive counting) and similarity (Tanimoto on Morgan r2 2048,
 * threshold = accuracy %). Accuracy 100 % is ALWAYS the exact lookup, never "similarity = 1".
 */
import 'server-only';
import { and, asc, eq, or, sql, desc } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { getRDKit } from '@/lib/chem/rdkit';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { getStructureIndex } from './index';
import { productItemsByIds } from './products';
import { parseQuery, StructureQueryError, substructureQueryMol } from './query';
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

/** Exact matches: same canonical SMILES, or same InChIKey (tautomers and charge-separated forms). */
async function exactIds(db: Db, canonical: string, inchiKey: string | null, offset: number, limit: number) {
  const match = inchiKey ? or(eq(products.canonicalSmiles, canonical), eq(products.inchiKey, inchiKey)) : eq(products.canonicalSmiles, canonical);
  const where = and(eq(products.status, 1), match);
  const [rows, count] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(desc(sql`(${products.canonicalSmiles} = ${canonical})`), asc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(count[0]?.n ?? 0) };
}

export async function searchStructures(db: Db, input: StructureSearchInput): Promise<StructureSearchResult> {
  const t0 = performance.now();
  const accuracy = normalizeAccuracy(input.accuracy ?? STRUCTURE.accuracyDefault);
  const mode = effectiveMode(input.mode ?? null, accuracy);
  const pageSize = Math.min(Math.max(1, Math.floor(input.pageSize ?? STRUCTURE.pageSize)), STRUCTURE.maxPageSize);
  const pageNo = Math.max(1, Math.floor(input.pageNo ?? 1));
  const offset = (pageNo - 1) * pageSize;

  const rd = await getRDKit();
  const q = parseQuery(rd, { smiles: input.smiles, molfile: input.molfile });
  const props = q.props;
  const query = {
    canonicalSmiles: props?.canonicalSmiles ?? null,
    formula: props?.formula ?? null,
    molecularWeight: props?.molecularWeight ?? null,
    smarts: props === null,
  };
  // A SMARTS pattern describes many molecules: it only makes sense as a substructure query.
  if (!props && mode !== 'substructure') throw new StructureQueryError(STRUCTURE_MSG.invalid);
  if (mode !== 'exact' && offset + pageSize > STRUCTURE.maxDepth) throw new StructureQueryError(STRUCTURE_MSG.tooDeep);

  let ids: number[] = [];
  let scores = new Map<number, number>();
  let total = 0;
  let capped = false;

  if (mode === 'exact') {
    const r = await exactIds(db, props!.canonicalSmiles, props!.inchiKey, offset, pageSize);
    ids = r.ids;
    total = r.total;
    scores = new Map(ids.map((id) => [id, 1]));
  } else {
    const engine = await getStructureIndex(db);
    if (mode === 'similarity') {
      const page = engine.similarity(props!.morganFp, accuracy / 100, offset, pageSize);
      ids = page.items.map((h) => h.id);
      scores = new Map(page.items.map((h) => [h.id, h.score]));
      total = page.total;
    } else {
      const qmol = substructureQueryMol(rd, q);
      try {
        const page = engine.substructure(qmol, offset, pageSize, { countUpTo: STRUCTURE.countCap });
        ids = page.ids;
        total = page.found;
        capped = !page.complete;
      } finally {
        qmol.delete();
      }
      if (props) scores = engine.scores(props.morganFp, ids);
    }
  }

  const items = await productItemsByIds(db, ids);
  const list: StructureHit[] = items.map((it) => {
    const s = scores.get(it.id);
    return { ...it, similarity: s === undefined ? null : Math.round(s * 100) };
  });
  return { list, total, capped, mode, accuracy: mode === 'exact' ? 100 : accuracy, pageNo, pageSize, query, tookMs: Math.round((performance.now() - t0) * 10) / 10 };
}
