'use client';
/** /orderCenter/myCustom (我的定制): the buyer's custom-synthesis requests, their state and quote, each linking to its detail. */
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { yuan } from '@/lib/client/orders';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatTime, LoadError, Loading, Panel } from '@/components/account/center/ui';

export function MyCustom() {
  const { isLogin } = useSession();
  const q = useQuery({ queryKey: ['custom', 'list'], queryFn: () => api('custom.list'), enabled: isLogin });
  return (
    <Panel title="我的定制" testId="my-custom">
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState text="暂无定制需求">
          <Link href="/customizedServices" className="btn btn-primary mt-3">
            提交定制需求
          </Link>
        </EmptyState>
      ) : (
        <table className="table-dense w-full text-[13px]">
          <thead>
            <tr className="bg-surface text-left text-ink-500">
              <th className="p-2">需求编号</th>
              <th className="p-2">产品</th>
              <th className="p-2">数量 / 纯度</th>
              <th className="p-2">报价</th>
              <th className="p-2">状态</th>
              <th className="p-2">提交时间</th>
              <th className="p-2" />
            </tr>
          </thead>
          <tbody>
            {q.data.map((r) => (
              <tr key={r.id} className="border-t border-line">
                <td className="p-2 font-mono text-[12px]">{r.requestNo}</td>
                <td className="p-2">
                  {r.productName}
                  {r.cas ? <span className="text-ink-500"> · CAS {r.cas}</span> : null}
                </td>
                <td className="p-2">
                  {r.quantity ?? '—'} / {r.purity ?? '—'}
                </td>
                <td className="p-2">{r.quotedAmount === null ? '—' : yuan(r.quotedAmount)}</td>
                <td className="p-2" data-testid="my-custom-status">
                  {r.statusLabel}
                </td>
                <td className="p-2 text-ink-500">{formatTime(r.createdAt)}</td>
                <td className="p-2">
                  <Link
                    href={`/customizedServices/customDetails?id=${r.id}`}
                    className="text-brand-600 hover:underline"
                    data-testid="my-custom-detail"
                  >
                    {r.canAccept ? '查看报价' : '查看详情'}
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
