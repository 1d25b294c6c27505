/**
 * Matching standards bought elsewhere (hand-added or imported) to the catalogue, set-based: a 货号 as a package code
 * (exact, the unique index) or a product code (the compact expression index, as quick order reads it), else a CAS
 * number (one product with it; the lowest id when several share it). A matched entry gets the product (COA link,
 * storage, 一键复购) and, when the package is known, the package.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, skus } from '@/lib/db/schema';
import { compactCode, normaliseCas, normalisePackage } from '@/lib/domain/commerce/quick-order';

export type CatalogueMatch = { productId: number; productCode: string; skuId: number | null; storage: string | null };

const compactSql = sql`upper(replace(${products.code}, '-', ''))`;

export async function matchCatalogue(
  db: Db,
  rows: readonly { code: string | null; cas: string | null; packageValue?: string | null }[],
): Promise<(CatalogueMatch | null)[]> {
  const raw = new Set<string>();
  const compact = new Set<string>();
  const cas = new Set<string>();
  for (const r of rows) {
    if (r.code) {
      raw.add(r.code.trim());
      raw.add(r.code.trim().toUpperCase());
      const c = compactCode(r.code);
      if (c) compact.add(c);
    }
    const c = r.cas ? normaliseCas(r.cas) : null;
    if (c) cas.add(c);
  }
  if (!raw.size && !cas.size) return rows.map(() => null);
  const [bySku, byProduct] = await Promise.all([
    raw.size
      ? db
          .select({
            skuId: skus.id,
            skuCode: skus.code,
            productId: products.id,
            productCode: products.code,
            storage: products.storage,
          })
          .from(skus)
          .innerJoin(products, eq(products.id, skus.productId))
          .where(inArray(skus.code, [...raw]))
      : [],
    compact.size || cas.size
      ? db
          .select({ productId: products.id, productCode: products.code, cas: products.cas, storage: products.storage })
          .from(products)
          .where(
            or(
              compact.size ? inArray(compactSql, [...compact]) : undefined,
              cas.size ? inArray(products.cas, [...cas]) : undefined,
            ),
          )
          .orderBy(products.id)
          .limit(5000)
      : [],
  ]);
  const productIds = [...new Set(byProduct.map((p) => p.productId))];
  const packs = productIds.length
    ? await db
        .select({ id: skus.id, productId: skus.productId, packageValue: skus.packageValue })
        .from(skus)
        .where(and(inArray(skus.productId, productIds), eq(skus.status, 1)))
    : [];
  return rows.map((r) => {
    const code = r.code?.trim();
    if (code) {
      const s = bySku.find((x) => x.skuCode.toUpperCase() === code.toUpperCase());
      if (s) return { productId: s.productId, productCode: s.productCode, skuId: s.skuId, storage: s.storage };
    }
    const k = code ? compactCode(code) : null;
    const c = r.cas ? normaliseCas(r.cas) : null;
    const p =
      (k && byProduct.find((x) => compactCode(x.productCode) === k)) ||
      (c && byProduct.find((x) => x.cas === c)) ||
      null;
    if (!p) return null;
    const want = normalisePackage(r.packageValue ?? null);
    const sku = want
      ? packs.find((x) => x.productId === p.productId && normalisePackage(x.packageValue) === want)
      : undefined;
    return { productId: p.productId, productCode: p.productCode, skuId: sku?.id ?? null, storage: p.storage };
  });
}
