/**
 * Staff accounts of the operations console: separate from buyers. Passwords are argon2id over the client-side md5
 * (as for buyers); a password set by someone else (the first-administrator command, a reset) must be changed after
 * login. The first administrator is created by `npm run console -- create-admin` (README), never by a default.
 */
import crypto from 'node:crypto';
import md5 from 'md5';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { staffSessions, staffUsers, STAFF_ROLES, type StaffRole } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_MSG } from '@/lib/config/messages';
import { hashPassword } from '@/lib/domain/accounts/auth';

export type StaffRow = typeof staffUsers.$inferSelect;
export type StaffPublic = Pick<
  StaffRow,
  'id' | 'username' | 'name' | 'role' | 'status' | 'mustChangePassword' | 'lastLoginAt' | 'createdAt'
> & { totpEnabled: boolean };

export const USERNAME_RE = /^[A-Za-z0-9._-]{3,40}$/;
/** Password rule (plain text, checked where the plain text is known: the command line and the browser). */
export const STAFF_PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;

export function isStaffRole(v: unknown): v is StaffRole {
  return typeof v === 'string' && (STAFF_ROLES as readonly string[]).includes(v);
}

/** A random password that satisfies the rule (12 characters, letters and digits). */
export function randomStaffPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  for (;;) {
    const bytes = crypto.randomBytes(12);
    const p = Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
    if (STAFF_PASSWORD_RE.test(p)) return p;
  }
}

export const toPublic = (r: StaffRow): StaffPublic => ({
  id: r.id,
  username: r.username,
  name: r.name,
  role: r.role,
  status: r.status,
  mustChangePassword: r.mustChangePassword,
  lastLoginAt: r.lastLoginAt,
  createdAt: r.createdAt,
  totpEnabled: r.totpEnabledAt !== null,
});

export async function findStaffByUsername(db: Db, username: string): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(sql`lower(${staffUsers.username}) = ${username.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/**
 * Create a staff account. `passwordMd5` is the md5 of the plain password (what the browser sends);
 * the command line passes md5(plain). Throws AppError with a Chinese message on bad input or a taken name.
 */
export async function createStaff(
  db: Db,
  input: {
    username: string;
    name: string;
    role: StaffRole;
    passwordMd5: string;
    mustChangePassword?: boolean;
    totpSecret?: string | null;
  },
): Promise<StaffRow> {
  const username = input.username.trim();
  const name = input.name.trim();
  if (!USERNAME_RE.test(username)) throw new AppError(CONSOLE_MSG.usernameInvalid, 'INVALID');
  if (!name || name.length > 60) throw new AppError(CONSOLE_MSG.nameInvalid, 'INVALID');
  if (!isStaffRole(input.role)) throw new AppError(CONSOLE_MSG.roleInvalid, 'INVALID');
  if (!/^[0-9a-f]{32}$/i.test(input.passwordMd5)) throw new AppError(CONSOLE_MSG.passwordWeak, 'INVALID');
  if (await findStaffByUsername(db, username)) throw new AppError(CONSOLE_MSG.usernameTaken, 'TAKEN');
  const [row] = await db
    .insert(staffUsers)
    .values({
      username,
      name,
      role: input.role,
      passwordHash: await hashPassword(input.passwordMd5),
      mustChangePassword: input.mustChangePassword ?? true,
      totpSecret: input.totpSecret ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(CONSOLE_MSG.usernameTaken, 'TAKEN');
  return row;
}

/** Create with a generated password: returns the row and the plain password (shown once). */
export async function createStaffWithRandomPassword(
  db: Db,
  input: { username: string; name: string; role: StaffRole },
) {
  const password = randomStaffPassword();
  const row = await createStaff(db, { ...input, passwordMd5: md5(password), mustChangePassword: true });
  return { row, password };
}

export async function listStaff(db: Db): Promise<StaffPublic[]> {
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.id));
  return rows.map(toPublic);
}

export async function getStaff(db: Db, id: number): Promise<StaffRow> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!row) throw new AppError(CONSOLE_MSG.notFound, 'NOT_FOUND');
  return row;
}

async function activeAdminsOtherThan(db: Db, id: number): Promise<number> {
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.status, 1), ne(staffUsers.id, id)));
  return r?.n ?? 0;
}

/** Change role, name or status; an administrator cannot demote or disable themself, and one active admin stays. */
export async function updateStaff(
  db: Db,
  actorId: number,
  id: number,
  patch: { role?: StaffRole; name?: string; status?: 0 | 1 },
) {
  const before = await getStaff(db, id);
  if (patch.role === undefined && patch.name === undefined && patch.status === undefined)
    throw new AppError(CONSOLE_MSG.nothingToChange, 'PARAM_INVALID');
  const demotes =
    (patch.role && patch.role !== 'admin' && before.role === 'admin') || (patch.status === 0 && before.status === 1);
  if (demotes && id === actorId) throw new AppError(CONSOLE_MSG.cannotChangeSelf, 'SELF');
  if (demotes && before.role === 'admin' && (await activeAdminsOtherThan(db, id)) === 0)
    throw new AppError(CONSOLE_MSG.lastAdmin, 'LAST_ADMIN');
  if (patch.name !== undefined && (!patch.name.trim() || patch.name.trim().length > 60))
    throw new AppError(CONSOLE_MSG.nameInvalid, 'INVALID');
  const [after] = await db
    .update(staffUsers)
    .set({
      ...(patch.role ? { role: patch.role } : {}),
      ...(patch.name !== undefined ? { name: patch.name.trim() } : {}),
      ...(patch.status !== undefined ? { status: patch.status } : {}),
    })
    .where(eq(staffUsers.id, id))
    .returning();
  // A disabled or re-roled account is logged out everywhere (its sessions carry the old rights in people's heads).
  if (patch.status === 0 || (patch.role && patch.role !== before.role))
    await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
  return { before: toPublic(before), after: toPublic(after!) };
}

/** New random password (shown once), must be changed at next login; all sessions end. */
export async function resetStaffPassword(db: Db, id: number) {
  await getStaff(db, id);
  const password = randomStaffPassword();
  await db
    .update(staffUsers)
    .set({
      passwordHash: await hashPassword(md5(password)),
      mustChangePassword: true,
      failedLogins: 0,
      lockedUntil: null,
    })
    .where(eq(staffUsers.id, id));
  await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
  return password;
}

/** Forget the TOTP secret: the next login enrols a new authenticator. All sessions end. */
export async function resetStaffTotp(db: Db, id: number) {
  await getStaff(db, id);
  await db
    .update(staffUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staffUsers.id, id));
  await db.delete(staffSessions).where(eq(staffSessions.staffId, id));
}

/** The staff member's own password change (old password checked by the caller). */
export async function setOwnPassword(db: Db, id: number, newMd5: string) {
  if (!/^[0-9a-f]{32}$/i.test(newMd5)) throw new AppError(CONSOLE_MSG.passwordWeak, 'INVALID');
  await db
    .update(staffUsers)
    .set({ passwordHash: await hashPassword(newMd5), mustChangePassword: false })
    .where(eq(staffUsers.id, id));
}
