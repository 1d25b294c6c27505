/**
 * Single-segment fallback resolver (spec §2.1): an unknown path like /对乙酰氨基酚, /GB5009.3-2016,
 * /103-90-2 or /USP resolves to a method (by API name), a standard (by standard code), a product
 * (by CAS number) or a brand (by name or code). Returns the canonical URL, or null.
 */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { brands, products } from '@/lib/db/schema';
import { methodIdByApi } from '@/lib/domain/content/methods';
import { looksLikeStandardCode, standardIdByCode } from '@/lib/domain/content/standards';
import { escapeLike } from '@/lib/domain/catalog/products/brands';
import { formatCas, isValidCas } from '@/lib/domain/catalog/search';

/** Decode a path segment once; tolerate already-decoded and malformed input. */
export function decodeSlug(slug: string): string {
  let s = slug;
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(s); i++) {
    try {
      s = decodeURIComponent(s);
    } catch {
      break;
    }
  }
  return s.normalize('NFC').trim();
}

/** CAS numbers: the search module's rules (check digit; hyphens optional in links). */
export { isValidCas };

export async function resolveSlug(db: Db, slug: string): Promise<string | null> {
  const s = decodeSlug(slug);
  if (!s || s.length > 120 || s.includes('/')) return null;

  // 1. Method by API name (exact).
  const methodId = await methodIdByApi(db, s);
  if (methodId) return `/methods/methodDetaile/${methodId}`;

  // 2. Standard by standard code, normalised ('GB5009.3-2016', 'gb 5009.3', …).
  if (looksLikeStandardCode(s)) {
    const standardId = await standardIdByCode(db, s);
    if (standardId) return `/standard/standardDetail/${standardId}`;
  }

  // 3. Product by CAS number (on sale first, then the oldest record).
  const cas = formatCas(s);
  if (cas && isValidCas(cas)) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.cas, cas))
      .orderBy(sql`case when ${products.status} = 1 then 0 else 1 end`, asc(products.id))
      .limit(1);
    const id = rows[0]?.id;
    if (id) return `/goodsDetail/${id}`;
  }

  // 4. Brand by name or code (case-insensitive, exact).
  const b = await db
    .select({ id: brands.id })
    .from(brands)
    .where(
      and(
        eq(brands.isVisible, true),
        or(ilike(brands.name, escapeLike(s)), ilike(brands.code, escapeLike(s)), ilike(brands.nameEn, escapeLike(s))),
      ),
    )
    .orderBy(asc(brands.id))
    .limit(1);
  if (b[0]) return `/brandCenter/branParticulars/${b[0].id}`;

  return null;
}
