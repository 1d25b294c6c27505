/** /methods/allTheMethods — every method, filtered by type (typeIds) and keyword, paged. */
import type { Metadata } from 'next';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listMethodTypes, normaliseMethodKeyword, searchMethods } from '@/lib/domain/content/methods';
import { qIds, qInt, qs, type SP } from '@/lib/domain/content/site';
import { Chip, hrefWith } from '@/components/content/Blocks';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { MethodRow, MethodSearchBox } from '@/components/methods/MethodList';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { redirect } from 'next/navigation';
import { pastLastPageHref } from '@/lib/domain/catalog/search';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: '全部药典方法', ...phoneTwin('/methods/allTheMethods') };

export default async function AllMethodsPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = normaliseMethodKeyword(qs(sp, 'keyword'));
  const typeIds = qIds(sp, 'typeIds');
  const pageNo = qInt(sp, 'pageNo', 1);
  const db = await getDb();
  const [types, result] = await Promise.all([
    listMethodTypes(db),
    searchMethods(db, { keyword, typeIds, pageNo, pageSize: PAGE_SIZE.pagerDefault }),
  ]);
  const past = pastLastPageHref('/methods/allTheMethods', sp, result.total, PAGE_SIZE.pagerDefault, pageNo);
  if (past) redirect(past);
  const toggle = (id: number) => {
    const next = typeIds.includes(id) ? typeIds.filter((t) => t !== id) : [...typeIds, id];
    return hrefWith('/methods/allTheMethods', { keyword, typeIds: next.join(',') });
  };
  return (
    <>
      <MethodsTabs active="/methods/allTheMethods" />
      <div className="page-width pb-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '全部方法' }]}
        />
        <h1 className="sr-only">全部药典方法</h1>
        <section className="card mb-4 space-y-3 p-5">
          <MethodSearchBox keyword={keyword} typeIds={typeIds} />
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-[13px] text-ink-500">方法分类：</span>
            <Chip href={hrefWith('/methods/allTheMethods', { keyword })} active={typeIds.length === 0}>
              全部
            </Chip>
            {types.map((t) => (
              <Chip key={t.id} href={toggle(t.id)} active={typeIds.includes(t.id)}>
                {t.name}（{t.count}）
              </Chip>
            ))}
          </div>
        </section>
        <section className="card px-5">
          <div className="border-b border-line py-3 text-[13px] text-ink-500">
            {keyword ? <>“{keyword}”的</> : null}方法共 <strong className="text-ink-900">{result.total}</strong> 个
          </div>
          {result.list.length ? (
            <ul>
              {result.list.map((m) => (
                <MethodRow key={m.id} m={m} />
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
        </section>
        <Pager total={result.total} pageNo={pageNo} pathname="/methods/allTheMethods" searchParams={sp} />
      </div>
    </>
  );
}
