/** /inquiryCenter/inquiryList — 我的询价 (user-centre layout; data loaded on the client with the token). */
import type { Metadata } from 'next';
import { InquiryList } from '@/components/inquiry/InquiryList';

export const metadata: Metadata = { title: '我的询价', robots: { index: false } };

export default function Page() {
  return <InquiryList />;
}
