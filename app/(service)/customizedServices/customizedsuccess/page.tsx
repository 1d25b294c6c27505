/** /customizedServices/customizedsuccess?id= — 定制需求提交成功. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CustomSuccess } from '@/components/custom/CustomSuccess';

export const metadata: Metadata = { title: '提交成功', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width py-4">
      <Suspense>
        <CustomSuccess />
      </Suspense>
    </div>
  );
}
