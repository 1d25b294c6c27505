/** /personalCenter/myFeedback — 我的反馈: the buyer's suggestions and the staff replies (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { MyFeedback } from '@/components/account/center/MyFeedback';

export const metadata: Metadata = { title: '我的反馈', robots: { index: false } };

export default function Page() {
  return <MyFeedback />;
}
