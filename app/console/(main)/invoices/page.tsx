/** 发票 (finance): every buyer's invoice requests; 申请中 first, oldest first. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { ConsoleListPage, listQuery } from '@/components/console/ListPage';
import { STAFF_INVOICE_FILTERS, staffListInvoices } from '@/lib/domain/commerce/invoices';
import { Badge, fmtMoney, fmtTime } from '@/components/console/parts';
import { type SearchParams } from '@/components/console/service/common';
import { invoiceTone } from '@/components/console/service/tones';

export const metadata = { title: '发票' };
export const dynamic = 'force-dynamic';

const BASE = '/console/invoices';

export default async function ConsoleInvoices({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('invoices');
  const sp = await searchParams;
  const { status, kw, page, limit, offset } = listQuery(sp, STAFF_INVOICE_FILTERS, 'all');
  const { list, total } = await staffListInvoices(await getDb(), {
    filter: status,
    kw,
    limit,
    offset,
  });
  return (
    <ConsoleListPage
      title="发票"
      basePath={BASE}
      filters={STAFF_INVOICE_FILTERS}
      status={status}
      statusLabel="发票状态"
      kw={kw}
      placeholder="申请编号、发票号码、抬头或买家手机号"
      head={['申请编号', '申请时间', '买家', '发票类型', '抬头', '订单数', '金额', '发票号码', '状态', '']}
      empty={list.length === 0}
      page={page}
      total={total}
    >
      {list.map((r) => (
        <tr key={r.id} data-testid="invoice-row">
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
            <Link href={`${BASE}/${r.id}`} className="text-brand-600 hover:underline">
              {r.invoiceNo}
            </Link>
          </td>
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">{r.buyerMobile ?? '-'}</td>
          <td className="whitespace-nowrap px-3 py-2">{r.typeLabel}</td>
          <td className="max-w-xs truncate px-3 py-2">{r.title}</td>
          <td className="px-3 py-2">{r.orderCount}</td>
          <td className="whitespace-nowrap px-3 py-2">{fmtMoney(r.amount)}</td>
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{r.invoiceNumber ?? '-'}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <Badge tone={invoiceTone(r.status)}>{r.statusLabel}</Badge>
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <Link href={`${BASE}/${r.id}`} className="text-brand-600 hover:underline">
              {r.status === 'applying' ? '处理' : '查看'}
            </Link>
          </td>
        </tr>
      ))}
    </ConsoleListPage>
  );
}
