/** Database sessions: the token is random, only its SHA-256 is stored; any instance can check it. */
import crypto from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sessions, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/domain/accounts/auth/types';
import { stripControls } from '@/lib/platform/security/input';

/** Longest token accepted (session tokens are far shorter); anything longer is no token. */
const TOKEN_MAX = 512;

/**
 * The session token a request carries: the `token` header, else `Authorization` (Bearer or bare), control
 * characters removed, over-long values ignored. Used by the API router and by routes outside it (/uploads).
 */
export function requestToken(req: Request): string | null {
  const clean = (v: string | null | undefined) => {
    const t = stripControls(v ?? '').trim();
    return t && t.length <= TOKEN_MAX ? t : null;
  };
  const t = clean(req.headers.get('token'));
  if (t) return t;
  const auth = clean(req.headers.get('authorization'));
  if (!auth) return null;
  return auth.replace(/^Bearer\s+/i, '') || null;
}

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Db,
  userId: number,
  ttlMinutes: number,
  meta: { userAgent?: string | null; ip?: string | null; remember?: boolean } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    remember: meta.remember ?? false,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ip: meta.ip?.slice(0, 64) ?? null,
  });
  // About one login in 100 deletes sessions that expired over a day ago.
  if (Math.random() < 0.01) await db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - 86_400_000)));
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string | null | undefined): Promise<SessionUser | null> {
  if (!token || token.length < 20 || token.length > 200) return null;
  const rows = await db
    .select({
      id: users.id,
      nickName: users.nickName,
      userName: users.userName,
      mobile: users.mobile,
      identityStatus: users.identityStatus,
      orgId: users.orgId,
      role: users.role,
      status: users.status,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || row.status !== 1) return null;
  const { status: _status, ...user } = row;
  return user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Revoke every session of a user, or every one but the caller's (password change keeps the current one). */
export async function revokeUserSessions(db: Db, userId: number, exceptToken?: string | null): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(exceptToken)))
        : eq(sessions.userId, userId),
    );
}
