/** /customizedServices — 定制服务: the custom-synthesis request form (login and real-name verification required). */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CustomRequestForm } from '@/components/custom/CustomRequestForm';

export const metadata: Metadata = { title: '定制服务', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width py-4">
      <Suspense>
        <CustomRequestForm />
      </Suspense>
    </div>
  );
}
