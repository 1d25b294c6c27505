/** 订单 (every role): every buyer's orders, newest first, with status tabs and filters (number, buyer, dates, payment). */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { orderEndpoints, PAY_METHOD_LABELS } from '@/lib/api/endpoints/staff/orders';
import { listStaffOrders, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/domain/commerce/orders';
import { LinkPager, PageHeader, Table, fmtMoney, fmtTime, pageOf } from '@/components/console/parts';
import { filtersOf, linkParams, type SearchParams } from '@/components/console/orders/params';
import { OrderStatusBadge } from '@/components/console/orders/StatusBadges';
import { Tabs } from '@/components/console/inquiries/StatusTabs';

export const metadata = { title: '订单' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;
const field = 'h-9 rounded border border-line px-2 text-sm';

export default async function ConsoleOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('orders');
  const sp = await searchParams;
  const page = pageOf(sp.page);
  const f = filtersOf(orderEndpoints['orders.list'].input, sp);
  const { rows, total } = await listStaffOrders(await getDb(), f, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
  return (
    <>
      <PageHeader title="订单" />
      <div className="mb-3">
        <Tabs
          basePath="/console/orders"
          current={f.status}
          keep={linkParams(f)}
          tabs={ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]])}
        />
      </div>
      <form className="mb-3 flex flex-wrap items-end gap-3 text-sm" method="get" aria-label="筛选订单">
        {f.status && <input type="hidden" name="status" value={f.status} />}
        <label>
          <span className="mb-1 block text-ink-600">订单号</span>
          <input name="orderNo" defaultValue={f.orderNo} className={`${field} w-44`} placeholder="SO…" />
        </label>
        <label>
          <span className="mb-1 block text-ink-600">买家</span>
          <input name="buyer" defaultValue={f.buyer} className={`${field} w-44`} placeholder="手机号、姓名或单位" />
        </label>
        <label>
          <span className="mb-1 block text-ink-600">下单日期</span>
          <span className="flex items-center gap-1">
            <input type="date" name="from" aria-label="开始日期" defaultValue={f.from} className={field} />
            <span className="text-ink-400">至</span>
            <input type="date" name="to" aria-label="结束日期" defaultValue={f.to} className={field} />
          </span>
        </label>
        <label>
          <span className="mb-1 block text-ink-600">支付方式</span>
          <select name="payMethod" defaultValue={f.payMethod ?? ''} className={field}>
            <option value="">全部</option>
            {Object.entries(PAY_METHOD_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <button className="h-9 rounded bg-brand-600 px-4 text-white">查询</button>
        <Link
          href={f.status ? `/console/orders?status=${f.status}` : '/console/orders'}
          className="h-9 px-2 leading-9 text-ink-600 hover:text-brand-600"
        >
          重置
        </Link>
      </form>
      <Table
        head={['订单号', '下单时间', '买家', '商品', '应付金额', '支付方式', '状态', '']}
        empty={rows.length === 0}
      >
        {rows.map((o) => (
          <tr key={o.id} data-testid="console-order-row">
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              <Link href={`/console/orders/${o.orderNo}`} className="text-brand-600 hover:underline">
                {o.orderNo}
              </Link>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(o.createdAt)}</td>
            <td className="px-3 py-2">
              <div>{o.buyerName ?? o.buyerMobile ?? '-'}</div>
              <div className="text-xs text-ink-500">
                {[o.buyerName && o.buyerMobile, o.orgName].filter(Boolean).join(' · ')}
              </div>
            </td>
            <td className="max-w-xs px-3 py-2">
              <div className="truncate">{o.firstLine ?? '-'}</div>
              {o.lineCount > 1 && <div className="text-xs text-ink-500">等 {o.lineCount} 种商品</div>}
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtMoney(o.payAmount)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {o.payMethod ? (PAY_METHOD_LABELS[o.payMethod] ?? o.payMethod) : '-'}
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <OrderStatusBadge status={o.status} />
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <Link href={`/console/orders/${o.orderNo}`} className="text-brand-600 hover:underline">
                处理
              </Link>
            </td>
          </tr>
        ))}
      </Table>
      <LinkPager basePath="/console/orders" params={linkParams(f)} page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
