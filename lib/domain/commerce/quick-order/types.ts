/**
 * The quick-order module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type Candidate = {
  productId: number;
  skuId: number;
  name: string;
  code: string;
  cas: string | null;
  packageValue: string;
  price: number | null;
  stock: number;
  delivery: string;
};

export type MatchStatus = 'found' | 'ambiguous' | 'inquiry' | 'not_found' | 'invalid';

export type MatchedLine = {
  lineNo: number;
  raw: string;
  query: string;
  pkg: string | null;
  qty: number;
  status: MatchStatus;
  /** Why (not_found / invalid / inquiry), in Chinese. */
  reason: string | null;
  /** The chosen package (found / inquiry). */
  match: Candidate | null;
  /** What the buyer chooses from (ambiguous), or the packages that exist (not_found for a package). */
  candidates: Candidate[];
};

export type MatchSummary = { lines: MatchedLine[]; counts: Record<MatchStatus, number> };
