/**
 * Staff stand-in commands for points from a shell (the operations console does the same), run through `npm run staff -- …`
 * (scripts/staff.ts registers `pointsStaffCommands`):
 *
 *   npm run staff -- adopt-feedback <feedbackId>                 adopt a suggestion: its author earns the reward once
 *   npm run staff -- grant-points <mobile> <n> [reason…]         grant n points (negative n takes back, never below zero)
 *
 * Both act through lib/domain/commerce/points/earn.ts (ledger row and users.points in one transaction). On embedded PGlite stop
 * the server first.
 */
import { eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { POINTS_MSG } from '@/lib/config/messages';
import { adoptFeedback, grantPoints } from '../../lib/domain/commerce/points';

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`missing ${what}`);
  return v;
};

const wholeNumber = (v: string, what: string): number => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw new Error(`${what} must be a whole number`);
  return n;
};

export const pointsStaffCommands: Record<string, StaffCommand> = {
  'adopt-feedback': {
    usage: 'adopt-feedback <feedbackId> — 采纳意见反馈并奖励积分 / adopt a suggestion and reward its author',
    run: async (db, args, log = console.log) => {
      const id = wholeNumber(need(args[0], 'feedbackId'), 'feedbackId');
      const r = await adoptFeedback(db, id);
      if (r.alreadyAdopted)
        log(`✓ 意见反馈 ${r.feedbackId} 已于 ${r.adoptedAt} 采纳，未重复奖励 / already adopted, nothing changed`);
      else if (r.userId === null)
        log(`✓ 意见反馈 ${r.feedbackId} 已采纳（游客提交，无账户可奖励积分）/ adopted, guest suggestion: no points`);
      else
        log(
          `✓ 意见反馈 ${r.feedbackId} 已采纳，用户 ${r.userId} 获得 ${r.pointsAwarded} 积分 / adopted, +${r.pointsAwarded} points`,
        );
    },
  },
  'grant-points': {
    usage:
      'grant-points <mobile> <n> [reason…] — 发放积分（负数为扣回，不低于 0）/ grant points to a buyer (negative takes back)',
    run: async (db, args, log = console.log) => {
      const mobile = need(args[0], 'mobile');
      const n = wholeNumber(need(args[1], 'n'), 'n');
      const reason = args.slice(2).join(' ').trim() || POINTS_MSG.reasonGrant;
      const [u] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)).limit(1);
      if (!u) throw new Error(`${POINTS_MSG.userNotFound} / no user with mobile ${mobile}`);
      const r = await grantPoints(db, u.id, n, reason);
      log(`✓ ${mobile}: ${n > 0 ? `+${n}` : n} 积分（${reason}），当前余额 ${r.balance} / balance ${r.balance}`);
    },
  },
};
