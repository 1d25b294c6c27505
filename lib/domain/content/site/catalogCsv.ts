/**
 * Product catalogue download: a CSV of the products of a category (with its descendants), streamed in
 * keyset-paged batches so memory stays flat. One request returns at most CATALOG_ROWS_PER_FILE rows;
 * larger categories are split into parts (?part=2 …).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, categories, products, skus } from '@/lib/db/schema';
import { categoryWithDescendants } from '@/lib/domain/catalog/search';

export const CATALOG_ROWS_PER_FILE = 20_000;
const BATCH = 1000;

export const CSV_HEADER = [
  '货号',
  '中文名称',
  '英文名称',
  'CAS号',
  '分子式',
  '分子量',
  '纯度',
  '品牌',
  '储存条件',
  '包装及价格（元）',
  '商品链接',
];

/** One CSV field: quoted, quotes doubled, and spreadsheet formulas neutralised. */
export function csvField(v: unknown): string {
  let s = v === null || v === undefined ? '' : String(v);
  if (/^[=+@\t\r]/.test(s) || /^-[^\d]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

export const csvLine = (fields: unknown[]) => fields.map(csvField).join(',') + '\r\n';

export type CatalogCategory = { id: number; name: string; productCount: number; parts: number };

/** Top-level categories with their product counts and number of file parts. */
export async function catalogCategories(db: Db): Promise<CatalogCategory[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, productCount: categories.productCount })
    .from(categories)
    .where(and(sql`${categories.parentId} is null`, eq(categories.isVisible, true)))
    .orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((r) => ({ ...r, parts: Math.max(1, Math.ceil(r.productCount / CATALOG_ROWS_PER_FILE)) }));
}

export async function categoryName(db: Db, id: number): Promise<string | null> {
  const rows = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows[0]?.name ?? null;
}

const fmtPrice = (p: number | null) => (p === null || p <= 0 ? '询价' : p.toFixed(2));

/**
 * The CSV as a stream of UTF-8 bytes (with a BOM so Excel reads Chinese). `part` (1-based) selects which
 * CATALOG_ROWS_PER_FILE-sized slice of the category's products, in id order.
 */
export async function catalogCsvStream(
  db: Db,
  opts: { categoryId: number; part: number; siteUrl: string },
): Promise<ReadableStream<Uint8Array>> {
  const catIds = await categoryWithDescendants(db, [opts.categoryId]);
  const enc = new TextEncoder();
  const where = (after: number) =>
    and(inArray(products.categoryId, catIds.length ? catIds : [-1]), eq(products.status, 1), gt(products.id, after));
  // The first id of the requested part: skip (part-1) files' worth of rows once, then page by id.
  let after = 0;
  if (opts.part > 1) {
    const skip = await db
      .select({ id: products.id })
      .from(products)
      .where(where(0))
      .orderBy(asc(products.id))
      .limit(1)
      .offset((opts.part - 1) * CATALOG_ROWS_PER_FILE - 1);
    after = skip[0]?.id ?? Number.MAX_SAFE_INTEGER;
  }
  let sent = 0;
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(enc.encode('\ufeff' + csvLine(CSV_HEADER)));
          return;
        }
        const want = Math.min(BATCH, CATALOG_ROWS_PER_FILE - sent);
        if (want <= 0 || after === Number.MAX_SAFE_INTEGER) return controller.close();
        const rows = await db
          .select({
            id: products.id,
            code: products.code,
            nameZh: products.nameZh,
            nameEn: products.nameEn,
            cas: products.cas,
            formula: products.formula,
            mw: products.molecularWeight,
            purity: products.purity,
            storage: products.storage,
            brand: brands.name,
          })
          .from(products)
          .leftJoin(brands, eq(brands.id, products.brandId))
          .where(where(after))
          .orderBy(asc(products.id))
          .limit(want);
        if (!rows.length) return controller.close();
        const pk = await db
          .select({ productId: skus.productId, packageValue: skus.packageValue, price: skus.price })
          .from(skus)
          .where(
            and(
              inArray(
                skus.productId,
                rows.map((r) => r.id),
              ),
              eq(skus.status, 1),
            ),
          )
          .orderBy(asc(skus.productId), asc(skus.sort), asc(skus.id));
        const packs = new Map<number, string[]>();
        for (const k of pk) {
          const list = packs.get(k.productId) ?? [];
          list.push(`${k.packageValue} ${fmtPrice(k.price === null ? null : Number(k.price))}`);
          packs.set(k.productId, list);
        }
        let chunk = '';
        for (const r of rows) {
          chunk += csvLine([
            r.code,
            r.nameZh,
            r.nameEn,
            r.cas,
            r.formula,
            r.mw != null ? r.mw.toFixed(2) : '',
            r.purity,
            r.brand,
            r.storage,
            (packs.get(r.id) ?? ['询价']).join('; '),
            `${opts.siteUrl}/goodsDetail/${r.id}`,
          ]);
        }
        controller.enqueue(enc.encode(chunk));
        sent += rows.length;
        after = rows[rows.length - 1]!.id;
        if (rows.length < want || sent >= CATALOG_ROWS_PER_FILE) controller.close();
      } catch (e) {
        controller.error(e);
      }
    },
  });
}
