/** 售后 (warehouse, finance): every buyer's after-sales claims; 待处理 (待审核, 退回中) first, oldest first. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { ConsoleListPage, listQuery } from '@/components/console/ListPage';
import { STAFF_AFTER_SALE_FILTERS, staffListAfterSales } from '@/lib/domain/after-sale/claims';
import { Badge, fmtMoney, fmtTime } from '@/components/console/parts';
import { type SearchParams } from '@/components/console/service/common';
import { afterSaleTone } from '@/components/console/service/tones';

export const metadata = { title: '售后' };
export const dynamic = 'force-dynamic';

const BASE = '/console/after-sales';

export default async function ConsoleAfterSales({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('afterSales');
  const sp = await searchParams;
  const { status, kw, page, limit, offset } = listQuery(sp, STAFF_AFTER_SALE_FILTERS, 'all');
  const { list, total } = await staffListAfterSales(await getDb(), {
    filter: status,
    kw,
    limit,
    offset,
  });
  return (
    <ConsoleListPage
      title="售后"
      basePath={BASE}
      filters={STAFF_AFTER_SALE_FILTERS}
      status={status}
      statusLabel="售后状态"
      kw={kw}
      placeholder="售后单号、订单号或买家手机号"
      head={['售后单号', '申请时间', '买家', '商品', '类型', '数量', '退款金额', '状态', '']}
      empty={list.length === 0}
      page={page}
      total={total}
    >
      {list.map((a) => (
        <tr key={a.id} data-testid="after-sale-row">
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
            <Link href={`${BASE}/${a.id}`} className="text-brand-600 hover:underline">
              {a.afterSaleNo}
            </Link>
            <div className="text-ink-500">订单 {a.orderNo}</div>
          </td>
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(a.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">{a.buyerMobile ?? '-'}</td>
          <td className="max-w-xs px-3 py-2">
            <div className="truncate">{a.productName}</div>
            <div className="text-xs text-ink-500">
              {a.code ?? ''} {a.packageValue ?? ''}
            </div>
          </td>
          <td className="whitespace-nowrap px-3 py-2">{a.typeLabel}</td>
          <td className="px-3 py-2">{a.quantity}</td>
          <td className="whitespace-nowrap px-3 py-2">{fmtMoney(a.amount)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <Badge tone={afterSaleTone(a.status)}>{a.statusLabel}</Badge>
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <Link href={`${BASE}/${a.id}`} className="text-brand-600 hover:underline">
              {a.status === 'pending' || a.status === 'returning' || a.status === 'approved' ? '处理' : '查看'}
            </Link>
          </td>
        </tr>
      ))}
    </ConsoleListPage>
  );
}
