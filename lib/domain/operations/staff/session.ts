/**
 * Console login in two steps, sessions in the database (any instance can check them):
 *
 *   1. password → a session of stage 'password' (CONSOLE_SESSION.mfaMinutes), which only the TOTP step accepts;
 *      a staff member without a confirmed authenticator gets a new secret to enrol (otpauth URI and QR code).
 *   2. TOTP code → the session becomes 'full' for CONSOLE_SESSION.ttlMinutes under a NEW token (the password-stage
 *      token dies); the code's step is stored and never accepted again.
 *
 * Rate limits: per IP, and per account for wrong passwords and wrong codes (RATE_LIMITS.console*). Wrong codes lock
 * the account for every code until the lock ends, and are audited (docs/decisions/0005-auth.md).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { staffSessions, staffUsers, type StaffRole } from '@/lib/db/schema';
import { AppError, SessionError } from '@/lib/kernel/errors';
import { CONSOLE_SESSION } from '@/lib/config/constants';
import { CONSOLE_MSG } from '@/lib/config/messages';
import { hashToken, newToken } from '@/lib/domain/accounts/auth';
import { verifyPassword } from '@/lib/domain/accounts/auth';
import { block, consume, peek, reset, type RateRule } from '@/lib/platform/security/rate-limit';
import { RATE_LIMITS } from '@/lib/config/constants';
import { findStaffByUsername } from './accounts';
import { newTotpSecret, totpStep, totpUri } from './totp';
import { writeAudit } from './audit';

export type StaffSession = {
  id: number;
  username: string;
  name: string;
  role: StaffRole;
  stage: 'password' | 'full';
  mustChangePassword: boolean;
  totpEnabled: boolean;
};

export type PasswordStepResult = {
  token: string;
  expiresAt: Date;
  /** 'enroll': scan the secret first; 'totp': enter the authenticator's code. */
  next: 'enroll' | 'totp';
  /** Only when enrolling: the otpauth:// URI and the base32 secret (for manual entry). */
  otpauthUri?: string;
  secret?: string;
};

/** Whether `key` has used up its failures under `rule` (the account is locked until the window ends). */
async function exhausted(db: Db, rule: RateRule, key: string): Promise<boolean> {
  const p = await peek(db, rule, key);
  return p !== null && p.consumed >= RATE_LIMITS[rule].points;
}

export async function passwordStep(
  db: Db,
  input: { username: string; passwordMd5: string; ip: string; userAgent?: string | null },
): Promise<PasswordStepResult> {
  await consume(db, 'consoleLoginPerIp', input.ip, 1, CONSOLE_MSG.locked);
  const key = input.username.trim().toLowerCase();
  // A locked account is refused before its password is checked (guessing stops even with the right password).
  if (await exhausted(db, 'consoleLoginFailPerAccount', key)) throw new AppError(CONSOLE_MSG.locked, 'RATE_LIMITED');
  const staff = await findStaffByUsername(db, key);
  const good = await verifyPassword(staff?.passwordHash, input.passwordMd5);
  if (!staff || !good) {
    await consume(db, 'consoleLoginFailPerAccount', key, 1, CONSOLE_MSG.locked);
    throw new AppError(CONSOLE_MSG.badCredentials, 'BAD_CREDENTIALS');
  }
  if (staff.status !== 1) throw new AppError(CONSOLE_MSG.accountDisabled, 'DISABLED');
  await reset(db, 'consoleLoginFailPerAccount', key);

  let enroll: { secret: string } | null = null;
  if (!staff.totpEnabledAt) {
    // Keep an unconfirmed secret across retries of the first login (the phone may already have scanned it).
    const secret = staff.totpSecret ?? newTotpSecret();
    if (!staff.totpSecret) await db.update(staffUsers).set({ totpSecret: secret }).where(eq(staffUsers.id, staff.id));
    enroll = { secret };
  }
  const token = newToken();
  const expiresAt = new Date(Date.now() + CONSOLE_SESSION.mfaMinutes * 60_000);
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId: staff.id,
    stage: 'password',
    expiresAt,
    ip: input.ip.slice(0, 64),
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  if (Math.random() < 0.02)
    await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date(Date.now() - 86_400_000)));
  return enroll
    ? { token, expiresAt, next: 'enroll', otpauthUri: totpUri(enroll.secret, staff.username), secret: enroll.secret }
    : { token, expiresAt, next: 'totp' };
}

/**
 * Second step: the code of the session's staff member. The half-logged-in token dies here: the session row gets a new
 * token (returned), so a token seen before the second factor never becomes a full session (session fixation).
 * A locked account (RATE_LIMITS.consoleTotpFailPerAccount wrong codes) is refused for every code, right or wrong,
 * until the lock ends; each wrong code, the lock and each refused attempt are written to the audit log.
 */
export async function totpStepLogin(
  db: Db,
  token: string | null,
  code: string,
  ip: string,
): Promise<{ token: string; expiresAt: Date; staff: StaffSession }> {
  await consume(db, 'consoleTotpPerIp', ip, 1, CONSOLE_MSG.locked);
  const s = await findStaffSession(db, token);
  if (!token || !s || s.stage !== 'password') throw new SessionError(CONSOLE_MSG.needLogin);
  const [staff] = await db.select().from(staffUsers).where(eq(staffUsers.id, s.id)).limit(1);
  if (!staff?.totpSecret) throw new SessionError(CONSOLE_MSG.needLogin);
  const key = String(staff.id);
  const audit = (action: string, detail: Record<string, unknown>) =>
    writeAudit(db, {
      staffId: staff.id,
      staffName: staff.name,
      action,
      entity: 'staff',
      entityId: staff.id,
      detail,
      ip,
    });
  const rule = RATE_LIMITS.consoleTotpFailPerAccount;

  // The lock first: while it lasts no code is even looked at (a stolen password cannot keep guessing).
  const lock = await peek(db, 'consoleTotpFailPerAccount', key);
  if (lock && lock.consumed >= rule.points) {
    const minutes = Math.max(1, Math.ceil(lock.msBeforeNext / 60_000));
    await audit('auth.totpRefused', { reason: 'locked', lockedMinutesLeft: minutes });
    throw new AppError(CONSOLE_MSG.totpLocked(minutes), 'RATE_LIMITED');
  }

  const step = totpStep(staff.totpSecret, code.trim());
  // Accept a step only once: the guarded update fails when this step (or a later one) was used already.
  const accepted =
    step !== null &&
    (
      await db
        .update(staffUsers)
        .set({
          totpLastStep: step,
          totpEnabledAt: staff.totpEnabledAt ?? new Date(),
          lastLoginAt: new Date(),
          failedLogins: 0,
        })
        .where(and(eq(staffUsers.id, staff.id), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))))
        .returning({ id: staffUsers.id })
    ).length === 1;
  if (!accepted) {
    await consume(db, 'consoleTotpFailPerAccount', key, 1, CONSOLE_MSG.locked);
    const attempts = (await peek(db, 'consoleTotpFailPerAccount', key))?.consumed ?? 1;
    await audit('auth.totpWrong', { attempt: attempts, of: rule.points });
    if (attempts >= rule.points) {
      // The lock runs for its full length from this failure (not from the first one of the window).
      await block(db, 'consoleTotpFailPerAccount', key, rule.blockSec);
      await audit('auth.totpLocked', { attempts, lockedMinutes: rule.blockSec / 60 });
      throw new AppError(CONSOLE_MSG.totpLocked(rule.blockSec / 60), 'RATE_LIMITED');
    }
    throw new AppError(CONSOLE_MSG.totpWrong, 'TOTP_WRONG');
  }
  await reset(db, 'consoleTotpFailPerAccount', key);
  const expiresAt = new Date(Date.now() + CONSOLE_SESSION.ttlMinutes * 60_000);
  const fresh = newToken();
  const [moved] = await db
    .update(staffSessions)
    .set({ tokenHash: hashToken(fresh), stage: 'full', expiresAt })
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), eq(staffSessions.stage, 'password')))
    .returning({ staffId: staffSessions.staffId });
  if (!moved) throw new SessionError(CONSOLE_MSG.needLogin);
  return { token: fresh, expiresAt, staff: { ...s, stage: 'full', totpEnabled: true } };
}

export async function findStaffSession(db: Db, token: string | null | undefined): Promise<StaffSession | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const [row] = await db
    .select({
      id: staffUsers.id,
      username: staffUsers.username,
      name: staffUsers.name,
      role: staffUsers.role,
      status: staffUsers.status,
      stage: staffSessions.stage,
      mustChangePassword: staffUsers.mustChangePassword,
      totpEnabled: sql<boolean>`${staffUsers.totpEnabledAt} is not null`,
    })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.status !== 1) return null;
  const { status: _s, ...rest } = row;
  return rest;
}

export async function endStaffSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}
