/**
 * Regulatory standards (standards) in the console: code (GB 5009.3-2016), names, issuer, category, dates, status
 * (现行 / 即将实施 / 废止), replaced-by, body. Linked products are edited in ./links.ts. The storefront standard page
 * reads lib/domain/content/standards/standards.ts.
 */
import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { hasSqlState, type Db } from '@/lib/db/client';
import { standardProducts, standards } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { normaliseStandardCode, type StandardStatus } from '@/lib/domain/content/standards';
import { cleanRichText, notFound, orNull } from './common';
import type { StandardAdminRow, StandardAdmin } from './types';

export type StandardInput = {
  standardCode: string;
  title: string;
  titleEn?: string | null;
  issuer?: string | null;
  category?: string | null;
  issuedOn?: string | null;
  effectiveOn?: string | null;
  status: StandardStatus;
  replacedBy?: string | null;
  content?: string | null;
};

const productCount = count(standardProducts.productId);

const rowCols = {
  id: standards.id,
  standardCode: standards.standardCode,
  title: standards.title,
  status: standards.status,
  category: standards.category,
  issuer: standards.issuer,
  issuedOn: standards.issuedOn,
  effectiveOn: standards.effectiveOn,
  isDemo: standards.isDemo,
};

export async function listStandardsAdmin(
  db: Db,
  f: { keyword?: string; status?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: StandardAdminRow[]; total: number }> {
  const conds: SQL[] = [];
  const kw = (f.keyword ?? '').trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    const parts: SQL[] = [ilike(standards.standardCode, like), ilike(standards.title, like)];
    const norm = normaliseStandardCode(kw);
    if (norm) parts.push(ilike(standards.codeNormalized, `%${escapeLike(norm)}%`));
    conds.push(or(...parts)!);
  }
  if (f.status) conds.push(eq(standards.status, f.status));
  const w = conds.length ? and(...conds) : undefined;
  const [rows, totalRows] = await Promise.all([
    db
      .select({ ...rowCols, productCount })
      .from(standards)
      .leftJoin(standardProducts, eq(standardProducts.standardId, standards.id))
      .where(w)
      .groupBy(standards.id)
      .orderBy(desc(standards.createdAt), desc(standards.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(standards).where(w),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, productCount: Number(r.productCount) })),
    total: Number(totalRows[0]?.n ?? 0),
  };
}

export async function getStandardAdmin(db: Db, id: number): Promise<StandardAdmin | null> {
  const [r] = await db
    .select({
      ...rowCols,
      productCount,
      titleEn: standards.titleEn,
      replacedBy: standards.replacedBy,
      content: standards.content,
    })
    .from(standards)
    .leftJoin(standardProducts, eq(standardProducts.standardId, standards.id))
    .where(eq(standards.id, id))
    .groupBy(standards.id);
  return r ? { ...r, productCount: Number(r.productCount) } : null;
}

async function mustGet(db: Db, id: number): Promise<StandardAdmin> {
  const r = await getStandardAdmin(db, id);
  if (!r) throw notFound(M.standardNotFound);
  return r;
}

async function values(db: Db, input: StandardInput, exceptId?: number) {
  const standardCode = input.standardCode.trim().replace(/\s+/g, ' ');
  const same = await db
    .select({ id: standards.id })
    .from(standards)
    .where(
      exceptId
        ? and(sql`lower(${standards.standardCode}) = lower(${standardCode})`, ne(standards.id, exceptId))
        : sql`lower(${standards.standardCode}) = lower(${standardCode})`,
    )
    .limit(1);
  if (same.length) throw new AppError(M.standardCodeTaken, 'CODE_TAKEN');
  return {
    standardCode,
    codeNormalized: normaliseStandardCode(standardCode).slice(0, 60),
    title: input.title.trim(),
    titleEn: orNull(input.titleEn),
    issuer: orNull(input.issuer),
    category: orNull(input.category),
    issuedOn: orNull(input.issuedOn),
    effectiveOn: orNull(input.effectiveOn),
    status: input.status,
    replacedBy: orNull(input.replacedBy),
    content: cleanRichText(input.content),
  };
}

/** Two editors saving the same new code at once: the unique index answers, with the same message. */
async function uniqueCode<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (hasSqlState(e, '23505')) throw new AppError(M.standardCodeTaken, 'CODE_TAKEN');
    throw e;
  }
}

export async function createStandard(db: Db, input: StandardInput): Promise<StandardAdmin> {
  const v = await values(db, input);
  const [r] = await uniqueCode(() =>
    db
      .insert(standards)
      .values({ ...v, isDemo: false })
      .returning({ id: standards.id }),
  );
  return mustGet(db, r!.id);
}

export async function updateStandard(
  db: Db,
  id: number,
  input: StandardInput,
): Promise<{ before: StandardAdmin; after: StandardAdmin }> {
  const before = await mustGet(db, id);
  const v = await values(db, input, id);
  await uniqueCode(() => db.update(standards).set(v).where(eq(standards.id, id)));
  return { before, after: await mustGet(db, id) };
}

/** Deletes the standard and its product links; returns it and the products that listed it. */
export async function deleteStandard(db: Db, id: number): Promise<{ before: StandardAdmin; productIds: number[] }> {
  const before = await mustGet(db, id);
  const links = await db
    .select({ id: standardProducts.productId })
    .from(standardProducts)
    .where(eq(standardProducts.standardId, id))
    .limit(500);
  await db.delete(standards).where(eq(standards.id, id));
  return { before, productIds: links.map((l) => l.id) };
}
