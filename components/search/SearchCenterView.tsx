'use client';
/**
 * The search centre's body (/searchCenter?keyword=…): breadcrumb, search box, tabs, notices and the result sections.
 *
 * A client component although nothing in it is interactive, for the reason the product cards and the chrome are
 * (docs/decisions/0015-crawler-scale.md, eighth pass): as server components the sections' markup went into the
 * page's RSC payload as element trees on top of the HTML — serialised, parsed and inlined on every search, and a
 * search page is always a first render. As one client component the payload holds the results' data and a reference
 * to this module; the HTML is the same. The page passes what lib/domain/catalog/search/center.ts returns: only what is
 * shown (not the 100 ranked ids the method and standard sections used).
 */
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import type { MethodListItem } from '@/lib/domain/content/methods';
import type { QueryKind } from '@/lib/domain/catalog/search';
import type { ApiSearchItem, NewsSearchItem } from '@/lib/domain/catalog/search';
import type { StructureKeywordMatch } from '@/lib/domain/catalog/search';
import type { StandardListItem } from '@/lib/domain/content/standards';
import { SearchNotice } from './SearchNotice';
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
} from './SearchSections';
import { StructureKeywordNotice } from './StructureKeywordNotice';

type Shown<T> = { list: T[]; total: number };

/** What the search centre shows of a keyword's results (searchCenterSections, without what is not shown). */
export type SearchCenterResults = {
  products: Shown<ProductListItem> & {
    totalCapped: boolean;
    kind?: QueryKind;
    hint?: string;
    suggestion?: string;
    fuzzy?: boolean;
  };
  apis: Shown<ApiSearchItem>;
  methods: Shown<MethodListItem>;
  standards: Shown<StandardListItem>;
  news: Shown<NewsSearchItem>;
};

const searchCenterHref = (k: string) => withKeyword('/searchCenter', k);

export function SearchCenterView({
  keyword,
  results,
  structure,
}: {
  keyword: string;
  results: SearchCenterResults | null;
  structure: StructureKeywordMatch | null;
}) {
  return (
    <div className="page-width pb-12" data-testid="search-center">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '搜索中心' }]} />
      <SearchHeading keyword={keyword} title="搜索中心" />
      <div className="card mb-4 p-5">
        <SearchPageForm action="/searchCenter" keyword={keyword} />
        <HotSearches path="/searchCenter" />
      </div>
      <SearchTabs active="all" keyword={keyword} />
      {results ? (
        <>
          <StructureKeywordNotice match={structure} />
          <SearchNotice
            keyword={keyword}
            kind={structure ? null : (results.products.kind ?? null)}
            hint={results.products.hint}
            suggestion={results.products.suggestion}
            fuzzy={results.products.fuzzy}
            hrefFor={searchCenterHref}
          />
          <ProductSection
            items={results.products.list}
            total={results.products.total}
            capped={results.products.totalCapped}
            more={withKeyword('/productCenter/productClassifyList/0', keyword)}
          />
          <ApiSection items={results.apis.list} total={results.apis.total} />
          <MethodSection
            items={results.methods.list}
            total={results.methods.total}
            more={withKeyword('/searchCenter/methodsSeach', keyword)}
            compactEmpty
          />
          <StandardSection
            items={results.standards.list}
            total={results.standards.total}
            more={withKeyword('/searchCenter/dataSearchofStandard', keyword)}
            compactEmpty
          />
          <NewsSection
            items={results.news.list}
            total={results.news.total}
            more={withKeyword('/searchCenter/relevantSearch', keyword)}
            compactEmpty
          />
        </>
      ) : (
        <p className="py-10 text-center text-ink-500">请输入货号、CAS号、分子式、标准号或产品名称进行搜索。</p>
      )}
    </div>
  );
}
