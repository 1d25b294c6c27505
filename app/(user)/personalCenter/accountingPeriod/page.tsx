/** /personalCenter/accountingPeriod — 账期管理 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { AccountingPeriod } from '@/components/account/center/AccountingPeriod';

export const metadata: Metadata = { title: '账期管理', robots: { index: false } };

export default function Page() {
  return <AccountingPeriod />;
}
