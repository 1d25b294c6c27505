/**
 * The search module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { ProductSort, ProductListResult } from '@/lib/domain/catalog/products';
import type { FILTER_ROWS } from './list-state';
import type { SEARCH_TYPES } from './routing';
import type { SearchLogEntry } from '@/lib/domain/operations/insights';

export type FacetOption = { value: string; label: string; count: number };

export type FilterPanelState = {
  /** The keyword the route supplies (query keyword), or '' when none. */
  routeKeyword: string;
  /** The keyword typed into the panel's box (used only when the route has none). */
  keyword: string;
  typeIds: number[];
};

/** What the panel emits (and what goes into the URL). */
export type FilterEmit = { keyword: string; typeIds: number[] };

export type HistoryEntry = { keyword: string; type: SearchType };

export type ListCacheParams = { cid: string; pageNo: string; sort: string; view: string };

/** A product row of a list query, in SQL column names (listItemOf maps it). */
export type ListItemRow = {
  id: number;
  code: string;
  name_zh: string | null;
  name_en: string;
  cas: string | null;
  formula: string | null;
  molecular_weight: number | string | null;
  purity: string | null;
  image_url: string | null;
  has_structure: boolean;
  is_hot: boolean;
  is_new: boolean;
  kind: string;
  brand_id: number | null;
  brand_name: string | null;
};

/** A package (SKU) row of a list, in SQL column names. */
export type PackageRow = {
  id: number;
  package_value: string;
  price: string | number | null;
  stock: number | string;
  delivery: string;
};

export type ViewMode = 'grid' | 'list';

export type ListState = {
  categoryId: number;
  categoryName: string;
  keyword: string;
  sort: ProductSort | null;
  brandIds: number[];
  categoryIds: number[];
  deliverys: string[];
  packageValues: string[];
  pageNo: number;
  view: ViewMode | null;
};

export type FilterKey = (typeof FILTER_ROWS)[number]['key'];

export type ProductSearchResult = ProductListResult & {
  /** True when `total` stopped at the cap (show "10000+"). */
  totalCapped: boolean;
  /** How the keyword was read (absent without a keyword). */
  kind?: QueryKind;
  /** A hint for the buyer (wrong CAS check digit). */
  hint?: string;
  /** The corrected identifier the hint proposes. */
  suggestion?: string;
  /** The results come from the typo-tolerant fallback. */
  fuzzy?: boolean;
  /** The sort actually applied ('relevance' = rank tiers, then name). */
  appliedSort: ProductSort;
  /** With `shown`: the ids of the whole page, in order (`list` then holds only the first `shown` of them). */
  ids?: number[];
};

export type QueryKind = 'cas' | 'casInvalid' | 'formula' | 'inchikey' | 'code' | 'standard' | 'text';

export type ClassifiedQuery = {
  kind: QueryKind;
  /** The canonical form to look up: hyphenated CAS, Hill formula, upper-case InChIKey or code, normalised standard code, normalised text. */
  normalized: string;
  /** The trimmed input. */
  raw: string;
  /** A Chinese hint to show the buyer (wrong CAS check digit). */
  hint?: string;
  /** The corrected identifier the hint proposes. */
  suggestion?: string;
  /** InChIKey: only the first (connectivity) block was given. */
  block?: boolean;
};

export type SearchType = (typeof SEARCH_TYPES)[number];

export type NavHandleIndex = 0 | 2 | 3 | 4;

export type ApiSearchItem = { api: string; apiEn: string | null; methodCount: number; firstMethodId: number };

export type NewsSearchItem = {
  id: number;
  title: string;
  summary: string;
  categoryName: string | null;
  coverUrl: string | null;
  publishedAt: string;
};

export type StructureKeywordMatch = {
  /** One product, several (the structure results), none, or a query the lookup could not run. */
  kind: 'product' | 'results' | 'none' | 'error';
  /** What the keyword was read as. */
  input: 'smiles' | 'molfile';
  /** Where the buyer goes now; null: the search page stays and shows the notice. */
  redirect: string | null;
  /** Products with this structure (on sale). */
  total: number;
  productId: number | null;
  canonicalSmiles: string | null;
  /** The exact structure search and the similarity search for this structure (the notice's links). */
  structureHref: string;
  similarityHref: string | null;
  /** 'error': the buyer's message (unreadable, too large, engine restarting, molfile without its line breaks). */
  message: string | null;
  /** The search as the insights log records it. */
  log: SearchLogEntry;
};
