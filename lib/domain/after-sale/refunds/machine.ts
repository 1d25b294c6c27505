/**
 * The refund (退款) state machine: the ONE place that decides which status change of a refund is legal, for the
 * after-sales completion, order cancellation, the Alipay adapter's answers, the job queue, the console and
 * `npm run staff` alike.
 *
 *   (created by a completed 退货退款/仅退款, or a paid order cancelled) ──> requested 申请退款
 *   requested ──submit (system/staff)──> processing 退款中
 *   processing ──succeed (system: credit bill credited, Alipay said so)──> succeeded 已退款
 *   processing ──record_transfer (staff: reference + date; bank transfer only)──> succeeded
 *   processing ──fail (system: Alipay refused; staff: a transfer bounced)──> failed 退款失败 ──retry (staff)──> processing
 *   processing ──resend (staff/system: Alipay's answer is unknown; same out_request_no)──> processing
 *   failed ──succeed (system: a late authoritative success from Alipay)──> succeeded
 *
 * transitionRefund() is the only writer of refunds.status after creation: it locks the row, checks the table, the
 * actor and the channel, sets the step's columns, writes the timeline event and — on success — applies the refund to
 * the ledgers that move only when the money is back: the credit account's used amount (channel credit) and the
 * order's 退款中 → 已退款 (a cancelled order), all in the same transaction. An illegal transition is an AppError
 * (code 0) with a Chinese message and changes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { creditAccounts, orders, refundEvents, refunds, type RefundChannel, type RefundStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { REFUND_MSG } from '@/lib/config/messages';
import { machine } from '@/lib/kernel/state-machine';
import { transitionOrder } from '@/lib/domain/commerce/orders';
import type { RefundActor, RefundEvent, RefundSource } from './types';
import { withTransaction } from '@/lib/db/tx';

type MachineEvent = Exclude<RefundEvent, 'request'>;

export const refundMachine = machine<RefundStatus, MachineEvent, RefundActor>({
  submit: [{ from: ['requested'], to: 'processing', actors: ['system', 'staff'] }],
  succeed: [{ from: ['processing', 'failed'], to: 'succeeded', actors: ['system'] }],
  record_transfer: [{ from: ['processing'], to: 'succeeded', actors: ['staff'] }],
  fail: [{ from: ['processing'], to: 'failed', actors: ['system', 'staff'] }],
  retry: [{ from: ['failed'], to: 'processing', actors: ['staff'] }],
  resend: [{ from: ['processing'], to: 'processing', actors: ['system', 'staff'] }],
});

/** Which events each channel knows: a credit refund is settled at once, a transfer only by finance, Alipay by Alipay. */
export const CHANNEL_EVENTS: Record<RefundChannel, readonly MachineEvent[]> = {
  credit: ['submit', 'succeed'],
  alipay: ['submit', 'succeed', 'fail', 'retry', 'resend'],
  transfer: ['submit', 'record_transfer', 'fail', 'retry'],
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: '申请退款',
  processing: '退款中',
  succeeded: '已退款',
  failed: '退款失败',
};

export const REFUND_EVENT_LABELS: Record<RefundEvent, string> = {
  request: '申请退款',
  submit: '提交退款',
  succeed: '退款成功',
  record_transfer: '登记退款转账',
  fail: '退款失败',
  retry: '重新退款',
  resend: '重新提交退款',
};

export const REFUND_CHANNEL_LABELS: Record<RefundChannel, string> = {
  credit: '退回账期额度',
  alipay: '原路退回支付宝',
  transfer: '银行转账退回',
};
export const REFUND_SOURCE_LABELS: Record<RefundSource, string> = {
  after_sale: '售后退款',
  order_cancel: '取消订单退款',
};

/**
 * The events staff may fire on a refund in this status and channel (which buttons the console shows). Only Alipay
 * says an Alipay refund failed; staff mark a bank transfer failed.
 */
export function staffRefundActions(status: RefundStatus, channel: RefundChannel): MachineEvent[] {
  return refundMachine
    .allowedEvents(status, 'staff')
    .filter((e) => CHANNEL_EVENTS[channel].includes(e) && (e !== 'fail' || channel === 'transfer'));
}

export type RefundTransitionOpts = {
  actor: RefundActor;
  staffId?: number | null;
  note?: string | null;
  set?: Partial<Pick<typeof refunds.$inferInsert, 'channelRef' | 'transferDate' | 'failReason'>>;
  /** A call to the payment channel is about to be made (counts attempts). */
  attempt?: boolean;
};

export type RefundRow = typeof refunds.$inferSelect;
export type RefundTransitionResult = {
  id: number;
  refundNo: string;
  from: RefundStatus;
  to: RefundStatus;
  channel: RefundChannel;
};

export async function transitionRefund(
  db: Db,
  id: number,
  event: MachineEvent,
  opts: RefundTransitionOpts,
): Promise<RefundTransitionResult> {
  return withTransaction(db, async (tx) => {
    const [r] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (!r) throw new AppError(REFUND_MSG.notFound, 'NOT_FOUND');
    const rule = refundMachine.findRule(r.status, event);
    if (!rule)
      throw new AppError(
        REFUND_MSG.illegal(REFUND_STATUS_LABELS[r.status], REFUND_EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    if (!CHANNEL_EVENTS[r.channel].includes(event))
      throw new AppError(
        REFUND_MSG.wrongChannel(REFUND_CHANNEL_LABELS[r.channel], REFUND_EVENT_LABELS[event]),
        'WRONG_CHANNEL',
      );
    if (!rule.actors.includes(opts.actor))
      throw new AppError(REFUND_MSG.illegal(REFUND_STATUS_LABELS[r.status], REFUND_EVENT_LABELS[event]), 'FORBIDDEN');
    const now = new Date();
    await tx
      .update(refunds)
      .set({
        ...(opts.set ?? {}),
        status: rule.to,
        updatedAt: now,
        ...(rule.to === 'succeeded' ? { succeededAt: now, failReason: null } : {}),
        ...(opts.attempt ? { attempts: sql`${refunds.attempts} + 1` } : {}),
      })
      .where(eq(refunds.id, r.id));
    await tx.insert(refundEvents).values({
      refundId: r.id,
      event,
      fromStatus: r.status,
      toStatus: rule.to,
      actor: opts.actor,
      actorStaffId: opts.staffId ?? null,
      note: opts.note ?? null,
      createdAt: now,
    });
    if (rule.to === 'succeeded') await applySucceeded(tx, r);
    return { id: r.id, refundNo: r.refundNo, from: r.status, to: rule.to, channel: r.channel };
  });
}

/** Writes the creation event (null → requested) in the transaction that inserts the refund. */
export async function recordRequested(tx: Db, refundId: number, note: string): Promise<void> {
  await tx
    .insert(refundEvents)
    .values({ refundId, event: 'request', fromStatus: null, toStatus: 'requested', actor: 'system', note });
}

/**
 * The money is back: a credit refund gives the organisation (or the buyer) its quota back by the refund — the bill
 * drops by the same amount (lib/domain/commerce/credit reads the refunds); a refunded cancellation ends the order 已退款.
 */
async function applySucceeded(tx: Db, r: RefundRow): Promise<void> {
  const [o] = await tx
    .select({ id: orders.id, orgId: orders.orgId, userId: orders.userId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, r.orderId))
    .for('update');
  if (!o) return;
  if (r.channel === 'credit') {
    const owner = o.orgId ? eq(creditAccounts.orgId, o.orgId) : eq(creditAccounts.userId, o.userId);
    await tx
      .update(creditAccounts)
      .set({ used: sql`greatest(0, ${creditAccounts.used} - ${r.amountFen}::numeric / 100)` })
      .where(owner);
  }
  if (r.source === 'order_cancel' && o.status === 'refunding') {
    await transitionOrder(tx, o.id, 'refund_done', { actor: 'system', note: `退款单 ${r.refundNo}` });
  }
}
