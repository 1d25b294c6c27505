/** Console login, logout and own password. */
import QRCode from 'qrcode';
import { eq } from 'drizzle-orm';
import { staffUsers } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { CONSOLE_MSG } from '@/lib/config/messages';
import { verifyPassword } from '@/lib/domain/accounts/auth';
import { setOwnPassword } from '@/lib/domain/operations/staff';
import { endStaffSession, passwordStep, totpStepLogin } from '@/lib/domain/operations/staff';
import { writeAudit } from '@/lib/domain/operations/staff';
import { staffOf, type HandlerMap } from '../../context';
import type { authEndpoints } from '../../endpoints/staff/auth';

export const authHandlers: HandlerMap<typeof authEndpoints> = {
  'auth.login': async (input, ctx) => {
    const r = await passwordStep(ctx.db, {
      username: input.username,
      passwordMd5: input.password,
      ip: ctx.ip,
      userAgent: ctx.req.headers.get('user-agent'),
    });
    ctx.setSessionCookie(r.token, r.expiresAt);
    if (r.next === 'enroll')
      return {
        next: 'enroll',
        otpauthUri: r.otpauthUri,
        secret: r.secret,
        qrDataUrl: await QRCode.toDataURL(r.otpauthUri!, { margin: 1, width: 200 }),
      };
    return { next: 'totp' };
  },
  'auth.totp': async (input, ctx) => {
    const r = await totpStepLogin(ctx.db, ctx.token, input.code, ctx.ip);
    ctx.setSessionCookie(r.token, r.expiresAt);
    await writeAudit(ctx.db, {
      staffId: r.staff.id,
      staffName: r.staff.name,
      action: 'auth.login',
      entity: 'staff',
      entityId: r.staff.id,
      ip: ctx.ip,
    });
    return { staff: r.staff };
  },
  'auth.logout': async (_input, ctx) => {
    if (ctx.token) await endStaffSession(ctx.db, ctx.token);
    ctx.setSessionCookie(null);
    return null;
  },
  'auth.me': (_input, ctx) => staffOf(ctx),
  'auth.changePassword': async (input, ctx) => {
    const me = staffOf(ctx);
    const [row] = await ctx.db
      .select({ hash: staffUsers.passwordHash })
      .from(staffUsers)
      .where(eq(staffUsers.id, me.id))
      .limit(1);
    if (!(await verifyPassword(row?.hash, input.oldPassword)))
      throw new ApiError(CONSOLE_MSG.badCredentials, 'BAD_CREDENTIALS');
    if (input.newPassword.toLowerCase() === input.oldPassword.toLowerCase())
      throw new ApiError(CONSOLE_MSG.passwordSame, 'PASSWORD_SAME');
    await setOwnPassword(ctx.db, me.id, input.newPassword);
    ctx.audit({ entity: 'staff', entityId: me.id, after: { passwordChanged: true } });
    // Not null: the form tells success from failure by a non-null answer (useConsoleAction returns null on failure).
    return { message: CONSOLE_MSG.passwordChanged };
  },
};
