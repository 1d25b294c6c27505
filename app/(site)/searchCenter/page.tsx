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
import { PAGE_SIZE } from '@/lib/config/constants';
import { goodsHref } from '@/lib/domain/catalog/urls';
import { listProducts } from '@/lib/domain/search/products';
import { exactProductMatch, productIdsVia, searchApis, searchMethodItems, searchNews, searchStandards, VIA_PRODUCTS } from '@/lib/domain/search/site';
import { firstParam, keywordOf, type SP } from '@/lib/domain/search/page-params';
import { structureKeywordMatch } from '@/lib/domain/search/structure-match';
import { productSearchEntry } from '@/lib/domain/insights/kinds';
import { recordPageSearch } from '@/lib/domain/insights/page-record';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? `“${keyword}”的搜索结果` : '搜索中心', robots: { index: false, follow: true } };
}

const PRODUCTS_SHOWN = 10;

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
  const page = { pageNo: 1, pageSize: PAGE_SIZE.homeSearch };
  // One product search serves the products section (its first PRODUCTS_SHOWN) and the method and standard fallbacks.
  const ranked = keyword ? listProducts(db, { keyword, pageNo: 1, pageSize: VIA_PRODUCTS }) : null;
  const via = productIdsVia(db, keyword, ranked ?? undefined);
  const [products, methods, standards, apis, news] = keyword
    ? await Promise.all([
        ranked!.then((r) => ({ ...r, list: r.list.slice(0, PRODUCTS_SHOWN) })),
        searchMethodItems(db, { keyword, ...page }, via),
        searchStandards(db, { keyword, ...page }, via),
        searchApis(db, { keyword, pageNo: 1, pageSize: 12 }),
        searchNews(db, { keyword, ...page }),
      ])
    : [null, null, null, null, null];
  // Insights: the buyer's search and what it found in the catalogue (buffered, never awaited).
  if (products) recordPageSearch(db, productSearchEntry({ keyword }), products.total);

  return (
    <div className="page-width pb-12" data-testid="search-center">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '搜索中心' }]} />
      <SearchHeading keyword={keyword} title="搜索中心" />
      <div className="card mb-4 p-5">
        <SearchPageForm action="/searchCenter" keyword={keyword} />
        <HotSearches path="/searchCenter" />
      </div>
      <SearchTabs active="all" keyword={keyword} />
      {products && methods && standards && apis && news ? (
        <>
          <StructureKeywordNotice match={structure} />
          <SearchNotice
            keyword={keyword}
            kind={structure ? null : products.kind}
            hint={products.hint}
            suggestion={products.suggestion}
            fuzzy={products.fuzzy}
            hrefFor={(k) => withKeyword('/searchCenter', k)}
          />
          <ProductSection items={products.list} total={products.total} capped={products.totalCapped} more={withKeyword('/productCenter/productClassifyList/0', keyword)} />
          <ApiSection items={apis.list} total={apis.total} />
          <MethodSection items={methods.list} total={methods.total} more={withKeyword('/searchCenter/methodsSeach', keyword)} compactEmpty />
          <StandardSection items={standards.list} total={standards.total} more={withKeyword('/searchCenter/dataSearchofStandard', keyword)} compactEmpty />
          <NewsSection items={news.list} total={news.total} more={withKeyword('/searchCenter/relevantSearch', keyword)} compactEmpty />
        </>
      ) : (
        <p className="py-10 text-center text-ink-500">请输入货号、CAS号、分子式、标准号或产品名称进行搜索。</p>
      )}
    </div>
  );
}
