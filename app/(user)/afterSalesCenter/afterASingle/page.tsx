/** /afterSalesCenter/afterASingle?id= — 售后详情 with its timeline. */
import type { Metadata } from 'next';
import { AfterSaleDetailView } from '@/components/after-sales/AfterSaleDetail';

export const metadata: Metadata = { title: '售后详情', robots: { index: false } };

export default function Page() {
  return <AfterSaleDetailView />;
}
