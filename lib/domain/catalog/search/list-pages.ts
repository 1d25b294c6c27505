/**
 * The queries behind one page of a product list: filter conditions, capped and cached counts, the page of rows
 * (plain or relevance-ranked) and the statement time budget (lib/domain/catalog/search/products.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import { hasSqlState, rowsOf, type Db } from '@/lib/db/client';
import { executePrepared, prepared, type PreparedStatement } from '@/lib/db/prepared';
import { SEARCH_COUNT_CAP, SEARCH_COUNT_CACHE } from '@/lib/config/constants';
import type { ProductListQuery } from '@/lib/domain/catalog/products';
import { categoryWithDescendants, type IdentifierColumn, intList, type KeywordPlan, orderBy } from './keyword-plan';
import { LIST_COLUMNS, LIST_COLUMNS_TEXT } from './list-items';
import type { ListItemRow } from './types';

/** Filter conditions (without the keyword). */
export async function filterConditions(db: Db, q: ProductListQuery): Promise<SQL[] | null> {
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

export async function runPage(db: Db, conds: SQL[], order: SQL, pageSize: number, offset: number) {
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
export async function runRelevancePage(
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
