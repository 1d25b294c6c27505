/**
 * Pharmacopoeia methods ("prodapiitem" in the original API): types, search, detail, the standards and
 * impurities each method needs, comparisons and summaries.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idList, preparedPage, WINDOW_TOTAL } from '@/lib/db/paged';
import { prepared } from '@/lib/db/prepared';
import { methodProducts, methods, methodTypes } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/catalog/products';
import { sanitizeRichText } from '@/lib/platform/html/sanitize';
import { productBriefs } from './products';
import type {
  MethodCompareColumn,
  MethodDetail,
  MethodListItem,
  MethodSearchQuery,
  MethodType,
  ProductSummaryRow,
  RequiredProduct,
} from './types';

/** How many methods one comparison or summary takes at most. */
export const MAX_COMPARE_METHODS = 6;

/** Method types with the number of methods of each. */
export async function listMethodTypes(db: Db): Promise<MethodType[]> {
  const rows = await db
    .select({ id: methodTypes.id, name: methodTypes.name, count: sql<number>`count(${methods.id})::int` })
    .from(methodTypes)
    .leftJoin(methods, eq(methods.typeId, methodTypes.id))
    .groupBy(methodTypes.id, methodTypes.name, methodTypes.sort)
    .orderBy(asc(methodTypes.sort), asc(methodTypes.id));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

const productCountSql = sql<number>`(select count(*)::int from ${methodProducts} where ${methodProducts.methodId} = ${methods.id})`;

const listCols = {
  id: methods.id,
  api: methods.api,
  apiEn: methods.apiEn,
  title: methods.title,
  source: methods.source,
  testItem: methods.testItem,
  series: methods.series,
  typeId: methods.typeId,
  typeName: methodTypes.name,
  isDemo: methods.isDemo,
  productCount: productCountSql,
};

/** Normalises a typed keyword: spec §2.3 strips commas and spaces from the classification filter keyword. */
export function normaliseMethodKeyword(k: string | null | undefined): string {
  return (k ?? '').replace(/[,，\s]+/g, '').trim();
}

/**
 * One page of methods' list items (MethodListItem in SQL, snake_case) and the number of all matches (`total`): the
 * matches are ordered, counted (WINDOW_TOTAL) and cut in a narrow subquery (id and sort keys), and the columns and
 * each method's count of required products are read for the page's rows only. `where` and `rank` are on methods m.
 */
const methodPageText = (where: string, rank: string, limit: string, offset: string) =>
  `SELECT m.id, m.api, m.api_en, m.title, m.source, m.test_item, m.series, m.type_id, t.name AS type_name, m.is_demo,
          (SELECT count(*)::int FROM method_products mp WHERE mp.method_id = m.id) AS product_count, pg.total
   FROM (SELECT m.id, ${rank} AS rank, m.api, ${WINDOW_TOTAL}::int AS total FROM methods m WHERE ${where}
         ORDER BY rank, m.api, m.id LIMIT ${limit} OFFSET ${offset}) pg
   JOIN methods m ON m.id = pg.id LEFT JOIN method_types t ON t.id = m.type_id
   ORDER BY pg.rank, pg.api, pg.id`;

type MethodItemRow = {
  id: number;
  api: string;
  api_en: string | null;
  title: string;
  source: string | null;
  test_item: string | null;
  series: string | null;
  type_id: number | null;
  type_name: string | null;
  is_demo: boolean;
  product_count: number;
  total: number;
};

const methodItemOf = (r: Omit<MethodItemRow, 'total'>): MethodListItem => ({
  id: Number(r.id),
  api: r.api,
  apiEn: r.api_en,
  title: r.title,
  source: r.source,
  testItem: r.test_item,
  series: r.series,
  typeId: r.type_id === null ? null : Number(r.type_id),
  typeName: r.type_name,
  isDemo: Boolean(r.is_demo),
  productCount: Number(r.product_count),
});

/** Type ids as a statement's text parameter ('' for any type). */
const typeList = (typeIds: readonly number[] | undefined) => idList(typeIds ?? []);

/**
 * Methods matching a keyword in the API name, its English name, title, search text, series or test item (`$1`, a
 * LIKE pattern, '' for any), exact API-name hits first (`$2`), of some types (`$3`, ids, '' for any) and a series
 * (`$4`, '' for any). Prepared (lib/db/prepared.ts): on PGlite, planning this statement cost as much as running it.
 */
const SEARCH_METHODS = prepared(
  'search_methods',
  methodPageText(
    `($1 = '' OR m.api ILIKE $1 OR m.api_en ILIKE $1 OR m.title ILIKE $1 OR m.search_text ILIKE $1 OR m.series ILIKE $1 OR m.test_item ILIKE $1)
     AND ($3 = '' OR m.type_id = ANY (string_to_array($3, ',')::int[])) AND ($4 = '' OR m.series = $4)`,
    `CASE WHEN m.api = $2 THEN 0 ELSE 1 END`,
    '$5',
    '$6',
  ),
  ['text', 'text', 'text', 'text', 'int', 'int'],
);

/** Methods matching a keyword (API name, title, test item, series) and types, paged in SQL. */
export async function searchMethods(db: Db, q: MethodSearchQuery): Promise<{ list: MethodListItem[]; total: number }> {
  const kw = normaliseMethodKeyword(q.keyword);
  const page = await preparedPage<MethodItemRow>(
    db,
    SEARCH_METHODS,
    [kw ? `%${escapeLike(kw)}%` : '', kw, typeList(q.typeIds), q.series ?? ''],
    {
      limit: q.pageSize,
      offset: (Math.max(1, q.pageNo) - 1) * q.pageSize,
    },
  );
  return { list: page.rows.map(methodItemOf), total: page.total };
}

const fixCount = <T extends { productCount: number }>(r: T): T => ({ ...r, productCount: Number(r.productCount) });

/** Featured methods for the landing page: the ones with the most required products. */
export async function featuredMethods(db: Db, limit = 8): Promise<MethodListItem[]> {
  const rows = await db
    .select(listCols)
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .orderBy(desc(productCountSql), desc(methods.updatedAt), asc(methods.id))
    .limit(limit);
  return rows.map(fixCount);
}

export async function getMethod(db: Db, id: number): Promise<MethodDetail | null> {
  const rows = await db
    .select({ ...listCols, content: methods.content, updatedAt: methods.updatedAt })
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .where(eq(methods.id, id))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  return { ...fixCount(r), content: sanitizeRichText(r.content), updatedAt: r.updatedAt.toISOString() };
}

/** Methods by ids, in the order given (missing ids are skipped). */
export async function getMethods(db: Db, ids: readonly number[]): Promise<MethodDetail[]> {
  const wanted = [...new Set(ids)].slice(0, MAX_COMPARE_METHODS * 10);
  if (!wanted.length) return [];
  const rows = await db
    .select({ ...listCols, content: methods.content, updatedAt: methods.updatedAt })
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .where(inArray(methods.id, wanted));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return wanted.flatMap((id) => {
    const r = byId.get(id);
    return r ? [{ ...fixCount(r), content: sanitizeRichText(r.content), updatedAt: r.updatedAt.toISOString() }] : [];
  });
}

/** At most this many methods found through products count toward a search's total. */
export const METHODS_VIA_PRODUCTS_MAX = 500;

/** Methods that need any of some products (`$1`, ids), of some types (`$2`, ids, '' for any), by API name. */
const METHODS_NEEDING_PRODUCTS = prepared(
  'methods_needing_products',
  methodPageText(
    `m.id IN (SELECT mp.method_id FROM method_products mp WHERE mp.product_id = ANY (string_to_array($1, ',')::int[]))
     AND ($2 = '' OR m.type_id = ANY (string_to_array($2, ',')::int[]))`,
    '0',
    '$3',
    '$4',
  ),
  ['text', 'text', 'int', 'int'],
);

/**
 * One page of the methods that need any of the given products (list items, by API name), with how many there are
 * (at most METHODS_VIA_PRODUCTS_MAX), in one statement: the search's fallback for identifiers and product names.
 */
export async function methodsNeedingProducts(
  db: Db,
  productIds: readonly number[],
  q: { typeIds?: number[]; pageNo: number; pageSize: number },
): Promise<{ list: MethodListItem[]; total: number }> {
  const ids = idList(productIds);
  if (!ids) return { list: [], total: 0 };
  const page = await preparedPage<MethodItemRow>(db, METHODS_NEEDING_PRODUCTS, [ids, typeList(q.typeIds)], {
    limit: q.pageSize,
    offset: (Math.max(1, q.pageNo) - 1) * q.pageSize,
  });
  return { list: page.rows.map(methodItemOf), total: Math.min(page.total, METHODS_VIA_PRODUCTS_MAX) };
}

/** Role order: the main standard first, then system suitability, then impurities A, B, C …, then the rest. */
export function roleRank(role: string): number {
  if (/对照品|标准品|reference/i.test(role) && !/杂质/.test(role)) return 0;
  if (/系统适用/.test(role)) return 1;
  if (/杂质/.test(role)) return 2;
  return 3;
}

/** Every standard and impurity a method needs, with packages and prices. */
export async function methodRequiredProducts(db: Db, methodId: number): Promise<RequiredProduct[]> {
  const links = await db
    .select({ productId: methodProducts.productId, role: methodProducts.role, sort: methodProducts.sort })
    .from(methodProducts)
    .where(eq(methodProducts.methodId, methodId))
    .orderBy(asc(methodProducts.sort), asc(methodProducts.productId))
    .limit(500);
  const briefs = new Map(
    (
      await productBriefs(
        db,
        links.map((l) => l.productId),
      )
    ).map((b) => [b.id, b]),
  );
  return links
    .flatMap((l) => {
      const b = briefs.get(l.productId);
      return b ? [{ ...b, role: l.role, sort: l.sort }] : [];
    })
    .sort((a, b) => a.sort - b.sort || roleRank(a.role) - roleRank(b.role) || a.role.localeCompare(b.role, 'zh-CN'));
}

/** Products of a method, paged (prodapiitem/product/list; apiserver/getProdsByProdApiItemId). */
export async function methodProductsPage(
  db: Db,
  methodId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ list: RequiredProduct[]; total: number }> {
  const all = await methodRequiredProducts(db, methodId);
  const start = (pageNo - 1) * pageSize;
  return { list: all.slice(start, start + pageSize), total: all.length };
}

/**
 * Products needed by several methods, each with the methods that use it ("equivalents": one product
 * serves every method listing it). Ordered by how many of the methods need it.
 */
export async function productsForMethods(db: Db, methodIds: readonly number[]): Promise<ProductSummaryRow[]> {
  const ids = [...new Set(methodIds)].slice(0, MAX_COMPARE_METHODS * 10);
  if (!ids.length) return [];
  const links = await db
    .select({
      productId: methodProducts.productId,
      role: methodProducts.role,
      methodId: methods.id,
      api: methods.api,
      title: methods.title,
    })
    .from(methodProducts)
    .innerJoin(methods, eq(methods.id, methodProducts.methodId))
    .where(inArray(methodProducts.methodId, ids))
    .orderBy(asc(methodProducts.sort), asc(methodProducts.productId))
    .limit(2000);
  const usage = new Map<number, ProductSummaryRow['methods']>();
  for (const l of links) {
    const list = usage.get(l.productId) ?? [];
    list.push({ id: l.methodId, api: l.api, title: l.title, role: l.role });
    usage.set(l.productId, list);
  }
  const briefs = await productBriefs(db, [...usage.keys()]);
  return briefs
    .map((b) => ({ ...b, methods: usage.get(b.id) ?? [] }))
    .sort(
      (a, b) =>
        b.methods.length - a.methods.length || roleRank(a.methods[0]?.role ?? '') - roleRank(b.methods[0]?.role ?? ''),
    );
}

/** Summary numbers for a set of methods (getProdSummaryByProdApiItemIds). */
export type MethodsSummary = {
  methodCount: number;
  productCount: number;
  /** Products needed by more than one of the methods. */
  sharedCount: number;
  pricedCount: number;
  inquiryCount: number;
  /** Sum of the first package price of every priced product (yuan). */
  firstPackageTotal: number;
  products: ProductSummaryRow[];
};

export async function summariseMethods(db: Db, methodIds: readonly number[]): Promise<MethodsSummary> {
  const rows = await productsForMethods(db, methodIds);
  const found = await db
    .select({ n: count() })
    .from(methods)
    .where(inArray(methods.id, [...new Set(methodIds)].slice(0, MAX_COMPARE_METHODS * 10).concat([-1])));
  let priced = 0;
  let total = 0;
  for (const r of rows) {
    const p = r.packages[0]?.price ?? null;
    if (p !== null && p > 0) {
      priced++;
      total += p;
    }
  }
  return {
    methodCount: Number(found[0]?.n ?? 0),
    productCount: rows.length,
    sharedCount: rows.filter((r) => r.methods.length > 1).length,
    pricedCount: priced,
    inquiryCount: rows.length - priced,
    firstPackageTotal: Math.round(total * 100) / 100,
    products: rows,
  };
}

/** Methods side by side, each with its required products. */
export async function compareMethods(db: Db, ids: readonly number[]): Promise<MethodCompareColumn[]> {
  const list = await getMethods(db, ids.slice(0, MAX_COMPARE_METHODS));
  return Promise.all(list.map(async (m) => ({ ...m, products: await methodRequiredProducts(db, m.id) })));
}

/** Other methods of the same series or API (relatedSeries). */
export async function relatedMethods(
  db: Db,
  m: { id: number; api: string; series: string | null },
  limit = 20,
): Promise<MethodListItem[]> {
  const same = m.series ? or(eq(methods.series, m.series), eq(methods.api, m.api)) : eq(methods.api, m.api);
  const rows = await db
    .select(listCols)
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .where(and(same, ne(methods.id, m.id)))
    .orderBy(asc(methods.api), asc(methods.id))
    .limit(limit);
  return rows.map(fixCount);
}

/** Distinct series (or API names) with their method counts, for the relatedSeries landing. */
export async function listSeries(db: Db, limit = 100): Promise<{ series: string; count: number }[]> {
  const key = sql<string>`coalesce(${methods.series}, ${methods.api})`;
  const rows = await db
    .select({ series: key, count: sql<number>`count(*)::int` })
    .from(methods)
    .groupBy(key)
    .orderBy(desc(sql`count(*)`), asc(key))
    .limit(limit);
  return rows.map((r) => ({ series: r.series, count: Number(r.count) }));
}

/** Products used by any method, paged (methodsTheProduct). */
export async function productsUsedByMethods(
  db: Db,
  q: { keyword?: string; pageNo: number; pageSize: number },
): Promise<{ list: ProductSummaryRow[]; total: number }> {
  const kw = (q.keyword ?? '').trim();
  const where = kw
    ? or(
        ilike(methods.api, `%${escapeLike(kw)}%`),
        ilike(methods.title, `%${escapeLike(kw)}%`),
        ilike(methodProducts.role, `%${escapeLike(kw)}%`),
      )
    : undefined;
  const base = db
    .select({ productId: methodProducts.productId })
    .from(methodProducts)
    .innerJoin(methods, eq(methods.id, methodProducts.methodId))
    .where(where)
    .groupBy(methodProducts.productId);
  const [ids, totalRows] = await Promise.all([
    base
      .orderBy(desc(sql`count(*)`), asc(methodProducts.productId))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(distinct ${methodProducts.productId})::int` })
      .from(methodProducts)
      .innerJoin(methods, eq(methods.id, methodProducts.methodId))
      .where(where),
  ]);
  const pageIds = ids.map((r) => r.productId);
  if (!pageIds.length) return { list: [], total: Number(totalRows[0]?.n ?? 0) };
  const links = await db
    .select({
      productId: methodProducts.productId,
      role: methodProducts.role,
      methodId: methods.id,
      api: methods.api,
      title: methods.title,
    })
    .from(methodProducts)
    .innerJoin(methods, eq(methods.id, methodProducts.methodId))
    .where(inArray(methodProducts.productId, pageIds))
    .orderBy(asc(methods.api))
    .limit(1000);
  const usage = new Map<number, ProductSummaryRow['methods']>();
  for (const l of links) {
    const list = usage.get(l.productId) ?? [];
    list.push({ id: l.methodId, api: l.api, title: l.title, role: l.role });
    usage.set(l.productId, list);
  }
  const briefs = await productBriefs(db, pageIds);
  return { list: briefs.map((b) => ({ ...b, methods: usage.get(b.id) ?? [] })), total: Number(totalRows[0]?.n ?? 0) };
}

/** Method whose API name is exactly `api` (fallback resolver). */
export async function methodIdByApi(db: Db, api: string): Promise<number | null> {
  const rows = await db
    .select({ id: methods.id })
    .from(methods)
    .where(eq(methods.api, api.trim()))
    .orderBy(asc(methods.id))
    .limit(1);
  return rows[0]?.id ?? null;
}
