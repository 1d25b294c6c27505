/**
 * Finding a product to link to a method or standard: by 货号 (exact, also typed without its hyphen), by CAS number
 * (exact), else by name/synonym text (the trigram-indexed search text). Off-shelf products are found too (marked),
 * since staff may prepare a method before a product goes on sale.
 */
import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { escapeLike } from '@/lib/domain/catalog/products';
import { compactCode } from '@/lib/domain/commerce/quick-order';
import { normalizeText } from '@/lib/domain/catalog/search';
import type { ProductPick } from './types';

const LIMIT = 20;
const CAS_RE = /^\d{2,7}-\d{2}-\d$/;

export async function lookupProducts(db: Db, keyword: string): Promise<ProductPick[]> {
  const kw = keyword.trim();
  if (!kw) return [];
  const cols = {
    id: products.id,
    code: products.code,
    nameZh: products.nameZh,
    nameEn: products.nameEn,
    cas: products.cas,
    status: products.status,
  };
  const exact = await db
    .select(cols)
    .from(products)
    .where(
      CAS_RE.test(kw)
        ? eq(products.cas, kw)
        : or(
            eq(products.code, kw),
            eq(sql`upper(replace(${products.code}, '-', ''))`, compactCode(kw).replace(/-/g, '')),
          ),
    )
    .orderBy(asc(products.id))
    .limit(LIMIT);
  if (exact.length) return exact;
  const text = normalizeText(kw);
  if (text.length < 2) return [];
  return db
    .select(cols)
    .from(products)
    .where(ilike(products.searchText, `%${escapeLike(text)}%`))
    .orderBy(sql`${products.status} desc`, asc(products.code))
    .limit(LIMIT);
}
