/** 标准: regulatory standards by code/title and status, with how many products each names. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { STANDARD_STATUS_OPTIONS } from '@/lib/api/endpoints/staff/content';
import { listStandardsAdmin } from '@/lib/domain/content/staff';
import { Badge, LinkPager, PageHeader, Table, pageOf } from '@/components/console/parts';
import { inputCls } from '@/components/console/content/fields';
import { FilterButton, NewLink, firstParam as one, type SearchParams } from '@/components/console/content/PageBits';

export const metadata = { title: '标准管理' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;
const TONE = { 现行: 'green', 即将实施: 'blue', 废止: 'gray' } as const;

export default async function StandardsAdminPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('content');
  const sp = await searchParams;
  const keyword = one(sp.keyword).slice(0, 100);
  const status = (STANDARD_STATUS_OPTIONS as readonly string[]).includes(one(sp.status)) ? one(sp.status) : undefined;
  const page = pageOf(sp.page);
  const { rows, total } = await listStandardsAdmin(
    await getDb(),
    { keyword, status },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  return (
    <>
      <PageHeader title="标准">
        <NewLink href="/console/content/standards/new" label="新建标准" />
      </PageHeader>
      <form className="mb-3 flex flex-wrap items-center gap-2" method="get">
        <input
          name="keyword"
          defaultValue={keyword}
          placeholder="标准号或名称"
          aria-label="关键词"
          className={`${inputCls} w-64`}
          maxLength={100}
        />
        <select name="status" defaultValue={status ?? ''} aria-label="状态" className={`${inputCls} w-32`}>
          <option value="">全部状态</option>
          {STANDARD_STATUS_OPTIONS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <FilterButton />
      </form>
      <Table head={['标准号', '名称', '状态', '分类', '发布日期', '实施日期', '关联商品']} empty={rows.length === 0}>
        {rows.map((r) => (
          <tr key={r.id} data-testid="standard-row">
            <td className="whitespace-nowrap px-3 py-2 font-mono">
              <Link href={`/console/content/standards/${r.id}`} className="hover:text-brand-600">
                {r.standardCode}
              </Link>
            </td>
            <td className="max-w-[360px] px-3 py-2">{r.title}</td>
            <td className="px-3 py-2">
              <Badge tone={TONE[r.status as keyof typeof TONE] ?? 'gray'}>{r.status}</Badge>
            </td>
            <td className="px-3 py-2">{r.category ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.issuedOn ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.effectiveOn ?? '-'}</td>
            <td className="px-3 py-2">{r.productCount}</td>
          </tr>
        ))}
      </Table>
      <LinkPager
        basePath="/console/content/standards"
        params={{ keyword, status }}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
    </>
  );
}
