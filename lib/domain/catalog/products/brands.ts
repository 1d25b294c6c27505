/** Brands. */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands } from '@/lib/db/schema';
import type { BrandDTO } from '@/lib/domain/catalog/products/types';

const cols = {
  id: brands.id,
  name: brands.name,
  nameEn: brands.nameEn,
  code: brands.code,
  logoUrl: brands.logoUrl,
  country: brands.country,
  description: brands.description,
  productCount: brands.productCount,
};

export async function listBrands(db: Db, name?: string): Promise<BrandDTO[]> {
  const q = name?.trim();
  const where = q
    ? and(
        eq(brands.isVisible, true),
        or(
          ilike(brands.name, `%${escapeLike(q)}%`),
          ilike(brands.nameEn, `%${escapeLike(q)}%`),
          ilike(brands.code, `%${escapeLike(q)}%`),
        ),
      )
    : eq(brands.isVisible, true);
  return db.select(cols).from(brands).where(where).orderBy(asc(brands.sort), asc(brands.id));
}

export async function getBrand(db: Db, id: number): Promise<BrandDTO | null> {
  const rows = await db
    .select(cols)
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.isVisible, true)))
    .limit(1);
  return rows[0] ?? null;
}

/** Escape LIKE wildcards in user input. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A visible brand by its exact name or code (case-insensitive code), for /brandCenter/branParticulars?brandName=. */
export async function findBrandByName(db: Db, name: string): Promise<BrandDTO | null> {
  const q = name.trim();
  if (!q) return null;
  const rows = await db
    .select(cols)
    .from(brands)
    .where(
      and(eq(brands.isVisible, true), or(eq(brands.name, q), eq(brands.nameEn, q), ilike(brands.code, escapeLike(q)))),
    )
    .orderBy(asc(brands.sort), asc(brands.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Products per page on a brand's page (4 × 5 grid). */
export const BRAND_PRODUCTS_PAGE_SIZE = 20;
