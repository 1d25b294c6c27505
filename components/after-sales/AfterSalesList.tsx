'use client';
/** /afterSalesCenter (售后服务): the buyer's after-sales records in tabs by state, each linking to its detail. */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { AfterSaleTab } from '@/lib/api/endpoints/after-sales';
import { useSession } from '@/lib/client/session';
import { yuan } from '@/lib/client/orders';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatTime, LoadError, Loading, Panel } from '@/components/account/center/ui';

const TABS: { key: AfterSaleTab; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'open', label: '处理中' },
  { key: 'done', label: '已完成' },
  { key: 'closed', label: '已驳回/撤销' },
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
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : q.data.list.length === 0 ? (
        <EmptyState text="暂无售后记录">
          <Link href="/orderCenter?status=completed" className="btn btn-outline btn-sm mt-3">
            去我的订单
          </Link>
        </EmptyState>
      ) : (
        <table className="table-dense w-full text-[13px]" data-testid="after-sales-list">
          <thead>
            <tr className="bg-surface text-left text-ink-500">
              <th className="p-2">售后单号</th>
              <th className="p-2">商品</th>
              <th className="p-2">类型</th>
              <th className="p-2">数量</th>
              <th className="p-2">退款金额</th>
              <th className="p-2">状态</th>
              <th className="p-2">申请时间</th>
              <th className="p-2" />
            </tr>
          </thead>
          <tbody>
            {q.data.list.map((r) => (
              <tr key={r.id} className="border-t border-line">
                <td className="p-2 font-mono text-[12px]">{r.afterSaleNo}</td>
                <td className="p-2">
                  {r.productName}
                  <p className="text-xs text-ink-500">
                    订单 {r.orderNo} · {r.packageValue ?? '—'}
                  </p>
                </td>
                <td className="p-2">{r.typeLabel}</td>
                <td className="p-2">{r.quantity}</td>
                <td className="p-2">{r.amount === null ? '—' : yuan(r.amount)}</td>
                <td className="p-2" data-testid="after-sale-status">
                  {r.statusLabel}
                </td>
                <td className="p-2 text-ink-500">{formatTime(r.createdAt)}</td>
                <td className="p-2">
                  <Link href={`/afterSalesCenter/afterASingle?id=${r.id}`} className="text-brand-600 hover:underline">
                    查看详情
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
