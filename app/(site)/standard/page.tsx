/** /standard — regulatory standards: filter by status and category, search by code or title, paged. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listStandards, standardCategories, STANDARD_STATUSES } from '@/lib/domain/content/standards';
import { qInt, qs, type SP } from '@/lib/domain/content/site';
import { Chip, DemoTag, hrefWith, PageHero } from '@/components/content/Blocks';
import { StandardStatusBadge } from '@/components/content/StandardStatusBadge';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { redirect } from 'next/navigation';
import { pastLastPageHref } from '@/lib/domain/catalog/search';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: '法规标准',
  description:
    '法规标准查询：按标准号或名称检索 GB、YY、HJ 等国家与行业标准，查看标准状态（现行、即将实施、废止）及所需标准物质。',
  ...phoneTwin('/standard'),
};

export default async function StandardListPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = qs(sp, 'keyword');
  const statusQ = qs(sp, 'status');
  const status = (STANDARD_STATUSES as readonly string[]).includes(statusQ) ? statusQ : '';
  const category = qs(sp, 'category', 60);
  const pageNo = qInt(sp, 'pageNo', 1);
  const db = await getDb();
  const [allCats, r] = await Promise.all([
    standardCategories(db),
    listStandards(db, { keyword, status, category, pageNo, pageSize: PAGE_SIZE.pagerDefault }),
  ]);
  // With a keyword or a status, each category chip counts the standards that match within it.
  const cats =
    keyword || status
      ? await Promise.all(
          allCats.map(async (c) => ({
            category: c.category,
            count: (await listStandards(db, { keyword, status, category: c.category, pageNo: 1, pageSize: 1 })).total,
          })),
        )
      : allCats;
  const past = pastLastPageHref('/standard', sp, r.total, PAGE_SIZE.pagerDefault, pageNo);
  if (past) redirect(past);
  const link = (p: Record<string, string>) => hrefWith('/standard', { keyword, status, category, ...p });
  return (
    <>
      <PageHero title="法规标准" subtitle="按标准号（如 GB 5009.3）或标准名称检索，查看标准状态与标准所需的标准物质。">
        <form method="get" action="/standard" role="search" className="flex max-w-[720px] gap-2">
          <input
            type="search"
            name="keyword"
            defaultValue={keyword}
            maxLength={200}
            className="input h-11 text-[15px]"
            placeholder="请输入标准号或标准名称，如 GB 5009.3"
            aria-label="标准号或名称"
          />
          <button className="btn btn-primary btn-lg h-11" type="submit">
            搜索标准
          </button>
        </form>
      </PageHero>
      <div className="page-width pb-8">
        <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '法规标准' }]} />
        <section className="card mb-4 space-y-3 p-5">
          <div className="flex flex-wrap items-center gap-2">
            <span className="w-[72px] text-[13px] text-ink-500">标准状态：</span>
            <Chip href={link({ status: '' })} active={!status}>
              全部
            </Chip>
            {STANDARD_STATUSES.map((s) => (
              <Chip key={s} href={link({ status: s })} active={status === s}>
                {s}
              </Chip>
            ))}
          </div>
          {cats.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="w-[72px] text-[13px] text-ink-500">标准类别：</span>
              <Chip href={link({ category: '' })} active={!category}>
                全部
              </Chip>
              {cats.map((c) => (
                <Chip key={c.category} href={link({ category: c.category })} active={category === c.category}>
                  {c.category}（{c.count}）
                </Chip>
              ))}
            </div>
          )}
        </section>
        <section className="card p-5">
          <p className="mb-3 text-[13px] text-ink-500">
            共 <strong className="text-ink-900">{r.total}</strong> 项标准
          </p>
          {r.list.length ? (
            <table className="table-dense" data-testid="standard-list">
              <thead>
                <tr>
                  <th className="w-[170px]">标准号</th>
                  <th>标准名称</th>
                  <th className="w-[150px]">发布机构</th>
                  <th className="w-[100px]">实施日期</th>
                  <th className="w-[80px]">状态</th>
                </tr>
              </thead>
              <tbody>
                {r.list.map((s) => (
                  <tr key={s.id}>
                    <td className="font-medium">
                      <Link href={`/standard/standardDetail/${s.id}`} className="text-brand-600 hover:underline">
                        {s.standardCode}
                      </Link>
                    </td>
                    <td>
                      <Link href={`/standard/standardDetail/${s.id}`} className="text-ink-900 hover:text-brand-600">
                        {s.title}
                      </Link>
                      {s.isDemo && <DemoTag />}
                      {s.replacedBy && <div className="text-[12px] text-ink-500">被 {s.replacedBy} 代替</div>}
                    </td>
                    <td className="text-[12px]">{s.issuer ?? '—'}</td>
                    <td className="text-[12px]">{s.effectiveOn ?? '—'}</td>
                    <td>
                      <StandardStatusBadge status={s.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState />
          )}
        </section>
        <Pager total={r.total} pageNo={pageNo} pathname="/standard" searchParams={sp} />
      </div>
    </>
  );
}
