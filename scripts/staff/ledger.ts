/**
 * Staff command for the ledger's reminders from a shell (the console's 标准品台账提醒 page does the same), through
 * `npm run staff -- …` (scripts/staff.ts registers `ledgerStaffCommands`):
 *
 *   npm run staff -- ledger-reminders [YYYY-MM-DD]   claim and send the reminders due today (or on that day) now
 *
 * On embedded PGlite stop the server first.
 */
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { scanReminders } from '../../lib/domain/accounts/ledger';

export const ledgerStaffCommands: Record<string, StaffCommand> = {
  'ledger-reminders': {
    usage:
      'ledger-reminders [YYYY-MM-DD] — 立即扫描标准品台账提醒（过期 30/7 天、余量不足）并发送 / run the ledger reminder scan now',
    run: async (db, args, log = console.log) => {
      const today = args[0];
      if (today && !/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error('date must be YYYY-MM-DD');
      const r = await scanReminders(db, { today, log: () => {} });
      log(
        `✓ ${r.message} / claimed ${r.claimed}, sent sms ${r.sent.sms} e-mail ${r.sent.email}, skipped ${r.skipped}, failed ${r.failed}`,
      );
    },
  },
};
