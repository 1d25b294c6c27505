/** /searchCenter/relevantSearch?keyword=&pageNo= — related information: news and the drug substances (APIs) with methods. */
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Pager } from '@/components/ui/Pager';
import {
  ApiSection,
  HotSearches,
  NewsSection,
  SearchPageForm,
  SearchTabs,
  SearchHeading,
} from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { keywordOf, pageNoOf, type SP } from '@/lib/domain/catalog/search';
import { searchApis, searchNews } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

const PATH = '/searchCenter/relevantSearch';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? `“${keyword}”的相关资讯` : '相关资讯搜索', robots: { index: false, follow: true } };
}

export default async function RelevantSearchPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const pageNo = pageNoOf(sp);
  const db = await getDb();
  const [news, apis] = await Promise.all([
    searchNews(db, { keyword, pageNo, pageSize: PAGE_SIZE.newsSearch }),
    keyword && pageNo === 1 ? searchApis(db, { keyword, pageNo: 1, pageSize: 12 }) : Promise.resolve(null),
  ]);
  return (
    <div className="page-width pb-12" data-testid="relevant-search">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '搜索中心', href: '/searchCenter' }, { label: '相关资讯' }]}
      />
      <SearchHeading keyword={keyword} scope="资讯" title="相关资讯" />
      <div className="card mb-4 p-5">
        <SearchPageForm action={PATH} keyword={keyword} placeholder="请输入资讯关键词或原料药名称" />
        <HotSearches path={PATH} />
      </div>
      <SearchTabs active="news" keyword={keyword} />
      {apis && <ApiSection items={apis.list} total={apis.total} />}
      <NewsSection items={news.list} total={news.total} title={keyword ? `“${keyword}”的相关资讯` : '最新资讯'} />
      {news.total > PAGE_SIZE.newsSearch && (
        <Pager
          total={news.total}
          pageNo={pageNo}
          pageSize={PAGE_SIZE.newsSearch}
          pathname={PATH}
          searchParams={keyword ? { keyword } : {}}
        />
      )}
    </div>
  );
}
