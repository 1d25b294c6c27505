/** /afterSalesCenter/afterApplication?orderNo=&lineId= — 申请售后. */
import type { Metadata } from 'next';
import { AfterSaleApply } from '@/components/after-sales/AfterSaleApply';

export const metadata: Metadata = { title: '申请售后', robots: { index: false } };

export default function Page() {
  return <AfterSaleApply />;
}
