/**
 * The example lines /quickOrder shows (issue 34: its own example `103902, 1g, 1` was 未找到 — the demo catalogue has
 * no 1g package of that product). Examples are taken from the catalogue itself, one per way of writing a line (货号 +
 * package + quantity; CAS + package + quantity; a CAS without dashes, comma-separated), and each is matched before
 * it is shown: every example the page shows is one the matcher finds. Bounded reads: a few dozen candidate products,
 * whatever the catalogue's size.
 */
import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, skus } from '@/lib/db/schema';
import { matchLines } from './match';
import { parseText } from './parse';

/** Candidate products read to find three examples. */
const CANDIDATES = 40;

/** Up to three lines that all match (status found), one per format; empty when the catalogue has no priced package. */
export async function quickOrderExamples(db: Db): Promise<string[]> {
  const rows = await db
    .select({ productId: products.id, code: products.code, cas: products.cas, packageValue: skus.packageValue })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(products.status, 1), eq(skus.status, 1), isNotNull(skus.price), gt(skus.price, 0), gt(skus.stock, 0)))
    .orderBy(asc(products.id), asc(skus.sort), asc(skus.id))
    .limit(CANDIDATES * 3);
  // One package per product (its first), and a CAS line only where that CAS names one product.
  const seen = new Set<number>();
  const picks = rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId)).slice(0, CANDIDATES);
  const casList = [...new Set(picks.map((p) => p.cas).filter((c): c is string => !!c))];
  const shared = new Set(
    casList.length
      ? (
          await db
            .select({ cas: products.cas, n: count() })
            .from(products)
            .where(and(eq(products.status, 1), inArray(products.cas, casList)))
            .groupBy(products.cas)
        )
          .filter((r) => r.n > 1)
          .map((r) => r.cas)
      : [],
  );
  const byCode = picks[0];
  const withCas = picks.filter((p) => p !== byCode && p.cas && !shared.has(p.cas));
  const lines: string[] = [];
  if (byCode) lines.push(`${byCode.code} ${byCode.packageValue} 2`);
  if (withCas[0]) lines.push(`${withCas[0].cas} ${withCas[0].packageValue} 1`);
  if (withCas[1]) lines.push(`${withCas[1].cas!.replace(/-/g, '')}, ${withCas[1].packageValue}, 1`);
  if (!lines.length) return [];
  const { lines: matched } = await matchLines(db, parseText(lines.join('\n')));
  return matched.filter((l) => l.status === 'found').map((l) => l.raw);
}
