/** /inquiryCenter/inquiryDetails/:id — one inquiry: lines, quote, timeline, actions (loaded on the client with the token). */
import type { Metadata } from 'next';
import { InquiryDetail } from '@/components/inquiry/InquiryDetail';

export const metadata: Metadata = { title: '询价详情', robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  const { id } = await params;
  const raw = id?.[0] ?? '';
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  return <InquiryDetail id={n > 0 && n <= 2_147_483_647 ? n : null} />;
}
