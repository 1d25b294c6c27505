/**
 * /searchCenter?keyword= — search everything (header type 全部): products, methods, standards, APIs and news.
 * An exact catalogue number / CAS / InChIKey of exactly one product goes straight to its goods page.
 * A result page listing products is indexable with its phone twin annotated; an empty one is noindex
 * (docs/decisions/0021-phone-pages.md).
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { SearchCenterView } from '@/components/search/SearchCenterView';
import { getDb } from '@/lib/db/client';
import { goodsHref } from '@/lib/domain/catalog/products';
import { searchCenterSections } from '@/lib/domain/catalog/search';
import { exactProductMatch } from '@/lib/domain/catalog/search';
import { firstParam, keywordOf, searchCenterHref, searchRobots, type SP } from '@/lib/domain/catalog/search';
import { structureKeywordMatch } from '@/lib/domain/catalog/search';
import { productSearchEntry } from '@/lib/domain/operations/insights';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';
import { recordPageSearch } from '@/lib/pages/search-record';

export const dynamic = 'force-dynamic';

/**
 * What a keyword leads to, worked out once per request (the head and the page share it): a redirect (structure
 * lookup, or an exact match of one product), else the result sections.
 */
const searchOutcome = cache(async (raw: string, keyword: string) => {
  const db = await getDb();
  // Issue 16: a SMILES or molfile keyword runs the exact structure lookup (a pure check for every other keyword).
  const structure = keyword ? await structureKeywordMatch(db, raw) : null;
  if (structure?.redirect)
    return { kind: 'redirect' as const, to: structure.redirect, log: structure.log, total: structure.total };
  if (keyword) {
    const exact = await exactProductMatch(db, keyword);
    if (exact)
      return { kind: 'redirect' as const, to: goodsHref(exact), log: productSearchEntry({ keyword }), total: 1 };
  }
  const sections = keyword ? await searchCenterSections(db, keyword) : null;
  return { kind: 'results' as const, structure, sections };
});

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const title = keyword ? `“${keyword}”的搜索结果` : '搜索中心';
  if (!keyword) return { title, robots: searchRobots(0) };
  const outcome = await searchOutcome(firstParam(sp.keyword), keyword);
  const total = outcome.kind === 'results' ? (outcome.sections?.products.total ?? 0) : 0;
  return { title, robots: searchRobots(total), ...phoneTwin(searchCenterHref(keyword)) };
}

export default async function SearchCenterPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const outcome = await searchOutcome(firstParam(sp.keyword), keyword);
  if (outcome.kind === 'redirect') {
    recordPageSearch(await getDb(), outcome.log, outcome.total);
    redirect(outcome.to);
  }
  // Insights: the buyer's search and what it found in the catalogue (buffered, never awaited).
  if (outcome.sections)
    recordPageSearch(await getDb(), productSearchEntry({ keyword }), outcome.sections.products.total);

  return <SearchCenterView keyword={keyword} results={outcome.sections} structure={outcome.structure} />;
}
