/**
 * Industry news (行业资讯): categories, lists, the article page and the right column.
 */
import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { news, newsCategories } from '@/lib/db/schema';
import { plainText, sanitizeRichText } from '@/lib/platform/html/sanitize';
import type { NewsListItem } from './types';

export type NewsCategory = { id: number; name: string; count: number };

export type NewsArticle = NewsListItem & {
  author: string | null;
  /** Sanitised HTML. */
  content: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
};

const published = () => and(eq(news.status, 1), sql`${news.publishedAt} <= now()`);

export async function listNewsCategories(db: Db): Promise<NewsCategory[]> {
  const rows = await db
    .select({ id: newsCategories.id, name: newsCategories.name, count: sql<number>`count(${news.id})::int` })
    .from(newsCategories)
    .leftJoin(news, and(eq(news.categoryId, newsCategories.id), eq(news.status, 1)))
    .groupBy(newsCategories.id, newsCategories.name, newsCategories.sort)
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));
  return rows.map((r) => ({ ...r, count: Number(r.count) }));
}

const listCols = {
  id: news.id,
  categoryId: news.categoryId,
  categoryName: newsCategories.name,
  title: news.title,
  summary: news.summary,
  content: sql<string>`left(${news.content}, 600)`,
  coverUrl: news.coverUrl,
  source: news.source,
  views: news.views,
  isTop: news.isTop,
  isDemo: news.isDemo,
  publishedAt: news.publishedAt,
};

type ListRow = {
  id: number;
  categoryId: number | null;
  categoryName: string | null;
  title: string;
  summary: string | null;
  content: string;
  coverUrl: string | null;
  source: string | null;
  views: number;
  isTop: boolean;
  isDemo: boolean;
  publishedAt: Date;
};

const toItem = (r: ListRow): NewsListItem => ({
  id: r.id,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  title: r.title,
  summary: r.summary?.trim() || plainText(r.content, 120),
  coverUrl: r.coverUrl,
  source: r.source,
  views: r.views,
  isTop: r.isTop,
  isDemo: r.isDemo,
  publishedAt: r.publishedAt.toISOString(),
});

export async function listNews(
  db: Db,
  q: { categoryId?: number; pageNo: number; pageSize: number },
): Promise<{ list: NewsListItem[]; total: number }> {
  const conds: SQL[] = [published()!];
  if (q.categoryId) conds.push(eq(news.categoryId, q.categoryId));
  const w = and(...conds);
  const [rows, totalRows] = await Promise.all([
    db
      .select(listCols)
      .from(news)
      .leftJoin(newsCategories, eq(newsCategories.id, news.categoryId))
      .where(w)
      .orderBy(desc(news.isTop), desc(news.publishedAt), desc(news.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
    db.select({ n: count() }).from(news).where(w),
  ]);
  return { list: rows.map(toItem), total: Number(totalRows[0]?.n ?? 0) };
}

export async function latestNews(db: Db, limit = 8): Promise<NewsListItem[]> {
  const rows = await db
    .select(listCols)
    .from(news)
    .leftJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(published())
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map(toItem);
}

export async function hotNews(db: Db, limit = 8): Promise<NewsListItem[]> {
  const rows = await db
    .select(listCols)
    .from(news)
    .leftJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(published())
    .orderBy(desc(news.views), desc(news.publishedAt), desc(news.id))
    .limit(limit);
  return rows.map(toItem);
}

export async function getNewsArticle(db: Db, id: number): Promise<NewsArticle | null> {
  const rows = await db
    .select({ ...listCols, content: news.content, author: news.author })
    .from(news)
    .leftJoin(newsCategories, eq(newsCategories.id, news.categoryId))
    .where(and(eq(news.id, id), published()))
    .limit(1);
  const r = rows[0];
  if (!r) return null;
  const at = r.publishedAt;
  const newer = or(gt(news.publishedAt, at), and(eq(news.publishedAt, at), gt(news.id, r.id)));
  const older = or(lt(news.publishedAt, at), and(eq(news.publishedAt, at), lt(news.id, r.id)));
  const [prev, next] = await Promise.all([
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(and(published(), newer))
      .orderBy(asc(news.publishedAt), asc(news.id))
      .limit(1),
    db
      .select({ id: news.id, title: news.title })
      .from(news)
      .where(and(published(), older))
      .orderBy(desc(news.publishedAt), desc(news.id))
      .limit(1),
  ]);
  return {
    ...toItem(r),
    author: r.author,
    content: sanitizeRichText(r.content),
    prev: prev[0] ?? null,
    next: next[0] ?? null,
  };
}

/** Count a view (best effort; never fails the page). */
export async function countNewsView(db: Db, id: number): Promise<void> {
  try {
    await db
      .update(news)
      .set({ views: sql`${news.views} + 1` })
      .where(eq(news.id, id));
  } catch {
    /* a view counter must not break the article page */
  }
}
