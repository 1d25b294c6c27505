/** /afterSalesCenter — 售后服务: the buyer's after-sales records by status. */
import type { Metadata } from 'next';
import { AfterSalesList } from '@/components/after-sales/AfterSalesList';

export const metadata: Metadata = { title: '售后服务', robots: { index: false } };

export default function Page() {
  return <AfterSalesList />;
}
