/**
 * News (行业资讯) in the console: list every article (drafts and scheduled ones too), create, edit, publish or
 * withdraw to draft, delete; news categories. The storefront reads published articles (status 1, published_at
 * ≤ now) through lib/domain/content/site/news.ts.
 */
import { and, asc, count, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { news, newsCategories } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { checkImageUrl, cleanRichText, notFound, orNull } from './common';
import type { NewsAdminRow, NewsAdmin, NewsCategoryAdmin } from './types';

export type NewsInput = {
  title: string;
  categoryId?: number | null;
  summary?: string | null;
  coverUrl?: string | null;
  content?: string | null;
  publishedAt?: Date | null;
  status: 0 | 1;
  isTop?: boolean;
  source?: string | null;
  author?: string | null;
};

export type NewsFilter = { keyword?: string; categoryId?: number; status?: number };

const rowCols = {
  id: news.id,
  title: news.title,
  categoryId: news.categoryId,
  categoryName: newsCategories.name,
  status: news.status,
  isTop: news.isTop,
  isDemo: news.isDemo,
  views: news.views,
  coverUrl: news.coverUrl,
  publishedAt: news.publishedAt,
  createdAt: news.createdAt,
};

export async function listNewsAdmin(
  db: Db,
  f: NewsFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: NewsAdminRow[]; total: number }> {
  const conds: SQL[] = [];
  const kw = (f.keyword ?? '').trim();
  if (kw) conds.push(ilike(news.title, `%${escapeLike(kw)}%`));
  if (f.categoryId) conds.push(eq(news.categoryId, f.categoryId));
  if (f.status !== undefined) conds.push(eq(news.status, f.status));
  const w = conds.length ? and(...conds) : undefined;
  const [rows, totalRows] = await Promise.all([
    db
      .select(rowCols)
      .from(news)
      .leftJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(w)
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(news).where(w),
  ]);
  return { rows, total: Number(totalRows[0]?.n ?? 0) };
}

export async function getNewsAdmin(db: Db, id: number): Promise<NewsAdmin | null> {
  const [r] = await db
    .select({ ...rowCols, summary: news.summary, content: news.content, source: news.source, author: news.author })
    .from(news)
    .leftJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(eq(news.id, id))
    .limit(1);
  return r ?? null;
}

async function mustGet(db: Db, id: number): Promise<NewsAdmin> {
  const r = await getNewsAdmin(db, id);
  if (!r) throw notFound(M.newsNotFound);
  return r;
}

async function checkCategory(db: Db, id: number | null | undefined): Promise<number | null> {
  if (!id) return null;
  const [c] = await db.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.id, id)).limit(1);
  if (!c) throw new AppError(M.categoryInvalid, 'CATEGORY_INVALID');
  return c.id;
}

async function values(db: Db, input: NewsInput, current: NewsAdmin | null) {
  return {
    title: input.title.trim(),
    categoryId: await checkCategory(db, input.categoryId),
    summary: orNull(input.summary),
    coverUrl: await checkImageUrl(db, input.coverUrl, current?.coverUrl ?? null),
    content: cleanRichText(input.content, { required: true })!,
    publishedAt: input.publishedAt ?? current?.publishedAt ?? new Date(),
    status: input.status,
    isTop: input.isTop ?? false,
    source: orNull(input.source),
    author: orNull(input.author),
  };
}

export async function createNews(db: Db, input: NewsInput): Promise<NewsAdmin> {
  const v = await values(db, input, null);
  const [r] = await db
    .insert(news)
    .values({ ...v, isDemo: false })
    .returning({ id: news.id });
  return mustGet(db, r!.id);
}

export async function updateNews(
  db: Db,
  id: number,
  input: NewsInput,
): Promise<{ before: NewsAdmin; after: NewsAdmin }> {
  const before = await mustGet(db, id);
  const v = await values(db, input, before);
  await db.update(news).set(v).where(eq(news.id, id));
  return { before, after: await mustGet(db, id) };
}

/** Publish (1) or withdraw to draft (0). */
export async function setNewsStatus(
  db: Db,
  id: number,
  status: 0 | 1,
): Promise<{ before: NewsAdmin; after: NewsAdmin }> {
  const before = await mustGet(db, id);
  await db.update(news).set({ status }).where(eq(news.id, id));
  return { before, after: await mustGet(db, id) };
}

export async function deleteNews(db: Db, id: number): Promise<NewsAdmin> {
  const before = await mustGet(db, id);
  await db.delete(news).where(eq(news.id, id));
  return before;
}

export async function listNewsCategoriesAdmin(db: Db): Promise<NewsCategoryAdmin[]> {
  const rows = await db
    .select({
      id: newsCategories.id,
      name: newsCategories.name,
      sort: newsCategories.sort,
      count: sql<number>`count(${news.id})::int`,
    })
    .from(newsCategories)
    .leftJoin(news, eq(news.categoryId, newsCategories.id))
    .groupBy(newsCategories.id, newsCategories.name, newsCategories.sort)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

async function checkCategoryName(db: Db, name: string, exceptId?: number): Promise<string> {
  const n = name.trim();
  const same = await db
    .select({ id: newsCategories.id })
    .from(newsCategories)
    .where(exceptId ? and(eq(newsCategories.name, n), ne(newsCategories.id, exceptId)) : eq(newsCategories.name, n))
    .limit(1);
  if (same.length) throw new AppError(M.categoryNameTaken, 'NAME_TAKEN');
  return n;
}

export async function saveNewsCategory(
  db: Db,
  input: { id?: number; name: string; sort?: number },
): Promise<NewsCategoryAdmin> {
  const name = await checkCategoryName(db, input.name, input.id);
  let id = input.id;
  if (id) {
    const r = await db
      .update(newsCategories)
      .set({ name, ...(input.sort !== undefined ? { sort: input.sort } : {}) })
      .where(eq(newsCategories.id, id))
      .returning({ id: newsCategories.id });
    if (!r.length) throw new AppError(M.categoryInvalid, 'CATEGORY_INVALID');
  } else {
    const [max] = await db
      .select({ m: sql<number>`coalesce(max(${newsCategories.sort}), 0)::int` })
      .from(newsCategories);
    const [r] = await db
      .insert(newsCategories)
      .values({ name, sort: input.sort ?? Number(max?.m ?? 0) + 1 })
      .returning({ id: newsCategories.id });
    id = r!.id;
  }
  return (await listNewsCategoriesAdmin(db)).find((c) => c.id === id)!;
}
