/** /orderCenter/orderDetaile?orderNo= — 订单详情 (user-centre layout). */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderDetail } from '@/components/orders/OrderDetail';

export const metadata: Metadata = { title: '订单详情', robots: { index: false } };

export default function Page() {
  return (
    <Suspense>
      <OrderDetail />
    </Suspense>
  );
}
