/**
 * The inquiry (quotation request) state machine: the ONE place that decides which status change is legal, for the
 * storefront, the staff stand-in (`npm run staff -- quote`) and (later) the operations console alike.
 *
 *   (basket) ──submit (buyer)──> submitted 待报价 ──quote (staff)──> quoted 已报价 ──order (buyer/system)──> ordered 已下单
 *                                     │                                 │   (order: only while the quote is valid)
 *                                     └──close (buyer/staff)──> closed 已关闭 <──close (buyer/staff)──┘
 *   quoted, past validUntil ──reinquire (buyer)──> closed   (the lines go back into the basket)
 *   closed ──reinquire (buyer)──> closed                    (the lines go back into the basket again)
 *
 * A quote is valid until the end of its validUntil day (Chinese calendar); past it the inquiry stays 'quoted' but is
 * shown as 报价已过期: it cannot be accepted ('order' is refused), only re-inquired or closed.
 *
 * transitionInquiry() is the only writer of inquiries.status after creation: it locks the row, checks the table, the
 * guard and the actor, and writes the inquiry_events row (the timeline the buyer sees). An illegal transition is an
 * AppError (code 0) with a Chinese message and changes nothing. Creation ('submit') writes its event in
 * lib/domain/commerce/inquiries/submit.ts, inside the same transaction as the inquiry.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { inquiries, inquiryEvents } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { machine } from '@/lib/kernel/state-machine';
import { isExpired } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { withTransaction } from '@/lib/db/tx';

export const INQUIRY_STATUSES = ['submitted', 'quoted', 'ordered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export type InquiryEvent = 'quote' | 'order' | 'close' | 'reinquire';
export type InquiryActor = 'buyer' | 'staff' | 'system';

/** 'valid': only while the quote has not expired; 'expired': only once it has (for 'quoted'; other statuses ignore it). */
type Guard = 'valid' | 'expired';

/**
 * from → event → to, with who may fire it. A (status, event) pair not listed here is illegal. The context is whether
 * the quote has expired.
 */
export const inquiryMachine = machine<InquiryStatus, InquiryEvent, InquiryActor, Guard, boolean>(
  {
    quote: [{ from: ['submitted'], to: 'quoted', actors: ['staff'] }],
    order: [{ from: ['quoted'], to: 'ordered', actors: ['buyer', 'system'], guard: 'valid' }],
    close: [{ from: ['submitted', 'quoted'], to: 'closed', actors: ['buyer', 'staff'] }],
    reinquire: [
      { from: ['quoted'], to: 'closed', actors: ['buyer'], guard: 'expired' },
      { from: ['closed'], to: 'closed', actors: ['buyer'] },
    ],
  },
  (guard, status, expired = false) => status !== 'quoted' || (guard === 'expired') === expired,
);

export const INQUIRY_TRANSITIONS = inquiryMachine.table;

/** Chinese labels of the statuses (inquiry centre tabs, detail, console). */
export const INQUIRY_STATUS_LABELS: Record<InquiryStatus, string> = {
  submitted: '待报价',
  quoted: '已报价',
  ordered: '已下单',
  closed: '已关闭',
};

/** Chinese labels of the events (timeline). */
export const INQUIRY_EVENT_LABELS: Record<InquiryEvent | 'submit', string> = {
  submit: '提交询价',
  quote: '报价',
  order: '接受报价并下单',
  close: '关闭询价',
  reinquire: '重新询价',
};

export const isInquiryStatus = (s: string): s is InquiryStatus => (INQUIRY_STATUSES as readonly string[]).includes(s);

/** True when a quote's validity date has passed (validUntil is the last valid day, Asia/Shanghai). */
export const quoteExpired = (validUntil: string | null, today: string = todayInChina()): boolean =>
  isExpired(validUntil, today);

/** The status shown to the buyer: the machine's label, or 报价已过期 for a quote past its date. */
export function inquiryStatusLabel(status: InquiryStatus, expired: boolean): string {
  return status === 'quoted' && expired ? INQUIRY_MSG.quoteExpired : INQUIRY_STATUS_LABELS[status];
}

/** The rule for (status, event) given whether the quote has expired, or null when illegal. */
export const findRule = (status: InquiryStatus, event: InquiryEvent, expired = false) =>
  inquiryMachine.findRule(status, event, expired);

/** The status an event leads to, or null (pure: used by tests and to decide which buttons the detail shows). */
export const nextStatus = (status: InquiryStatus, event: InquiryEvent, actor: InquiryActor, expired = false) =>
  inquiryMachine.nextStatus(status, event, actor, expired);

/** The events an actor may fire on an inquiry in this status. */
export const allowedEvents = (status: InquiryStatus, actor: InquiryActor, expired = false) =>
  inquiryMachine.allowedEvents(status, actor, expired);

/** Why an event is refused, in the buyer's words. */
function illegalMessage(status: InquiryStatus, event: InquiryEvent, expired: boolean): string {
  if (event === 'order' && status === 'quoted' && expired) return INQUIRY_MSG.quoteExpiredCannotAccept;
  if (event === 'reinquire' && status === 'quoted' && !expired) return INQUIRY_MSG.quoteStillValid;
  return INQUIRY_MSG.illegal(inquiryStatusLabel(status, expired), INQUIRY_EVENT_LABELS[event]);
}

export type InquiryTransitionOpts = {
  actor: InquiryActor;
  /** The acting user; for a buyer the inquiry must be theirs (another buyer's inquiry is "not found"). */
  actorUserId?: number | null;
  note?: string | null;
  /** Extra columns to set with the status (orderId, closeReason, the quote's fields). */
  set?: Partial<
    Pick<
      typeof inquiries.$inferInsert,
      'orderId' | 'closeReason' | 'quotedAmount' | 'quoteNote' | 'quotedAt' | 'validUntil'
    >
  >;
  /** Today's date (YYYY-MM-DD, China); tests pass it to move the clock. */
  today?: string;
};

export type InquiryTransitionResult = {
  id: number;
  inquiryNo: string;
  userId: number;
  from: InquiryStatus;
  to: InquiryStatus;
};

/**
 * Moves an inquiry through one event. Pass a transaction to make the move part of a larger unit (order placement,
 * the quote's line prices); otherwise it opens its own. Throws AppError (code 0) on an unknown inquiry, another
 * buyer's inquiry, an illegal transition or a refused guard; nothing changes then.
 */
export async function transitionInquiry(
  db: Db,
  inquiryId: number,
  event: InquiryEvent,
  opts: InquiryTransitionOpts,
): Promise<InquiryTransitionResult> {
  return withTransaction(db, async (tx) => {
    const [q] = await tx
      .select({
        id: inquiries.id,
        inquiryNo: inquiries.inquiryNo,
        userId: inquiries.userId,
        status: inquiries.status,
        validUntil: inquiries.validUntil,
      })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId))
      .for('update');
    if (!q || !isInquiryStatus(q.status)) throw new AppError(INQUIRY_MSG.notFound, 'NOT_FOUND');
    if (opts.actor === 'buyer' && q.userId !== opts.actorUserId) throw new AppError(INQUIRY_MSG.notFound, 'NOT_FOUND');
    const expired = quoteExpired(q.validUntil, opts.today);
    const rule = findRule(q.status, event, expired);
    if (!rule) throw new AppError(illegalMessage(q.status, event, expired), 'ILLEGAL_TRANSITION');
    if (!rule.actors.includes(opts.actor)) throw new AppError(INQUIRY_MSG.notAllowed, 'FORBIDDEN');
    const now = new Date();
    await tx
      .update(inquiries)
      .set({ ...(opts.set ?? {}), status: rule.to, updatedAt: now })
      .where(eq(inquiries.id, q.id));
    await tx.insert(inquiryEvents).values({
      inquiryId: q.id,
      event,
      fromStatus: q.status,
      toStatus: rule.to,
      actor: opts.actor,
      actorUserId: opts.actorUserId ?? null,
      note: opts.note ?? null,
      createdAt: now,
    });
    return { id: q.id, inquiryNo: q.inquiryNo, userId: q.userId, from: q.status, to: rule.to };
  });
}
