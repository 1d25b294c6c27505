/**
 * The structure module's data types: what endpoints, pages and other modules may read. Types only (no runtime
 * imports), so code in the browser may import them too. The URL state and its parsing live in ./params.ts.
 */
import type { ProductListItem } from '@/lib/domain/catalog/products';
import type { STRUCTURE_MODES } from './params';

export type StructureMode = (typeof STRUCTURE_MODES)[number];

/** The spec's client state, kept in the URL. */
export type FormulaSearchData = { formula: string; accuracy: number };

export type StructureQueryState = FormulaSearchData & { mode: StructureMode; pageNo: number };

export type StructureHit = ProductListItem & {
  /** Morgan/Tanimoto similarity to the query, 0–100 (integer), or null when not computed. */
  similarity: number | null;
};

export type StructureSearchResult = {
  list: StructureHit[];
  /** Total hits; for a substructure search with `capped`, the number counted so far (a lower bound). */
  total: number;
  /** True when `total` is a lower bound ("200+"). */
  capped: boolean;
  /** A substructure search hit its time limit: the page shows what was found so far. */
  timedOut: boolean;
  /** The mode actually run (similarity at 100 % runs as exact). */
  mode: StructureMode;
  accuracy: number;
  pageNo: number;
  pageSize: number;
  /** The query as understood: canonical SMILES, Hill formula, MW (null for a SMARTS query). */
  query: { canonicalSmiles: string | null; formula: string | null; molecularWeight: number | null; smarts: boolean };
  /** Server time spent searching (ms), for diagnostics. */
  tookMs: number;
};
