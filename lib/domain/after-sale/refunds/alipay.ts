/**
 * Sending an Alipay refund — the outgoing twin of lib/domain/commerce/payments/alipay.ts. Never inside a transaction (the call
 * leaves the process, and on embedded PGlite the development gateway answers from the same database):
 *   1. move the refund to 退款中 through the machine (submit from 申请退款, retry from 退款失败, resend when the last
 *      answer was unknown) — one short transaction that counts the attempt;
 *   2. call alipay.trade.refund with out_request_no = the refund's number, the same on every attempt, so Alipay refunds
 *      it once however often it is sent (a repeat answers fund_change N; the refund query then confirms);
 *   3. record the answer through the machine in a second transaction: 已退款, 退款失败 with Alipay's reason, or — no
 *      definite answer — left 退款中 with the reason noted, to be sent again by the job queue's sweep or by staff.
 * Two senders at once are harmless: both use the same out_request_no, the first success moves the refund, the other
 * finds it already 已退款.
 */
import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders, payments, refunds, type RefundStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { REFUND_MSG } from '@/lib/config/messages';
import { alipayAdapter } from '@/lib/platform/adapters/alipay';
import { outTradeNo } from '@/lib/domain/commerce/payments';
import { transitionRefund } from './machine';
import type { RefundActor } from './types';
import { log } from '@/lib/platform/observability';

type Sender = { actor: RefundActor; staffId?: number | null };

/** The move into 退款中 that precedes a call, by the refund's status (null: nothing to send). */
const startEvent = (status: RefundStatus, actor: RefundActor) =>
  status === 'requested'
    ? 'submit'
    : status === 'failed' && actor === 'staff'
      ? 'retry'
      : status === 'processing'
        ? 'resend'
        : null;

/** Sends (or sends again) one Alipay refund; returns its status afterwards. */
export async function sendAlipayRefund(db: Db, refundId: number, by: Sender): Promise<RefundStatus> {
  const [r] = await db
    .select({
      id: refunds.id,
      refundNo: refunds.refundNo,
      status: refunds.status,
      channel: refunds.channel,
      amountFen: refunds.amountFen,
      orderNo: orders.orderNo,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  if (!r) throw new AppError(REFUND_MSG.notFound, 'NOT_FOUND');
  if (r.channel !== 'alipay') return r.status;
  const event = startEvent(r.status, by.actor);
  if (!event) return r.status;
  await transitionRefund(db, r.id, event, { actor: by.actor, staffId: by.staffId, attempt: true });

  const tradeNo = outTradeNo('alipay', r.orderNo);
  let out;
  try {
    out = await alipayAdapter().refund(db, {
      outTradeNo: tradeNo,
      outRequestNo: r.refundNo,
      amountFen: r.amountFen,
      reason: `标准物质商城退款 ${r.refundNo}`,
    });
  } catch (e) {
    // Only configuration errors get here (the adapter answers every Alipay outcome): keep it 退款中 with the reason.
    log.error(`[refunds] ${r.refundNo}: ${(e as Error).message}`);
    out = { status: 'processing' as const, tradeNo: null, code: null, message: REFUND_MSG.alipayNotConfigured };
  }
  if (out.status === 'success') {
    const [p] = await db
      .select({ tradeNo: payments.tradeNo })
      .from(payments)
      .where(eq(payments.outTradeNo, tradeNo))
      .limit(1);
    const ref = out.tradeNo ?? p?.tradeNo ?? null;
    return settle(db, r.id, () =>
      transitionRefund(db, r.id, 'succeed', {
        actor: 'system',
        note: REFUND_MSG.noteAlipaySuccess(ref),
        set: { channelRef: ref?.slice(0, 64) ?? null },
      }),
    );
  }
  const reason = [out.code, out.message].filter(Boolean).join(' ').slice(0, 200) || REFUND_MSG.alipayUnreachable;
  if (out.status === 'failed')
    return settle(db, r.id, () =>
      transitionRefund(db, r.id, 'fail', { actor: 'system', note: reason, set: { failReason: reason } }),
    );
  await db
    .update(refunds)
    .set({ failReason: `${REFUND_MSG.alipayUnreachable}：${reason}`.slice(0, 300), updatedAt: new Date() })
    .where(and(eq(refunds.id, r.id), eq(refunds.status, 'processing')));
  return 'processing';
}

/** Records an answer; when another sender recorded first (the refund moved on), keeps what is there. */
async function settle(db: Db, id: number, record: () => Promise<unknown>): Promise<RefundStatus> {
  try {
    await record();
  } catch (e) {
    if (!(e instanceof AppError) || e.messageCode !== 'ILLEGAL_TRANSITION') throw e;
  }
  const [now] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.id, id)).limit(1);
  return now?.status ?? 'processing';
}

/**
 * After the transaction that created a refund has committed: an Alipay refund is sent now (credit and transfer
 * refunds need nothing more). A failure to reach Alipay leaves it for the sweep; it never undoes the caller's work.
 */
export async function dispatchRefund(
  db: Db,
  refund: { id: number; channel: string } | null | undefined,
): Promise<void> {
  if (!refund || refund.channel !== 'alipay') return;
  try {
    await sendAlipayRefund(db, refund.id, { actor: 'system' });
  } catch (e) {
    log.error({ err: e }, `[refunds] sending refund ${refund.id} failed; the sweep will send it again`);
  }
}

/** The sweep stops re-sending a refund after this many attempts (staff see it in the console and may send it again). */
export const SWEEP_MAX_ATTEMPTS = 20;

/** Alipay refunds that wait (申请退款 for a minute, or 退款中 without an answer for five), oldest first. */
export async function sweepRefunds(db: Db, now = new Date(), limit = 20): Promise<number> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.channel, 'alipay'),
        lt(refunds.attempts, SWEEP_MAX_ATTEMPTS),
        or(
          and(eq(refunds.status, 'requested'), lt(refunds.createdAt, new Date(now.getTime() - 60_000))),
          and(inArray(refunds.status, ['processing']), lt(refunds.updatedAt, new Date(now.getTime() - 5 * 60_000))),
        ),
      ),
    )
    .orderBy(refunds.updatedAt)
    .limit(limit);
  for (const r of rows) await dispatchRefund(db, { id: r.id, channel: 'alipay' });
  return rows.length;
}
