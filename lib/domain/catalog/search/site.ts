/**
 * Site-wide search beyond the product list: methods, APIs (drug substances with methods), standards, news,
 * categories with counts, products about an API, and the exact-identifier shortcut to a goods page.
 * Every query is bounded (LIMIT) and paged in SQL.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import { idList, preparedPage, WINDOW_TOTAL } from '@/lib/db/paged';
import { executePrepared, prepared } from '@/lib/db/prepared';
import { SEARCH_COUNT_CAP } from '@/lib/config/constants';
import { methodsNeedingProducts, searchMethods } from '@/lib/domain/content/methods';
import type { MethodListItem } from '@/lib/domain/content/methods';
import {
  listStandards,
  STANDARD_ITEM_COLUMNS,
  standardItemOf,
  type StandardItemRow,
  type StandardListItem,
} from '@/lib/domain/content/standards';
import { plainText } from '@/lib/platform/html/sanitize';
import { classifyQuery, normalizeCode } from './query';
import { listProducts, productItemsByIds, productMatchSql } from './products';
import { normalizeText } from './tokens';
import type { ApiSearchItem, NewsSearchItem, ProductSearchResult } from './types';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const intList = (items: readonly number[]) =>
  sql.join(
    items.map((n) => sql`${n}`),
    sql`, `,
  );

export type Paging = { pageNo: number; pageSize: number };
const offsetOf = (p: Paging) => (Math.max(1, p.pageNo) - 1) * p.pageSize;

/* ───────────────────────── Exact identifier ───────────────────────── */

/**
 * The one product an exact identifier (catalogue number, CAS, InChIKey) names, or null when the keyword is
 * not such an identifier or names none or several products. Used to go straight to the goods page.
 */
const EXACT_BY_CAS = prepared('exact_product_by_cas', 'SELECT id FROM products WHERE status = 1 AND cas = $1 LIMIT 2', [
  'text',
]);
const EXACT_BY_INCHIKEY = prepared(
  'exact_product_by_inchikey',
  'SELECT id FROM products WHERE status = 1 AND inchi_key = $1 LIMIT 2',
  ['text'],
);
const EXACT_BY_CODE = prepared(
  'exact_product_by_code',
  'SELECT id FROM products WHERE status = 1 AND code IN ($1, $2) LIMIT 2',
  ['text', 'text'],
);

export async function exactProductMatch(db: Db, keyword: string | null | undefined): Promise<number | null> {
  const q = classifyQuery(keyword);
  if (!q.raw || /\s/.test(q.raw)) return null;
  let rows: { id: number }[];
  switch (q.kind) {
    case 'cas':
      rows = await executePrepared(db, EXACT_BY_CAS, [q.normalized]);
      break;
    case 'inchikey':
      if (q.block) return null;
      rows = await executePrepared(db, EXACT_BY_INCHIKEY, [q.normalized]);
      break;
    case 'code':
    case 'formula':
    case 'casInvalid':
    case 'standard':
    case 'text':
    default:
      if (q.raw.length > 40) return null;
      rows = await executePrepared(db, EXACT_BY_CODE, [q.raw, normalizeCode(q.raw)]);
  }
  return rows.length === 1 ? Number(rows[0]!.id) : null;
}

/* ───────────────────────────── Methods ────────────────────────────── */

/** How many of a keyword's best-matching products the method and standard searches fall back on. */
export const VIA_PRODUCTS = 100;

/** The ids of a keyword's best-matching products (relevance), computed at most once however often it is called. */
export type ProductIdsVia = () => Promise<number[]>;

/**
 * One product search shared by the method and standard searches of one page (the search centre asks both, and the
 * method tabs once per type): without it each fallback ran its own relevance ranking of the same keyword. `ranked`
 * lets a page reuse the product list it shows (listProducts of the same keyword, relevance, at least VIA_PRODUCTS).
 */
export function productIdsVia(
  db: Db,
  keyword: string | null | undefined,
  ranked?: Promise<{ list: { id: number }[]; ids?: number[] }>,
): ProductIdsVia {
  let ids: Promise<number[]> | null = null;
  return () =>
    (ids ??= (
      ranked ??
      listProducts(
        db,
        { keyword: (keyword ?? '').trim(), pageNo: 1, pageSize: VIA_PRODUCTS, sort: 'relevance' },
        { shown: 0 },
      )
    ).then((r) => (r.ids ?? r.list.map((p) => p.id)).slice(0, VIA_PRODUCTS)));
}

/**
 * Methods matching a keyword (API name, title, test item, series — lib/domain/content/methods) and, for identifiers
 * (CAS, formula, code, InChIKey) or when the names find nothing, methods that need a matching product.
 */
export async function searchMethodItems(
  db: Db,
  q: { keyword?: string | null; typeIds?: number[] } & Paging,
  via: ProductIdsVia = productIdsVia(db, q.keyword),
): Promise<{ list: MethodListItem[]; total: number }> {
  const keyword = (q.keyword ?? '').trim();
  const direct = await searchMethods(db, { keyword, typeIds: q.typeIds, pageNo: q.pageNo, pageSize: q.pageSize });
  if (!keyword || direct.total > 0) return direct;
  // Via products: the first VIA_PRODUCTS matching products, then the methods that need them.
  const ids = await via();
  if (!ids.length) return direct;
  const found = await methodsNeedingProducts(db, ids, q);
  return found.total > 0 ? found : direct;
}

/* ─────────────────────────── APIs (drugs) ─────────────────────────── */

/**
 * Drug substances (APIs) with methods whose name or English name contains a keyword (`$1`, a LIKE pattern, '' for
 * any): exact names first (`$2`), then names starting with it (`$3`), then by name. Prepared (lib/db/prepared.ts).
 */
const SEARCH_APIS = prepared(
  'search_apis',
  `SELECT m.api, max(m.api_en) AS api_en, count(*)::int AS n, min(m.id) AS first_id,
          min(CASE WHEN $2 = '' THEN 0 WHEN m.api = $2 OR lower(m.api_en) = lower($2) THEN 0 WHEN m.api LIKE $3 THEN 1 ELSE 2 END) AS rank,
          ${WINDOW_TOTAL}::int AS total
   FROM methods m WHERE ($1 = '' OR m.api ILIKE $1 OR m.api_en ILIKE $1)
   GROUP BY m.api ORDER BY rank, m.api LIMIT $4 OFFSET $5`,
  ['text', 'text', 'text', 'int', 'int'],
);

/** Drug substances (APIs) that have methods, matching a keyword (Chinese or English name). */
export async function searchApis(
  db: Db,
  q: { keyword?: string | null } & Paging,
): Promise<{ list: ApiSearchItem[]; total: number }> {
  const kw = (q.keyword ?? '').replace(/\s+/g, ' ').trim();
  const page = await preparedPage<{ api: string; api_en: string | null; n: number; first_id: number; total: number }>(
    db,
    SEARCH_APIS,
    [kw ? `%${likeEscape(kw)}%` : '', kw, kw ? `${likeEscape(kw)}%` : ''],
    { limit: q.pageSize, offset: offsetOf(q) },
  );
  return {
    list: page.rows.map((r) => ({
      api: r.api,
      apiEn: r.api_en,
      methodCount: Number(r.n),
      firstMethodId: Number(r.first_id),
    })),
    total: page.total,
  };
}

/** Products about an API: the standards and impurities its methods need; else a product search for the name. */
export async function apiProducts(
  db: Db,
  q: { api?: string | null; keyword?: string | null } & Paging,
): Promise<ProductSearchResult> {
  const api = (q.api ?? q.keyword ?? '').trim();
  if (!api) return { list: [], total: 0, totalCapped: false, appliedSort: 'name_asc' };
  const linked = rowsOf<{ product_id: number }>(
    await db.execute(sql`
      SELECT DISTINCT mp.product_id FROM method_products mp JOIN methods m ON m.id = mp.method_id
      WHERE m.api = ${api} OR lower(m.api_en) = lower(${api}) LIMIT 500`),
  ).map((r) => Number(r.product_id));
  if (!linked.length) return listProducts(db, { keyword: api, pageNo: q.pageNo, pageSize: q.pageSize });
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      SELECT p.id FROM products p WHERE p.id IN (${intList(linked)}) AND p.status = 1
      ORDER BY lower(p.name_en), p.id LIMIT ${q.pageSize} OFFSET ${offsetOf(q)}`),
  );
  const pageIds = rows.map((r) => Number(r.id));
  const page = await productItemsByIds(db, pageIds);
  return { list: page, total: linked.length, totalCapped: false, appliedSort: 'name_asc' };
}

/* ───────────────────────────── Standards ──────────────────────────── */

/**
 * Standards that list any of some products (`$1`, ids), of a status (`$2`) and category (`$3`) ('' for any). Built on
 * first use, not at load: content/standards is in this module's import cycle (content/standards → catalog/products →
 * catalog/search), and reading its STANDARD_ITEM_COLUMNS while this file loads failed whenever the cycle was entered
 * from content/standards (tests/unit/import-cycles.test.ts).
 */
let standardsOfProducts: ReturnType<typeof prepared> | undefined;
const STANDARDS_OF_PRODUCTS = () =>
  (standardsOfProducts ??= prepared(
    'standards_of_products',
    `SELECT t.*, ${WINDOW_TOTAL}::int AS total FROM (
     SELECT DISTINCT ${STANDARD_ITEM_COLUMNS}
     FROM standards s JOIN standard_products sp ON sp.standard_id = s.id
     WHERE sp.product_id = ANY (string_to_array($1, ',')::int[]) AND ($2 = '' OR s.status = $2) AND ($3 = '' OR s.category = $3)) t
   ORDER BY t.standard_code, t.id LIMIT $4 OFFSET $5`,
    ['text', 'text', 'text', 'int', 'int'],
  ));

/**
 * Standards matching a keyword: by number or title (lib/domain/content/standards), and — for product identifiers
 * or names — the standards that list a matching product.
 */
export async function searchStandards(
  db: Db,
  q: { keyword?: string | null; status?: string; category?: string } & Paging,
  via: ProductIdsVia = productIdsVia(db, q.keyword),
): Promise<{ list: StandardListItem[]; total: number }> {
  const keyword = (q.keyword ?? '').trim();
  const direct = await listStandards(db, {
    keyword,
    status: q.status,
    category: q.category,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  });
  if (!keyword || direct.total > 0) return direct;
  const ids = await via();
  if (!ids.length) return direct;
  const page = await preparedPage<StandardItemRow & { total: number }>(
    db,
    STANDARDS_OF_PRODUCTS(),
    [idList(ids), q.status ?? '', q.category ?? ''],
    {
      limit: q.pageSize,
      offset: offsetOf(q),
    },
  );
  return { list: page.rows.map(standardItemOf), total: page.total };
}

/* ─────────────────────────────── News ─────────────────────────────── */

/** At most this many words of a keyword narrow a news search. */
const NEWS_WORDS = 6;

/**
 * Published news whose title or summary contains each of up to NEWS_WORDS words (`$1` … `$6`, LIKE patterns, ''
 * for none), top and newest first, with the number of matches: ordered, counted and cut over ids and sort keys, the
 * page's rows (with the start of their content) read after. Prepared (lib/db/prepared.ts).
 */
const SEARCH_NEWS = prepared(
  'search_news',
  `SELECT n.id, n.title, n.summary, left(n.content, 600) AS content, c.name AS category_name, n.cover_url, n.published_at, pg.total
   FROM (SELECT n.id, n.is_top, n.published_at, ${WINDOW_TOTAL}::int AS total FROM news n
         WHERE n.status = 1 AND n.published_at <= now()
           AND ${Array.from({ length: NEWS_WORDS }, (_, i) => `($${i + 1} = '' OR n.title ILIKE $${i + 1} OR coalesce(n.summary, '') ILIKE $${i + 1})`).join(' AND ')}
         ORDER BY n.is_top DESC, n.published_at DESC, n.id DESC LIMIT $${NEWS_WORDS + 1} OFFSET $${NEWS_WORDS + 2}) pg
   JOIN news n ON n.id = pg.id LEFT JOIN news_categories c ON c.id = n.category_id
   ORDER BY pg.is_top DESC, pg.published_at DESC, pg.id DESC`,
  [...Array.from({ length: NEWS_WORDS }, () => 'text' as const), 'int', 'int'],
);

/** Published news whose title or summary contains the keyword (each word), newest first. */
export async function searchNews(
  db: Db,
  q: { keyword?: string | null } & Paging,
): Promise<{ list: NewsSearchItem[]; total: number }> {
  const words = normalizeText(q.keyword ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, NEWS_WORDS);
  const patterns = Array.from({ length: NEWS_WORDS }, (_, i) => (words[i] ? `%${likeEscape(words[i])}%` : ''));
  const page = await preparedPage<{
    id: number;
    title: string;
    summary: string | null;
    content: string;
    category_name: string | null;
    cover_url: string | null;
    published_at: Date | string;
    total: number;
  }>(db, SEARCH_NEWS, patterns, { limit: q.pageSize, offset: offsetOf(q) });
  const list = page.rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    summary: r.summary?.trim() || plainText(r.content, 120),
    categoryName: r.category_name,
    coverUrl: r.cover_url,
    publishedAt: new Date(r.published_at).toISOString(),
  }));
  return { list, total: Math.min(page.total, SEARCH_COUNT_CAP) };
}

/* ─────────────────────────── Categories ───────────────────────────── */

export type CategoryHit = { id: number; parentId: number | null; name: string; count: number };

/**
 * Categories holding products that match a keyword, with counts (counted over at most SEARCH_COUNT_CAP
 * matches), most matches first; categories whose own name matches come first with their catalogue count.
 */
export async function categoriesByKeyword(
  db: Db,
  keyword: string | null | undefined,
  limit = 50,
): Promise<CategoryHit[]> {
  const kw = (keyword ?? '').trim();
  if (!kw) return [];
  const match = productMatchSql(kw);
  const byName = rowsOf<{ id: number; parent_id: number | null; name: string; n: number }>(
    await db.execute(sql`
      SELECT id, parent_id, name, product_count AS n FROM categories
      WHERE is_visible AND name ILIKE ${`%${likeEscape(kw)}%`} ORDER BY sort, id LIMIT ${limit}`),
  );
  const byProducts = match
    ? rowsOf<{ id: number; parent_id: number | null; name: string; n: number }>(
        await db.execute(sql`
          SELECT c.id, c.parent_id, c.name, t.n FROM (
            SELECT m.category_id, count(*)::int AS n FROM (
              SELECT p.category_id FROM products p WHERE p.status = 1 AND ${match} LIMIT ${SEARCH_COUNT_CAP}
            ) m GROUP BY m.category_id
          ) t JOIN categories c ON c.id = t.category_id
          WHERE c.is_visible ORDER BY t.n DESC, c.id LIMIT ${limit}`),
      )
    : [];
  const out = new Map<number, CategoryHit>();
  for (const r of [...byName, ...byProducts]) {
    const id = Number(r.id);
    if (!out.has(id))
      out.set(id, {
        id,
        parentId: r.parent_id === null ? null : Number(r.parent_id),
        name: r.name,
        count: Number(r.n),
      });
  }
  return [...out.values()].slice(0, limit);
}
