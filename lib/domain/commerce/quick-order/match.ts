/**
 * Quick order matching: every parsed line against the catalogue in two set-based queries (products by 货号 variants
 * or CAS, then their packages), whatever the number of lines — never one query per line.
 *
 * A line is
 *   found      one product and one package (the package given, or the product has a single one);
 *   ambiguous  several products share the CAS, or no package was given and the product has several: the buyer
 *              chooses among `candidates`;
 *   inquiry    found, but the package has no price (询价): it can go to the inquiry basket only;
 *   not_found  no product, or no such package (the reason names what exists);
 *   invalid    the quantity is not a positive integer, or a CAS number's check digit is wrong.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, skus } from '@/lib/db/schema';
import { QUICK_MSG } from '@/lib/config/messages';
import { displayName } from '@/lib/domain/catalog/products';
import { compactCode, looksLikeCas, normaliseCas, normalisePackage, type RawLine } from './parse';
import type { MatchSummary, Candidate, MatchedLine, MatchStatus } from './types';

/** The catalogue number as compactCode() writes it, in SQL (matches the expression index). */
const compactSql = sql`upper(replace(${products.code}, '-', ''))`;

export async function matchLines(db: Db, lines: readonly RawLine[]): Promise<MatchSummary> {
  const cas = new Set<string>();
  const codes = new Set<string>();
  for (const l of lines) {
    const c = normaliseCas(l.query);
    if (c) cas.add(c);
    const k = compactCode(l.query);
    if (k) codes.add(k);
  }
  const found =
    cas.size || codes.size
      ? await db
          .select({
            id: products.id,
            code: products.code,
            cas: products.cas,
            nameZh: products.nameZh,
            nameEn: products.nameEn,
            hasCuratedZh: products.hasCuratedZh,
          })
          .from(products)
          .where(
            and(
              eq(products.status, 1),
              or(
                codes.size ? inArray(compactSql, [...codes]) : undefined,
                cas.size ? inArray(products.cas, [...cas]) : undefined,
              ),
            ),
          )
      : [];
  const packs = found.length
    ? await db
        .select({
          id: skus.id,
          productId: skus.productId,
          packageValue: skus.packageValue,
          price: skus.price,
          stock: skus.stock,
          delivery: skus.delivery,
          sort: skus.sort,
        })
        .from(skus)
        .where(
          and(
            inArray(
              skus.productId,
              found.map((p) => p.id),
            ),
            eq(skus.status, 1),
          ),
        )
    : [];
  const byCode = new Map(found.map((p) => [compactCode(p.code), p]));
  const byCas = new Map<string, typeof found>();
  for (const p of found) if (p.cas) byCas.set(p.cas, [...(byCas.get(p.cas) ?? []), p]);
  const packsOf = new Map<number, typeof packs>();
  for (const s of [...packs].sort((a, b) => a.sort - b.sort || a.id - b.id))
    packsOf.set(s.productId, [...(packsOf.get(s.productId) ?? []), s]);
  const cand = (p: (typeof found)[number], s: (typeof packs)[number]): Candidate => ({
    productId: p.id,
    skuId: s.id,
    name: displayName(p),
    code: p.code,
    cas: p.cas,
    packageValue: s.packageValue,
    price: s.price,
    stock: s.stock,
    delivery: s.delivery,
  });

  const out: MatchedLine[] = lines.map((l) => {
    const base = {
      lineNo: l.lineNo,
      raw: l.raw,
      query: l.query,
      pkg: l.pkg,
      qty: l.qty ?? 1,
      match: null,
      candidates: [] as Candidate[],
    };
    if (l.qty !== null && !Number.isInteger(l.qty))
      return { ...base, qty: 1, status: 'invalid', reason: QUICK_MSG.badQty };
    const byC = byCode.get(compactCode(l.query));
    const c = normaliseCas(l.query);
    const ps = byC ? [byC] : c ? (byCas.get(c) ?? []) : [];
    if (ps.length === 0) {
      if (looksLikeCas(l.query) && !c) return { ...base, status: 'invalid', reason: QUICK_MSG.badCas };
      return { ...base, status: 'not_found', reason: QUICK_MSG.noProduct };
    }
    const want = normalisePackage(l.pkg);
    const options = ps.flatMap((p) =>
      (packsOf.get(p.id) ?? [])
        .filter((s) => !want || normalisePackage(s.packageValue) === want)
        .map((s) => cand(p, s)),
    );
    if (options.length === 0) {
      const all = ps.flatMap((p) => (packsOf.get(p.id) ?? []).map((s) => cand(p, s)));
      return {
        ...base,
        status: 'not_found',
        reason: all.length ? QUICK_MSG.noPackage(all.map((a) => a.packageValue)) : QUICK_MSG.noPackages,
        candidates: all,
      };
    }
    if (options.length > 1)
      return {
        ...base,
        status: 'ambiguous',
        reason: ps.length > 1 ? QUICK_MSG.manyProducts : QUICK_MSG.choosePackage,
        candidates: options,
      };
    const m = options[0]!;
    return m.price === null
      ? { ...base, status: 'inquiry', reason: QUICK_MSG.inquiryLine, match: m }
      : { ...base, status: 'found', reason: null, match: m };
  });
  const counts = { found: 0, ambiguous: 0, inquiry: 0, not_found: 0, invalid: 0 } as Record<MatchStatus, number>;
  for (const l of out) counts[l.status]++;
  return { lines: out, counts };
}
