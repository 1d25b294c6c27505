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
import { rowsOf, type Db } from '@/lib/db/client';
import { SEARCH_COUNT_CAP, SEARCH_FUZZY_BUDGET_MS } from '@/lib/config/constants';
import type { ProductListItem, ProductListQuery, ProductSort } from '@/lib/domain/catalog/products';
import { classifyQuery } from './query';
import { normalizeText } from './tokens';
import { fuzzyPlan, intList, keywordPlan, type KeywordPlan, orderBy } from './keyword-plan';
import { itemsOf, LIST_COLUMNS, packagesFor, toItems } from './list-items';
import { filterConditions, runPage, runRelevancePage, withStatementBudget } from './list-pages';
import type { ListItemRow, ProductSearchResult } from './types';

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

export { categoryWithDescendants } from './keyword-plan';
export { listItemOf, packageOf, packagesFor } from './list-items';
export { clearListCountCache, RELEVANCE_RANK_LIMIT, withStatementBudget } from './list-pages';
