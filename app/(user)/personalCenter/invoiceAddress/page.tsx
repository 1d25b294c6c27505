/** /personalCenter/invoiceAddress — 发票信息 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { InvoiceInfo } from '@/components/account/center/InvoiceInfo';

export const metadata: Metadata = { title: '发票信息', robots: { index: false } };

export default function Page() {
  return <InvoiceInfo />;
}
