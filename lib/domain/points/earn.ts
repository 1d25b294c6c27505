/**
 * Earning points (积分). The balance on users.points is the sum of the points ledger; every booking inserts its
 * ledger row and moves users.points in the SAME transaction, and only when the row was really inserted:
 *
 * - a completed order earns floor(amount paid × POINTS_PER_YUAN) points, once per order (reason 订单完成,
 *   refType 'order', refId order id) — the order state machine calls awardOrderPoints inside its transaction;
 * - an adopted suggestion earns FEEDBACK_REWARD_POINTS, once per feedback (reason 意见反馈被采纳, refType 'feedback');
 * - staff may grant (or take back) points by hand (reason given, no reference: every grant is its own row).
 *
 * "Once" is the unique index points_once_uq on (user_id, reason, ref_type, ref_id) where ref_id is not null: a second
 * booking for the same reference inserts nothing (ON CONFLICT DO NOTHING) and so adds nothing to the balance.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedback, pointsLedger, users } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { FEEDBACK_REWARD_POINTS, POINTS_PER_YUAN } from '@/lib/config/constants';
import { POINTS_MSG } from '@/lib/config/messages';

/** Ledger reasons are at most 60 characters (points_ledger.reason). */
export const REASON_MAX = 60;

export type Booking = { userId: number; delta: number; reason: string; refType: string | null; refId: number | null };

/**
 * Books one ledger row and moves users.points by its delta, in the caller's transaction (or a new one).
 * With a refId the row is booked once per (user, reason, refType, refId): returns false (nothing changed) on a repeat.
 * A negative delta is taken only when the balance covers it (never below zero): otherwise it throws 积分不足.
 */
export async function bookPoints(db: Db, b: Booking): Promise<boolean> {
  if (!Number.isInteger(b.delta) || b.delta === 0) return false;
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const reason = b.reason.slice(0, REASON_MAX);
    const inserted = await tx
      .insert(pointsLedger)
      .values({ userId: b.userId, delta: b.delta, reason, refType: b.refType, refId: b.refId })
      .onConflictDoNothing()
      .returning({ id: pointsLedger.id });
    if (inserted.length === 0) return false;
    const moved = await tx
      .update(users)
      .set({ points: sql`${users.points} + ${b.delta}` })
      .where(and(eq(users.id, b.userId), sql`${users.points} + ${b.delta} >= 0`))
      .returning({ points: users.points });
    if (moved.length === 0) {
      const [u] = await tx.select({ points: users.points }).from(users).where(eq(users.id, b.userId));
      throw new ApiError(POINTS_MSG.notEnough(u?.points ?? 0, -b.delta), 'POINTS_NOT_ENOUGH');
    }
    return true;
  });
}

/** Points a paid amount (yuan, 2 decimals) earns: whole points, rounded down; computed in fen (no float drift). */
export function orderPoints(payAmount: number): number {
  if (!Number.isFinite(payAmount) || payAmount <= 0) return 0;
  const fen = Math.round(payAmount * 100);
  return Math.floor((fen * POINTS_PER_YUAN) / 100);
}

/**
 * A completed order earns floor(payAmount × POINTS_PER_YUAN) points for its buyer, once (reason 订单完成,
 * refType 'order', refId order id). Call it inside the transaction that completes the order; a second call for the
 * same order changes nothing. Returns the points booked by this call (0 on a repeat or a free order).
 */
export async function awardOrderPoints(tx: Db, order: { id: number; userId: number; payAmount: number }): Promise<number> {
  const points = orderPoints(order.payAmount);
  if (points <= 0) return 0;
  const booked = await bookPoints(tx, { userId: order.userId, delta: points, reason: POINTS_MSG.reasonOrder, refType: 'order', refId: order.id });
  return booked ? points : 0;
}

export type AdoptResult = { feedbackId: number; userId: number | null; status: string; adoptedAt: string; pointsAwarded: number; alreadyAdopted: boolean };

/**
 * Staff adopt a suggestion: feedback.status 'adopted' with adoptedAt, and its author (when the suggestion was sent
 * logged in) earns FEEDBACK_REWARD_POINTS once (reason 意见反馈被采纳, refType 'feedback'). A second call changes
 * nothing. A guest's suggestion is adopted without points (there is no account to credit).
 */
export async function adoptFeedback(db: Db, feedbackId: number): Promise<AdoptResult> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [f] = await tx.select().from(feedback).where(eq(feedback.id, feedbackId)).for('update');
    if (!f) throw new ApiError(POINTS_MSG.feedbackNotFound, 'NOT_FOUND');
    if (f.status === 'adopted') {
      return { feedbackId: f.id, userId: f.userId, status: f.status, adoptedAt: (f.adoptedAt ?? f.createdAt).toISOString(), pointsAwarded: 0, alreadyAdopted: true };
    }
    const now = new Date();
    await tx.update(feedback).set({ status: 'adopted', adoptedAt: now }).where(eq(feedback.id, f.id));
    let awarded = 0;
    if (f.userId !== null) {
      const booked = await bookPoints(tx, { userId: f.userId, delta: FEEDBACK_REWARD_POINTS, reason: POINTS_MSG.reasonFeedback, refType: 'feedback', refId: f.id });
      if (booked) awarded = FEEDBACK_REWARD_POINTS;
    }
    return { feedbackId: f.id, userId: f.userId, status: 'adopted', adoptedAt: now.toISOString(), pointsAwarded: awarded, alreadyAdopted: false };
  });
}

/** Staff grant (n > 0) or take back (n < 0, never below zero) points by hand; each grant is its own ledger row. */
export async function grantPoints(db: Db, userId: number, delta: number, reason: string = POINTS_MSG.reasonGrant): Promise<{ balance: number }> {
  if (!Number.isInteger(delta) || delta === 0) throw new ApiError(POINTS_MSG.grantInvalid, 'PARAM_INVALID');
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!u) throw new ApiError(POINTS_MSG.userNotFound, 'NOT_FOUND');
    await bookPoints(tx, { userId, delta, reason: reason.trim() || POINTS_MSG.reasonGrant, refType: 'grant', refId: null });
    const [b] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
    return { balance: b!.points };
  });
}
