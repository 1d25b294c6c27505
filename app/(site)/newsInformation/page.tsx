/** /newsInformation — industry news by category (?categoryId), paged, with the right column. */
import type { Metadata } from 'next';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listNews, listNewsCategories } from '@/lib/domain/content/site';
import { qInt, type SP } from '@/lib/domain/content/site';
import { Chip } from '@/components/content/Blocks';
import { NewsRow } from '@/components/content/NewsListItem';
import { NewsRight, newsCategoryHref } from '@/components/content/NewsRight';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { redirect } from 'next/navigation';
import { pastLastPageHref } from '@/lib/domain/catalog/search';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const sp = await searchParams;
  const categoryId = qInt(sp, 'categoryId', 0);
  const cat = categoryId ? (await listNewsCategories(await getDb())).find((c) => c.id === categoryId) : undefined;
  return {
    title: cat ? `${cat.name} - 行业资讯` : '行业资讯',
    description: '标准物质行业资讯：药典动态、法规标准更新、检测技术与企业新闻。',
    ...phoneTwin(cat ? newsCategoryHref(cat.id) : '/newsInformation'),
  };
}

export default async function NewsListPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const categoryId = qInt(sp, 'categoryId', 0);
  const pageNo = qInt(sp, 'pageNo', 1);
  const db = await getDb();
  const [cats, r] = await Promise.all([
    listNewsCategories(db),
    listNews(db, { categoryId: categoryId || undefined, pageNo, pageSize: PAGE_SIZE.pagerDefault }),
  ]);
  const past = pastLastPageHref('/newsInformation', sp, r.total, PAGE_SIZE.pagerDefault, pageNo);
  if (past) redirect(past);
  const cat = cats.find((c) => c.id === categoryId);
  return (
    <div className="page-width pb-10">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '行业资讯', href: '/newsInformation' },
          ...(cat ? [{ label: cat.name }] : []),
        ]}
      />
      <div className="grid grid-cols-[1fr_300px] gap-5">
        <section className="card min-w-0 px-5 pb-2 pt-4">
          <h1 className="section-title mb-3">{cat?.name ?? '行业资讯'}</h1>
          <div className="mb-2 flex flex-wrap gap-2">
            <Chip href="/newsInformation" active={!cat}>
              全部
            </Chip>
            {cats.map((c) => (
              <Chip key={c.id} href={newsCategoryHref(c.id)} active={c.id === categoryId}>
                {c.name}
              </Chip>
            ))}
          </div>
          {r.list.length ? (
            <ul>
              {r.list.map((n) => (
                <NewsRow key={n.id} n={n} />
              ))}
            </ul>
          ) : (
            <EmptyState text="暂无资讯" />
          )}
          <Pager total={r.total} pageNo={pageNo} pathname="/newsInformation" searchParams={sp} />
        </section>
        <NewsRight activeCategoryId={categoryId || undefined} />
      </div>
    </div>
  );
}
