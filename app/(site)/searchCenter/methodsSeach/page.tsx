/**
 * /searchCenter/methodsSeach?keyword=&typeIds=&filterKeyword=&pageNo= — pharmacopoeia methods by keyword (API name,
 * title, test item; or via a required product's CAS / name) with the classification filter panel (spec §2.3).
 */
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Pager } from '@/components/ui/Pager';
import { ClassificationFilter, FILTER_KEYWORD_PARAM } from '@/components/search/ClassificationFilter';
import { ApiSection, MethodSection, SearchTabs, SearchHeading } from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listMethodTypes } from '@/lib/domain/content/methods';
import { parseTypeIds, stripKeyword } from '@/lib/domain/catalog/search';
import { firstParam, keywordOf, pageNoOf, pastLastPageHref, type SP } from '@/lib/domain/catalog/search';
import { redirect } from 'next/navigation';
import { productIdsVia, searchApis, searchMethodItems } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const sp = await searchParams;
  const keyword = keywordOf(sp) || stripKeyword(firstParam(sp[FILTER_KEYWORD_PARAM]));
  return { title: keyword ? `“${keyword}”的药典方法` : '药典方法搜索', robots: { index: false, follow: true } };
}

export default async function MethodsSearchPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const routeKeyword = keywordOf(sp);
  const filterKeyword = stripKeyword(firstParam(sp[FILTER_KEYWORD_PARAM])).slice(0, 100);
  const keyword = routeKeyword || filterKeyword;
  const typeIds = parseTypeIds(sp.typeIds);
  const pageNo = pageNoOf(sp);
  const db = await getDb();
  // The product fallback of every method search below is one product search.
  const via = productIdsVia(db, keyword);
  const [types, methods, apis] = await Promise.all([
    listMethodTypes(db),
    searchMethodItems(db, { keyword, typeIds, pageNo, pageSize: PAGE_SIZE.pagerDefault }, via),
    keyword && pageNo === 1 ? searchApis(db, { keyword, pageNo: 1, pageSize: 12 }) : Promise.resolve(null),
  ]);
  // With a keyword, each classification shows how many of ITS methods match (not the catalogue-wide count),
  // so a chip never promises results the keyword does not have.
  const typeCounts = keyword
    ? await Promise.all(
        types.map((t) =>
          searchMethodItems(db, { keyword, typeIds: [t.id], pageNo: 1, pageSize: 1 }, via).then((r) => r.total),
        ),
      )
    : null;
  const pagerParams: Record<string, string> = {};
  if (routeKeyword) pagerParams.keyword = routeKeyword;
  else if (filterKeyword) pagerParams[FILTER_KEYWORD_PARAM] = filterKeyword;
  if (typeIds.length) pagerParams.typeIds = typeIds.join(',');
  const past = pastLastPageHref(
    '/searchCenter/methodsSeach',
    pagerParams,
    methods.total,
    PAGE_SIZE.pagerDefault,
    pageNo,
  );
  if (past) redirect(past);

  return (
    <div className="page-width pb-12" data-testid="methods-search">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '搜索中心', href: '/searchCenter' }, { label: '药典方法' }]}
      />
      <SearchHeading keyword={keyword} scope="药典方法" title="药典方法搜索" />
      <SearchTabs active="method" keyword={routeKeyword} />
      <ClassificationFilter
        key={`${routeKeyword}|${filterKeyword}|${typeIds.join(',')}`}
        classifications={types.map((t, i) => ({
          id: t.id,
          name: t.name,
          count: typeCounts ? (typeCounts[i] ?? 0) : t.count,
        }))}
        routeKeyword={routeKeyword}
        keyword={filterKeyword}
        typeIds={typeIds}
      />
      {apis && <ApiSection items={apis.list} total={apis.total} />}
      <MethodSection
        items={methods.list}
        total={methods.total}
        title={keyword ? `“${keyword}”的药典方法` : '药典方法'}
      />
      {methods.total > PAGE_SIZE.pagerDefault && (
        <Pager total={methods.total} pageNo={pageNo} pathname="/searchCenter/methodsSeach" searchParams={pagerParams} />
      )}
    </div>
  );
}
