/** /demandsList — 需求清单 (service layout, second title from the path); kept locally for guests, on the server once logged in. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { DemandList } from '@/components/cart/DemandList';

export const metadata: Metadata = { title: '需求清单', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <DemandList />
      </Suspense>
    </div>
  );
}
