'use client';
/**
 * /orderCenter/orgOrders (单位订单): for the administrator of a certified organisation — the amount above which a
 * member's order waits for approval, the orders waiting (approve, or reject with the reason the member sees), and
 * every member's orders. Anyone else is told that only the administrator sees this page.
 */
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { OrgOrderRow } from '@/lib/api/endpoints/org-purchasing';
import { useAction } from '@/lib/client/profile-queries';
import type { OrderStatus } from '@/lib/domain/commerce/orders/client';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { yuan } from '@/lib/client/orders';
import { ORG_BUY_MSG } from '@/lib/config/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { Modal } from '@/components/ui/Modal';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { goodsSummaryColumn } from './columns';
import { formatTime, Loading, Panel } from '@/components/account/center/ui';

const KEY = ['orgBuy'] as const;

export function OrgOrders() {
  const { isLogin } = useSession();
  const [tab, setTab] = useState<OrderStatus | null>('pending_approval');
  const settings = useQuery({
    queryKey: [...KEY, 'settings'],
    queryFn: () => api('orgBuy.settings'),
    enabled: isLogin,
    retry: false,
  });
  const list = useQuery({
    queryKey: [...KEY, 'orders', tab],
    queryFn: () => api('orgBuy.orders', { status: tab, pageSize: 50 }),
    enabled: isLogin && settings.isSuccess,
  });
  const [threshold, setThreshold] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const { run, busy } = useAction();
  const done = { success: (r: { message: string }) => r.message, invalidate: KEY };

  if (settings.isPending)
    return (
      <Panel title="单位订单">
        <Loading />
      </Panel>
    );
  if (settings.isError)
    return (
      <Panel title="单位订单" testId="org-orders">
        <EmptyState text={ORG_BUY_MSG.ownerOnly}>
          <p className="text-xs text-ink-500">
            单位成员的订单由单位管理员统一查看；超过审批额度的订单需管理员审批后才能支付。
          </p>
        </EmptyState>
      </Panel>
    );
  const columns: DataColumn<OrgOrderRow>[] = [
    { key: 'no', header: '订单号', cell: (o) => o.orderNo, className: 'font-mono text-[12px]' },
    { key: 'member', header: '下单人', cell: (o) => o.member },
    goodsSummaryColumn(),
    { key: 'amount', header: '金额', align: 'right', cell: (o) => yuan(o.payAmount) },
    {
      key: 'status',
      header: '状态',
      testId: 'org-order-status',
      cell: (o) => (
        <>
          {o.statusLabel}
          {o.cancelReason && <p className="text-xs text-ink-500">{o.cancelReason}</p>}
        </>
      ),
    },
    { key: 'time', header: '下单时间', className: 'text-ink-500', cell: (o) => formatTime(o.createdAt) },
    {
      key: 'op',
      header: '',
      cell: (o) =>
        o.status === 'pending_approval' && (
          <div className="flex gap-2">
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={busy}
              onClick={() => void run(() => api('orgBuy.approve', { orderNo: o.orderNo }), done)}
              data-testid="org-approve"
            >
              通过
            </button>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              disabled={busy}
              onClick={() => {
                setRejecting(o.orderNo);
                setReason('');
              }}
              data-testid="org-reject"
            >
              驳回
            </button>
          </div>
        ),
    },
  ];
  const s = settings.data;
  const value = threshold ?? (s.approvalThreshold === null ? '' : String(s.approvalThreshold));

  return (
    <Panel
      title="单位订单"
      testId="org-orders"
      extra={
        <span className="text-[13px] text-ink-500">
          {s.orgName} · 成员 {s.members} 人
        </span>
      }
    >
      <form
        className="mb-4 flex flex-wrap items-center gap-2 rounded bg-surface px-4 py-3 text-[13px]"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => api('orgBuy.setThreshold', { amount: value.trim() === '' ? null : Number(value) }), done).then(
            (ok) => ok && setThreshold(null),
          );
        }}
      >
        <label htmlFor="org-threshold">成员订单金额超过</label>
        <input
          id="org-threshold"
          className="input w-32"
          inputMode="decimal"
          placeholder="不限"
          value={value}
          onChange={(e) => setThreshold(e.target.value.replace(/[^\d.]/g, ''))}
          data-testid="org-threshold"
        />
        <span>元时，需经管理员审批后才能支付（留空表示无需审批）</span>
        <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
          保存
        </button>
      </form>

      <div role="tablist" className="mb-3 flex gap-1 border-b border-line text-[13px]">
        {(
          [
            ['pending_approval', `待审批${s.waiting ? ` ${s.waiting}` : ''}`],
            [null, '全部订单'],
          ] as const
        ).map(([k, label]) => (
          <button
            key={label}
            role="tab"
            type="button"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={`-mb-px border-b-2 px-3 py-2 ${tab === k ? 'border-brand-600 font-medium text-brand-600' : 'border-transparent text-ink-700'}`}
          >
            {label}
          </button>
        ))}
      </div>

      <DataTable
        columns={columns}
        rows={list.data?.list}
        rowKey={(o) => o.id}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={tab === 'pending_approval' ? '没有待审批的订单' : '暂无单位订单'}
        className="text-[13px]"
        rowClassName="align-top"
        testId="org-order-list"
      />
      <p className="mt-3 text-xs text-ink-500">
        成员共享单位的收货地址与发票抬头；管理员自己的订单无需审批。查看自己的订单请到
        <Link href="/orderCenter" className="mx-1 text-brand-600 hover:underline">
          我的订单
        </Link>
        。
      </p>
      <Modal open={rejecting !== null} onClose={() => setRejecting(null)} title="驳回订单" width={480}>
        <form
          className="px-5 py-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return toast.error(ORG_BUY_MSG.rejectReasonRequired);
            if (rejecting)
              void run(() => api('orgBuy.reject', { orderNo: rejecting, reason: reason.trim() }), done).then(
                (ok) => ok && setRejecting(null),
              );
          }}
        >
          <label className="mb-1 block text-[13px]" htmlFor="org-reason">
            驳回原因（成员可见）
          </label>
          <textarea
            id="org-reason"
            className="input w-full"
            rows={3}
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="org-reject-reason"
          />
          <div className="mt-3 flex justify-end gap-2">
            <button type="button" className="btn btn-outline" onClick={() => setRejecting(null)}>
              取消
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="org-reject-submit">
              确定驳回
            </button>
          </div>
        </form>
      </Modal>
    </Panel>
  );
}
