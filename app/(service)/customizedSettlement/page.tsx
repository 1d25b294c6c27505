/** /customizedSettlement?customId= — 结算页 of an accepted custom-synthesis quote (the settlement page, source 'custom'). */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SettlementPage } from '@/components/orders/SettlementPage';

export const metadata: Metadata = { title: '定制结算', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <SettlementPage />
      </Suspense>
    </div>
  );
}
