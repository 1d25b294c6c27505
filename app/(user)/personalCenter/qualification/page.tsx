/** /personalCenter/qualification — 企业资质: licence documents for restricted chemicals (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { Qualifications } from '@/components/account/center/Qualifications';

export const metadata: Metadata = { title: '企业资质', robots: { index: false } };

export default function Page() {
  return <Qualifications />;
}
