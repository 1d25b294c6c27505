/**
 * /searchProduction?keyword=… — product search. The product results live on the product list
 * (/productCenter/productClassifyList/0, with filters, sorts and views); this route goes there with the same
 * query, or straight to the goods page when the keyword is the exact CAS / catalogue number of one product — or the
 * SMILES / molfile of one product (several: the structure results; none: /searchCenter, which says so).
 */
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { goodsHref } from '@/lib/domain/catalog/products';
import { exactProductMatch } from '@/lib/domain/catalog/search';
import { firstParam, keywordOf, type SP } from '@/lib/domain/catalog/search';
import { structureKeywordMatch } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

export default async function SearchProductionPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  // Issue 16: a SMILES or molfile → its product, the structure results, or /searchCenter, which says none has it.
  const structure = keyword ? await structureKeywordMatch(await getDb(), firstParam(sp.keyword)) : null;
  if (structure) redirect(structure.redirect ?? `/searchCenter?keyword=${encodeURIComponent(keyword)}`);
  if (keyword) {
    const exact = await exactProductMatch(await getDb(), keyword);
    if (exact) redirect(goodsHref(exact));
  }
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    const val = Array.isArray(v) ? v[0] : v;
    if (val !== undefined && val !== '') q.set(k, k === 'keyword' ? keyword : val);
  }
  const qs = q.toString();
  redirect(`/productCenter/productClassifyList/0${qs ? `?${qs}` : ''}`);
}
