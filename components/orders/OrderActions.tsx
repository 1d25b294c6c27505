'use client';
/** The buyer's buttons on an order: 去支付, 取消订单 (confirm), 确认收货 (confirm), 申请售后, 再次购买 — shown from the machine's allowed events. */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { toast } from '@/lib/client/toast';
import { refreshCart } from '@/lib/client/orders';
import { ORDER_MSG } from '@/lib/config/messages';
import { ConfirmDialog } from '@/components/ui/Modal';

type OrderLike = { id: number; orderNo: string; status: string; actions: string[] };

export function OrderActions({ order, compact = false, onDone }: { order: OrderLike; compact?: boolean; onDone: () => void }) {
  const router = useRouter();
  const qc = useQueryClient();
  const [ask, setAsk] = useState<null | 'cancel' | 'receipt'>(null);
  const [busy, setBusy] = useState(false);
  const cls = compact ? 'text-[12px] text-ink-700 hover:text-brand-600' : 'btn btn-outline';

  async function run(fn: () => Promise<unknown>, ok: string) {
    setBusy(true);
    try {
      await fn();
      toast.success(ok);
      onDone();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      setAsk(null);
    }
  }
  async function buyAgain() {
    setBusy(true);
    try {
      const r = await api('order.buyAgain', { id: order.id });
      toast.success(ORDER_MSG.buyAgainDone(r.added, r.skipped));
      await refreshCart(qc);
      router.push('/settlementCenter');
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  const can = (e: string) => order.actions.includes(e);
  const payable = order.status === 'pending_payment';
  return (
    <div className={compact ? 'flex flex-col items-end gap-1' : 'flex gap-2'}>
      {order.status === 'pending_approval' && (
        <span className="text-[12px] text-accent-500" data-testid="order-awaiting-approval">
          等待单位管理员审批
        </span>
      )}
      {payable && (
        <Link href={`/settlementPage/payment/paymentBill?orderNo=${encodeURIComponent(order.orderNo)}`} className={compact ? 'btn btn-primary btn-sm' : 'btn btn-primary'} data-testid="order-pay">
          去支付
        </Link>
      )}
      {can('confirm_receipt') && (
        <button type="button" className={compact ? 'btn btn-primary btn-sm' : 'btn btn-primary'} disabled={busy} onClick={() => setAsk('receipt')} data-testid="order-receipt">
          确认收货
        </button>
      )}
      {can('cancel') && (
        <button type="button" className={cls} disabled={busy} onClick={() => setAsk('cancel')} data-testid="order-cancel">
          {order.status === 'paid' ? '取消并退款' : '取消订单'}
        </button>
      )}
      {(order.status === 'completed' || order.status === 'shipped') && (
        <Link href={`/afterSalesCenter/afterApplication?orderNo=${encodeURIComponent(order.orderNo)}`} className={cls} data-testid="order-after-sale">
          申请售后
        </Link>
      )}
      {(order.status === 'completed' || order.status === 'cancelled' || order.status === 'shipped') && (
        <button type="button" className={cls} disabled={busy} onClick={() => void buyAgain()} data-testid="order-buy-again">
          再次购买
        </button>
      )}
      <ConfirmDialog
        open={ask !== null}
        busy={busy}
        message={ask === 'cancel' ? (order.status === 'paid' ? '订单已付款，取消后将为您退款，确定取消吗？' : '确定要取消该订单吗？') : '请确认已收到全部商品，确定确认收货吗？'}
        onCancel={() => setAsk(null)}
        onConfirm={() => void (ask === 'cancel' ? run(() => api('order.cancel', { id: order.id }), ORDER_MSG.cancelled) : run(() => api('order.confirmReceipt', { id: order.id }), ORDER_MSG.receiptConfirmed))}
      />
    </div>
  );
}
