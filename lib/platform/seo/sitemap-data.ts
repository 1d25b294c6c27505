/**
 * Sitemap data (server): keyset-paged reads by primary key, streamed as XML. Never loads a whole table:
 * a product file is one id-range scan read in batches of SITEMAP_BATCH rows.
 */
import 'server-only';
import { and, asc, count, desc, eq, gt, lte, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { brands, categories, methods, news, products, standards } from '@/lib/db/schema';
import { absoluteUrl } from './site';
import {
  PHONE_SITEMAP,
  STATIC_PAGES,
  chunkRange,
  chunksUpTo,
  planPages,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlXml,
  type ChunkKind,
  type PagesSection,
} from './sitemap';

export const SITEMAP_BATCH = 5000;

/** Public pages without an entity id (defined with the pure sitemap helpers, ./sitemap.ts). */
export { STATIC_PAGES };

type Source = {
  table: PgTable;
  id: PgColumn;
  updated: PgColumn | null;
  where: () => SQL | undefined;
  path: (id: number) => string;
};

const SOURCES: Record<ChunkKind, Source> = {
  products: {
    table: products,
    id: products.id,
    updated: products.updatedAt,
    where: () => eq(products.status, 1),
    path: (id) => `/goodsDetail/${id}`,
  },
  methods: {
    table: methods,
    id: methods.id,
    updated: methods.updatedAt,
    where: () => undefined,
    path: (id) => `/methods/methodDetaile/${id}`,
  },
  standards: {
    table: standards,
    id: standards.id,
    updated: null,
    where: () => undefined,
    path: (id) => `/standard/standardDetail/${id}`,
  },
  news: {
    table: news,
    id: news.id,
    updated: news.publishedAt,
    where: () => and(eq(news.status, 1), sql`${news.publishedAt} <= now()`),
    path: (id) => `/newsInformation/advisoryDetails/${id}`,
  },
};

/** W3C date of the last change, formatted in SQL (cheaper than building Date objects for 50k rows). */
const lastmodSql = (s: Source) =>
  s.updated ? sql<string>`to_char(${s.updated} at time zone 'UTC', 'YYYY-MM-DD')` : sql<null>`null`;

async function maxId(db: Db, s: Source): Promise<number> {
  const [r] = await db.select({ id: s.id }).from(s.table).orderBy(desc(s.id)).limit(1);
  return r ? Number(r.id) : 0;
}

/** Whether chunk n of a kind holds at least one listed row (a file for an empty chunk is a 404). */
export async function chunkHasRows(db: Db, kind: ChunkKind, n: number): Promise<boolean> {
  const s = SOURCES[kind];
  const { from, to } = chunkRange(n);
  const [hit] = await db
    .select({ id: s.id })
    .from(s.table)
    .where(and(gte(s.id, from), lte(s.id, to), s.where()))
    .limit(1);
  return Boolean(hit);
}

/** Chunks of a kind that hold at least one listed row (one max-id lookup + one index probe per chunk). */
export async function nonEmptyChunks(db: Db, kind: ChunkKind): Promise<number[]> {
  const s = SOURCES[kind];
  const chunks = chunksUpTo(await maxId(db, s));
  const out: number[] = [];
  for (const n of chunks) {
    const { from, to } = chunkRange(n);
    const [hit] = await db
      .select({ id: s.id })
      .from(s.table)
      .where(and(gte(s.id, from), lte(s.id, to), s.where()))
      .limit(1);
    if (hit) out.push(n);
  }
  return out;
}

async function countOf(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [r] = await db.select({ n: count() }).from(table).where(where);
  return Number(r?.n ?? 0);
}

export async function pagesPlan(db: Db) {
  const [cats, brs, ms, ss, ns] = await Promise.all([
    countOf(db, categories, eq(categories.isVisible, true)),
    countOf(db, brands, eq(brands.isVisible, true)),
    countOf(db, methods),
    countOf(db, standards),
    countOf(db, news, SOURCES.news.where()),
  ]);
  const counts: Record<PagesSection, number> = {
    static: STATIC_PAGES.length,
    categories: cats,
    brands: brs,
    methods: ms,
    standards: ss,
    news: ns,
  };
  return planPages(counts);
}

/** Sitemap index entries (relative file names). */
export async function sitemapFiles(db: Db): Promise<string[]> {
  const plan = await pagesPlan(db);
  const files = ['pages.xml', PHONE_SITEMAP];
  for (const n of await nonEmptyChunks(db, 'products')) files.push(`products-${n}.xml`);
  for (const k of plan.chunked) for (const n of await nonEmptyChunks(db, k)) files.push(`${k}-${n}.xml`);
  return files;
}

/** Rows of one id range, keyset-paged by id. */
async function* chunkRows(
  db: Db,
  kind: ChunkKind,
  n: number,
): AsyncGenerator<{ id: number; updated: Date | string | null }[]> {
  const s = SOURCES[kind];
  const { from, to } = chunkRange(n);
  let last = from - 1;
  for (;;) {
    const rows = await db
      .select({ id: s.id, updated: lastmodSql(s) })
      .from(s.table)
      .where(and(gt(s.id, last), lte(s.id, to), s.where()))
      .orderBy(asc(s.id))
      .limit(SITEMAP_BATCH);
    if (!rows.length) return;
    yield rows.map((r) => ({ id: Number(r.id), updated: r.updated as Date | string | null }));
    if (rows.length < SITEMAP_BATCH) return;
    last = Number(rows[rows.length - 1]!.id);
  }
}

/** All rows of a small content kind, keyset-paged (pages.xml). */
async function* allRows(db: Db, kind: ChunkKind): AsyncGenerator<{ id: number; updated: Date | string | null }[]> {
  const s = SOURCES[kind];
  let last = 0;
  for (;;) {
    const rows = await db
      .select({ id: s.id, updated: lastmodSql(s) })
      .from(s.table)
      .where(and(gt(s.id, last), s.where()))
      .orderBy(asc(s.id))
      .limit(SITEMAP_BATCH);
    if (!rows.length) return;
    yield rows.map((r) => ({ id: Number(r.id), updated: r.updated as Date | string | null }));
    if (rows.length < SITEMAP_BATCH) return;
    last = Number(rows[rows.length - 1]!.id);
  }
}

/** A chunk file (products-<n>.xml, …) as streamed XML. */
export async function* chunkXml(db: Db, kind: ChunkKind, n: number, base?: string): AsyncGenerator<string> {
  yield URLSET_OPEN;
  const s = SOURCES[kind];
  for await (const batch of chunkRows(db, kind, n))
    yield batch.map((r) => urlXml(absoluteUrl(s.path(r.id), base), r.updated)).join('');
  yield URLSET_CLOSE;
}

/** pages.xml: static pages, categories, brands, and the content kinds that fit. */
export async function* pagesXml(db: Db, base?: string): AsyncGenerator<string> {
  const plan = await pagesPlan(db);
  yield URLSET_OPEN;
  yield STATIC_PAGES.map((p) => urlXml(absoluteUrl(p, base))).join('');
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.isVisible, true))
    .orderBy(asc(categories.id));
  yield cats.map((c) => urlXml(absoluteUrl(`/productCenter/productClassifyList/${c.id}`, base))).join('');
  let lastBrand = 0;
  for (;;) {
    const bs = await db
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.isVisible, true), gt(brands.id, lastBrand)))
      .orderBy(asc(brands.id))
      .limit(SITEMAP_BATCH);
    if (!bs.length) break;
    yield bs.map((b) => urlXml(absoluteUrl(`/brandCenter/branParticulars/${b.id}`, base))).join('');
    lastBrand = bs[bs.length - 1]!.id;
    if (bs.length < SITEMAP_BATCH) break;
  }
  for (const k of plan.inline) {
    if (k !== 'methods' && k !== 'standards' && k !== 'news') continue;
    const s = SOURCES[k];
    for await (const batch of allRows(db, k))
      yield batch.map((r) => urlXml(absoluteUrl(s.path(r.id), base), r.updated)).join('');
  }
  yield URLSET_CLOSE;
}

/** Wrap an XML generator as a streamed Response. */
export function xmlStream(gen: AsyncGenerator<string>, headers: Record<string, string> = {}): Response {
  const enc = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { value, done } = await gen.next();
        if (done) controller.close();
        else controller.enqueue(enc.encode(value));
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await gen.return(undefined);
    },
  });
  return new Response(stream, { headers: { 'content-type': 'application/xml; charset=utf-8', ...headers } });
}
