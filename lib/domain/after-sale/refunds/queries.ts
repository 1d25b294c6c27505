/**
 * Reads of refunds: the buyer's (owner-checked: another buyer's refund is "not found"), an order's and a claim's
 * (order detail, after-sales detail — for the buyer and for staff), and staff's list and detail (console 退款).
 * Changes go through ./machine.ts; this file only reads.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  afterSales,
  invoices,
  orders,
  organizations,
  pointsLedger,
  refundEvents,
  refunds,
  users,
  type RefundStatus,
} from '@/lib/db/schema';
import { OUTER_ORDER_ID, refundedFenSql } from '@/lib/db/refund-sums';
import { AppError } from '@/lib/kernel/errors';
import { REFUND_MSG } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { toFen } from '@/lib/domain/commerce/orders';
import {
  REFUND_CHANNEL_LABELS,
  REFUND_EVENT_LABELS,
  REFUND_SOURCE_LABELS,
  REFUND_STATUS_LABELS,
  staffRefundActions,
} from './machine';
import type {
  RefundDetail,
  RefundEvent,
  RefundListQuery,
  RefundSummary,
  RefundTimelineItem,
  StaffRefundDetail,
  StaffRefundFilter,
  StaffRefundRow,
} from './types';

/** Console tabs: 待处理 (everything not yet refunded — finance's queue), then by status. */
export const STAFF_REFUND_FILTERS = {
  open: { label: '待处理', statuses: ['requested', 'processing', 'failed'] },
  processing: { label: '退款中', statuses: ['requested', 'processing'] },
  failed: { label: '退款失败', statuses: ['failed'] },
  succeeded: { label: '已退款', statuses: ['succeeded'] },
  all: { label: '全部', statuses: null },
} as const satisfies Record<StaffRefundFilter, { label: string; statuses: readonly RefundStatus[] | null }>;

const cols = {
  id: refunds.id,
  refundNo: refunds.refundNo,
  orderNo: orders.orderNo,
  afterSaleNo: afterSales.afterSaleNo,
  source: refunds.source,
  channel: refunds.channel,
  amountFen: refunds.amountFen,
  status: refunds.status,
  channelRef: refunds.channelRef,
  transferDate: refunds.transferDate,
  failReason: refunds.failReason,
  attempts: refunds.attempts,
  createdAt: refunds.createdAt,
  updatedAt: refunds.updatedAt,
  succeededAt: refunds.succeededAt,
};

type Raw = { [K in keyof typeof cols]: (typeof cols)[K]['_']['data'] } & { afterSaleNo: string | null };

function summary(r: Raw, forStaff: boolean): RefundSummary {
  return {
    id: r.id,
    refundNo: r.refundNo,
    orderNo: r.orderNo,
    afterSaleNo: r.afterSaleNo,
    source: r.source,
    sourceLabel: REFUND_SOURCE_LABELS[r.source],
    channel: r.channel,
    channelLabel: REFUND_CHANNEL_LABELS[r.channel],
    amountFen: r.amountFen,
    status: r.status,
    statusLabel: REFUND_STATUS_LABELS[r.status],
    channelRef: r.channelRef,
    transferDate: r.transferDate,
    // The channel's own words (Alipay's sub_msg, finance's note) stay with staff.
    failReason:
      r.status !== 'failed' ? (forStaff ? r.failReason : null) : forStaff ? r.failReason : REFUND_MSG.buyerFailed,
    createdAt: r.createdAt.toISOString(),
    succeededAt: r.succeededAt?.toISOString() ?? null,
  };
}

const base = (db: Db) =>
  db
    .select(cols)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(afterSales, eq(afterSales.id, refunds.afterSaleId));

async function timelineOf(db: Db, refundId: number): Promise<RefundTimelineItem[]> {
  const events = await db
    .select()
    .from(refundEvents)
    .where(eq(refundEvents.refundId, refundId))
    .orderBy(asc(refundEvents.id));
  return events.map((e) => ({
    event: e.event,
    label: REFUND_EVENT_LABELS[e.event as RefundEvent] ?? e.event,
    status: e.toStatus,
    statusLabel: REFUND_STATUS_LABELS[e.toStatus as RefundStatus] ?? e.toStatus,
    actor: e.actor,
    note: e.note,
    at: e.createdAt.toISOString(),
  }));
}

/** An order's refunds, oldest first (order detail: the buyer's own order, or staff's). */
export async function refundsOfOrder(db: Db, orderId: number, forStaff = false): Promise<RefundSummary[]> {
  const rows = await base(db).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return rows.map((r) => summary(r as Raw, forStaff));
}

/** A claim's refund with its timeline, or null (换货, 质量投诉, not yet completed). */
export async function refundOfAfterSale(db: Db, afterSaleId: number, forStaff = false): Promise<RefundDetail | null> {
  const [r] = await base(db).where(eq(refunds.afterSaleId, afterSaleId)).limit(1);
  return r ? { ...summary(r as Raw, forStaff), timeline: await timelineOf(db, r.id) } : null;
}

/** The buyer's refunds, newest first. */
export async function listBuyerRefunds(
  db: Db,
  userId: number,
  paging: { pageNo?: number; pageSize?: number } = {},
): Promise<{ list: RefundSummary[]; total: number }> {
  const pageSize = Math.min(50, Math.max(1, paging.pageSize ?? 10));
  const pageNo = Math.max(1, paging.pageNo ?? 1);
  const rows = await base(db)
    .where(eq(refunds.userId, userId))
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .where(eq(refunds.userId, userId));
  return { list: rows.map((r) => summary(r as Raw, false)), total: Number(n?.n ?? 0) };
}

/** One of the buyer's refunds with its timeline; another buyer's is "not found". */
export async function buyerRefundDetail(db: Db, userId: number, refundNo: string): Promise<RefundDetail> {
  const [r] = await base(db)
    .where(and(eq(refunds.refundNo, refundNo.trim()), eq(refunds.userId, userId)))
    .limit(1);
  if (!r) throw new AppError(REFUND_MSG.notFound, 'NOT_FOUND');
  return { ...summary(r as Raw, false), timeline: await timelineOf(db, r.id) };
}

const staffCols = {
  ...cols,
  buyerMobile: users.mobile,
  buyerName: sql<string | null>`coalesce(${users.realName}, ${users.nickName})`,
  orgName: organizations.name,
};

const staffBase = (db: Db) =>
  db
    .select(staffCols)
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(afterSales, eq(afterSales.id, refunds.afterSaleId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(organizations, eq(organizations.id, orders.orgId));

type StaffRaw = Raw & { buyerMobile: string | null; buyerName: string | null; orgName: string | null };

const staffRow = (r: StaffRaw): StaffRefundRow => ({
  ...summary(r, true),
  buyerMobile: r.buyerMobile,
  buyerName: r.buyerName,
  orgName: r.orgName,
  attempts: r.attempts,
  updatedAt: r.updatedAt.toISOString(),
});

/** Console list: a tab, a channel, a keyword (refund, order or claim number, buyer's mobile); waiting ones first, oldest first. */
export async function staffListRefunds(db: Db, q: RefundListQuery): Promise<{ list: StaffRefundRow[]; total: number }> {
  const statuses = STAFF_REFUND_FILTERS[q.filter ?? 'open'].statuses;
  const where: SQL[] = [];
  if (statuses) where.push(inArray(refunds.status, [...statuses]));
  if (q.channel) where.push(eq(refunds.channel, q.channel));
  const kw = q.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(
      or(
        ilike(refunds.refundNo, p),
        ilike(orders.orderNo, p),
        ilike(afterSales.afterSaleNo, p),
        ilike(users.mobile, p),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const rows = await staffBase(db)
    .where(cond)
    .orderBy(
      asc(sql`case when ${refunds.status} = 'succeeded' then 1 else 0 end`),
      sql`case when ${refunds.status} <> 'succeeded' then ${refunds.createdAt} end asc`,
      desc(refunds.createdAt),
      desc(refunds.id),
    )
    .limit(q.limit)
    .offset(q.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(afterSales, eq(afterSales.id, refunds.afterSaleId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .where(cond);
  return { list: rows.map((r) => staffRow(r as StaffRaw)), total: Number(n?.n ?? 0) };
}

export async function staffRefundDetail(db: Db, id: number): Promise<StaffRefundDetail> {
  const [r] = await staffBase(db).where(eq(refunds.id, id)).limit(1);
  if (!r) throw new AppError(REFUND_MSG.notFound, 'NOT_FOUND');
  const [o] = await db
    .select({ payAmount: orders.payAmount, payMethod: orders.payMethod, refundedFen: refundedFenSql(OUTER_ORDER_ID) })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.id, id));
  const reds = await db
    .select({ id: invoices.id, invoiceNo: invoices.invoiceNo, status: invoices.status, amount: invoices.amount })
    .from(invoices)
    .where(eq(invoices.refundId, id));
  const [points] = await db
    .select({ delta: pointsLedger.delta, reason: pointsLedger.reason })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.refType, 'refund'), eq(pointsLedger.refId, id)))
    .limit(1);
  return {
    ...staffRow(r as StaffRaw),
    orderPayFen: toFen(o?.payAmount ?? 0),
    orderRefundedFen: o?.refundedFen ?? 0,
    payMethod: o?.payMethod ?? null,
    actions: staffRefundActions(r.status, r.channel).filter((e) => e !== 'submit'),
    timeline: await timelineOf(db, r.id),
    redInvoices: reds.map((x) => ({
      id: x.id,
      invoiceNo: x.invoiceNo,
      status: x.status,
      statusLabel: x.status === 'issued' ? '已开具' : '待开具',
      amountFen: toFen(x.amount),
    })),
    pointsTakenBack: points ?? null,
  };
}
