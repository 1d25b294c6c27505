/**
 * The licence document state machine: the ONE place that decides a document's status changes.
 *
 *   (submit, buyer) ──> pending 待审核 ──approve (staff)──────────> approved 已通过 ──revoke (staff, reason)──> revoked 已撤销
 *                         ├──reject (staff, with a reason)──> rejected 已驳回
 *                         └──withdraw (buyer)───────────────> withdrawn 已撤回
 *
 * Expiry is not a state: an approved document whose valid_to has passed shows 已过期 (rules.ts displayStatus) and
 * covers nothing; it needs no transition, so no job can forget one. Every transition locks the row, checks the
 * table, stamps the reviewer and writes a licence_events row, in one transaction; order placement reads the
 * covering document FOR SHARE, so a revocation and an order that relies on it never interleave.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { buyerLicences, licenceEvents } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LICENCE_MSG } from '@/lib/config/messages';
import { machine } from '@/lib/kernel/state-machine';
import { LICENCE_STATUS_LABELS, type LicenceStatus } from './rules';
import { withTransaction } from '@/lib/db/tx';

export type LicenceEvent = 'approve' | 'reject' | 'withdraw' | 'revoke';
export type LicenceActor = 'buyer' | 'staff';

export const licenceMachine = machine<LicenceStatus, LicenceEvent, LicenceActor>({
  approve: [{ from: ['pending'], to: 'approved', actors: ['staff'] }],
  reject: [{ from: ['pending'], to: 'rejected', actors: ['staff'] }],
  withdraw: [{ from: ['pending'], to: 'withdrawn', actors: ['buyer'] }],
  revoke: [{ from: ['approved'], to: 'revoked', actors: ['staff'] }],
});

export const LICENCE_EVENT_LABELS: Record<LicenceEvent | 'submit' | 'expiry_notice', string> = {
  submit: '提交资质',
  approve: '审核通过',
  reject: '驳回',
  withdraw: '撤回',
  revoke: '撤销',
  expiry_notice: '到期提醒',
};

/** Who acts: a buyer (their user id) or a staff member (id null for a shell command, with a name). */
export type LicenceActorInfo =
  { actor: 'buyer'; userId: number } | { actor: 'staff'; staffId: number | null; staffName: string };

export type LicenceTransition = {
  id: number;
  userId: number;
  orgId: number | null;
  from: LicenceStatus;
  to: LicenceStatus;
};

/**
 * Moves one document by `event`. `allowed` (buyer actions) says whether this buyer may act on it; a document they
 * may not see answers "not found". A rejection or revocation needs a reason.
 */
export async function transitionLicence(
  db: Db,
  id: number,
  event: LicenceEvent,
  who: LicenceActorInfo,
  opts: { reason?: string | null; allowed?: (row: { userId: number; orgId: number | null }) => boolean } = {},
): Promise<LicenceTransition> {
  const reason = opts.reason?.trim() || null;
  if ((event === 'reject' || event === 'revoke') && !reason)
    throw new AppError(LICENCE_MSG.reasonRequired, 'REASON_REQUIRED');
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({
        id: buyerLicences.id,
        userId: buyerLicences.userId,
        orgId: buyerLicences.orgId,
        status: buyerLicences.status,
      })
      .from(buyerLicences)
      .where(eq(buyerLicences.id, id))
      .for('update');
    if (!row || (opts.allowed && !opts.allowed(row))) throw new AppError(LICENCE_MSG.notFound, 'NOT_FOUND');
    const from = row.status as LicenceStatus;
    const to = licenceMachine.nextStatus(from, event, who.actor);
    if (!to)
      throw new AppError(
        LICENCE_MSG.illegal(LICENCE_STATUS_LABELS[from] ?? from, LICENCE_EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    const now = new Date();
    const review =
      who.actor === 'staff' ? { reviewedByStaffId: who.staffId, reviewedByName: who.staffName, reviewedAt: now } : {};
    await tx
      .update(buyerLicences)
      .set({ status: to, updatedAt: now, ...review, ...(event === 'reject' || event === 'revoke' ? { reason } : {}) })
      .where(eq(buyerLicences.id, row.id));
    await tx.insert(licenceEvents).values({
      licenceId: row.id,
      event,
      fromStatus: from,
      toStatus: to,
      actor: who.actor,
      actorUserId: who.actor === 'buyer' ? who.userId : null,
      staffId: who.actor === 'staff' ? who.staffId : null,
      staffName: who.actor === 'staff' ? who.staffName : null,
      note: reason,
      createdAt: now,
    });
    return { id: row.id, userId: row.userId, orgId: row.orgId, from, to };
  });
}
