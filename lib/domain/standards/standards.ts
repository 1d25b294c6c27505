/**
 * Regulatory standards (GB, YY, HJ, …) and the products each needs.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { pageWithTotal, WINDOW_TOTAL } from '@/lib/db/paged';
import { standardProducts, standards } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/catalog/brands';
import { productBriefs } from '@/lib/domain/methods/products';
import type { RequiredProduct } from '@/lib/domain/methods/types';
import { sanitizeRichText } from '@/lib/html/sanitize';

export const STANDARD_STATUSES = ['现行', '即将实施', '废止'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];

export type StandardListItem = {
  id: number;
  standardCode: string;
  title: string;
  titleEn: string | null;
  issuer: string | null;
  category: string | null;
  issuedOn: string | null;
  effectiveOn: string | null;
  status: string;
  replacedBy: string | null;
  isDemo: boolean;
};

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

/** codeNormalized folded the same way as normaliseStandardCode (tolerates seeds that keep '/' in it). */
const normCol = sql<string>`regexp_replace(lower(${standards.codeNormalized}), '[[:space:]/_—–-]+', '', 'g')`;

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

function where(q: Omit<StandardQuery, 'pageNo' | 'pageSize'>): SQL | undefined {
  const conds: SQL[] = [];
  const kw = (q.keyword ?? '').trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    const norm = normaliseStandardCode(kw);
    const parts: SQL[] = [ilike(standards.standardCode, like), ilike(standards.title, like), ilike(standards.titleEn, like)];
    if (norm) parts.push(ilike(normCol, `%${escapeLike(norm)}%`));
    conds.push(or(...parts)!);
  }
  if (q.status) conds.push(eq(standards.status, q.status));
  if (q.category) conds.push(eq(standards.category, q.category));
  return conds.length ? and(...conds) : undefined;
}

export async function listStandards(db: Db, q: StandardQuery): Promise<{ list: StandardListItem[]; total: number }> {
  const w = where(q);
  const statusRank = sql`case ${standards.status} when '现行' then 0 when '即将实施' then 1 else 2 end`;
  const offset = (q.pageNo - 1) * q.pageSize;
  const page = await pageWithTotal(
    await db
      .select({ ...cols, total: sql<number>`${sql.raw(WINDOW_TOTAL)}` })
      .from(standards)
      .where(w)
      .orderBy(statusRank, sql`${standards.issuedOn} desc nulls last`, asc(standards.id))
      .limit(q.pageSize)
      .offset(offset),
    offset,
    async () => Number((await db.select({ n: count() }).from(standards).where(w))[0]?.n ?? 0),
  );
  return { list: page.rows, total: page.total };
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
  const rows = await db.select({ ...cols, content: standards.content }).from(standards).where(eq(standards.id, id)).limit(1);
  const r = rows[0];
  if (!r) return null;
  const links = await db
    .select({ productId: standardProducts.productId, role: standardProducts.role, sort: standardProducts.sort })
    .from(standardProducts)
    .where(eq(standardProducts.standardId, id))
    .orderBy(asc(standardProducts.sort), asc(standardProducts.productId))
    .limit(500);
  const briefs = new Map((await productBriefs(db, links.map((l) => l.productId))).map((b) => [b.id, b]));
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
  const exact = await db.select({ id: standards.id }).from(standards).where(eq(standards.standardCode, code.trim())).limit(1);
  if (exact[0]) return exact[0].id;
  // Several editions may share a normalised code: prefer the current one, then the newest.
  const rows = await db
    .select({ id: standards.id })
    .from(standards)
    .where(or(eq(standards.codeNormalized, norm), eq(normCol, norm)))
    .orderBy(sql`case ${standards.status} when '现行' then 0 when '即将实施' then 1 else 2 end`, sql`${standards.issuedOn} desc nulls last`, asc(standards.id))
    .limit(1);
  return rows[0]?.id ?? null;
}
