/**
 * Staff's view of after-sales claims (operations console): every buyer's records by status, those waiting for staff
 * (待审核, 退回中) first, and one record with its order line, the buyer, the files and the timeline. Changes go
 * through ./actions.ts (the state machine); this file only reads.
 */
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  afterSaleEvents,
  afterSales,
  orderLines,
  orders,
  uploads,
  users,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { escapeLike } from '@/lib/domain/catalog/products';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { refundOfAfterSale } from '@/lib/domain/after-sale/refunds';
import {
  AFTER_SALE_EVENT_LABELS,
  AFTER_SALE_STATUS_LABELS,
  AFTER_SALE_TYPE_LABELS,
  afterSaleMachine,
  type AfterSaleEvent,
} from '../machine';
import type { StaffAfterSaleRow, StaffAfterSaleFilter, StaffAfterSaleDetail } from '../types';

/** Console filters: 待处理 (open: the staff queue), 处理中, the final ones, or all. */
export const STAFF_AFTER_SALE_FILTERS = {
  open: { label: '待处理', statuses: ['pending', 'returning'] },
  approved: { label: '处理中', statuses: ['approved'] },
  completed: { label: '已完成', statuses: ['completed'] },
  rejected: { label: '已驳回', statuses: ['rejected'] },
  cancelled: { label: '已撤销', statuses: ['cancelled'] },
  all: { label: '全部', statuses: null },
} as const satisfies Record<string, { label: string; statuses: readonly AfterSaleStatus[] | null }>;

/** The URL staff open a claim's file at (the console streams it after checking the role). */
export const afterSaleFileUrl = (fid: number) => `/console/api/after-sales/file/${fid}`;

const cols = {
  id: afterSales.id,
  afterSaleNo: afterSales.afterSaleNo,
  orderNo: orders.orderNo,
  type: afterSales.type,
  status: afterSales.status,
  productName: orderLines.name,
  code: orderLines.code,
  packageValue: orderLines.packageValue,
  quantity: afterSales.quantity,
  amount: afterSales.amount,
  buyerMobile: users.mobile,
  reason: afterSales.reason,
  createdAt: afterSales.createdAt,
};
type Raw = {
  id: number;
  afterSaleNo: string;
  orderNo: string;
  type: AfterSaleType;
  status: AfterSaleStatus;
  productName: string | null;
  code: string | null;
  packageValue: string | null;
  quantity: number;
  amount: number | null;
  buyerMobile: string | null;
  reason: string;
  createdAt: Date;
};

const toRow = (r: Raw): StaffAfterSaleRow => ({
  ...r,
  productName: r.productName ?? '',
  typeLabel: AFTER_SALE_TYPE_LABELS[r.type],
  statusLabel: AFTER_SALE_STATUS_LABELS[r.status],
  createdAt: r.createdAt.toISOString(),
});

/** Records of a filter (kw: after-sale number, order number or buyer mobile), waiting ones first, then newest. */
export async function staffListAfterSales(
  db: Db,
  opts: { filter?: StaffAfterSaleFilter; kw?: string; limit: number; offset: number },
): Promise<{ list: StaffAfterSaleRow[]; total: number }> {
  const statuses = STAFF_AFTER_SALE_FILTERS[opts.filter ?? 'all'].statuses;
  const where: SQL[] = [];
  if (statuses) where.push(inArray(afterSales.status, [...statuses]));
  const kw = opts.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(or(ilike(afterSales.afterSaleNo, p), ilike(orders.orderNo, p), ilike(users.mobile, p))!);
  }
  const cond = where.length ? and(...where) : undefined;
  const waiting = sql`case when ${afterSales.status} in ('pending', 'returning') then 0 else 1 end`;
  const rows = await db
    .select(cols)
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .leftJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(cond)
    // Waiting records oldest first (the queue), the rest newest first.
    .orderBy(
      asc(waiting),
      sql`case when ${afterSales.status} in ('pending', 'returning') then ${afterSales.createdAt} end asc`,
      desc(afterSales.createdAt),
      desc(afterSales.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .where(cond);
  return { list: rows.map((r) => toRow(r as Raw)), total: Number(n?.n ?? 0) };
}

export async function staffAfterSaleDetail(db: Db, id: number): Promise<StaffAfterSaleDetail> {
  const [r] = await db
    .select({
      ...cols,
      userId: afterSales.userId,
      buyerName: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
      description: afterSales.description,
      price: orderLines.price,
      lineNum: orderLines.num,
      rejectReason: afterSales.rejectReason,
      returnCarrier: afterSales.returnCarrier,
      returnTrackingNo: afterSales.returnTrackingNo,
      resolution: afterSales.resolution,
      images: afterSales.images,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .innerJoin(users, eq(users.id, afterSales.userId))
    .leftJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(eq(afterSales.id, id))
    .limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.afterSaleNotFound, 'NOT_FOUND');
  const events = await db
    .select()
    .from(afterSaleEvents)
    .where(eq(afterSaleEvents.afterSaleId, r.id))
    .orderBy(afterSaleEvents.id);
  const ups = r.images.length
    ? await db.select({ id: uploads.id, mime: uploads.mime }).from(uploads).where(inArray(uploads.id, r.images))
    : [];
  const refund = await refundOfAfterSale(db, r.id, true);
  return {
    ...toRow(r as Raw),
    userId: r.userId,
    buyerName: r.buyerName,
    description: r.description,
    price: r.price,
    lineNum: r.lineNum,
    rejectReason: r.rejectReason,
    returnCarrier: r.returnCarrier,
    returnTrackingNo: r.returnTrackingNo,
    resolution: r.resolution,
    files: r.images.flatMap((fid) =>
      ups.filter((u) => u.id === fid).map((u) => ({ fid, url: afterSaleFileUrl(fid), mime: u.mime })),
    ),
    actions: afterSaleMachine.allowedEvents(r.status, 'staff'),
    timeline: events.map((e) => ({
      event: e.event,
      label: AFTER_SALE_EVENT_LABELS[e.event as AfterSaleEvent | 'apply'] ?? e.event,
      statusLabel: AFTER_SALE_STATUS_LABELS[e.status as AfterSaleStatus] ?? e.status,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    refund,
  };
}

/** The record's number (the staff actions of ./actions.ts take it). */
export async function afterSaleNoOf(db: Db, id: number): Promise<string> {
  const [r] = await db.select({ no: afterSales.afterSaleNo }).from(afterSales).where(eq(afterSales.id, id)).limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.afterSaleNotFound, 'NOT_FOUND');
  return r.no;
}

/** Whether an upload is one of an after-sale claim's files (staff may open only those through this area). */
export async function isAfterSaleFile(db: Db, fid: number): Promise<boolean> {
  const [r] = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(sql`${afterSales.images} @> ${JSON.stringify([fid])}::jsonb`)
    .limit(1);
  return !!r;
}
