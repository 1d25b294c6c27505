/** Console home: the work queues of the staff member's areas, with counts, each linking to its filtered list. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { canAccess } from '@/lib/domain/operations/staff';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { QUEUES, queueCounts, type QueueKey } from '@/lib/domain/operations/staff';
import { PageHeader } from '@/components/console/parts';

export const metadata = { title: '工作台' };

export default async function ConsoleHome() {
  const staff = await requireStaff('home');
  const counts = await queueCounts(await getDb());
  const keys = (Object.keys(QUEUES) as QueueKey[]).filter((k) => canAccess(staff.role, QUEUES[k].area));
  return (
    <>
      <PageHeader title="工作台" />
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="待办队列">
        {keys.map((k) => (
          <li key={k}>
            <Link
              href={QUEUES[k].href}
              data-queue={k}
              className="block rounded-md border border-line bg-white p-4 hover:border-brand-400"
            >
              <div className="text-sm text-ink-600">{QUEUES[k].label}</div>
              <div className={`mt-2 text-3xl font-semibold ${counts[k] > 0 ? 'text-brand-600' : 'text-ink-400'}`}>
                {counts[k]}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
