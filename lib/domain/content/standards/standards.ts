/**
 * Regulatory standards (GB, YY, HJ, …) and the products each needs.
 */
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { preparedPage, WINDOW_TOTAL } from '@/lib/db/paged';
import { prepared } from '@/lib/db/prepared';
import { products as catalogProducts, standardProducts, standards } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/catalog/products';
import { productBriefs } from '@/lib/domain/content/methods';
import type { RequiredProduct } from '@/lib/domain/content/methods';
import { sanitizeRichText } from '@/lib/platform/html/sanitize';
import type { StandardListItem, StandardItemRow } from './types';

export const STANDARD_STATUSES = ['现行', '即将实施', '废止'] as const;

export type StandardDetail = StandardListItem & { content: string; products: RequiredProduct[] };

/**
 * Normalised standard code: lower case, no spaces/dashes/slashes, the year dropped, full-width
 * characters folded. 'GB 5009.3-2016', 'GB5009.3-2016', 'gb 5009.3', 'ＧＢ５００９．３' → 'gb5009.3';
 * 'GB/T 601-2016' → 'gbt601'.
 */
export function normaliseStandardCode(code: string): string {
  const half = code.normalize('NFKC').toLowerCase().trim();
  // Drop a trailing year (-2016, —2016, – 2016 or a space-separated year).
  const noYear = half.replace(/\s*[-—–]\s*(19|20)\d{2}\s*$/, '').replace(/\s+(19|20)\d{2}\s*$/, '');
  return noYear.replace(/[\s\-—–/_]+/g, '');
}

/** Does the text look like a standard number (letters, then digits)? */
export function looksLikeStandardCode(s: string): boolean {
  return /^[a-z]{1,6}(\/[a-z])?\s*[-—–]?\s*\d/i.test(s.normalize('NFKC').trim());
}

/** codeNormalized (of standards s) folded the same way as normaliseStandardCode (tolerates seeds that keep '/' in it). */
const NORM_CODE = `regexp_replace(lower(s.code_normalized), '[[:space:]/_—–-]+', '', 'g')`;
const normCol = sql<string>`regexp_replace(lower(${standards.codeNormalized}), '[[:space:]/_—–-]+', '', 'g')`;

/** A standard's list item in SQL (StandardListItem, snake_case) from standards s, for the prepared list statements. */
export const STANDARD_ITEM_COLUMNS = `s.id, s.standard_code, s.title, s.title_en, s.issuer, s.category, s.issued_on::text AS issued_on,
  s.effective_on::text AS effective_on, s.status, s.replaced_by, s.is_demo`;

export const standardItemOf = (r: StandardItemRow): StandardListItem => ({
  id: Number(r.id),
  standardCode: String(r.standard_code),
  title: String(r.title),
  titleEn: r.title_en ?? null,
  issuer: r.issuer ?? null,
  category: r.category ?? null,
  issuedOn: r.issued_on ?? null,
  effectiveOn: r.effective_on ?? null,
  status: String(r.status),
  replacedBy: r.replaced_by ?? null,
  isDemo: Boolean(r.is_demo),
});

/**
 * Standards whose number, title or English title contains a keyword (`$1`, a LIKE pattern, '' for any) or whose
 * folded number contains the folded keyword (`$2`, '' for none), of a status (`$3`) and category (`$4`) ('' for
 * any): current ones first, then the newest. Prepared (lib/db/prepared.ts): planning it cost as much as running it.
 */
const LIST_STANDARDS = prepared(
  'list_standards',
  `SELECT ${STANDARD_ITEM_COLUMNS}, ${WINDOW_TOTAL}::int AS total FROM standards s
   WHERE ($1 = '' OR s.standard_code ILIKE $1 OR s.title ILIKE $1 OR s.title_en ILIKE $1 OR ($2 <> '' AND ${NORM_CODE} ILIKE $2))
     AND ($3 = '' OR s.status = $3) AND ($4 = '' OR s.category = $4)
   ORDER BY CASE s.status WHEN '现行' THEN 0 WHEN '即将实施' THEN 1 ELSE 2 END, s.issued_on DESC NULLS LAST, s.id
   LIMIT $5 OFFSET $6`,
  ['text', 'text', 'text', 'text', 'int', 'int'],
);

const cols = {
  id: standards.id,
  standardCode: standards.standardCode,
  title: standards.title,
  titleEn: standards.titleEn,
  issuer: standards.issuer,
  category: standards.category,
  issuedOn: standards.issuedOn,
  effectiveOn: standards.effectiveOn,
  status: standards.status,
  replacedBy: standards.replacedBy,
  isDemo: standards.isDemo,
};

export type StandardQuery = { keyword?: string; status?: string; category?: string; pageNo: number; pageSize: number };

export async function listStandards(db: Db, q: StandardQuery): Promise<{ list: StandardListItem[]; total: number }> {
  const kw = (q.keyword ?? '').trim();
  const norm = kw ? normaliseStandardCode(kw) : '';
  const page = await preparedPage<StandardItemRow & { total: number }>(
    db,
    LIST_STANDARDS,
    [kw ? `%${escapeLike(kw)}%` : '', norm ? `%${escapeLike(norm)}%` : '', q.status ?? '', q.category ?? ''],
    { limit: q.pageSize, offset: (Math.max(1, q.pageNo) - 1) * q.pageSize },
  );
  return { list: page.rows.map(standardItemOf), total: page.total };
}

/** Categories with counts (filter chips). */
export async function standardCategories(db: Db): Promise<{ category: string; count: number }[]> {
  const rows = await db
    .select({ category: standards.category, count: sql<number>`count(*)::int` })
    .from(standards)
    .where(sql`${standards.category} is not null`)
    .groupBy(standards.category)
    .orderBy(asc(standards.category));
  return rows.map((r) => ({ category: r.category ?? '', count: Number(r.count) }));
}

export async function getStandard(db: Db, id: number): Promise<StandardDetail | null> {
  const rows = await db
    .select({ ...cols, content: standards.content })
    .from(standards)
    .where(eq(standards.id, id))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const links = await db
    .select({ productId: standardProducts.productId, role: standardProducts.role, sort: standardProducts.sort })
    .from(standardProducts)
    .where(eq(standardProducts.standardId, id))
    .orderBy(asc(standardProducts.sort), asc(standardProducts.productId))
    .limit(500);
  const briefs = new Map(
    (
      await productBriefs(
        db,
        links.map((l) => l.productId),
      )
    ).map((b) => [b.id, b]),
  );
  const products = links.flatMap((l) => {
    const b = briefs.get(l.productId);
    return b ? [{ ...b, role: l.role ?? '标准物质', sort: l.sort }] : [];
  });
  return { ...r, content: sanitizeRichText(r.content), products };
}

/** A standard by its exact code (e.g. the replaced-by link). */
export async function standardIdByCode(db: Db, code: string): Promise<number | null> {
  const norm = normaliseStandardCode(code);
  if (!norm) return null;
  const exact = await db
    .select({ id: standards.id })
    .from(standards)
    .where(eq(standards.standardCode, code.trim()))
    .limit(1);
  if (exact[0]) return exact[0].id;
  // Several editions may share a normalised code: prefer the current one, then the newest.
  const rows = await db
    .select({ id: standards.id })
    .from(standards)
    .where(or(eq(standards.codeNormalized, norm), eq(normCol, norm)))
    .orderBy(
      sql`case ${standards.status} when '现行' then 0 when '即将实施' then 1 else 2 end`,
      sql`${standards.issuedOn} desc nulls last`,
      asc(standards.id),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

/** A standard's code and title (the heading of its product sub-library page); null when there is none. */
export async function standardHeading(db: Db, id: number): Promise<{ id: number; code: string; title: string } | null> {
  const rows = await db
    .select({ id: standards.id, code: standards.standardCode, title: standards.title })
    .from(standards)
    .where(eq(standards.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** One page of the listed (on-sale) products a standard needs, in the standard's order, and how many there are. */
export async function standardProductPage(
  db: Db,
  standardId: number,
  page: { pageNo: number; pageSize: number },
): Promise<{ productIds: number[]; total: number }> {
  const where = and(eq(standardProducts.standardId, standardId), eq(catalogProducts.status, 1));
  const [links, totalRows] = await Promise.all([
    db
      .select({ productId: standardProducts.productId })
      .from(standardProducts)
      .innerJoin(catalogProducts, eq(catalogProducts.id, standardProducts.productId))
      .where(where)
      .orderBy(asc(standardProducts.sort), asc(standardProducts.productId))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: count() })
      .from(standardProducts)
      .innerJoin(catalogProducts, eq(catalogProducts.id, standardProducts.productId))
      .where(where),
  ]);
  return { productIds: links.map((l) => l.productId), total: Number(totalRows[0]?.n ?? 0) };
}
