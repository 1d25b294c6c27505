/**
 * A structure typed or pasted as a search keyword (issue 16): the EXACT structure lookup, and where the buyer goes.
 *
 *   structureKeywordMatch(db, 'CC(=O)Nc1ccc(O)cc1') → { kind: 'product', redirect: '/goodsDetail/29', … }
 *   structureKeywordMatch(db, 'OC(=O)c1ccccc1O')   → { kind: 'results', redirect: '/searchStructureFormula?formula=…&accuracy=100&mode=exact', total: 2 }
 *   structureKeywordMatch(db, 'c1ccc2ccccc2c1')    → { kind: 'none', redirect: null, similarityHref: …, … }   (the page says so)
 *   structureKeywordMatch(db, '对乙酰氨基酚')         → null   (not a structure: the normal search, at the cost of one pure check)
 *
 * The lookup is the structure search's own (searchStructures in exact mode: the chemistry guard's size limits, the
 * per-process parse cache, canonical SMILES then InChIKey, on-sale products only), asked for two hits — enough to
 * tell one from several. A molfile that finds nothing goes to the search page with its canonical SMILES (a short,
 * readable keyword; the structure search page when that SMILES would not read as a structure keyword there); a SMILES
 * that finds nothing stays, and the page shows the notice with the similarity link.
 * Unreadable, oversized or engine-restarting input is an 'error' with the buyer's message, never a thrown error.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { STRUCTURE_SEARCH_PATH } from '@/lib/config/routes';
import { goodsHref } from '@/lib/domain/catalog/products';
import { structureLogKind, type SearchLogEntry } from '@/lib/domain/operations/insights';
import { searchStructures, StructureQueryError } from '@/lib/domain/catalog/structure';
import { structureSearchHref } from '@/lib/domain/catalog/structure';
import { structureKeyword, type StructureKeyword } from './structure-keyword';
import type { StructureKeywordMatch } from './types';

/**
 * The exact structure lookup for a keyword holding a SMILES or molfile, or null for any other keyword (a pure check,
 * no await of any work). `raw` is the query value as received (a molfile keeps its line breaks); `searchPath` is the
 * page a molfile without a match continues on (with its canonical SMILES as the keyword).
 */
export async function structureKeywordMatch(
  db: Db,
  raw: string | null | undefined,
  opts: { searchPath?: string } = {},
): Promise<StructureKeywordMatch | null> {
  const k = structureKeyword(raw);
  if (!k) return null;
  if (k.kind === 'flatMolfile')
    return failed('molfile', STRUCTURE_MSG.keywordMolfileFlat, STRUCTURE_SEARCH_PATH, 'molfile');
  try {
    return await lookup(db, k, opts.searchPath ?? '/searchCenter');
  } catch (err) {
    if (!(err instanceof StructureQueryError)) throw err;
    return failed(k.kind, err.message, STRUCTURE_SEARCH_PATH, k.kind === 'smiles' ? k.text : 'molfile');
  }
}

async function lookup(
  db: Db,
  k: Extract<StructureKeyword, { text: string }>,
  searchPath: string,
): Promise<StructureKeywordMatch> {
  const r = await searchStructures(
    db,
    {
      smiles: k.kind === 'smiles' ? k.text : null,
      molfile: k.kind === 'molfile' ? k.text : null,
      mode: 'exact',
      pageNo: 1,
      pageSize: 2,
    },
    { summary: false },
  );
  const canonical = r.query.canonicalSmiles;
  // The URL of the structure pages carries the canonical SMILES (short) — the molfile only if none was computed.
  const formula = canonical ?? k.text;
  const structureHref = structureSearchHref({ formula, mode: 'exact' });
  const similarityHref = structureSearchHref({ formula, accuracy: STRUCTURE.similarityDefault, mode: 'similarity' });
  const base = {
    input: k.kind,
    total: r.total,
    canonicalSmiles: canonical,
    structureHref,
    similarityHref,
    message: null,
  };
  const log: SearchLogEntry = { kind: structureLogKind('exact'), query: (canonical ?? k.text).slice(0, 200) };
  const only = r.total === 1 ? r.list[0] : undefined;
  if (only) return { ...base, kind: 'product', redirect: goodsHref(only.id), productId: only.id, log };
  if (r.total > 1) return { ...base, kind: 'results', redirect: structureHref, productId: null, log };
  // A molfile continues on the search page with its SMILES — when the page reads that back as a structure (not, say,
  // `CCO` or a SMILES with dummy atoms `*`); otherwise on the structure search, which says "none" with its own links.
  const asKeyword = k.kind === 'molfile' && canonical && structureKeyword(canonical)?.kind === 'smiles';
  const redirect =
    k.kind === 'smiles' ? null : asKeyword ? `${searchPath}?keyword=${encodeURIComponent(canonical)}` : structureHref;
  return { ...base, kind: 'none', redirect, productId: null, log };
}

function failed(
  input: 'smiles' | 'molfile',
  message: string,
  structureHref: string,
  query: string,
): StructureKeywordMatch {
  return {
    kind: 'error',
    input,
    redirect: null,
    total: 0,
    productId: null,
    canonicalSmiles: null,
    structureHref,
    similarityHref: null,
    message,
    log: { kind: structureLogKind('exact'), query: query.slice(0, 200) },
  };
}
