/**
 * Product rows for structure hits: similarity and substructure pages by primary key (one products+brand query, then
 * the catalogue's own SKU query and list-item mapping, `withPackages`); the exact lookup's page, total and packages
 * in one prepared statement. Off-sale products (status ≠ 1) are never returned.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { jsonColumn, type Db } from '@/lib/db/client';
import { brands, products } from '@/lib/db/schema';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import { itemCols, withPackages } from '@/lib/domain/catalog/products';
import { listItemOf, packageOf, type ListItemRow, type PackageRow } from '@/lib/domain/catalog/search';
import { executePrepared, prepared } from '@/lib/db/prepared';

/** The list items of `ids` (one page of index hits), in the order of the ids. */
export async function productItemsByIds(db: Db, ids: readonly number[]): Promise<ProductListItem[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db
    .select(itemCols)
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(inArray(products.id, unique), eq(products.status, 1)));
  // Packages and the row → list-item mapping are the catalogue's own (one SKU query for the page).
  const byId = new Map((await withPackages(db, rows)).map((item) => [item.id, item]));
  const out: ProductListItem[] = [];
  for (const id of ids) {
    const item = byId.get(id);
    if (item) out.push(item);
  }
  return out;
}

/**
 * The exact lookup's page in ONE prepared statement (lib/db/prepared.ts): on-sale products with this canonical SMILES
 * (`products_canonical_idx`) or InChIKey (`products_inchikey_idx`), by id, with the total (`count(*) over ()`) and
 * each product's packages (`skus_product_idx`) as JSON. At 1M molecules two statements (products, then SKUs), each
 * planned on every call, kept the exact lookup above its 5 ms goal (docs/decisions/0013-structure-search-1m.md).
 * Answers exactly what those
 * two statements answered (tests/api/structure-exact-prepared.test.ts keeps them as its reference).
 */
const exactStatement = (name: string, column: 'canonical_smiles' | 'inchi_key') =>
  prepared(
    name,
    `SELECT p.id, p.code, p.name_zh, p.has_curated_zh, p.name_en, p.cas, p.formula, p.molecular_weight, p.purity,
            p.image_url, (p.smiles IS NOT NULL OR p.molfile IS NOT NULL OR p.canonical_smiles IS NOT NULL) AS has_structure,
            p.is_hot, p.is_new, p.kind, p.brand_id, b.name AS brand_name, count(*) OVER () AS total,
            (SELECT coalesce(json_agg(json_build_object('id', k.id, 'package_value', k.package_value, 'price', k.price,
                                                        'stock', k.stock, 'delivery', k.delivery) ORDER BY k.sort, k.id), '[]'::json)
               FROM skus k WHERE k.product_id = p.id AND k.status = 1) AS packages
       FROM products p LEFT JOIN brands b ON b.id = p.brand_id
      WHERE p.status = 1 AND p.${column} = $1
      ORDER BY p.id
      LIMIT $3 OFFSET $2`,
    ['text', 'int', 'int'],
  );
const EXACT_BY = {
  canonicalSmiles: exactStatement('structure_exact_smiles', 'canonical_smiles'),
  inchiKey: exactStatement('structure_exact_inchikey', 'inchi_key'),
};

type ExactRow = ListItemRow & { has_curated_zh: boolean; total: number | string; packages: PackageRow[] | string };

/** One page of on-sale products whose canonical SMILES (or InChIKey) is `value`, with the total. */
export async function exactItems(
  db: Db,
  by: keyof typeof EXACT_BY,
  value: string,
  offset: number,
  limit: number,
): Promise<{ items: ProductListItem[]; total: number }> {
  const rows = await executePrepared<ExactRow>(db, EXACT_BY[by], [value, offset, limit]);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    // A page past the end: the total alone.
    const column = by === 'canonicalSmiles' ? products.canonicalSmiles : products.inchiKey;
    const c = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(products)
      .where(and(eq(products.status, 1), eq(column, value)));
    total = c[0]?.n ?? 0;
  }
  const items = rows.map((r) =>
    listItemOf({ ...r, name_zh: r.has_curated_zh ? r.name_zh : null }, jsonColumn(r.packages).map(packageOf)),
  );
  return { items, total };
}
