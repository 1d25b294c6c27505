/** /settlementPage — 结算页 (service layout, second title from the path); loads on the client with the token. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SettlementPage } from '@/components/orders/SettlementPage';

export const metadata: Metadata = { title: '结算页', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <SettlementPage />
      </Suspense>
    </div>
  );
}
