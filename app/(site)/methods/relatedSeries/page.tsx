/** /methods/relatedSeries — methods of the same series / API (?id=<method> or ?series=<name>); without either, every series. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { getMethod, listSeries, relatedMethods, searchMethods } from '@/lib/domain/content/methods';
import type { MethodListItem } from '@/lib/domain/content/methods';
import { qInt, qs, type SP } from '@/lib/domain/content/site';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { MethodRow, methodHref } from '@/components/methods/MethodList';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '同系列方法', ...phoneTwin('/methods/relatedSeries') };

export default async function RelatedSeriesPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const db = await getDb();
  const id = qInt(sp, 'id', 0);
  const seriesParam = qs(sp, 'series', 60);
  const pageNo = qInt(sp, 'pageNo', 1);
  const base = id ? await getMethod(db, id) : null;
  let heading = '全部系列';
  let list: MethodListItem[] = [];
  let total = 0;
  if (base) {
    heading = `与“${base.title}”同系列的方法`;
    list = [base, ...(await relatedMethods(db, base, 100))];
    total = list.length;
  } else if (seriesParam) {
    heading = `系列：${seriesParam}`;
    const bySeries = await searchMethods(db, { series: seriesParam, pageNo, pageSize: PAGE_SIZE.pagerDefault });
    // A "series" link built from an API name (no series set) lists that API's methods.
    const r = bySeries.total
      ? bySeries
      : await searchMethods(db, { keyword: seriesParam, pageNo, pageSize: PAGE_SIZE.pagerDefault });
    list = r.list;
    total = r.total;
  }
  const series = !base && !seriesParam ? await listSeries(db) : [];
  return (
    <>
      <MethodsTabs active="/methods/relatedSeries" />
      <div className="page-width pb-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '同系列方法' }]}
        />
        <section className="card p-5">
          <h1 className="section-title mb-3">{heading}</h1>
          {base || seriesParam ? (
            list.length ? (
              <ul>
                {list.map((m) => (
                  <MethodRow key={m.id} m={m} />
                ))}
              </ul>
            ) : (
              <EmptyState />
            )
          ) : series.length ? (
            <ul className="grid grid-cols-4 gap-3">
              {series.map((s) => (
                <li key={s.series}>
                  <Link
                    href={`/methods/relatedSeries?series=${encodeURIComponent(s.series)}`}
                    className="flex justify-between rounded border border-line px-3 py-2 hover:border-brand-500 hover:text-brand-600"
                  >
                    <span className="truncate">{s.series}</span>
                    <span className="text-[12px] text-ink-500">{s.count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
          {base && (
            <p className="mt-4 text-[13px]">
              <Link
                className="text-brand-600"
                href={`/methods/methodsContrast?ids=${list
                  .slice(0, 4)
                  .map((m) => m.id)
                  .join(',')}`}
              >
                对比这些方法 ›
              </Link>
              <Link
                className="ml-4 text-brand-600"
                href={`/methods/productSummary?ids=${list
                  .slice(0, 12)
                  .map((m) => m.id)
                  .join(',')}`}
              >
                汇总所需产品 ›
              </Link>
              <Link className="ml-4 text-brand-600" href={methodHref(base.id)}>
                返回方法详情 ›
              </Link>
            </p>
          )}
        </section>
        {seriesParam && !base && (
          <Pager total={total} pageNo={pageNo} pathname="/methods/relatedSeries" searchParams={sp} />
        )}
      </div>
    </>
  );
}
