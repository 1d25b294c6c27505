/**
 * /searchProduction?keyword=… — product search. The product results live on the product list
 * (/productCenter/productClassifyList/0, with filters, sorts and views); this route goes there with the same
 * query, or straight to the goods page when the keyword is the exact CAS / catalogue number of one product.
 */
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { goodsHref } from '@/lib/domain/catalog/urls';
import { exactProductMatch } from '@/lib/domain/search/site';
import { keywordOf, type SP } from '@/lib/domain/search/page-params';

export const dynamic = 'force-dynamic';

export default async function SearchProductionPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
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
