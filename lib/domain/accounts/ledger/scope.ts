/**
 * Whose ledger a buyer works in: a confirmed member (orgRole owner/member) of an organisation shares the
 * organisation's ledger ('org:<id>'); anyone else keeps a personal one ('user:<id>'). Every read and write of an
 * entry is scoped by this owner key: another buyer's or another organisation's entry is 台账记录不存在.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { ledgerEntries, organizations, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LEDGER_MSG } from '@/lib/config/messages';
import type { LedgerScope } from './types';

export const orgOwner = (orgId: number) => `org:${orgId}`;
export const userOwner = (userId: number) => `user:${userId}`;

/** The ledger owner an order's deliveries go to: the organisation it was placed for, else the buyer. */
export const ownerOfOrder = (o: { orgId: number | null; userId: number }) =>
  o.orgId ? orgOwner(o.orgId) : userOwner(o.userId);

/** A member's name as the ledger shows it (real name, user name, nickname, masked mobile). */
export function memberName(u: {
  realName?: string | null;
  userName?: string | null;
  nickName?: string | null;
  mobile?: string | null;
}): string {
  const m = u.mobile ? `${u.mobile.slice(0, 3)}****${u.mobile.slice(7)}` : '';
  return (u.realName || u.userName || u.nickName || m || '成员').slice(0, 60);
}

export async function scopeOf(db: Db, userId: number): Promise<LedgerScope> {
  const [u] = await db
    .select({
      orgId: users.orgId,
      orgRole: users.orgRole,
      realName: users.realName,
      userName: users.userName,
      nickName: users.nickName,
      mobile: users.mobile,
      orgName: organizations.name,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!u) throw new AppError(LEDGER_MSG.notFound, 'NOT_FOUND');
  const member = u.orgId !== null && (u.orgRole === 'owner' || u.orgRole === 'member');
  return {
    owner: member ? orgOwner(u.orgId!) : userOwner(userId),
    orgId: member ? u.orgId : null,
    orgName: member ? u.orgName : null,
    userId,
    userName: memberName(u),
  };
}

/** The entry's id if it is in this ledger, else 台账记录不存在 (never says whose it is). */
export async function entryIn(db: Db, scope: LedgerScope, id: number): Promise<number> {
  const [e] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.owner, scope.owner)))
    .limit(1);
  if (!e) throw new AppError(LEDGER_MSG.notFound, 'NOT_FOUND');
  return e.id;
}
