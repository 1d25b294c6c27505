'use client';
/**
 * The payment page's data and actions, shared by the desktop page (PaymentBill) and the phone view: the order, the
 * transfer details and the credit answer from the server; 支付宝 (the desktop cashier, or the phone one: wap), the
 * transfer voucher upload (待付款 → 待确认) and 账期支付. A one-second tick keeps the pay deadline counting down.
 */
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { ORDER_KEYS, refreshOrders } from '@/lib/client/orders';
import { PAY_MSG } from '@/lib/config/messages';

export type PayMethod = 'alipay' | 'transfer' | 'credit';

/** The payment-complete page (desktop). */
export const paySuccessPath = (orderNo: string) => `/successAliPage?orderNo=${encodeURIComponent(orderNo)}`;

export function usePayment({
  orderNo,
  device,
  successHref,
}: {
  orderNo: string;
  device: 'pc' | 'wap';
  successHref: (orderNo: string) => string;
}) {
  const { isLogin } = useSession();
  const router = useRouter();
  const qc = useQueryClient();
  const orderQ = useQuery({
    queryKey: ORDER_KEYS.detail(orderNo),
    queryFn: () => api('order.detail', { orderNo }),
    enabled: isLogin && !!orderNo,
    retry: false,
  });
  const creditQ = useQuery({
    queryKey: ['pay', 'credit', orderNo],
    queryFn: () => api('pay.creditMessage', { orderNo }),
    enabled: isLogin && !!orderNo,
    retry: false,
  });
  const transferQ = useQuery({
    queryKey: ['pay', 'transfer', orderNo],
    queryFn: () => api('pay.transferInfo', { orderNo }),
    enabled: isLogin && !!orderNo,
    retry: false,
  });
  const [method, setMethod] = useState<PayMethod>('alipay');
  const [busy, setBusy] = useState(false);
  const [confirmCredit, setConfirmCredit] = useState(false);
  const [, tick] = useState(0);
  useEffect(() => {
    const t = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(t);
  }, []);

  async function after() {
    await Promise.all([refreshOrders(qc), qc.invalidateQueries({ queryKey: ['pay'] })]);
  }
  async function payAlipay() {
    setBusy(true);
    try {
      const r = await api(device === 'wap' ? 'pay.alipayWapCreate' : 'pay.alipayCreate', { orderNo });
      window.location.assign(r.payUrl);
    } catch (err) {
      notifyError(err);
      setBusy(false);
    }
  }
  async function payCredit() {
    setBusy(true);
    try {
      await api('pay.credit', { orderNo });
      toast.success(PAY_MSG.creditPaid);
      await after();
      router.push(successHref(orderNo));
    } catch (err) {
      notifyError(err);
      setBusy(false);
      setConfirmCredit(false);
    }
  }
  async function uploadVoucher(file: File) {
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('orderNo', orderNo);
      fd.append('file', file);
      // A FormData body is sent as multipart: the router hands it over as `form` with its text fields.
      const r = await api('pay.transferVoucher', fd);
      toast.success(r.message);
      await after();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  return {
    orderQ,
    creditQ,
    transferQ,
    method,
    setMethod,
    busy,
    confirmCredit,
    setConfirmCredit,
    payAlipay,
    payCredit,
    uploadVoucher,
  };
}
