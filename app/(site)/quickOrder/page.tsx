/** /quickOrder — 快速下单 (main site layout; login required: the proxy's guard sends guests to /login). */
import type { Metadata } from 'next';
import { QuickOrder } from '@/components/quick-order/QuickOrder';

export const metadata: Metadata = { title: '快速下单', robots: { index: false } };

export default function Page() {
  return <QuickOrder />;
}
