/**
 * Product lists and the chemistry-aware product search (one SQL query per page + one for the page's SKUs).
 *
 *   listProducts(db, { categoryId, brandIds, categoryIds, deliverys, packageValues, keyword, sort, pageNo, pageSize })
 *
 * Filters: category (with its descendants), brands, categories (each with descendants), delivery classes and
 * package values (one SKU must satisfy both), on-sale products only. Paging is in SQL; the total is counted
 * up to SEARCH_COUNT_CAP (+1) so a broad query never counts a million rows (`totalCapped` says so).
 *
 * Keyword: see classifyQuery. Identifier readings use btree lookups (code, cas, formula_hill, inchi_key,
 * standards.code_normalized); names use the CJK token array (GIN) and a trigram index on search_text for
 * Latin substrings; a Latin query that finds nothing falls back to pg_trgm word similarity (typos).
 * Ranking ('relevance' = 综合排序, the default with a keyword): exact identifier, exact name/synonym, prefix,
 * contains, then name — see docs/decisions/search.md and 0006-relevance-sort.md. name_asc is by name only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { hasSqlState, rowsOf, type Db } from '@/lib/db/client';
import { idList } from '@/lib/db/paged';
import { executePrepared, prepared, type PreparedStatement } from '@/lib/db/prepared';
import { SEARCH_COUNT_CAP, SEARCH_COUNT_CACHE, SEARCH_FUZZY_BUDGET_MS } from '@/lib/config/constants';
import type {
  PackageSummary,
  ProductListItem,
  ProductListQuery,
  ProductListResult,
  ProductSort,
} from '@/lib/domain/catalog/products';
import { minPrice } from '@/lib/domain/catalog/products';
import { classifyQuery, normalizeCode, type ClassifiedQuery, type QueryKind } from './query';
import { hasCjk, normalizeText, queryTerms, SEARCH_TEXT_SEPARATOR } from './tokens';

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

/**
 * `shown`: only the first `shown` products of the page become list items (their packages read, their items built);
 * `ids` carries the whole page. The search centre shows 10 products of the 100 whose ids it uses to find methods
 * and standards through products.
 */
export type ListProductsOptions = { shown?: number };

/**
 * The default sort: newest; after a keyword search relevance (综合排序) — a deliberate departure from spec §2.3's
 * name ascending, see docs/decisions/0006-relevance-sort.md.
 */
export function defaultSort(keyword: string | null | undefined): ProductSort {
  return keyword && keyword.trim() ? 'relevance' : 'newest';
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const textArray = (items: readonly string[]) =>
  sql`ARRAY[${sql.join(
    items.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
const intList = (items: readonly number[]) =>
  sql.join(
    items.map((n) => sql`${n}`),
    sql`, `,
  );

/** Ids of the categories and all their descendants (a small recursive query on the categories table). */
export async function categoryWithDescendants(db: Db, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.execute<{ id: number }>(sql`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM categories WHERE id IN (${intList(ids)})
      UNION
      SELECT c.id FROM categories c JOIN tree t ON c.parent_id = t.id
    )
    SELECT id FROM tree`);
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id));
}

/** standards.code_normalized folded like normalizeStandardCode (tolerates seeds that keep '/' in it; the table is small). */
const STANDARD_NORM = sql`regexp_replace(lower(s.code_normalized), '[[:space:]/_—–-]+', '', 'g')`;

/** The keyword condition and rank expression for one classified query. */
type KeywordPlan = {
  where: SQL;
  rank: SQL | null;
  similarity?: SQL;
  closeness?: SQL;
  /**
   * A CAS or formula reading with its catalogue-number variants: without filters, its relevance page is one prepared
   * statement (RANKED_BY), whose text does not change with the keyword.
   */
  identifier?: { column: IdentifierColumn; value: string; codes: readonly [string, string] };
};
type IdentifierColumn = 'cas' | 'formula_hill';

/** The catalogue-number condition every identifier-like query also tries. */
function codeCondition(q: ClassifiedQuery): SQL | null {
  if (!q.raw || /\s/.test(q.raw) || q.raw.length > 40) return null;
  const variants = Array.from(new Set(codeVariants(q.raw)));
  return sql`p.code IN (${sql.join(
    variants.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** A keyword as typed and as a normalised catalogue number. */
const codeVariants = (raw: string): [string, string] => [raw, normalizeCode(raw)];

/** Name matching for text queries: every term must match (tokens via GIN, substring via LIKE). */
function textCondition(normalized: string): SQL | null {
  const terms = queryTerms(normalized);
  if (!terms.length) return null;
  const parts: SQL[] = [];
  for (const t of terms) {
    if (t.tokens.length) parts.push(sql`p.search_tokens @> ${textArray(t.tokens)}`);
    if (t.like) parts.push(sql`p.search_text LIKE ${`%${likeEscape(t.like)}%`}`);
  }
  return sql.join(parts, sql` AND `);
}

/** Exact name (any part of search_text equals the query) → 1, a part starts with it → 2, else 3. */
function nameRank(normalized: string): SQL {
  const sep = SEARCH_TEXT_SEPARATOR;
  const exact = `%${sep}${likeEscape(normalized)}${sep}%`;
  const prefixFirst = `${likeEscape(normalized)}%`;
  const prefixAny = `%${sep}${likeEscape(normalized)}%`;
  return sql`CASE
    WHEN (${sep} || p.search_text || ${sep}) LIKE ${exact} THEN 1
    WHEN p.search_text LIKE ${prefixFirst} OR p.search_text LIKE ${prefixAny} THEN 2
    ELSE 3 END`;
}

function keywordPlan(q: ClassifiedQuery): KeywordPlan | null {
  const code = codeCondition(q);
  const withCode = (cond: SQL, column?: IdentifierColumn): KeywordPlan => ({
    where: code ? sql`(${code} OR ${cond})` : cond,
    rank: code ? sql`CASE WHEN ${code} THEN 0 ELSE 1 END` : null,
    ...(code && column ? { identifier: { column, value: q.normalized, codes: codeVariants(q.raw) } } : {}),
  });
  switch (q.kind) {
    case 'cas':
      return withCode(sql`p.cas = ${q.normalized}`, 'cas');
    case 'casInvalid':
      // Only a catalogue number can still match; the hint proposes the corrected CAS.
      return code ? { where: code, rank: null } : { where: sql`FALSE`, rank: null };
    case 'formula':
      return withCode(sql`p.formula_hill = ${q.normalized}`, 'formula_hill');
    case 'inchikey':
      return withCode(
        q.block
          ? sql`(p.inchi_key >= ${`${q.normalized}-`} AND p.inchi_key < ${`${q.normalized}.`})`
          : sql`p.inchi_key = ${q.normalized}`,
      );
    case 'standard': {
      const norm = q.normalized;
      return withCode(sql`p.id IN (
        SELECT sp.product_id FROM standard_products sp JOIN standards s ON s.id = sp.standard_id
        WHERE ${STANDARD_NORM} = ${norm} OR ${STANDARD_NORM} LIKE ${`${likeEscape(norm)}.%`})`);
    }
    case 'code':
    case 'text': {
      const norm = q.kind === 'code' ? normalizeText(q.raw) : q.normalized;
      const text = textCondition(norm);
      if (!text && !code) return null;
      const where = code && text ? sql`(${code} OR (${text}))` : (code ?? text)!;
      const rank = code ? sql`CASE WHEN ${code} THEN 0 ELSE ${nameRank(norm)} END` : nameRank(norm);
      // Within a tier, names closer in length to the query first (对乙酰氨基酚 before 对乙酰氨基酚杂质K).
      const closeness = hasCjk(norm) ? sql`length(coalesce(p.name_zh, p.name_en))` : sql`length(p.name_en)`;
      return { where, rank, closeness };
    }
  }
}

/** Fuzzy fallback (typos) on Latin text: pg_trgm word similarity, served by the trigram index on search_text. */
function fuzzyPlan(q: ClassifiedQuery): KeywordPlan | null {
  const norm = q.kind === 'code' ? normalizeText(q.raw) : q.normalized;
  if (!norm || hasCjk(norm) || norm.length < 4 || norm.length > 60) return null;
  // Numbers without letters (a mistyped CAS or lot number) have no useful "near" spelling: trigram
  // similarity on digits only finds unrelated products ("10390-3" → Maxacalcitol).
  if (!/[a-z]/i.test(norm)) return null;
  return {
    where: sql`${norm} <% p.search_text`,
    rank: null,
    similarity: sql`word_similarity(${norm}, p.search_text)`,
  };
}

function orderBy(sort: ProductSort, plan: KeywordPlan | null): SQL {
  const name = sql`lower(p.name_en) ASC, p.id ASC`;
  switch (sort) {
    case 'relevance':
      if (plan?.similarity) return sql`${plan.similarity} DESC, ${name}`;
      if (plan?.rank && plan.closeness) return sql`${plan.rank} ASC, ${plan.closeness} ASC, ${name}`;
      return plan?.rank ? sql`${plan.rank} ASC, ${name}` : name;
    case 'name_asc':
      return name;
    case 'name_desc':
      return sql`lower(p.name_en) DESC, p.id DESC`;
    case 'mw_asc':
      return sql`p.molecular_weight ASC NULLS LAST, p.id ASC`;
    case 'mw_desc':
      return sql`p.molecular_weight DESC NULLS LAST, p.id DESC NULLS LAST`;
    case 'newest':
    default:
      return sql`p.created_at DESC, p.id DESC`;
  }
}

const LIST_COLUMNS_TEXT = `p.id, p.code, p.name_zh, p.name_en, p.cas, p.formula, p.molecular_weight, p.purity, p.image_url,
  (p.smiles IS NOT NULL OR p.molfile IS NOT NULL) AS has_structure, p.is_hot, p.is_new, p.kind, p.brand_id, b.name AS brand_name`;
const LIST_COLUMNS = sql.raw(LIST_COLUMNS_TEXT);

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

/** Filter conditions (without the keyword). */
async function filterConditions(db: Db, q: ProductListQuery): Promise<SQL[] | null> {
  const conds: SQL[] = [sql`p.status = 1`];
  if (q.categoryId && q.categoryId > 0) {
    const ids = await categoryWithDescendants(db, [q.categoryId]);
    if (!ids.length) return null;
    conds.push(sql`p.category_id IN (${intList(ids)})`);
  }
  if (q.categoryIds?.length) {
    const ids = await categoryWithDescendants(db, q.categoryIds);
    if (!ids.length) return null;
    conds.push(sql`p.category_id IN (${intList(ids)})`);
  }
  if (q.brandIds?.length) conds.push(sql`p.brand_id IN (${intList(q.brandIds)})`);
  const skuConds: SQL[] = [];
  if (q.deliverys?.length)
    skuConds.push(
      sql`s.delivery IN (${sql.join(
        q.deliverys.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  if (q.packageValues?.length)
    skuConds.push(
      sql`s.package_value IN (${sql.join(
        q.packageValues.map((d) => sql`${d}`),
        sql`, `,
      )})`,
    );
  if (skuConds.length)
    conds.push(
      sql`EXISTS (SELECT 1 FROM skus s WHERE s.product_id = p.id AND s.status = 1 AND ${sql.join(skuConds, sql` AND `)})`,
    );
  return conds;
}

/**
 * Above this many matches a relevance ranking is not worth computing for every match (a broad word such as
 * 杂质 or impurity): the page is then ordered by name, which the name index serves without a sort.
 */
export const RELEVANCE_RANK_LIMIT = 2000;

/**
 * Capped counts, cached per database handle and condition for SEARCH_COUNT_CACHE.ttlMs: counting up to 10,001 rows of
 * a big category costs far more than reading the page itself (docs/decisions/0001-page-caching.md), and the pager
 * needs the total on every page of the same list. A count may lag an edit by the TTL (the list rows themselves are
 * always read live).
 */
const countCaches = ((
  globalThis as unknown as { __listCountCaches?: WeakMap<object, LRUCache<string, Promise<number>>> }
).__listCountCaches ??= new WeakMap());
const dialect = new PgDialect();

function countCacheOf(db: Db): LRUCache<string, Promise<number>> {
  let c = countCaches.get(db);
  if (!c) {
    c = new LRUCache<string, Promise<number>>({ max: SEARCH_COUNT_CACHE.maxEntries, ttl: SEARCH_COUNT_CACHE.ttlMs });
    countCaches.set(db, c);
  }
  return c;
}

/** Tests that change rows between two lists with the same condition: forget the cached counts. */
export function clearListCountCache(db: Db): void {
  countCaches.get(db)?.clear();
}

async function countCapped(db: Db, where: SQL): Promise<number> {
  const query = sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p WHERE ${where} LIMIT ${SEARCH_COUNT_CAP + 1}) t`;
  const q = dialect.sqlToQuery(query);
  const key = JSON.stringify([q.sql, q.params]);
  const cache = countCacheOf(db);
  const hit = cache.get(key);
  if (hit) return hit;
  const value = db.execute(query).then((r) => Number(rowsOf<{ n: number }>(r)[0]?.n ?? 0));
  cache.set(key, value);
  value.catch(() => cache.delete(key));
  return value;
}

async function fetchPage(db: Db, where: SQL, order: SQL, pageSize: number, offset: number): Promise<ListItemRow[]> {
  return rowsOf<ListItemRow>(
    await db.execute(sql`
      SELECT ${LIST_COLUMNS}
      FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE ${where}
      ORDER BY ${order}
      LIMIT ${pageSize} OFFSET ${offset}`),
  );
}

async function runPage(db: Db, conds: SQL[], order: SQL, pageSize: number, offset: number) {
  const where = sql.join(conds, sql` AND `);
  const [rows, total] = await Promise.all([fetchPage(db, where, order, pageSize, offset), countCapped(db, where)]);
  return { rows, total };
}

/**
 * Relevance order in one statement: the sort keys of at most RELEVANCE_RANK_LIMIT + 1 matches are computed once (a
 * materialised CTE), counted and ranked by PostgreSQL, and only the page's rows come back, joined to their list
 * columns. (The keys of every match used to come back to be sorted here: on PGlite, parsing up to 2,001 rows of
 * them cost more than ranking them.) Ties: similarity, rank, closeness, the lower-cased English name in code-point
 * order (COLLATE "C", whatever the database's collation), id. More matches than the limit (a broad word): the capped
 * count and a name-ordered page served by the name index.
 */
async function runRelevancePage(
  db: Db,
  conds: SQL[],
  plan: KeywordPlan,
  pageSize: number,
  offset: number,
  unfiltered = false,
) {
  const where = sql.join(conds, sql` AND `);
  const id = unfiltered ? plan.identifier : undefined;
  const rows = id
    ? await executePrepared<ListItemRow & { total: number }>(db, RANKED_BY[id.column], [
        id.codes[0],
        id.codes[1],
        id.value,
        RELEVANCE_RANK_LIMIT + 1,
        pageSize,
        offset,
      ])
    : rowsOf<ListItemRow & { total: number }>(
        await db.execute(sql`
          WITH c AS MATERIALIZED (
            SELECT p.id, COALESCE(${plan.rank ?? sql`0`}, 0) AS r, COALESCE(${plan.closeness ?? sql`0`}, 0) AS c,
                   COALESCE(${plan.similarity ?? sql`0`}, 0) AS s, COALESCE(lower(p.name_en), '') AS n
            FROM products p WHERE ${where} LIMIT ${RELEVANCE_RANK_LIMIT + 1}),
          pg AS (SELECT * FROM c ORDER BY s DESC, r, c, n COLLATE "C", id LIMIT ${pageSize} OFFSET ${offset})
          SELECT (SELECT count(*)::int FROM c) AS total, ${LIST_COLUMNS}
          FROM pg JOIN products p ON p.id = pg.id LEFT JOIN brands b ON b.id = p.brand_id
          ORDER BY pg.s DESC, pg.r, pg.c, pg.n COLLATE "C", pg.id`),
      );
  // A page past the last match has no row to carry the total: the list's capped count answers it.
  const total = rows.length ? Number(rows[0]!.total) : offset > 0 ? await countCapped(db, where) : 0;
  if (total > RELEVANCE_RANK_LIMIT) {
    const [page, capped] = await Promise.all([
      fetchPage(db, where, orderBy('name_asc', null), pageSize, offset),
      countCapped(db, where),
    ]);
    return { rows: page, total: capped };
  }
  return { rows, total };
}

/**
 * runRelevancePage's statement for a CAS or formula reading on products on sale, with no other filter (the header's
 * and the search centre's identifier searches; formulas are most of what the bench's buyers type): the same rows and
 * order as the general statement (similarity and closeness are 0 there), prepared once per connection, so it is
 * neither parsed nor planned per search. $1, $2: the catalogue-number variants; $3: the CAS or Hill formula;
 * $4: RELEVANCE_RANK_LIMIT + 1; $5, $6: page size and offset. Both indexes (code, cas / formula_hill) serve the OR.
 */
const rankedBy = (column: IdentifierColumn) =>
  prepared(
    `ranked_products_by_${column}`,
    `WITH c AS MATERIALIZED (
       SELECT p.id, CASE WHEN p.code IN ($1, $2) THEN 0 ELSE 1 END AS r, COALESCE(lower(p.name_en), '') AS n
       FROM products p WHERE p.status = 1 AND (p.code IN ($1, $2) OR p.${column} = $3) LIMIT $4),
     pg AS (SELECT * FROM c ORDER BY r, n COLLATE "C", id LIMIT $5 OFFSET $6)
     SELECT (SELECT count(*)::int FROM c) AS total, ${LIST_COLUMNS_TEXT}
     FROM pg JOIN products p ON p.id = pg.id LEFT JOIN brands b ON b.id = p.brand_id
     ORDER BY pg.r, pg.n COLLATE "C", pg.id`,
    ['text', 'text', 'text', 'int', 'int', 'int'],
  );
const RANKED_BY: Record<IdentifierColumn, PreparedStatement> = {
  cas: rankedBy('cas'),
  formula_hill: rankedBy('formula_hill'),
};

/** The packages on sale of some products (`$1`, ids), each product's in its own order. Prepared (lib/db/prepared.ts). */
const PACKAGES_OF = prepared(
  'packages_of_products',
  `SELECT id, product_id, package_value, price, stock, delivery FROM skus
   WHERE product_id = ANY (string_to_array($1, ',')::int[]) AND status = 1
   ORDER BY product_id, sort, id`,
  ['text'],
);

/** Package summaries of the page's products (one query). */
export async function packagesFor(db: Db, productIds: readonly number[]): Promise<Map<number, PackageSummary[]>> {
  const map = new Map<number, PackageSummary[]>();
  const ids = idList(productIds);
  if (!ids) return map;
  const rows = await executePrepared<PackageRow & { product_id: number }>(db, PACKAGES_OF, [ids]);
  for (const r of rows) {
    const list = map.get(Number(r.product_id)) ?? [];
    list.push(packageOf(r));
    map.set(Number(r.product_id), list);
  }
  return map;
}

/** A package (SKU) row of a list, in SQL column names. */
export type PackageRow = {
  id: number;
  package_value: string;
  price: string | number | null;
  stock: number | string;
  delivery: string;
};

export function packageOf(r: PackageRow): PackageSummary {
  return {
    skuId: Number(r.id),
    packageValue: r.package_value,
    // Spec §5: a zero price means no price (询价), whatever was stored.
    price: r.price === null || Number(r.price) <= 0 ? null : Number(r.price),
    stock: Number(r.stock),
    delivery: r.delivery,
  };
}

function toItems(rows: ListItemRow[], packages: Map<number, PackageSummary[]>): ProductListItem[] {
  return rows.map((r) => listItemOf(r, packages.get(Number(r.id)) ?? []));
}

/** The page's list items (the first `opts.shown` of them, with the page's `ids`, when asked). */
async function itemsOf(
  db: Db,
  rows: ListItemRow[],
  opts: ListProductsOptions,
): Promise<{ list: ProductListItem[]; ids?: number[] }> {
  const shown = opts.shown === undefined ? rows : rows.slice(0, Math.max(0, Math.trunc(opts.shown)));
  const list = toItems(
    shown,
    await packagesFor(
      db,
      shown.map((r) => Number(r.id)),
    ),
  );
  return opts.shown === undefined ? { list } : { list, ids: rows.map((r) => Number(r.id)) };
}

/** A list item from its product row and its packages. */
export function listItemOf(r: ListItemRow, pk: PackageSummary[]): ProductListItem {
  return {
    id: Number(r.id),
    code: r.code,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    cas: r.cas,
    formula: r.formula,
    molecularWeight: r.molecular_weight === null ? null : Number(r.molecular_weight),
    purity: r.purity,
    imageUrl: r.image_url,
    hasStructure: Boolean(r.has_structure),
    isHot: Boolean(r.is_hot),
    isNew: Boolean(r.is_new),
    kind: r.kind,
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    brandName: r.brand_name,
    minPrice: minPrice(pk.map((x) => x.price)),
    packages: pk,
  };
}

/**
 * Runs `fn` in a transaction whose statements PostgreSQL cancels after `ms` milliseconds (SET LOCAL
 * statement_timeout); a cancelled run answers null, any other error is thrown. On PGlite the setting is accepted but
 * a statement always runs to its end.
 */
/** SQLSTATE of a statement cancelled by statement_timeout. */
const QUERY_CANCELED = '57014';

export async function withStatementBudget<T>(db: Db, ms: number, fn: (tx: Db) => Promise<T>): Promise<T | null> {
  const budget = Math.max(1, Math.trunc(ms));
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${budget}`));
      return fn(tx);
    });
  } catch (err) {
    if (hasSqlState(err, QUERY_CANCELED)) return null;
    throw err;
  }
}

/**
 * One page of products for the product lists and the product search.
 * `pageNo` starts at 1; `pageSize` is clamped to 1..100.
 */
export async function listProducts(
  db: Db,
  q: ProductListQuery,
  opts: ListProductsOptions = {},
): Promise<ProductSearchResult> {
  const pageSize = Math.min(Math.max(Math.trunc(q.pageSize) || 10, 1), 100);
  const pageNo = Math.max(Math.trunc(q.pageNo) || 1, 1);
  const offset = (pageNo - 1) * pageSize;
  const keyword = q.keyword?.trim() ?? '';
  // Relevance without a keyword has nothing to rank by: newest.
  const sort: ProductSort = q.sort && !(q.sort === 'relevance' && !keyword) ? q.sort : defaultSort(keyword);
  const empty = (extra: Partial<ProductSearchResult> = {}): ProductSearchResult => ({
    list: [],
    total: 0,
    totalCapped: false,
    appliedSort: sort,
    ...extra,
  });

  const filters = await filterConditions(db, q);
  if (!filters) return empty();

  if (!keyword) {
    const { rows, total } = await runPage(db, filters, orderBy(sort, null), pageSize, offset);
    return {
      ...(await itemsOf(db, rows, opts)),
      total: Math.min(total, SEARCH_COUNT_CAP),
      totalCapped: total > SEARCH_COUNT_CAP,
      appliedSort: sort,
    };
  }

  const cq = classifyQuery(keyword);
  const meta = { kind: cq.kind, ...(cq.hint ? { hint: cq.hint, suggestion: cq.suggestion } : {}) };
  // 综合排序 ranks by relevance (exact identifiers, exact names, prefixes); every other sort is what it says.
  const applied: ProductSort = sort;

  const attempt = async (plan: KeywordPlan | null, on: Db = db) => {
    if (!plan) return null;
    // filterConditions' only condition without filters is p.status = 1 (what RANKED_BY has in its text).
    if (applied === 'relevance')
      return runRelevancePage(on, [...filters, plan.where], plan, pageSize, offset, filters.length === 1);
    return runPage(on, [...filters, plan.where], orderBy(applied, plan), pageSize, offset);
  };

  let res = await attempt(keywordPlan(cq));
  // An identifier reading that finds nothing (e.g. "THF" read as a formula) falls back to the name search.
  if ((!res || res.total === 0) && (cq.kind === 'formula' || cq.kind === 'inchikey' || cq.kind === 'standard')) {
    res = await attempt(keywordPlan({ kind: 'text', raw: cq.raw, normalized: normalizeText(cq.raw) }));
  }
  let fuzzy = false;
  if ((!res || res.total === 0) && (cq.kind === 'text' || cq.kind === 'code')) {
    const plan = fuzzyPlan(cq);
    const fz = plan ? await withStatementBudget(db, SEARCH_FUZZY_BUDGET_MS, (tx) => attempt(plan, tx)) : null;
    if (fz && fz.total > 0) {
      res = fz;
      fuzzy = true;
    }
  }
  if (!res) return empty(meta);
  return {
    ...(await itemsOf(db, res.rows, opts)),
    total: Math.min(res.total, SEARCH_COUNT_CAP),
    totalCapped: res.total > SEARCH_COUNT_CAP,
    appliedSort: applied,
    ...meta,
    ...(fuzzy ? { fuzzy: true } : {}),
  };
}

/** Product list items for given ids (at most 200), in that order; off-sale products are left out. */
export async function productItemsByIds(db: Db, ids: readonly number[]): Promise<ProductListItem[]> {
  const wanted = [...new Set(ids)].slice(0, 200);
  if (!wanted.length) return [];
  const rows = rowsOf<ListItemRow>(
    await db.execute(sql`
      SELECT ${LIST_COLUMNS}
      FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.id IN (${intList(wanted)}) AND p.status = 1`),
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  const ordered = wanted.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  return toItems(
    ordered,
    await packagesFor(
      db,
      ordered.map((r) => Number(r.id)),
    ),
  );
}

/**
 * The WHERE condition (alias p) a keyword puts on products, for aggregate queries (category counts);
 * null when the keyword cannot match anything.
 */
export function productMatchSql(keyword: string): SQL | null {
  const plan = keywordPlan(classifyQuery(keyword));
  return plan ? plan.where : null;
}
