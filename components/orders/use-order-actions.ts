'use client';
/** The buyer's actions on an order (去支付, 取消订单, 确认收货, 申请售后, 再次购买), shared by the desktop and phone order pages. */
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { toast } from '@/lib/client/toast';
import { refreshCart } from '@/lib/client/orders';
import { ORDER_MSG } from '@/lib/config/messages';

export type OrderLike = { id: number; orderNo: string; status: string; actions: string[] };

export function useOrderActions(order: OrderLike, { onDone, cartHref }: { onDone: () => void; cartHref: string }) {
  const router = useRouter();
  const qc = useQueryClient();
  const [ask, setAsk] = useState<null | 'cancel' | 'receipt'>(null);
  const [busy, setBusy] = useState(false);

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
      router.push(cartHref);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  const can = (e: string) => order.actions.includes(e);
  /** What the buyer may do now (from the order machine's allowed events and the status). */
  const show = {
    pay: order.status === 'pending_payment',
    receipt: can('confirm_receipt'),
    cancel: can('cancel'),
    afterSale: order.status === 'completed' || order.status === 'shipped',
    buyAgain: order.status === 'completed' || order.status === 'cancelled' || order.status === 'shipped',
  };
  const confirmMessage =
    ask === 'cancel'
      ? order.status === 'paid'
        ? '订单已付款，取消后将为您退款，确定取消吗？'
        : '确定要取消该订单吗？'
      : '请确认已收到全部商品，确定确认收货吗？';
  const confirm = () =>
    void (ask === 'cancel'
      ? run(() => api('order.cancel', { id: order.id }), ORDER_MSG.cancelled)
      : run(() => api('order.confirmReceipt', { id: order.id }), ORDER_MSG.receiptConfirmed));
  return { ask, setAsk, busy, buyAgain, show, confirmMessage, confirm };
}
