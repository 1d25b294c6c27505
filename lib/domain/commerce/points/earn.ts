/**
 * Earning points (积分). The balance on users.points is the sum of the points ledger; every booking inserts its
 * ledger row and moves users.points in the SAME transaction, and only when the row was really inserted:
 *
 * - a completed order earns floor((amount paid − refunded) × POINTS_PER_YUAN) points, once per order (reason 订单完成,
 *   refType 'order', refId order id) — the order state machine calls awardOrderPoints inside its transaction;
 * - a refund on an order whose points were booked takes back the points the refunded amount earned, once per refund,
 *   never below zero (reason 订单退款扣回积分 with the refund number and, when the balance fell short, what was owed;
 *   refType 'refund', refId refund id) — the refunds module calls takeBackRefundPoints in the refund's transaction;
 * - an adopted suggestion earns FEEDBACK_REWARD_POINTS, once per feedback (reason 意见反馈被采纳, refType 'feedback');
 * - staff may grant (or take back) points by hand (reason given, no reference: every grant is its own row).
 *
 * "Once" is the unique index points_once_uq on (user_id, reason, ref_type, ref_id) where ref_id is not null: a second
 * booking for the same reference inserts nothing (ON CONFLICT DO NOTHING) and so adds nothing to the balance.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { feedback, orders, pointsLedger, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { FEEDBACK_REWARD_POINTS, POINTS_PER_YUAN } from '@/lib/config/constants';
import { POINTS_MSG } from '@/lib/config/messages';
import { refundedFenSql } from '@/lib/db/refund-sums';
import { withTransaction } from '@/lib/db/tx';
import type { AdoptResult } from './types';

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
  return withTransaction(db, async (tx) => {
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
      throw new AppError(POINTS_MSG.notEnough(u?.points ?? 0, -b.delta), 'POINTS_NOT_ENOUGH');
    }
    return true;
  });
}

/** Points an amount in fen earns: whole points, rounded down. */
export function pointsForFen(fen: number): number {
  if (!Number.isInteger(fen) || fen <= 0) return 0;
  return Math.floor((fen * POINTS_PER_YUAN) / 100);
}

/** Points a paid amount (yuan, 2 decimals) earns: whole points, rounded down; computed in fen (no float drift). */
export function orderPoints(payAmount: number): number {
  if (!Number.isFinite(payAmount) || payAmount <= 0) return 0;
  return pointsForFen(Math.round(payAmount * 100));
}

/**
 * The points a refund takes back: what the order's net amount earned before the refund minus what it earns after
 * (so the refunds of an order together take back exactly what the refunded money earned, rounding included).
 */
export function refundPointsOwed(payFen: number, refundedBeforeFen: number, refundFen: number): number {
  return Math.max(0, pointsForFen(payFen - refundedBeforeFen) - pointsForFen(payFen - refundedBeforeFen - refundFen));
}

/**
 * A completed order earns floor((payAmount − refunded) × POINTS_PER_YUAN) points for its buyer, once (reason 订单完成,
 * refType 'order', refId order id). Call it inside the transaction that completes the order; a second call for the
 * same order changes nothing. Returns the points booked by this call (0 on a repeat or a free order).
 */
export async function awardOrderPoints(
  tx: Db,
  order: { id: number; userId: number; payAmount: number },
): Promise<number> {
  // Money refunded before completion (a 仅退款 on a shipped order) earns nothing.
  const [r] = await tx
    .select({ fen: refundedFenSql(order.id) })
    .from(orders)
    .where(eq(orders.id, order.id));
  const points = pointsForFen(Math.round(order.payAmount * 100) - Number(r?.fen ?? 0));
  if (points <= 0) return 0;
  const booked = await bookPoints(tx, {
    userId: order.userId,
    delta: points,
    reason: POINTS_MSG.reasonOrder,
    refType: 'order',
    refId: order.id,
  });
  return booked ? points : 0;
}

export type RefundTakeBack = { owed: number; taken: number };

/**
 * Takes back the points a refund's money earned (refundPointsOwed), when the order's points were booked; never below
 * zero: with too small a balance it takes the balance, and the ledger row says what was owed. Once per refund (the
 * unique ledger index on the refund reference). Call it in the refund's transaction.
 */
export async function takeBackRefundPoints(
  tx: Db,
  r: {
    userId: number;
    orderId: number;
    refundId: number;
    refundNo: string;
    payFen: number;
    refundedBeforeFen: number;
    amountFen: number;
  },
): Promise<RefundTakeBack> {
  const [award] = await tx
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.userId, r.userId),
        eq(pointsLedger.refType, 'order'),
        eq(pointsLedger.refId, r.orderId),
        sql`${pointsLedger.delta} > 0`,
      ),
    )
    .limit(1);
  const owed = award ? refundPointsOwed(r.payFen, r.refundedBeforeFen, r.amountFen) : 0;
  if (owed <= 0) return { owed: 0, taken: 0 };
  const [u] = await tx.select({ points: users.points }).from(users).where(eq(users.id, r.userId)).for('update');
  const taken = Math.min(owed, Math.max(0, u?.points ?? 0));
  const inserted = await tx
    .insert(pointsLedger)
    .values({
      userId: r.userId,
      delta: -taken,
      reason: (taken < owed
        ? POINTS_MSG.reasonRefundShort(r.refundNo, owed)
        : POINTS_MSG.reasonRefund(r.refundNo)
      ).slice(0, REASON_MAX),
      refType: 'refund',
      refId: r.refundId,
    })
    .onConflictDoNothing()
    .returning({ id: pointsLedger.id });
  if (inserted.length === 0) return { owed, taken: 0 };
  if (taken > 0)
    await tx
      .update(users)
      .set({ points: sql`${users.points} - ${taken}` })
      .where(eq(users.id, r.userId));
  return { owed, taken };
}

/**
 * Staff adopt a suggestion: feedback.status 'adopted' with adoptedAt, and its author (when the suggestion was sent
 * logged in) earns FEEDBACK_REWARD_POINTS once (reason 意见反馈被采纳, refType 'feedback'). A second call changes
 * nothing. A guest's suggestion is adopted without points (there is no account to credit).
 */
export async function adoptFeedback(db: Db, feedbackId: number): Promise<AdoptResult> {
  return withTransaction(db, async (tx) => {
    const [f] = await tx.select().from(feedback).where(eq(feedback.id, feedbackId)).for('update');
    if (!f) throw new AppError(POINTS_MSG.feedbackNotFound, 'NOT_FOUND');
    if (f.status === 'adopted') {
      return {
        feedbackId: f.id,
        userId: f.userId,
        status: f.status,
        adoptedAt: (f.adoptedAt ?? f.createdAt).toISOString(),
        pointsAwarded: 0,
        alreadyAdopted: true,
      };
    }
    const now = new Date();
    await tx.update(feedback).set({ status: 'adopted', adoptedAt: now }).where(eq(feedback.id, f.id));
    let awarded = 0;
    if (f.userId !== null) {
      const booked = await bookPoints(tx, {
        userId: f.userId,
        delta: FEEDBACK_REWARD_POINTS,
        reason: POINTS_MSG.reasonFeedback,
        refType: 'feedback',
        refId: f.id,
      });
      if (booked) awarded = FEEDBACK_REWARD_POINTS;
    }
    return {
      feedbackId: f.id,
      userId: f.userId,
      status: 'adopted',
      adoptedAt: now.toISOString(),
      pointsAwarded: awarded,
      alreadyAdopted: false,
    };
  });
}

/** Staff grant (n > 0) or take back (n < 0, never below zero) points by hand; each grant is its own ledger row. */
export async function grantPoints(
  db: Db,
  userId: number,
  delta: number,
  reason: string = POINTS_MSG.reasonGrant,
): Promise<{ balance: number }> {
  if (!Number.isInteger(delta) || delta === 0) throw new AppError(POINTS_MSG.grantInvalid, 'PARAM_INVALID');
  return withTransaction(db, async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!u) throw new AppError(POINTS_MSG.userNotFound, 'NOT_FOUND');
    await bookPoints(tx, {
      userId,
      delta,
      reason: reason.trim() || POINTS_MSG.reasonGrant,
      refType: 'grant',
      refId: null,
    });
    const [b] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
    return { balance: b!.points };
  });
}
