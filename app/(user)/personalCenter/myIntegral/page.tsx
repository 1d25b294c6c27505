/** /personalCenter/myIntegral — 我的积分 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { MyIntegral } from '@/components/account/center/MyIntegral';

export const metadata: Metadata = { title: '我的积分', robots: { index: false } };

export default function Page() {
  return <MyIntegral />;
}
