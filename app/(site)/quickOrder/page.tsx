/** /quickOrder — 快速下单 (main site layout; login required: the proxy's guard sends guests to /login). */
import type { Metadata } from 'next';
import { QuickOrder } from '@/components/quick-order/QuickOrder';
import { getDb } from '@/lib/db/client';
import { quickOrderExamples } from '@/lib/domain/commerce/quick-order';

export const metadata: Metadata = { title: '快速下单', robots: { index: false } };
// The examples come from the catalogue as it is now (each one matched before it is shown).
export const dynamic = 'force-dynamic';

export default async function Page() {
  return <QuickOrder examples={await quickOrderExamples(await getDb())} />;
}
