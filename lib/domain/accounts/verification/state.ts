/**
 * The review state of verification requests: pending → approved | rejected (a pending join request may also be
 * cancelled by the buyer). One function per entity moves the request and its entity together, in one
 * transaction, and only from 'pending' (a second review is refused):
 *
 *   realname    approve → users.identity_status '2'        reject → '3' (the reason is shown to the buyer)
 *   enterprise  approve → organizations.cert_status 2      reject → 3 with organizations.reject_reason
 *   join        approve → users.org_role 'member'          reject → the user leaves the organisation
 *
 * Used by the console (认证审核) and scripts/review-verification.ts.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { organizations, users, verificationRequests } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { PROFILE_MSG } from '@/lib/config/messages';
import { withTransaction } from '@/lib/db/tx';
import type { VerificationKind } from './types';

export type Decision = { approve: true } | { approve: false; reason: string };
type Request = typeof verificationRequests.$inferSelect;

/** Marks the request reviewed if it is still pending (guarded update); returns it, or throws. */
async function closeRequest(tx: Db, id: number, d: Decision, reviewerId: number | null): Promise<Request> {
  const [row] = await tx
    .update(verificationRequests)
    .set({
      status: d.approve ? 'approved' : 'rejected',
      reason: d.approve ? null : d.reason,
      reviewedAt: new Date(),
      reviewedByUserId: reviewerId,
    })
    .where(and(eq(verificationRequests.id, id), eq(verificationRequests.status, 'pending')))
    .returning();
  if (row) return row;
  const [exists] = await tx
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, id))
    .limit(1);
  throw new AppError(
    exists ? PROFILE_MSG.verificationNotPending : PROFILE_MSG.verificationNotFound,
    exists ? 'NOT_PENDING' : 'NOT_FOUND',
  );
}

async function reviewRealName(tx: Db, req: Request, d: Decision) {
  await tx
    .update(users)
    .set({ identityStatus: d.approve ? '2' : '3' })
    .where(and(eq(users.id, req.userId), eq(users.identityStatus, '1')));
}

async function reviewEnterprise(tx: Db, req: Request, d: Decision) {
  if (!req.orgId) return;
  await tx
    .update(organizations)
    .set(d.approve ? { certStatus: 2, rejectReason: null } : { certStatus: 3, rejectReason: d.reason })
    .where(and(eq(organizations.id, req.orgId), eq(organizations.certStatus, 1)));
}

async function reviewJoin(tx: Db, req: Request, d: Decision) {
  if (!req.orgId) return;
  const still = and(eq(users.id, req.userId), eq(users.orgId, req.orgId), eq(users.orgRole, 'pending'));
  if (d.approve) await tx.update(users).set({ orgRole: 'member' }).where(still);
  else await tx.update(users).set({ orgId: null, orgRole: null }).where(still);
}

const REVIEWERS: Record<VerificationKind, (tx: Db, req: Request, d: Decision) => Promise<void>> = {
  realname: reviewRealName,
  enterprise: reviewEnterprise,
  join: reviewJoin,
};

/** Approves or rejects one pending request (a rejection needs a reason the buyer will read). */
export async function reviewRequest(
  db: Db,
  id: number,
  d: Decision,
  reviewerId: number | null = null,
): Promise<Request> {
  if (!d.approve && !d.reason.trim()) throw new AppError(PROFILE_MSG.rejectReasonRequired, 'REASON_REQUIRED');
  return withTransaction(db, async (tx) => {
    const req = await closeRequest(tx, id, d.approve ? d : { approve: false, reason: d.reason.trim() }, reviewerId);
    const review = REVIEWERS[req.kind as VerificationKind];
    if (!review) throw new AppError(PROFILE_MSG.verificationNotFound, 'UNKNOWN_KIND');
    await review(tx, req, d);
    return req;
  });
}

export const approveRequest = (db: Db, id: number, reviewerId: number | null = null) =>
  reviewRequest(db, id, { approve: true }, reviewerId);
export const rejectRequest = (db: Db, id: number, reason: string, reviewerId: number | null = null) =>
  reviewRequest(db, id, { approve: false, reason }, reviewerId);

export type RequestSummary = {
  id: number;
  kind: string;
  status: string;
  userId: number;
  mobile: string | null;
  orgId: number | null;
  orgName: string | null;
  payload: Record<string, unknown>;
  uploadIds: number[];
  reason: string | null;
  createdAt: Date;
};

/** Requests, pending ones first (oldest first), then the latest reviewed. */
export async function listRequests(db: Db, opts: { status?: string; limit?: number } = {}): Promise<RequestSummary[]> {
  const q = db
    .select({
      id: verificationRequests.id,
      kind: verificationRequests.kind,
      status: verificationRequests.status,
      userId: verificationRequests.userId,
      mobile: users.mobile,
      orgId: verificationRequests.orgId,
      orgName: organizations.name,
      payload: verificationRequests.payload,
      uploadIds: verificationRequests.uploadIds,
      reason: verificationRequests.reason,
      createdAt: verificationRequests.createdAt,
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .leftJoin(organizations, eq(organizations.id, verificationRequests.orgId));
  const rows = opts.status
    ? await q
        .where(eq(verificationRequests.status, opts.status))
        .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id))
        .limit(opts.limit ?? 100)
    : await q.orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id)).limit(opts.limit ?? 100);
  return rows;
}
