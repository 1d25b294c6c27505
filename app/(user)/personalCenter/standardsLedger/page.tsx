/** /personalCenter/standardsLedger — 标准品台账 (data loaded on the client with the token; lib/domain/accounts/ledger). */
import type { Metadata } from 'next';
import { LedgerCenter } from '@/components/ledger/LedgerCenter';

export const metadata: Metadata = { title: '标准品台账', robots: { index: false } };

export default function Page() {
  return <LedgerCenter />;
}
