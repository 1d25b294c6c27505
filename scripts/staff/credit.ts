/**
 * Staff stand-in commands for account periods from a shell (the operations console does the same), through `npm run staff -- …`:
 *
 *   npm run staff -- credit-apps                                   applications waiting (审核中)
 *   npm run staff -- credit-approve <id> [quota] [days]             approve (optionally another quota/period)
 *   npm run staff -- credit-reject <id> <reason…>                   reject with the reason the buyer sees
 *   npm run staff -- credit-repaid <orderNo>                        a credit bill was repaid: its quota comes back
 */
import { desc, eq } from 'drizzle-orm';
import { creditApplications } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import {
  CREDIT_APP_LABELS,
  markRepaid,
  transitionCreditApplication,
  type CreditAppStatus,
} from '../../lib/domain/commerce/credit';

const num = (v: string | undefined, what: string): number => {
  const n = Number(v);
  if (!v || !Number.isFinite(n) || n <= 0) throw new Error(`${what} must be a positive number`);
  return n;
};
const moved = (r: { id: number; from: CreditAppStatus; to: CreditAppStatus }) =>
  `✓ #${r.id}: ${CREDIT_APP_LABELS[r.from]} → ${CREDIT_APP_LABELS[r.to]}`;

export const creditStaffCommands: Record<string, StaffCommand> = {
  'credit-apps': {
    usage: 'credit-apps — 审核中的账期申请 / account-period applications waiting',
    run: async (db, _args, log = console.log) => {
      const rows = await db
        .select()
        .from(creditApplications)
        .where(eq(creditApplications.status, 'pending'))
        .orderBy(desc(creditApplications.createdAt))
        .limit(100);
      if (rows.length === 0) log('没有审核中的账期申请 / none waiting');
      for (const r of rows)
        log(
          `#${r.id}  org ${r.orgId ?? '-'}  ¥${r.quota.toFixed(2)}  ${r.periodDays} 天  ${r.contactName ?? ''} ${r.contactPhone ?? ''}  ${r.reason ?? ''}`,
        );
    },
  },
  'credit-approve': {
    usage: 'credit-approve <id> [quota] [days] — 通过账期申请 / approve',
    run: async (db, args, log = console.log) =>
      log(
        moved(
          await transitionCreditApplication(db, num(args[0], 'id'), 'approve', {
            actor: 'staff',
            quota: args[1] ? num(args[1], 'quota') : undefined,
            periodDays: args[2] ? num(args[2], 'days') : undefined,
          }),
        ),
      ),
  },
  'credit-reject': {
    usage: 'credit-reject <id> <reason…> — 驳回账期申请 / reject with a reason',
    run: async (db, args, log = console.log) => {
      const reason = args.slice(1).join(' ').trim();
      if (!reason) throw new Error('missing reason');
      log(
        moved(
          await transitionCreditApplication(db, num(args[0], 'id'), 'reject', { actor: 'staff', rejectReason: reason }),
        ),
      );
    },
  },
  'credit-repaid': {
    usage: 'credit-repaid <orderNo> — 账期账单已还款 / a credit bill was repaid',
    run: async (db, args, log = console.log) => {
      if (!args[0]) throw new Error('missing orderNo');
      const r = await markRepaid(db, args[0]);
      log(`✓ ${r.orderNo}: 已还款 ¥${r.amount.toFixed(2)}`);
    },
  },
};
