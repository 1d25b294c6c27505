/** /successAliPage — 支付完成 (service layout, second title from the path). */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PaySuccess } from '@/components/orders/PaySuccess';

export const metadata: Metadata = { title: '支付完成', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <PaySuccess />
      </Suspense>
    </div>
  );
}
