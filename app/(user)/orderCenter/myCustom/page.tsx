/** /orderCenter/myCustom — 我的定制 (user-centre layout). */
import type { Metadata } from 'next';
import { MyCustom } from '@/components/orders/MyCustom';

export const metadata: Metadata = { title: '我的定制', robots: { index: false } };

export default function Page() {
  return <MyCustom />;
}
