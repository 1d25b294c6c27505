/** /settlementPage/payment/paymentBill — 订单支付 (service layout, second title from the path). */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaymentBill } from '@/components/orders/PaymentBill';

export const metadata: Metadata = { title: '订单支付', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <PaymentBill />
      </Suspense>
    </div>
  );
}
