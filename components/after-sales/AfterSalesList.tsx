'use client';
/** /afterSalesCenter (售后服务): the buyer's after-sales records in tabs by state, each linking to its detail. */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AfterSaleRow, AfterSaleTab } from '@/lib/api/endpoints/after-sales';
import { useSession } from '@/lib/client/session';
import { yuan } from '@/lib/client/orders';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { formatTime, Panel } from '@/components/account/center/ui';

const TABS: { key: AfterSaleTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'open', label: '处理中' },
  { key: 'done', label: '已完成' },
  { key: 'closed', label: '已驳回/撤销' },
];

const COLUMNS: DataColumn<AfterSaleRow>[] = [
  { key: 'no', header: '售后单号', cell: (r) => r.afterSaleNo, className: 'font-mono text-[12px]' },
  {
    key: 'goods',
    header: '商品',
    cell: (r) => (
      <>
        {r.productName}
        <p className="text-xs text-ink-500">
          订单 {r.orderNo} · {r.packageValue ?? '—'}
        </p>
      </>
    ),
  },
  { key: 'type', header: '类型', cell: (r) => r.typeLabel },
  { key: 'qty', header: '数量', cell: (r) => r.quantity },
  { key: 'amount', header: '退款金额', cell: (r) => (r.amount === null ? '—' : yuan(r.amount)) },
  { key: 'status', header: '状态', cell: (r) => r.statusLabel, testId: 'after-sale-status' },
  { key: 'time', header: '申请时间', className: 'text-ink-500', cell: (r) => formatTime(r.createdAt) },
  {
    key: 'op',
    header: '',
    cell: (r) => (
      <Link href={`/afterSalesCenter/afterASingle?id=${r.id}`} className="text-brand-600 hover:underline">
        查看详情
      </Link>
    ),
  },
];

export function AfterSalesList() {
  const { isLogin } = useSession();
  const sp = useSearchParams();
  const router = useRouter();
  const tab = (TABS.find((t) => t.key === sp?.get('tab'))?.key ?? 'all') as AfterSaleTab;
  const q = useQuery({
    queryKey: ['afterSale', 'list', tab],
    queryFn: () => api('afterSale.list', { tab, pageSize: 50 }),
    enabled: isLogin,
  });
  return (
    <Panel
      title="售后服务"
      testId="after-sales"
      extra={<span className="text-xs text-ink-500">在“我的订单”中对已发货或已完成的订单申请售后</span>}
    >
      <div role="tablist" className="mb-3 flex gap-1 border-b border-line text-[13px]">
        {TABS.map((t) => (
          <button
            key={t.key}
            role="tab"
            type="button"
            aria-selected={t.key === tab}
            onClick={() => router.replace(t.key === 'all' ? '/afterSalesCenter' : `/afterSalesCenter?tab=${t.key}`)}
            className={`-mb-px border-b-2 px-3 py-2 ${t.key === tab ? 'border-brand-600 font-medium text-brand-600' : 'border-transparent text-ink-700 hover:text-brand-600'}`}
            data-testid={`after-sales-tab-${t.key}`}
          >
            {t.label}
            {q.data ? <span className="ml-1 text-xs text-ink-500">{q.data.counts[t.key]}</span> : null}
          </button>
        ))}
      </div>
      <DataTable
        columns={COLUMNS}
        rows={q.data?.list}
        rowKey={(r) => r.id}
        loading={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        empty="暂无售后记录"
        emptyAction={
          <Link href="/orderCenter?status=completed" className="btn btn-outline btn-sm mt-3">
            去我的订单
          </Link>
        }
        className="text-[13px]"
        testId="after-sales-list"
      />
    </Panel>
  );
}
