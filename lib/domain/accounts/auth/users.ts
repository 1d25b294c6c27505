/** User records as the browser sees them (UserInfoDto), and lookups. */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { organizations, users } from '@/lib/db/schema';
import type { UserInfoDto } from '@/lib/domain/accounts/auth/types';
import { SessionError } from '@/lib/kernel/errors';

/** 13800138000 → 138****8000. */
export function maskMobile(m: string | null | undefined): string | null {
  if (!m) return null;
  return m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
}

const IDENTITY = new Set(['0', '1', '2', '3']);

export async function userInfo(db: Db, userId: number): Promise<UserInfoDto> {
  const [row] = await db
    .select({ u: users, orgName: organizations.name })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.u.status !== 1) throw new SessionError();
  const u = row.u;
  return {
    id: u.id,
    nickName: u.nickName,
    userName: u.userName,
    mobile: maskMobile(u.mobile),
    email: u.email,
    avatarUrl: u.avatarUrl,
    identityStatus: (IDENTITY.has(u.identityStatus) ? u.identityStatus : '0') as UserInfoDto['identityStatus'],
    orgId: u.orgId,
    orgName: row.orgName ?? null,
    orgRole: u.orgRole,
    points: u.points,
    hasPassword: !!u.passwordHash,
  };
}

export async function findUserByAccount(db: Db, account: string) {
  const a = account.trim().toLowerCase();
  const col = a.includes('@') ? users.email : users.mobile;
  const [u] = await db.select().from(users).where(eq(col, a)).limit(1);
  return u ?? null;
}

export async function findUserByMobile(db: Db, mobile: string) {
  const [u] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return u ?? null;
}
