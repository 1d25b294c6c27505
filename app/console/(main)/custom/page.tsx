/** 定制需求 (运营): every buyer's custom-synthesis requests, 已提交 first, then newest first; status tabs, keyword. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { inquiryEndpoints } from '@/lib/api/endpoints/staff/inquiries';
import { listStaffCustom } from '@/lib/domain/commerce/custom';
import { CUSTOM_STATUSES, CUSTOM_STATUS_LABELS } from '@/lib/domain/commerce/custom';
import { LinkPager, PageHeader, Table, fmtMoney, fmtTime, pageOf } from '@/components/console/parts';
import { filtersOf, linkParams, type SearchParams } from '@/components/console/orders/params';
import { RequestStatusBadge } from '@/components/console/orders/StatusBadges';
import { StatusTabs } from '@/components/console/inquiries/StatusTabs';

export const metadata = { title: '定制需求' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;

export default async function ConsoleCustomPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('custom');
  const sp = await searchParams;
  const page = pageOf(sp.page);
  const f = filtersOf(inquiryEndpoints['custom.list'].input, sp);
  const { rows, total } = await listStaffCustom(await getDb(), f, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return (
    <>
      <PageHeader title="定制需求" />
      <StatusTabs
        basePath="/console/custom"
        current={f.status}
        keyword={f.keyword}
        tabs={CUSTOM_STATUSES.map((s) => [s, CUSTOM_STATUS_LABELS[s]])}
        placeholder="需求编号、化合物、CAS、手机或单位"
      />
      <Table
        head={['需求编号', '提交时间', '化合物', 'CAS', '数量 / 纯度', '买家', '报价', '状态', '']}
        empty={rows.length === 0}
      >
        {rows.map((r) => (
          <tr key={r.id} data-testid="console-custom-row">
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              <Link href={`/console/custom/${r.id}`} className="text-brand-600 hover:underline">
                {r.requestNo}
              </Link>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
            <td className="max-w-xs truncate px-3 py-2">{r.productName}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.cas ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {r.quantity ?? '-'} / {r.purity ?? '-'}
            </td>
            <td className="px-3 py-2">
              <div>
                {r.buyerName ?? '-'} {r.buyerMobile}
              </div>
              {r.orgName && <div className="text-xs text-ink-500">{r.orgName}</div>}
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtMoney(r.quotedAmount)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              <RequestStatusBadge status={r.status} label={r.statusLabel} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <Link href={`/console/custom/${r.id}`} className="text-brand-600 hover:underline">
                {r.status === 'submitted' ? '报价' : '查看'}
              </Link>
            </td>
          </tr>
        ))}
      </Table>
      <LinkPager basePath="/console/custom" params={linkParams(f)} page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
