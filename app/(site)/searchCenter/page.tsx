/**
 * /searchCenter?keyword= — search everything (header type 全部): products, methods, standards, APIs and news.
 * An exact catalogue number / CAS / InChIKey of exactly one product goes straight to its goods page.
 */
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { SearchNotice } from '@/components/search/SearchNotice';
import { StructureKeywordNotice } from '@/components/search/StructureKeywordNotice';
import {
  ApiSection,
  HotSearches,
  MethodSection,
  NewsSection,
  ProductSection,
  SearchHeading,
  SearchPageForm,
  SearchTabs,
  StandardSection,
  withKeyword,
} from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { goodsHref } from '@/lib/domain/catalog/urls';
import { searchCenterSections } from '@/lib/domain/search/center';
import { exactProductMatch } from '@/lib/domain/search/site';
import { firstParam, keywordOf, type SP } from '@/lib/domain/search/page-params';
import { structureKeywordMatch } from '@/lib/domain/search/structure-match';
import { productSearchEntry } from '@/lib/domain/insights/kinds';
import { recordPageSearch } from '@/lib/domain/insights/page-record';

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

  return (
    <div className="page-width pb-12" data-testid="search-center">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '搜索中心' }]} />
      <SearchHeading keyword={keyword} title="搜索中心" />
      <div className="card mb-4 p-5">
        <SearchPageForm action="/searchCenter" keyword={keyword} />
        <HotSearches path="/searchCenter" />
      </div>
      <SearchTabs active="all" keyword={keyword} />
      {sections ? (
        <>
          <StructureKeywordNotice match={structure} />
          <SearchNotice
            keyword={keyword}
            kind={structure ? null : sections.products.kind}
            hint={sections.products.hint}
            suggestion={sections.products.suggestion}
            fuzzy={sections.products.fuzzy}
            hrefFor={(k) => withKeyword('/searchCenter', k)}
          />
          <ProductSection items={sections.products.list} total={sections.products.total} capped={sections.products.totalCapped} more={withKeyword('/productCenter/productClassifyList/0', keyword)} />
          <ApiSection items={sections.apis.list} total={sections.apis.total} />
          <MethodSection items={sections.methods.list} total={sections.methods.total} more={withKeyword('/searchCenter/methodsSeach', keyword)} compactEmpty />
          <StandardSection items={sections.standards.list} total={sections.standards.total} more={withKeyword('/searchCenter/dataSearchofStandard', keyword)} compactEmpty />
          <NewsSection items={sections.news.list} total={sections.news.total} more={withKeyword('/searchCenter/relevantSearch', keyword)} compactEmpty />
        </>
      ) : (
        <p className="py-10 text-center text-ink-500">请输入货号、CAS号、分子式、标准号或产品名称进行搜索。</p>
      )}
    </div>
  );
}
