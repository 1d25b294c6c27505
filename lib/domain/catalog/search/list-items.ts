/**
 * The rows of a product list and their packages, read and mapped to list items
 * (lib/domain/catalog/search/products.ts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { idList } from '@/lib/db/paged';
import { executePrepared, prepared } from '@/lib/db/prepared';
// Files, not the products door: the home page (pages router) reaches this file (lib/domain/catalog/products/home.ts).
import type { PackageSummary, ProductListItem } from '@/lib/domain/catalog/products/types';
import { minPrice } from '@/lib/domain/catalog/products/price';
import type { ListProductsOptions } from './products';
import type { PackageRow, ListItemRow } from './types';

export const LIST_COLUMNS_TEXT = `p.id, p.code, p.name_zh, p.name_en, p.cas, p.formula, p.molecular_weight, p.purity, p.image_url,
  (p.smiles IS NOT NULL OR p.molfile IS NOT NULL) AS has_structure, p.is_hot, p.is_new, p.kind, p.brand_id, b.name AS brand_name`;
export const LIST_COLUMNS = sql.raw(LIST_COLUMNS_TEXT);

/** The packages on sale of some products (`$1`, ids), each product's in its own order. Prepared (lib/db/prepared.ts). */
const PACKAGES_OF = prepared(
  'packages_of_products',
  `SELECT id, product_id, package_value, price, stock, delivery FROM skus
   WHERE product_id = ANY (string_to_array($1, ',')::int[]) AND status = 1
   ORDER BY product_id, sort, id`,
  ['text'],
);

/** Package summaries of the page's products (one query). */
export async function packagesFor(db: Db, productIds: readonly number[]): Promise<Map<number, PackageSummary[]>> {
  const map = new Map<number, PackageSummary[]>();
  const ids = idList(productIds);
  if (!ids) return map;
  const rows = await executePrepared<PackageRow & { product_id: number }>(db, PACKAGES_OF, [ids]);
  for (const r of rows) {
    const list = map.get(Number(r.product_id)) ?? [];
    list.push(packageOf(r));
    map.set(Number(r.product_id), list);
  }
  return map;
}

export function packageOf(r: PackageRow): PackageSummary {
  return {
    skuId: Number(r.id),
    packageValue: r.package_value,
    // Spec §5: a zero price means no price (询价), whatever was stored.
    price: r.price === null || Number(r.price) <= 0 ? null : Number(r.price),
    stock: Number(r.stock),
    delivery: r.delivery,
  };
}

export function toItems(rows: ListItemRow[], packages: Map<number, PackageSummary[]>): ProductListItem[] {
  return rows.map((r) => listItemOf(r, packages.get(Number(r.id)) ?? []));
}

/** The page's list items (the first `opts.shown` of them, with the page's `ids`, when asked). */
export async function itemsOf(
  db: Db,
  rows: ListItemRow[],
  opts: ListProductsOptions,
): Promise<{ list: ProductListItem[]; ids?: number[] }> {
  const shown = opts.shown === undefined ? rows : rows.slice(0, Math.max(0, Math.trunc(opts.shown)));
  const list = toItems(
    shown,
    await packagesFor(
      db,
      shown.map((r) => Number(r.id)),
    ),
  );
  return opts.shown === undefined ? { list } : { list, ids: rows.map((r) => Number(r.id)) };
}

/** A list item from its product row and its packages. */
export function listItemOf(r: ListItemRow, pk: PackageSummary[]): ProductListItem {
  return {
    id: Number(r.id),
    code: r.code,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    cas: r.cas,
    formula: r.formula,
    molecularWeight: r.molecular_weight === null ? null : Number(r.molecular_weight),
    purity: r.purity,
    imageUrl: r.image_url,
    hasStructure: Boolean(r.has_structure),
    isHot: Boolean(r.is_hot),
    isNew: Boolean(r.is_new),
    kind: r.kind,
    brandId: r.brand_id === null ? null : Number(r.brand_id),
    brandName: r.brand_name,
    minPrice: minPrice(pk.map((x) => x.price)),
    packages: pk,
  };
}
