/** /orderCenter — 我的订单 (user-centre layout; data loaded on the client with the token). */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { OrderList } from '@/components/orders/OrderList';

export const metadata: Metadata = { title: '我的订单', robots: { index: false } };

export default function Page() {
  return (
    <Suspense>
      <OrderList />
    </Suspense>
  );
}
