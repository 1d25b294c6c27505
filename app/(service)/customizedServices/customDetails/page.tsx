/** /customizedServices/customDetails?id= — 定制详情: the request, its quote, accept or withdraw. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CustomDetailView } from '@/components/custom/CustomDetailView';

export const metadata: Metadata = { title: '定制详情', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width py-4">
      <Suspense>
        <CustomDetailView />
      </Suspense>
    </div>
  );
}
