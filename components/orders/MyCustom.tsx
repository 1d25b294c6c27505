'use client';
/** /orderCenter/myCustom (我的定制): the buyer's custom-synthesis requests, their state and quote, each linking to its detail. */
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api/client';
import type { CustomDetail } from '@/lib/api/endpoints/custom';
import { useSession } from '@/lib/client/session';
import { yuan } from '@/lib/client/orders';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { formatTime, Panel } from '@/components/account/center/ui';

const COLUMNS: DataColumn<CustomDetail>[] = [
  { key: 'no', header: '需求编号', cell: (r) => r.requestNo, className: 'font-mono text-[12px]' },
  {
    key: 'product',
    header: '产品',
    cell: (r) => (
      <>
        {r.productName}
        {r.cas ? <span className="text-ink-500"> · CAS {r.cas}</span> : null}
      </>
    ),
  },
  {
    key: 'spec',
    header: '数量 / 纯度',
    cell: (r) => (
      <>
        {r.quantity ?? '—'} / {r.purity ?? '—'}
      </>
    ),
  },
  { key: 'quote', header: '报价', cell: (r) => (r.quotedAmount === null ? '—' : yuan(r.quotedAmount)) },
  { key: 'status', header: '状态', cell: (r) => r.statusLabel, testId: 'my-custom-status' },
  { key: 'time', header: '提交时间', className: 'text-ink-500', cell: (r) => formatTime(r.createdAt) },
  {
    key: 'op',
    header: '',
    cell: (r) => (
      <Link
        href={`/customizedServices/customDetails?id=${r.id}`}
        className="text-brand-600 hover:underline"
        data-testid="my-custom-detail"
      >
        {r.canAccept ? '查看报价' : '查看详情'}
      </Link>
    ),
  },
];

export function MyCustom() {
  const { isLogin } = useSession();
  const q = useQuery({ queryKey: ['custom', 'list'], queryFn: () => api('custom.list'), enabled: isLogin });
  return (
    <Panel title="我的定制" testId="my-custom">
      <DataTable
        columns={COLUMNS}
        rows={q.data}
        rowKey={(r) => r.id}
        loading={q.isPending}
        error={q.isError}
        onRetry={() => void q.refetch()}
        empty="暂无定制需求"
        emptyAction={
          <Link href="/customizedServices" className="btn btn-primary mt-3">
            提交定制需求
          </Link>
        }
        className="text-[13px]"
      />
    </Panel>
  );
}
