/**
 * Lists and search: page sizes, search history, counts, fuzzy budget, structure search.
 * One area of lib/config/constants; index.ts re-exports every area (import from @/lib/config/constants).
 */

/** Largest page number any list accepts (header pageNo or ?pageNo=): past it the SQL offset is meaningless. */
export const PAGE_NO_MAX = 100_000;

/** Page sizes. */
export const PAGE_SIZE = {
  cartList: 100,
  categories: 999,
  brands: 99_999,
  helpTree: 100,
  helpTreeChildren: 999,
  compareList: 100,
  pagerDefault: 10,
  /**
   * Product lists (category lists, product search): 20, not the pager's default 10 — a deliberate departure from §9,
   * recorded in docs/decisions/search.md ("Page size of product lists").
   */
  productList: 20,
  homeSearch: 4,
  newsSearch: 12,
} as const;

/** Search history cookie. */
/** Longest search keyword: the search boxes' maxlength, the search API's bound and the search pages' query reading. */
export const SEARCH_KEYWORD_MAX_LENGTH = 200;
export const SEARCH_HISTORY_COOKIE = 'HISTORY_SEARCH';
export const SEARCH_HISTORY_MAX = 5;
export const SEARCH_HISTORY_DAYS = 7;

/** Search: result counts stop at this many (shown as "10000+"); broad queries never count a whole catalogue. */
export const SEARCH_COUNT_CAP = 10_000;
/** Capped list counts are kept per condition this long (a total may lag an edit by this much; rows never do). */
export const SEARCH_COUNT_CACHE = { ttlMs: 30_000, maxEntries: 2000 } as const;
/**
 * Time budget of the typo-tolerant (pg_trgm word similarity) fallback of a keyword search, which only runs when the
 * exact reading found nothing. Its trigram candidates grow with the catalogue (5.3 s p95 at 1M products:
 * docs/decisions/0014-keyword-search-10m.md); past the budget the search answers "nothing found" instead of waiting.
 * Enforced by PostgreSQL's statement_timeout (PGlite runs a statement to its end).
 */
export const SEARCH_FUZZY_BUDGET_MS = 300;

/** Structure search (lib/domain/catalog/structure, docs/decisions/0002-structure-search.md). */
export const STRUCTURE = {
  /** Accuracy (%) when none is given; 100 % means the exact lookup. */
  accuracyDefault: 100,
  /** Accuracy preset when the buyer switches to similarity search. */
  similarityDefault: 80,
  /** Result page size on /searchStructureFormula. */
  pageSize: 20,
  /** Largest page the API serves. */
  maxPageSize: 100,
  /** Substructure totals are counted up to this many hits ("200+")… */
  countCap: 200,
  /** …while counting beyond the requested page takes at most this long (ms). */
  countBudgetMs: 25,
  /** A substructure search stops after this long (ms) and shows what it found. */
  substructureTimeLimitMs: 3000,
  /** Deepest result position served (substructure and similarity). */
  maxDepth: 5000,
  /** Input limits. */
  smilesMaxChars: 2000,
  molfileMaxBytes: 100 * 1024,
  /** Largest substructure query (heavy atoms). */
  queryMaxAtoms: 120,
  /** How often an instance reads the shared index version (ms). */
  versionCheckMs: 5000,
  /** How often an instance re-counts indexed structures in the DB to catch writers that did not bump the version (ms). */
  driftCheckMs: 60_000,
  /** settings.key of the shared index version. */
  versionKey: 'structure_index_version',
  /**
   * Chemistry input guard (lib/platform/chem/guard.ts), checked before RDKit sees the text. RDKit's WASM stack (64 KiB)
   * overflows at a 579-atom path (canonical SMILES; 859 in the parser itself) and at a 260-atom fused ring system
   * (InChI); the catalogue's largest molecules: 343 atoms, a 150-atom longest path, an 85-atom ring system, 13 rings.
   * See docs/decisions/0003-chemistry-engine-guard.md.
   */
  guard: {
    /** SMILES/SMARTS bytes (molfiles: molfileMaxBytes). */
    maxBytes: 2000,
    /** Atoms (a molfile's explicit hydrogens included). */
    maxAtoms: 1000,
    maxBonds: 1100,
    /** Independent rings (ring closures). */
    maxRings: 80,
    /** Atoms of the largest fused ring system. */
    maxRingSystemAtoms: 120,
    /** Upper bound of atoms on any simple path (bounds RDKit's recursion depth). */
    maxPathAtoms: 300,
    /** Nested SMILES branches. */
    maxBranchDepth: 100,
    /** Nested recursive SMARTS $(…). */
    maxRecursionDepth: 3,
    /** Bracket-atom isotope (RDKit keeps 16 bits), charge (8 bits) and H count. */
    maxIsotope: 400,
    maxAbsCharge: 8,
    maxHCount: 8,
    /** Molecular formulas: count of one element, and of all atoms. */
    formulaMaxCount: 5000,
    formulaMaxTotal: 10_000,
  },
} as const;
