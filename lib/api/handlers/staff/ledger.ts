/** Console handlers: the standards-ledger reminders. */
import { recentReminders, scanReminders } from '@/lib/domain/accounts/ledger';
import type { HandlerMap } from '../../context';
import type { ledgerEndpoints } from '../../endpoints/staff/ledger';

export const ledgerHandlers: HandlerMap<typeof ledgerEndpoints> = {
  'ledger.reminders': async (_i, ctx) =>
    (await recentReminders(ctx.db)).map((r) => ({
      ...r,
      sentAt: r.sentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
  'ledger.runReminders': async (_i, ctx) => {
    const r = await scanReminders(ctx.db);
    ctx.audit({
      entity: 'ledger',
      entityId: 'reminders',
      after: { claimed: r.claimed, sent: r.sent, skipped: r.skipped, failed: r.failed },
    });
    return r;
  },
};
