/** /personalCenter/myCollection — 我的收藏 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { MyCollection } from '@/components/account/center/MyCollection';

export const metadata: Metadata = { title: '我的收藏', robots: { index: false } };

export default function Page() {
  return <MyCollection />;
}
