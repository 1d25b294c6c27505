/** Console home (work queues), staff accounts and the audit log. */
import { CONSOLE_MSG } from '@/lib/config/messages';
import { canAccess } from '@/lib/domain/operations/staff';
import {
  createStaffWithRandomPassword,
  listStaff,
  resetStaffPassword,
  resetStaffTotp,
  toPublic,
  updateStaff,
} from '@/lib/domain/operations/staff';
import { listAudit } from '@/lib/domain/operations/staff';
import { QUEUES, queueCounts, type QueueKey } from '@/lib/domain/operations/staff';
import { staffOf, type HandlerMap } from '../../context';
import type { systemEndpoints } from '../../endpoints/staff/system';

export const systemHandlers: HandlerMap<typeof systemEndpoints> = {
  'home.queues': async (_input, ctx) => {
    const me = staffOf(ctx);
    const counts = await queueCounts(ctx.db);
    // Each member sees the queues of their own areas only.
    const out: Partial<Record<QueueKey, number>> = {};
    for (const k of Object.keys(QUEUES) as QueueKey[]) if (canAccess(me.role, QUEUES[k].area)) out[k] = counts[k];
    return out;
  },
  'staff.list': (_input, ctx) => listStaff(ctx.db),
  'staff.create': async (input, ctx) => {
    const { row, password } = await createStaffWithRandomPassword(ctx.db, input);
    ctx.audit({ entity: 'staff', entityId: row.id, after: toPublic(row) });
    return { staff: toPublic(row), password, message: CONSOLE_MSG.staffCreated(row.username, password) };
  },
  'staff.update': async (input, ctx) => {
    const { before, after } = await updateStaff(ctx.db, staffOf(ctx).id, input.id, {
      role: input.role,
      name: input.name,
      status: input.status,
    });
    ctx.audit({ entity: 'staff', entityId: input.id, before, after });
    return after;
  },
  'staff.resetPassword': async (input, ctx) => {
    const password = await resetStaffPassword(ctx.db, input.id);
    ctx.audit({ entity: 'staff', entityId: input.id, after: { passwordReset: true } });
    return { password, message: CONSOLE_MSG.passwordReset(password) };
  },
  'staff.resetTotp': async (input, ctx) => {
    await resetStaffTotp(ctx.db, input.id);
    ctx.audit({ entity: 'staff', entityId: input.id, after: { totpReset: true } });
    return { message: CONSOLE_MSG.totpReset };
  },
  'audit.list': async (input, ctx) => {
    const { rows, total } = await listAudit(ctx.db, input, { limit: ctx.paging.pageSize, offset: ctx.paging.offset });
    return { __paged: true, list: rows, total };
  },
};
