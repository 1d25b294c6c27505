/**
 * The refunds of an order or a claim as the buyer sees them (order detail, after-sales detail): number, how the money
 * goes back, amount, status (申请退款 / 退款中 / 已退款 / 退款失败), the bank reference or Alipay trade number once known,
 * and — for one refund — its timeline. Amounts arrive in fen and are formatted here only.
 */
import { formatFen } from '@/lib/domain/commerce/orders/client';
import type { RefundDetail, RefundSummary } from '@/lib/domain/after-sale/refunds';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { formatTime, Steps } from '@/components/account/center/ui';

const STATUS_CLS: Record<string, string> = {
  succeeded: 'text-success',
  failed: 'text-danger',
  processing: 'text-accent-500',
  requested: 'text-accent-500',
};

function Ref({ r }: { r: RefundSummary }) {
  if (!r.channelRef) return null;
  return (
    <span className="text-ink-500">
      {r.channel === 'alipay' ? '支付宝交易号' : '转账流水号'} {r.channelRef}
      {r.transferDate ? `（${r.transferDate}）` : ''}
    </span>
  );
}

const COLUMNS: DataColumn<RefundSummary>[] = [
  { key: 'no', header: '退款单号', cell: (r) => r.refundNo, className: 'font-mono text-[12px]' },
  {
    key: 'source',
    header: '来源',
    cell: (r) => (
      <>
        {r.sourceLabel}
        {r.afterSaleNo && <p className="font-mono text-[12px] text-ink-500">{r.afterSaleNo}</p>}
      </>
    ),
  },
  {
    key: 'channel',
    header: '退款方式',
    cell: (r) => (
      <>
        {r.channelLabel}
        <p className="text-[12px]">
          <Ref r={r} />
        </p>
      </>
    ),
  },
  { key: 'amount', header: '退款金额', align: 'right', className: 'price', cell: (r) => formatFen(r.amountFen) },
  {
    key: 'status',
    header: '状态',
    className: (r) => STATUS_CLS[r.status] ?? '',
    cell: (r) => (
      <>
        {r.statusLabel}
        {r.failReason && <p className="text-[12px] text-ink-500">{r.failReason}</p>}
      </>
    ),
  },
  { key: 'time', header: '时间', className: 'text-ink-500', cell: (r) => formatTime(r.succeededAt ?? r.createdAt) },
];

export function RefundTable({ refunds }: { refunds: RefundSummary[] }) {
  return (
    <DataTable
      columns={COLUMNS}
      rows={refunds}
      rowKey={(r) => r.refundNo}
      empty="暂无退款"
      className="text-[13px]"
      rowClassName="align-top"
      testId="order-refunds"
      rowTestId="order-refund-row"
    />
  );
}

/** One claim's refund with its own timeline (after-sales detail). */
export function RefundCard({ refund }: { refund: RefundDetail }) {
  return (
    <section
      className="mt-4 rounded border border-line p-3 text-[13px]"
      data-testid="after-sale-refund"
      aria-label="退款"
    >
      <p className="flex flex-wrap items-center gap-x-3">
        <b>退款</b>
        <span className="font-mono">{refund.refundNo}</span>
        <span>{refund.channelLabel}</span>
        <span className="price">{formatFen(refund.amountFen)}</span>
        <span className={`font-medium ${STATUS_CLS[refund.status] ?? ''}`} data-testid="after-sale-refund-status">
          {refund.statusLabel}
        </span>
        <Ref r={refund} />
      </p>
      {refund.failReason && <p className="mt-1 text-ink-500">{refund.failReason}</p>}
      <Steps label="退款进度" items={refund.timeline} className="mt-2 gap-y-1" />
    </section>
  );
}
