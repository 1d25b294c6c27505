/**
 * The console's product list: search by 货号, CAS, name or formula (the storefront's keyword condition,
 * productMatchSql, on the same indexes: code unique, CAS, trigram search_text, CJK tokens, Hill formula), filtered by
 * category (with its descendants), brand and on/off shelf, newest first, paged.
 *
 * The total is counted up to COUNT_CAP rows (`count(*)` over a LIMITed subquery): an exact count of 100k matching
 * products on every keystroke costs more than the page itself and nobody pages that far; the page says "10000+".
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/client';
import { categoryWithDescendants, productMatchSql } from '@/lib/domain/catalog/search';
import type { ConsoleProductRow } from './types';

export const COUNT_CAP = 10_000;

export type ConsoleProductQuery = {
  q?: string;
  categoryId?: number;
  brandId?: number;
  status?: 0 | 1;
  offset: number;
  limit: number;
};

export async function listConsoleProducts(
  db: Db,
  q: ConsoleProductQuery,
): Promise<{ list: ConsoleProductRow[]; total: number; capped: boolean }> {
  const where: SQL[] = [];
  const keyword = q.q?.trim();
  if (keyword) {
    const m = productMatchSql(keyword);
    if (!m) return { list: [], total: 0, capped: false };
    where.push(sql`(${m})`);
  }
  if (q.categoryId) {
    const ids = await categoryWithDescendants(db, [q.categoryId]);
    if (!ids.length) return { list: [], total: 0, capped: false };
    where.push(
      sql`p.category_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
  }
  if (q.brandId) where.push(sql`p.brand_id = ${q.brandId}`);
  if (q.status === 0 || q.status === 1) where.push(sql`p.status = ${q.status}`);
  const cond = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      SELECT p.id, p.code, p.name_zh AS "nameZh", p.name_en AS "nameEn", p.cas, p.formula, p.status,
             c.name AS "categoryName", b.name AS "brandName",
             (SELECT count(*)::int FROM skus s WHERE s.product_id = p.id) AS "skuCount",
             (SELECT coalesce(sum(s.stock), 0)::int FROM skus s WHERE s.product_id = p.id) AS stock,
             (SELECT min(s.price)::text FROM skus s WHERE s.product_id = p.id AND s.price > 0) AS "minPrice",
             EXISTS (SELECT 1 FROM product_structures ps WHERE ps.product_id = p.id) AS "hasStructure",
             p.updated_at AS "updatedAt"
      FROM (SELECT p.id FROM products p ${cond} ORDER BY p.id DESC LIMIT ${q.limit} OFFSET ${q.offset}) page
      JOIN products p ON p.id = page.id
      LEFT JOIN categories c ON c.id = p.category_id
      LEFT JOIN brands b ON b.id = p.brand_id
      ORDER BY p.id DESC`),
    db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM products p ${cond} LIMIT ${COUNT_CAP + 1}) x`),
  ]);
  const n = Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0);
  const list = rowsOf<ConsoleProductRow & { updatedAt: Date | string }>(rows).map((r) => ({
    ...r,
    id: Number(r.id),
    status: Number(r.status),
    skuCount: Number(r.skuCount),
    stock: Number(r.stock),
    hasStructure: Boolean(r.hasStructure),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
  return { list, total: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
}
