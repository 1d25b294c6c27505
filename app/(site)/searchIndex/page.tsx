/**
 * /searchIndex?navHandleIndex=&keyword=&type= — the assistant search page (spec §2.1, §2.3).
 * Tabs by navHandleIndex: 0 all and product, 2 method, 3 standard, 4 data. The assistant header's type
 * selector uses its own numbers (all=0, methods=1, products=2, data=3); a submitted `type` picks the tab.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Pager } from '@/components/ui/Pager';
import { SearchNotice } from '@/components/search/SearchNotice';
import {
  MethodSection,
  NewsSection,
  ProductSection,
  StandardSection,
  HotSearches,
  withKeyword,
  SearchHeading,
} from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listStandards } from '@/lib/domain/content/standards';
import { listProducts } from '@/lib/domain/catalog/search';
import { productIdsVia, searchMethodItems, searchNews, searchStandards } from '@/lib/domain/catalog/search';
import { firstParam, keywordOf, pageNoOf, pastLastPageHref, type SP } from '@/lib/domain/catalog/search';
import { productSearchEntry } from '@/lib/domain/operations/insights';
import { recordPageSearch } from '@/lib/pages/search-record';
import { redirect } from 'next/navigation';
import {
  ASSISTANT_TYPE_LABELS,
  SEARCH_INDEX_TABS,
  assistantForNavIndex,
  navIndexForAssistant,
  parseNavHandleIndex,
  searchIndexHref,
  type NavHandleIndex,
} from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

/**
 * The assistant numbers have no 标准 (data covers standards); on the 标准 tab the selector offers it as an extra
 * option, so searching again from that tab stays on it instead of jumping to 数据.
 */
const STANDARD_TYPE = 'standard';

function tabOf(sp: SP): NavHandleIndex {
  const t = firstParam(sp.type);
  if (t === STANDARD_TYPE) return 3;
  if (/^[0-3]$/.test(t)) return navIndexForAssistant(Number(t));
  return parseNavHandleIndex(sp.navHandleIndex);
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? `“${keyword}”的检索结果` : '检索助手', robots: { index: false, follow: true } };
}

export default async function SearchIndexPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const tab = tabOf(sp);
  const pageNo = pageNoOf(sp);
  const size = PAGE_SIZE.pagerDefault;
  const db = await getDb();
  const pagerParams: Record<string, string> = { navHandleIndex: String(tab), ...(keyword ? { keyword } : {}) };

  let body: React.ReactNode = null;
  if (tab === 0) {
    const via = productIdsVia(db, keyword);
    const [products, methods, standards] = await Promise.all([
      listProducts(db, { keyword, pageNo, pageSize: size }),
      keyword && pageNo === 1
        ? searchMethodItems(db, { keyword, pageNo: 1, pageSize: PAGE_SIZE.homeSearch }, via)
        : Promise.resolve(null),
      keyword && pageNo === 1
        ? searchStandards(db, { keyword, pageNo: 1, pageSize: PAGE_SIZE.homeSearch }, via)
        : Promise.resolve(null),
    ]);
    const past = pastLastPageHref('/searchIndex', pagerParams, products.total, size, pageNo);
    if (past) redirect(past);
    recordPageSearch(db, productSearchEntry({ keyword, pageNo }), products.total);
    body = (
      <>
        <SearchNotice
          keyword={keyword}
          kind={products.kind}
          hint={products.hint}
          suggestion={products.suggestion}
          fuzzy={products.fuzzy}
          hrefFor={(k) => searchIndexHref(0, k)}
        />
        <ProductSection
          items={products.list}
          total={products.total}
          capped={products.totalCapped}
          more={withKeyword('/productCenter/productClassifyList/0', keyword)}
        />
        {products.total > size && (
          <Pager
            total={products.total}
            pageNo={pageNo}
            pageSize={size}
            pathname="/searchIndex"
            searchParams={pagerParams}
          />
        )}
        {methods && (
          <MethodSection items={methods.list} total={methods.total} more={searchIndexHref(2, keyword)} compactEmpty />
        )}
        {standards && (
          <StandardSection
            items={standards.list}
            total={standards.total}
            more={searchIndexHref(3, keyword)}
            compactEmpty
          />
        )}
      </>
    );
  } else if (tab === 2) {
    const methods = await searchMethodItems(db, { keyword, pageNo, pageSize: size });
    const past = pastLastPageHref('/searchIndex', pagerParams, methods.total, size, pageNo);
    if (past) redirect(past);
    body = (
      <>
        <MethodSection items={methods.list} total={methods.total} />
        {methods.total > size && (
          <Pager
            total={methods.total}
            pageNo={pageNo}
            pageSize={size}
            pathname="/searchIndex"
            searchParams={pagerParams}
          />
        )}
      </>
    );
  } else if (tab === 3) {
    const standards = await listStandards(db, { keyword, pageNo, pageSize: size });
    const past = pastLastPageHref('/searchIndex', pagerParams, standards.total, size, pageNo);
    if (past) redirect(past);
    body = (
      <>
        <StandardSection items={standards.list} total={standards.total} />
        {standards.total > size && (
          <Pager
            total={standards.total}
            pageNo={pageNo}
            pageSize={size}
            pathname="/searchIndex"
            searchParams={pagerParams}
          />
        )}
      </>
    );
  } else {
    const [standards, news] = await Promise.all([
      searchStandards(db, { keyword, pageNo, pageSize: size }),
      pageNo === 1 ? searchNews(db, { keyword, pageNo: 1, pageSize: PAGE_SIZE.homeSearch }) : Promise.resolve(null),
    ]);
    body = (
      <>
        <StandardSection items={standards.list} total={standards.total} title="标准数据" />
        {standards.total > size && (
          <Pager
            total={standards.total}
            pageNo={pageNo}
            pageSize={size}
            pathname="/searchIndex"
            searchParams={pagerParams}
          />
        )}
        {news && (
          <NewsSection
            items={news.list}
            total={news.total}
            more={withKeyword('/searchCenter/relevantSearch', keyword)}
            compactEmpty
          />
        )}
      </>
    );
  }

  const assistant = assistantForNavIndex(tab);
  return (
    <div className="page-width pb-12" data-testid="search-index">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '检索助手' }]} />
      <SearchHeading keyword={keyword} title="检索助手" />
      <div className="card mb-4 p-5">
        {/* The assistant header: its type numbers are all=0, methods=1, products=2, data=3. */}
        <form
          action="/searchIndex"
          method="get"
          role="search"
          className="flex max-w-[760px] gap-2"
          data-testid="assistant-search"
        >
          <select
            name="type"
            defaultValue={tab === 3 ? STANDARD_TYPE : String(assistant)}
            aria-label="搜索类型"
            className="input h-11 w-[96px] shrink-0"
          >
            {ASSISTANT_TYPE_LABELS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
            {tab === 3 && <option value={STANDARD_TYPE}>标准</option>}
          </select>
          <input
            type="search"
            name="keyword"
            defaultValue={keyword}
            required
            maxLength={200}
            placeholder="请输入货号、CAS号、分子式或标准号"
            aria-label="搜索关键词"
            className="input h-11 text-[15px]"
          />
          <button type="submit" className="btn btn-primary btn-lg h-11">
            搜索
          </button>
        </form>
        <HotSearches path="/searchIndex" />
      </div>
      <nav aria-label="检索类别" className="mb-4 flex gap-1 border-b border-line" data-testid="search-index-tabs">
        {SEARCH_INDEX_TABS.map((t) => (
          <Link
            key={t.index}
            href={searchIndexHref(t.index, keyword)}
            aria-current={t.index === tab ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-2 text-[14px] ${t.index === tab ? 'border-brand-500 font-medium text-brand-600' : 'border-transparent text-ink-700 hover:text-brand-600'}`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {body}
    </div>
  );
}
