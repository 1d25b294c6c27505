/**
 * /searchCenter?keyword= — search everything (header type 全部): products, methods, standards, APIs and news.
 * An exact catalogue number / CAS / InChIKey of exactly one product goes straight to its goods page.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchCenterView } from '@/components/search/SearchCenterView';
import { getDb } from '@/lib/db/client';
import { goodsHref } from '@/lib/domain/catalog/products';
import { searchCenterSections } from '@/lib/domain/catalog/search';
import { exactProductMatch } from '@/lib/domain/catalog/search';
import { firstParam, keywordOf, type SP } from '@/lib/domain/catalog/search';
import { structureKeywordMatch } from '@/lib/domain/catalog/search';
import { productSearchEntry } from '@/lib/domain/operations/insights';
import { recordPageSearch } from '@/lib/pages/search-record';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? `“${keyword}”的搜索结果` : '搜索中心', robots: { index: false, follow: true } };
}

export default async function SearchCenterPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const db = await getDb();
  // Issue 16: a SMILES or molfile keyword runs the exact structure lookup (a pure check for every other keyword).
  const structure = keyword ? await structureKeywordMatch(db, firstParam(sp.keyword)) : null;
  if (structure?.redirect) {
    recordPageSearch(db, structure.log, structure.total);
    redirect(structure.redirect);
  }
  if (keyword) {
    const exact = await exactProductMatch(db, keyword);
    if (exact) {
      recordPageSearch(db, productSearchEntry({ keyword }), 1);
      redirect(goodsHref(exact));
    }
  }
  const sections = keyword ? await searchCenterSections(db, keyword) : null;
  // Insights: the buyer's search and what it found in the catalogue (buffered, never awaited).
  if (sections) recordPageSearch(db, productSearchEntry({ keyword }), sections.products.total);

  return <SearchCenterView keyword={keyword} results={sections} structure={structure} />;
}
