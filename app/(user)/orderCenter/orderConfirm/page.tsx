/** /orderCenter/orderConfirm — 待收货确认: the buyer's shipped orders, each with 确认收货. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderList } from '@/components/orders/OrderList';

export const metadata: Metadata = { title: '确认收货', robots: { index: false } };

export default function Page() {
  return (
    <Suspense>
      <OrderList title="确认收货" fixedStatus="shipped" />
    </Suspense>
  );
}
