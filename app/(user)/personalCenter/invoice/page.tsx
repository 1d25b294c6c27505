/** /personalCenter/invoice — 发票管理 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { InvoiceCenter } from '@/components/account/center/InvoiceCenter';

export const metadata: Metadata = { title: '发票管理', robots: { index: false } };

export default function Page() {
  return <InvoiceCenter />;
}
