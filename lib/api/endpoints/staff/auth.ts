/** Console login (password, then TOTP code), logout, own password. */
import { z } from 'zod';
import './jitless';
import { CONSOLE_MSG } from '@/lib/config/messages';
import type { StaffSession } from '@/lib/domain/operations/staff';
import { staffEndpoint } from '../../define';

const md5hex = (msg: string) => z.string({ error: msg }).regex(/^[0-9a-fA-F]{32}$/, msg);

export const authEndpoints = {
  'auth.login': staffEndpoint<{
    next: 'enroll' | 'totp';
    otpauthUri?: string;
    secret?: string;
    qrDataUrl?: string;
  }>()({
    method: 'POST',
    path: 'auth/login',
    access: 'public',
    input: z.object({
      username: z
        .string({ error: CONSOLE_MSG.usernameRequired })
        .trim()
        .min(1, CONSOLE_MSG.usernameRequired)
        .max(40, CONSOLE_MSG.badCredentials),
      password: md5hex(CONSOLE_MSG.passwordRequired),
    }),
  }),
  'auth.totp': staffEndpoint<{ staff: StaffSession }>()({
    method: 'POST',
    path: 'auth/totp',
    access: 'mfa',
    input: z.object({
      code: z
        .string({ error: CONSOLE_MSG.totpRequired })
        .trim()
        .regex(/^\d{6}$/, CONSOLE_MSG.totpRequired),
    }),
  }),
  'auth.logout': staffEndpoint<null>()({
    method: 'POST',
    path: 'auth/logout',
    access: 'public',
    input: z.object({}),
  }),
  'auth.me': staffEndpoint<StaffSession>()({ method: 'GET', path: 'auth/me', access: 'home', input: z.object({}) }),
  'auth.changePassword': staffEndpoint<{ message: string }>()({
    method: 'POST',
    path: 'auth/password',
    access: 'home',
    entity: 'staff',
    input: z.object({
      oldPassword: md5hex(CONSOLE_MSG.passwordRequired),
      newPassword: md5hex(CONSOLE_MSG.passwordWeak),
    }),
  }),
} as const;
