'use client';
/** The ledger's reminder list: past due, due within 30 / 7 days, low remaining — each with 一键复购. */
import { useCenterQuery } from '@/lib/client/profile-queries';
import type { LedgerReminderRow } from '@/lib/domain/accounts/ledger';
import { formatTime } from '@/components/account/center/ui';
import { ReorderButton } from './parts';

const KIND: Record<LedgerReminderRow['kind'], { label: string; cls: string }> = {
  expired: { label: '已过期', cls: 'border-red-200 bg-red-50 text-danger' },
  expiry7: { label: '7 天内到期', cls: 'border-red-200 bg-red-50 text-danger' },
  expiry30: { label: '30 天内到期', cls: 'border-amber-200 bg-amber-50 text-amber-700' },
  low: { label: '余量不足', cls: 'border-amber-200 bg-amber-50 text-amber-700' },
};

function fact(r: LedgerReminderRow): string {
  if (r.kind === 'low') return `剩余 ${r.remainingLabel}`;
  if (r.daysLeft === null) return '';
  return r.daysLeft < 0 ? `已于 ${r.dueOn} 过期` : `${r.dueOn} 到期（剩 ${r.daysLeft} 天）`;
}

export function LedgerReminders() {
  const q = useCenterQuery('ledger.reminders');
  if (!q.data?.length) return null;
  return (
    <section className="rounded border border-amber-200 bg-amber-50/40 p-3" data-testid="ledger-reminders">
      <h2 className="mb-2 text-[14px] font-medium text-ink-900">提醒（{q.data.length}）</h2>
      <ul className="divide-y divide-amber-100 text-[13px]">
        {q.data.map((r) => (
          <li
            key={`${r.entryId}-${r.kind}`}
            className="flex flex-wrap items-center gap-3 py-2"
            data-testid="ledger-reminder"
            data-kind={r.kind}
          >
            <span className={`rounded-sm border px-1.5 py-0.5 text-xs ${KIND[r.kind].cls}`}>{KIND[r.kind].label}</span>
            <span className="min-w-0 flex-1">
              <b className="font-medium text-ink-900">{r.name}</b>
              <span className="ml-2 text-ink-500">
                {[r.code, r.lotNo && `批号 ${r.lotNo}`, r.packageValue].filter(Boolean).join(' · ')}
              </span>
              <span className="ml-2">{fact(r)}</span>
              {r.sentAt && <span className="ml-2 text-xs text-ink-500">已于 {formatTime(r.sentAt)} 发送提醒</span>}
            </span>
            {r.reorder ? (
              <ReorderButton id={r.entryId} label={r.reorder === 'cart' ? '一键复购' : '查看当前批次'} />
            ) : (
              <span className="text-xs text-ink-500">非本商城商品</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
