/** /inquiryCenter — 询价篮 (service layout, second title from the path); the basket loads on the client with the token. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { InquiryBasket } from '@/components/inquiry/InquiryBasket';

export const metadata: Metadata = { title: '询价篮', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <InquiryBasket />
      </Suspense>
    </div>
  );
}
