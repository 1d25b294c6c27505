/**
 * /searchCenter/dataSearchofStandard?keyword=&status=&category=&pageNo= — standards search (header type 数据):
 * by standard number or title, or by a product (CAS, name, formula) the standard lists.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import {
  HotSearches,
  SearchPageForm,
  SearchTabs,
  StandardTable,
  withKeyword,
  SearchHeading,
} from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { STANDARD_STATUSES, standardCategories } from '@/lib/domain/content/standards';
import { firstParam, keywordOf, pageNoOf, type SP } from '@/lib/domain/catalog/search';
import { productIdsVia, searchStandards } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

const PATH = '/searchCenter/dataSearchofStandard';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? `“${keyword}”的标准数据` : '标准数据检索', robots: { index: false, follow: true } };
}

export default async function StandardSearchPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const statusQ = firstParam(sp.status);
  const status = (STANDARD_STATUSES as readonly string[]).includes(statusQ) ? statusQ : '';
  const category = firstParam(sp.category).slice(0, 60);
  const pageNo = pageNoOf(sp);
  const db = await getDb();
  // The product fallback of every standard search below is one product search.
  const via = productIdsVia(db, keyword);
  const [allCats, r] = await Promise.all([
    standardCategories(db),
    searchStandards(
      db,
      {
        keyword,
        status: status || undefined,
        category: category || undefined,
        pageNo,
        pageSize: PAGE_SIZE.pagerDefault,
      },
      via,
    ),
  ]);
  // With a keyword (or a status), each category chip counts the standards that match within it.
  const cats =
    keyword || status
      ? await Promise.all(
          allCats.map(async (c) => ({
            category: c.category,
            count: (
              await searchStandards(
                db,
                { keyword, status: status || undefined, category: c.category, pageNo: 1, pageSize: 1 },
                via,
              )
            ).total,
          })),
        )
      : allCats;
  const link = (p: Record<string, string>) => withKeyword(PATH, keyword, { status, category, ...p });
  const chip = (href: string, on: boolean, label: string) => (
    <Link
      key={href}
      href={href}
      aria-current={on ? 'true' : undefined}
      className={`rounded-full border px-3 py-0.5 text-[13px] ${on ? 'border-brand-500 bg-brand-500 text-white' : 'border-line text-ink-700 hover:border-brand-500 hover:text-brand-600'}`}
    >
      {label}
    </Link>
  );
  const pagerParams: Record<string, string> = {};
  if (keyword) pagerParams.keyword = keyword;
  if (status) pagerParams.status = status;
  if (category) pagerParams.category = category;

  return (
    <div className="page-width pb-12" data-testid="standard-search">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '搜索中心', href: '/searchCenter' }, { label: '标准数据' }]}
      />
      <SearchHeading keyword={keyword} scope="标准数据" title="标准数据" />
      <div className="card mb-4 p-5">
        <SearchPageForm action={PATH} keyword={keyword} placeholder="请输入标准号、标准名称或产品CAS号，如 GB 5009.3" />
        <HotSearches path={PATH} />
      </div>
      <SearchTabs active="standard" keyword={keyword} />
      <section className="card mb-4 space-y-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="w-[72px] text-[13px] text-ink-500">标准状态：</span>
          {chip(link({ status: '' }), !status, '全部')}
          {STANDARD_STATUSES.map((s) => chip(link({ status: s }), status === s, s))}
        </div>
        {cats.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="w-[72px] text-[13px] text-ink-500">标准类别：</span>
            {chip(link({ category: '' }), !category, '全部')}
            {cats.map((c) =>
              chip(link({ category: c.category }), category === c.category, `${c.category}（${c.count}）`),
            )}
          </div>
        )}
      </section>
      <section className="card p-5">
        <p className="mb-3 text-[13px] text-ink-500">
          共 <strong className="text-ink-900">{r.total}</strong> 项标准
        </p>
        {r.list.length ? <StandardTable items={r.list} /> : <EmptyState />}
      </section>
      {r.total > PAGE_SIZE.pagerDefault && (
        <Pager total={r.total} pageNo={pageNo} pathname={PATH} searchParams={pagerParams} />
      )}
    </div>
  );
}
