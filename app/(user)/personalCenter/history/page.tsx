/** /personalCenter/history — 我的足迹 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { BrowsingHistory } from '@/components/account/center/BrowsingHistory';

export const metadata: Metadata = { title: '我的足迹', robots: { index: false } };

export default function Page() {
  return <BrowsingHistory />;
}
