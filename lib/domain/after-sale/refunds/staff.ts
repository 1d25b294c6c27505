/**
 * Finance's steps on refunds (console 退款 area, `npm run staff -- refund-…`), through the refund machine as 'staff':
 *   - a bank-transfer refund: record the outgoing transfer (reference 流水号 and date) → 已退款, or mark it failed
 *     (the transfer bounced) → 退款失败, then retry → 退款中 again;
 *   - an Alipay refund: retry (退款失败) or send again (退款中 without an answer) — same out_request_no, so never twice.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { refunds } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { REFUND_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { REFUND_CHANNEL_LABELS, transitionRefund, type RefundTransitionResult } from './machine';
import { sendAlipayRefund } from './alipay';

/** A bank transfer's reference (流水号): letters, digits and dashes, 1–64. */
export const TRANSFER_REFERENCE_RE = /^[A-Za-z0-9-]{1,64}$/;
const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

async function byId(db: Db, id: number) {
  const [r] = await db
    .select({
      id: refunds.id,
      refundNo: refunds.refundNo,
      channel: refunds.channel,
      status: refunds.status,
      createdAt: refunds.createdAt,
    })
    .from(refunds)
    .where(eq(refunds.id, id))
    .limit(1);
  if (!r) throw new AppError(REFUND_MSG.notFound, 'NOT_FOUND');
  return r;
}

/** A refund's id by its number (the shell commands take numbers). */
export async function refundIdOf(db: Db, refundNo: string): Promise<number> {
  const [r] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundNo, refundNo.trim())).limit(1);
  if (!r) throw new AppError(REFUND_MSG.notFound, 'NOT_FOUND');
  return r.id;
}

/** Checks a transfer's reference and day (not in the future, not before the refund was made); returns them trimmed. */
export function checkTransfer(
  reference: string,
  date: string,
  refundCreatedAt: Date,
  now = new Date(),
): { reference: string; date: string } {
  const ref = reference.trim();
  if (!ref) throw new AppError(REFUND_MSG.referenceRequired, 'PARAM_INVALID');
  if (!TRANSFER_REFERENCE_RE.test(ref)) throw new AppError(REFUND_MSG.referenceInvalid, 'PARAM_INVALID');
  const day = date.trim();
  // A real calendar day (2026-02-30 is not one: Date rolls it over, so it would not read back the same).
  if (
    !DAY_RE.test(day) ||
    Number.isNaN(Date.parse(`${day}T00:00:00Z`)) ||
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
  ) {
    throw new AppError(REFUND_MSG.dateInvalid, 'PARAM_INVALID');
  }
  if (day > todayInChina(now)) throw new AppError(REFUND_MSG.dateInFuture, 'PARAM_INVALID');
  if (day < todayInChina(refundCreatedAt)) throw new AppError(REFUND_MSG.dateBeforeRefund, 'PARAM_INVALID');
  return { reference: ref, date: day };
}

export async function recordTransferRefund(
  db: Db,
  id: number,
  input: { reference: string; date: string },
  staffId: number | null = null,
): Promise<RefundTransitionResult> {
  const r = await byId(db, id);
  const t = checkTransfer(input.reference, input.date, r.createdAt);
  return transitionRefund(db, r.id, 'record_transfer', {
    actor: 'staff',
    staffId,
    note: REFUND_MSG.noteTransfer(t.reference, t.date),
    set: { channelRef: t.reference, transferDate: t.date },
  });
}

export async function failRefund(
  db: Db,
  id: number,
  reason: string,
  staffId: number | null = null,
): Promise<RefundTransitionResult> {
  const why = reason.trim();
  if (!why) throw new AppError(REFUND_MSG.reasonRequired, 'PARAM_INVALID');
  if (why.length > 200) throw new AppError(REFUND_MSG.reasonTooLong, 'PARAM_INVALID');
  const r = await byId(db, id);
  if (r.channel !== 'transfer')
    throw new AppError(REFUND_MSG.wrongChannel(REFUND_CHANNEL_LABELS[r.channel], '标记退款失败'), 'WRONG_CHANNEL');
  return transitionRefund(db, r.id, 'fail', { actor: 'staff', staffId, note: why, set: { failReason: why } });
}

/** Retry: a transfer refund goes back to 退款中 for finance; an Alipay one is sent again at once. Returns the status after. */
export async function retryRefund(
  db: Db,
  id: number,
  staffId: number | null = null,
): Promise<{ refundNo: string; from: string; to: string }> {
  const r = await byId(db, id);
  if (r.channel === 'alipay') {
    if (r.status !== 'failed' && r.status !== 'processing' && r.status !== 'requested')
      throw new AppError(REFUND_MSG.illegal('已退款', '重新退款'), 'ILLEGAL_TRANSITION');
    const to = await sendAlipayRefund(db, r.id, { actor: 'staff', staffId });
    return { refundNo: r.refundNo, from: r.status, to };
  }
  const t = await transitionRefund(db, r.id, 'retry', {
    actor: 'staff',
    staffId,
    note: REFUND_MSG.transferWaiting,
    set: { failReason: null },
  });
  return { refundNo: t.refundNo, from: t.from, to: t.to };
}
