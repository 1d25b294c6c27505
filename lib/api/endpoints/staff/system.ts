/** Console home (work queues), staff accounts and the audit log. */
import { z } from 'zod';
import './jitless';
import { CONSOLE_MSG } from '@/lib/config/messages';
import type { auditLog } from '@/lib/db/schema';
import { STAFF_ROLES } from '@/lib/config/staff-roles';
import type { StaffPublic } from '@/lib/domain/operations/staff';
import type { QueueKey } from '@/lib/domain/operations/staff';
import { staffEndpoint } from '../../define';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const role = z.enum(STAFF_ROLES, { error: CONSOLE_MSG.roleInvalid });

export const systemEndpoints = {
  'home.queues': staffEndpoint<Partial<Record<QueueKey, number>>>()({
    method: 'GET',
    path: 'home/queues',
    access: 'home',
    input: z.object({}),
  }),
  'staff.list': staffEndpoint<StaffPublic[]>()({
    method: 'GET',
    path: 'staff/list',
    access: 'staff',
    input: z.object({}),
  }),
  'staff.create': staffEndpoint<{ staff: StaffPublic; password: string; message: string }>()({
    method: 'POST',
    path: 'staff/create',
    access: 'staff',
    entity: 'staff',
    input: z.object({
      username: z
        .string({ error: CONSOLE_MSG.usernameInvalid })
        .trim()
        .regex(/^[A-Za-z0-9._-]{3,40}$/, CONSOLE_MSG.usernameInvalid),
      name: z
        .string({ error: CONSOLE_MSG.nameInvalid })
        .trim()
        .min(1, CONSOLE_MSG.nameInvalid)
        .max(60, CONSOLE_MSG.nameInvalid),
      role,
    }),
  }),
  'staff.update': staffEndpoint<StaffPublic>()({
    method: 'POST',
    path: 'staff/{id}/update',
    access: 'staff',
    entity: 'staff',
    input: z.object({
      id,
      role: role.optional(),
      name: z.string().trim().min(1, CONSOLE_MSG.nameInvalid).max(60, CONSOLE_MSG.nameInvalid).optional(),
      status: z.union([z.literal(0), z.literal(1)]).optional(),
    }),
  }),
  'staff.resetPassword': staffEndpoint<{ password: string; message: string }>()({
    method: 'POST',
    path: 'staff/{id}/reset-password',
    access: 'staff',
    entity: 'staff',
    input: z.object({ id }),
  }),
  'staff.resetTotp': staffEndpoint<{ message: string }>()({
    method: 'POST',
    path: 'staff/{id}/reset-totp',
    access: 'staff',
    entity: 'staff',
    input: z.object({ id }),
  }),
  'audit.list': staffEndpoint<(typeof auditLog.$inferSelect)[]>()({
    method: 'GET',
    path: 'audit/list',
    access: 'audit',
    input: z.object({
      staffId: id.optional(),
      entity: z.string().trim().max(40).optional(),
      entityId: z.string().trim().max(60).optional(),
      action: z.string().trim().max(60).optional(),
    }),
  }),
} as const;
