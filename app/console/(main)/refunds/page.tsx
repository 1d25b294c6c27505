/**
 * 退款 (finance): every refund; 待处理 first (bank transfers to make, Alipay refunds without an answer, failures),
 * oldest first. Filter by channel; search by refund, order or claim number or the buyer's mobile.
 */
import Link from 'next/link';
import { RefundCells } from '@/components/console/refunds/RefundCells';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { ConsoleListPage, listQuery } from '@/components/console/ListPage';
import { REFUND_CHANNEL_VALUES } from '@/lib/api/endpoints/staff/refunds';
import { REFUND_CHANNEL_LABELS, STAFF_REFUND_FILTERS, staffListRefunds } from '@/lib/domain/after-sale/refunds';
import { fmtTime } from '@/components/console/parts';
import { hrefWith, one, type SearchParams } from '@/components/console/service/common';

export const metadata = { title: '退款' };
export const dynamic = 'force-dynamic';

const BASE = '/console/refunds';

export default async function ConsoleRefunds({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('refunds');
  const sp = await searchParams;
  const { status, kw, page, limit, offset } = listQuery(sp, STAFF_REFUND_FILTERS, 'open');
  const raw = one(sp.channel);
  const channel = (REFUND_CHANNEL_VALUES as readonly string[]).includes(raw ?? '')
    ? (raw as (typeof REFUND_CHANNEL_VALUES)[number])
    : undefined;
  const { list, total } = await staffListRefunds(await getDb(), {
    filter: status,
    channel,
    kw,
    limit,
    offset,
  });
  return (
    <ConsoleListPage
      title="退款"
      basePath={BASE}
      filters={STAFF_REFUND_FILTERS}
      status={status}
      statusLabel="退款状态"
      kw={kw}
      params={{ channel }}
      placeholder="退款单号、订单号、售后单号或买家手机号"
      filtersBar={
        <nav className="mb-3 flex flex-wrap gap-3 text-sm" aria-label="退款方式">
          {[undefined, ...REFUND_CHANNEL_VALUES].map((c) => (
            <Link
              key={c ?? 'all'}
              href={hrefWith(BASE, { status, kw, channel: c })}
              aria-current={channel === c ? 'page' : undefined}
              className={channel === c ? 'font-medium text-brand-600' : 'text-ink-600 hover:text-brand-600'}
            >
              {c ? REFUND_CHANNEL_LABELS[c] : '全部方式'}
            </Link>
          ))}
        </nav>
      }
      head={['退款单号', '申请时间', '买家', '来源', '退款方式', '金额', '状态', '']}
      empty={list.length === 0}
      page={page}
      total={total}
    >
      {list.map((r) => (
        <tr key={r.id} data-testid="refund-row">
          <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
            <Link href={`${BASE}/${r.id}`} className="text-brand-600 hover:underline">
              {r.refundNo}
            </Link>
            <div className="text-ink-500">订单 {r.orderNo}</div>
          </td>
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {r.buyerMobile ?? '-'}
            {r.orgName && <div className="text-xs text-ink-500">{r.orgName}</div>}
          </td>
          <RefundCells r={r} />
          <td className="whitespace-nowrap px-3 py-2">
            <Link href={`${BASE}/${r.id}`} className="text-brand-600 hover:underline">
              {r.status === 'succeeded' ? '查看' : '处理'}
            </Link>
          </td>
        </tr>
      ))}
    </ConsoleListPage>
  );
}
