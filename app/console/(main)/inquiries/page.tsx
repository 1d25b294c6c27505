/** 询价单 (运营): every buyer's inquiries, 待报价 first (oldest first), then the rest newest first; status tabs, keyword. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { inquiryEndpoints } from '@/lib/api/endpoints/staff/inquiries';
import { listStaffInquiries } from '@/lib/domain/commerce/inquiries';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from '@/lib/domain/commerce/inquiries';
import { LinkPager, PageHeader, Table, fmtTime, pageOf } from '@/components/console/parts';
import { filtersOf, linkParams, type SearchParams } from '@/components/console/orders/params';
import { RequestStatusBadge } from '@/components/console/orders/StatusBadges';
import { StatusTabs } from '@/components/console/inquiries/StatusTabs';

export const metadata = { title: '询价单' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;
const fen = (n: number | null) =>
  n === null ? '-' : `¥${(n / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export default async function ConsoleInquiriesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('inquiries');
  const sp = await searchParams;
  const page = pageOf(sp.page);
  const f = filtersOf(inquiryEndpoints['inquiries.list'].input, sp);
  const { rows, total } = await listStaffInquiries(await getDb(), f, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title="询价单" />
      <StatusTabs
        basePath="/console/inquiries"
        current={f.status}
        keyword={f.keyword}
        tabs={INQUIRY_STATUSES.map((s) => [s, INQUIRY_STATUS_LABELS[s]])}
        placeholder="询价单号、联系人、手机、单位或商品"
      />
      <Table
        head={['询价单号', '提交时间', '买家 / 联系人', '商品', '期望交期', '报价金额', '状态', '']}
        empty={rows.length === 0}
      >
        {rows.map((q) => (
          <tr key={q.id} data-testid="console-inquiry-row">
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              <Link href={`/console/inquiries/${q.id}`} className="text-brand-600 hover:underline">
                {q.inquiryNo}
              </Link>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(q.createdAt)}</td>
            <td className="px-3 py-2">
              <div>
                {q.contactName ?? q.buyerName ?? '-'} {q.contactPhone ?? q.buyerMobile}
              </div>
              {q.orgName && <div className="text-xs text-ink-500">{q.orgName}</div>}
            </td>
            <td className="max-w-xs px-3 py-2">
              <div className="truncate">{q.firstLine ?? '-'}</div>
              {q.lineCount > 1 && <div className="text-xs text-ink-500">共 {q.lineCount} 种商品</div>}
            </td>
            <td className="whitespace-nowrap px-3 py-2">{q.wantedBy ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">{q.status === 'submitted' ? '-' : fen(q.quotedAmountFen)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              <RequestStatusBadge status={q.status} label={q.statusLabel} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <Link href={`/console/inquiries/${q.id}`} className="text-brand-600 hover:underline">
                {q.status === 'submitted' ? '报价' : '查看'}
              </Link>
            </td>
          </tr>
        ))}
      </Table>
      <LinkPager basePath="/console/inquiries" params={linkParams(f)} page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
