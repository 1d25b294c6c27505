'use client';
/** The buyer's buttons on an order: 去支付, 取消订单 (confirm), 确认收货 (confirm), 申请售后, 再次购买 — shown from the machine's allowed events. */
import Link from 'next/link';
import { ConfirmDialog } from '@/components/ui/Modal';
import { useOrderActions, type OrderLike } from './use-order-actions';

export function OrderActions({
  order,
  compact = false,
  onDone,
}: {
  order: OrderLike;
  compact?: boolean;
  onDone: () => void;
}) {
  const { ask, setAsk, busy, buyAgain, show, confirmMessage, confirm } = useOrderActions(order, {
    onDone,
    cartHref: '/settlementCenter',
  });
  const cls = compact ? 'text-[12px] text-ink-700 hover:text-brand-600' : 'btn btn-outline';
  return (
    <div className={compact ? 'flex flex-col items-end gap-1' : 'flex gap-2'}>
      {order.status === 'pending_approval' && (
        <span className="text-[12px] text-accent-500" data-testid="order-awaiting-approval">
          等待单位管理员审批
        </span>
      )}
      {show.pay && (
        <Link
          href={`/settlementPage/payment/paymentBill?orderNo=${encodeURIComponent(order.orderNo)}`}
          className={compact ? 'btn btn-primary btn-sm' : 'btn btn-primary'}
          data-testid="order-pay"
        >
          去支付
        </Link>
      )}
      {show.receipt && (
        <button
          type="button"
          className={compact ? 'btn btn-primary btn-sm' : 'btn btn-primary'}
          disabled={busy}
          onClick={() => setAsk('receipt')}
          data-testid="order-receipt"
        >
          确认收货
        </button>
      )}
      {show.cancel && (
        <button
          type="button"
          className={cls}
          disabled={busy}
          onClick={() => setAsk('cancel')}
          data-testid="order-cancel"
        >
          {order.status === 'paid' ? '取消并退款' : '取消订单'}
        </button>
      )}
      {show.afterSale && (
        <Link
          href={`/afterSalesCenter/afterApplication?orderNo=${encodeURIComponent(order.orderNo)}`}
          className={cls}
          data-testid="order-after-sale"
        >
          申请售后
        </Link>
      )}
      {show.buyAgain && (
        <button
          type="button"
          className={cls}
          disabled={busy}
          onClick={() => void buyAgain()}
          data-testid="order-buy-again"
        >
          再次购买
        </button>
      )}
      <ConfirmDialog
        open={ask !== null}
        busy={busy}
        message={confirmMessage}
        onCancel={() => setAsk(null)}
        onConfirm={confirm}
      />
    </div>
  );
}
