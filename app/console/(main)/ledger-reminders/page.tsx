/**
 * 台账提醒 (ops): the latest reminders of the buyers' standards ledgers (expiry within 30/7 days, low remaining),
 * whether and how each went out, and 立即扫描 (the job `ledger-reminders` runs it daily at 08:00).
 */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { recentReminders } from '@/lib/domain/accounts/ledger';
import { Badge, PageHeader, Table, fmtTime } from '@/components/console/parts';
import { RunReminders } from '@/components/console/ledger/RunReminders';

export const metadata = { title: '台账提醒' };
export const dynamic = 'force-dynamic';

const KIND: Record<string, string> = { expiry30: '30 天到期', expiry7: '7 天到期', low: '余量不足' };
const CHANNEL: Record<string, string> = { sms: '短信', email: '邮件', none: '未发送' };

export default async function ConsoleLedgerReminders() {
  await requireStaff('ledger');
  const rows = await recentReminders(await getDb());
  return (
    <>
      <PageHeader title="台账提醒">
        <RunReminders />
      </PageHeader>
      <p className="mb-3 text-sm text-ink-500">
        每天 08:00 自动扫描买家的标准品台账：到期前 30 天、7
        天及余量不足各提醒一次（短信，无手机号时发邮件）。以下为最近 100 条。
      </p>
      <Table head={['生成时间', '类型', '标准品', '批号', '到期日', '发送', '尝试', '说明']} empty={rows.length === 0}>
        {rows.map((r) => (
          <tr key={r.id} data-testid="ledger-reminder-row">
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt.toISOString())}</td>
            <td className="whitespace-nowrap px-3 py-2">{KIND[r.kind] ?? r.kind}</td>
            <td className="px-3 py-2">{r.name}</td>
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{r.lotNo ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.dueOn ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {r.sentAt ? (
                <Badge
                  tone={r.channel === 'none' ? 'gray' : 'green'}
                >{`${CHANNEL[r.channel ?? ''] ?? r.channel} ${fmtTime(r.sentAt.toISOString())}`}</Badge>
              ) : (
                <Badge tone="amber">待发送</Badge>
              )}
            </td>
            <td className="px-3 py-2">{r.attempts}</td>
            <td className="px-3 py-2 text-xs text-ink-500">{r.error ?? ''}</td>
          </tr>
        ))}
      </Table>
    </>
  );
}
