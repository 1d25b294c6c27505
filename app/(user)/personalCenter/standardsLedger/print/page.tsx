/** /personalCenter/standardsLedger/print — the printable ledger (same filter parameters as the ledger page). */
import type { Metadata } from 'next';
import { LedgerPrint } from '@/components/ledger/LedgerPrint';

export const metadata: Metadata = { title: '标准品台账（打印）', robots: { index: false } };

export default function Page() {
  return <LedgerPrint />;
}
