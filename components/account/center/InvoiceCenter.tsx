'use client';
/**
 * /personalCenter/invoice (发票管理): request an invoice for one or several completed orders with one of the buyer's
 * titles (普通发票 or 增值税专用发票, from 发票信息), and follow each request: 申请中 (may be withdrawn), 已开票 with the
 * invoice number and the PDF, 已驳回 with the reason (the orders can be invoiced again). An order is invoiced once,
 * for what was paid minus what was refunded; an invoice issued before a refund is credited by a red-letter invoice
 * (红字发票) listed beside it, and the buyer downloads both.
 */
import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { InvoiceableOrder, InvoiceRow } from '@/lib/api/endpoints/invoices';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { yuan } from '@/lib/client/orders';
import { INVOICE_MSG } from '@/lib/config/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { ConfirmDialog } from '@/components/ui/Modal';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { goodsSummaryColumn } from '@/components/orders/columns';
import { formatTime, LoadError, Loading, Panel } from './ui';
import { PC } from './nav';

const KEY = ['invoice'] as const;

export function InvoiceCenter() {
  const { isLogin } = useSession();
  const qc = useQueryClient();
  const orders = useQuery({ queryKey: [...KEY, 'orders'], queryFn: () => api('invoice.orders'), enabled: isLogin });
  const titles = useQuery({
    queryKey: ['invoiceTitle.list'],
    queryFn: () => api('invoiceTitle.list'),
    enabled: isLogin,
  });
  const list = useQuery({ queryKey: [...KEY, 'list'], queryFn: () => api('invoice.list'), enabled: isLogin });
  const [picked, setPicked] = useState<string[]>([]);
  const [titleId, setTitleId] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [cancelId, setCancelId] = useState<number | null>(null);

  const chosenTitle = titleId ?? titles.data?.find((t) => t.isDefault)?.id ?? titles.data?.[0]?.id ?? null;
  const total =
    (orders.data ?? [])
      .filter((o) => picked.includes(o.orderNo))
      .reduce((a, o) => a + Math.round(o.invoiceableAmount * 100), 0) / 100;

  async function refresh() {
    setPicked([]);
    await qc.invalidateQueries({ queryKey: KEY });
  }
  async function submit() {
    if (picked.length === 0) return toast.error(INVOICE_MSG.ordersRequired);
    if (!chosenTitle) return toast.error(INVOICE_MSG.titleRequired);
    setBusy(true);
    try {
      const r = await api('invoice.apply', { orderNos: picked, titleId: chosenTitle, email: email.trim() || null });
      toast.success(r.message);
      await refresh();
    } catch (err) {
      notifyError(err);
      await qc.invalidateQueries({ queryKey: KEY });
    } finally {
      setBusy(false);
    }
  }
  async function cancel(id: number) {
    setBusy(true);
    try {
      toast.success((await api('invoice.cancel', { id })).message);
      await refresh();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      setCancelId(null);
    }
  }

  const orderColumns = (all: InvoiceableOrder[]): DataColumn<InvoiceableOrder>[] => [
    {
      key: 'pick',
      width: 'w-10',
      header: (
        <input
          type="checkbox"
          aria-label="全选"
          checked={picked.length === all.length}
          onChange={(e) => setPicked(e.target.checked ? all.map((o) => o.orderNo) : [])}
        />
      ),
      cell: (o) => (
        <input
          type="checkbox"
          aria-label={`选择订单 ${o.orderNo}`}
          checked={picked.includes(o.orderNo)}
          onChange={(e) => setPicked(e.target.checked ? [...picked, o.orderNo] : picked.filter((x) => x !== o.orderNo))}
          data-testid="invoice-order-check"
        />
      ),
    },
    { key: 'no', header: '订单号', cell: (o) => o.orderNo, className: 'font-mono text-[12px]' },
    goodsSummaryColumn(),
    { key: 'done', header: '完成时间', className: 'text-ink-500', cell: (o) => formatTime(o.completedAt) },
    { key: 'paid', header: '实付金额', align: 'right', cell: (o) => yuan(o.payAmount) },
    {
      key: 'invoiceable',
      header: '可开票金额',
      align: 'right',
      testId: 'invoice-order-amount',
      cell: (o) => (
        <>
          {yuan(o.invoiceableAmount)}
          {o.refundedAmount > 0 && <p className="text-xs text-ink-500">已退款 {yuan(o.refundedAmount)}</p>}
        </>
      ),
    },
  ];
  const recordColumns: DataColumn<InvoiceRow>[] = [
    { key: 'no', header: '申请编号', cell: (r) => r.invoiceNo, className: 'font-mono text-[12px]' },
    {
      key: 'title',
      header: '类型 / 抬头',
      cell: (r) => (
        <>
          <span className={r.kind === 'red' ? 'text-danger' : ''}>{r.typeLabel}</span>
          <p className="text-xs text-ink-500">{r.title}</p>
          {r.original && (
            <p className="text-xs text-ink-500">
              冲减原发票 {r.original.invoiceNo}
              {r.original.invoiceNumber ? `（发票号码 ${r.original.invoiceNumber}）` : ''}，退款单 {r.refundNo}
            </p>
          )}
        </>
      ),
    },
    {
      key: 'orders',
      header: '订单',
      className: 'font-mono text-[12px]',
      cell: (r) => r.orderNos.map((no) => <p key={no}>{no}</p>),
    },
    {
      key: 'amount',
      header: '金额',
      align: 'right',
      cell: (r) => (
        <>
          {r.kind === 'red' ? <span className="text-danger">-{yuan(r.amount)}</span> : yuan(r.amount)}
          {r.credits.map((c) => (
            <p key={c.invoiceNo} className="text-xs text-danger">
              红字 -{yuan(c.amount)}（{c.statusLabel}）
            </p>
          ))}
        </>
      ),
    },
    {
      key: 'status',
      header: '状态',
      testId: 'invoice-status',
      cell: (r) => (
        <>
          {r.statusLabel}
          {r.invoiceNumber && <p className="text-xs text-ink-500">发票号码 {r.invoiceNumber}</p>}
          {r.rejectReason && <p className="text-xs text-danger">{r.rejectReason}</p>}
        </>
      ),
    },
    { key: 'time', header: '申请时间', className: 'text-ink-500', cell: (r) => formatTime(r.createdAt) },
    {
      key: 'op',
      header: '',
      cell: (r) => (
        <>
          {r.pdfUrl && (
            <a
              href={r.pdfUrl}
              target="_blank"
              rel="noreferrer"
              className="text-brand-600 hover:underline"
              data-testid="invoice-pdf"
            >
              下载发票
            </a>
          )}
          {r.canCancel && (
            <button
              type="button"
              className="text-ink-700 hover:text-brand-600"
              disabled={busy}
              onClick={() => setCancelId(r.id)}
              data-testid="invoice-cancel"
            >
              撤销
            </button>
          )}
        </>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <Panel
        title="申请发票"
        testId="invoice-apply"
        extra={
          <Link prefetch={false} href={`${PC}/invoiceAddress`} className="text-[13px] text-brand-600 hover:underline">
            维护发票抬头
          </Link>
        }
      >
        {orders.isPending || titles.isPending ? (
          <Loading />
        ) : orders.isError || titles.isError ? (
          <LoadError onRetry={() => void Promise.all([orders.refetch(), titles.refetch()])} />
        ) : orders.data.length === 0 ? (
          <EmptyState text="暂无可开票的订单">
            <p className="text-xs text-ink-500">订单完成（确认收货）后可在此申请发票，每个订单只能开票一次。</p>
          </EmptyState>
        ) : (
          <div className="text-[13px]">
            <DataTable
              columns={orderColumns(orders.data)}
              rows={orders.data}
              rowKey={(o) => o.id}
              testId="invoice-orders"
            />
            <div className="mt-3 flex flex-wrap items-center gap-3">
              {titles.data.length === 0 ? (
                <Link prefetch={false} href={`${PC}/invoiceAddress`} className="text-danger hover:underline">
                  {INVOICE_MSG.titleNotFound}
                </Link>
              ) : (
                <label className="flex items-center gap-2">
                  发票抬头
                  <select
                    className="input w-80"
                    value={chosenTitle ?? ''}
                    onChange={(e) => setTitleId(Number(e.target.value))}
                    data-testid="invoice-title"
                  >
                    {titles.data.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.type === 2 ? '增值税专用发票' : '普通发票'}：{t.title}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <label className="flex items-center gap-2">
                接收邮箱
                <input
                  className="input w-56"
                  type="email"
                  placeholder="选填，电子发票同时发送"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                />
              </label>
              <span className="ml-auto">
                开票金额{' '}
                <b className="price text-[15px]" data-testid="invoice-total">
                  {yuan(total)}
                </b>
              </span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy || picked.length === 0 || !chosenTitle}
                onClick={() => void submit()}
                data-testid="invoice-submit"
              >
                申请开票
              </button>
            </div>
          </div>
        )}
      </Panel>

      <Panel title="发票记录" testId="invoice-center">
        <DataTable
          columns={recordColumns}
          rows={list.data}
          rowKey={(r) => r.id}
          loading={list.isPending}
          error={list.isError}
          onRetry={() => void list.refetch()}
          empty="暂无发票记录"
          className="text-[13px]"
          rowClassName={(r) => (r.kind === 'red' ? 'align-top bg-red-50/40' : 'align-top')}
          testId="invoice-list"
          rowTestId={(r) => (r.kind === 'red' ? 'invoice-red-row' : 'invoice-row')}
        />
      </Panel>
      <ConfirmDialog
        open={cancelId !== null}
        busy={busy}
        message="确定撤销该发票申请吗？撤销后订单可重新申请开票。"
        onCancel={() => setCancelId(null)}
        onConfirm={() => void (cancelId !== null && cancel(cancelId))}
      />
    </div>
  );
}
