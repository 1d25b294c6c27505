/** The buyer's after-sales: the list by status and one record with its timeline (owner-checked). */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  afterSaleEvents,
  afterSales,
  orderLines,
  orders,
  type AfterSaleStatus,
  type AfterSaleType,
} from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { uploadUrl } from '@/lib/domain/operations/uploads';
import { refundOfAfterSale } from '@/lib/domain/after-sale/refunds';
import {
  AFTER_SALE_EVENT_LABELS,
  AFTER_SALE_STATUS_LABELS,
  AFTER_SALE_TYPE_LABELS,
  afterSaleMachine,
  needsReturn,
  type AfterSaleEvent,
} from './machine';
import type { AfterSaleRow, AfterSaleTab, AfterSaleDetail } from './types';

/** Tabs of the after-sales centre: all, open (pending/approved/returning), done, rejected or withdrawn. */
export const AFTER_SALE_TABS = {
  all: null,
  open: ['pending', 'approved', 'returning'],
  done: ['completed'],
  closed: ['rejected', 'cancelled'],
} as const satisfies Record<string, readonly AfterSaleStatus[] | null>;

const rowCols = {
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
  createdAt: afterSales.createdAt,
};

type RawRow = { [K in keyof typeof rowCols]: unknown } & {
  type: AfterSaleType;
  status: AfterSaleStatus;
  createdAt: Date;
};

const toRow = (r: RawRow): AfterSaleRow => ({
  id: r.id as number,
  afterSaleNo: r.afterSaleNo as string,
  orderNo: r.orderNo as string,
  type: r.type,
  typeLabel: AFTER_SALE_TYPE_LABELS[r.type],
  status: r.status,
  statusLabel: AFTER_SALE_STATUS_LABELS[r.status],
  productName: (r.productName as string | null) ?? '',
  code: r.code as string | null,
  packageValue: r.packageValue as string | null,
  quantity: r.quantity as number,
  amount: r.amount as number | null,
  createdAt: r.createdAt.toISOString(),
});

export async function listAfterSales(
  db: Db,
  userId: number,
  opts: { tab?: AfterSaleTab; pageNo?: number; pageSize?: number } = {},
): Promise<{ list: AfterSaleRow[]; total: number; counts: Record<AfterSaleTab, number> }> {
  const pageSize = Math.min(50, Math.max(1, opts.pageSize ?? 10));
  const pageNo = Math.max(1, opts.pageNo ?? 1);
  const statuses = AFTER_SALE_TABS[opts.tab ?? 'all'];
  const where: SQL[] = [eq(afterSales.userId, userId)];
  if (statuses) where.push(inArray(afterSales.status, [...statuses]));
  const rows = await db
    .select(rowCols)
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .leftJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(and(...where))
    .orderBy(desc(afterSales.createdAt), desc(afterSales.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const byStatus = await db
    .select({ status: afterSales.status, n: sql<number>`count(*)::int` })
    .from(afterSales)
    .where(eq(afterSales.userId, userId))
    .groupBy(afterSales.status);
  const count = (ss: readonly AfterSaleStatus[] | null) =>
    byStatus.filter((b) => !ss || ss.includes(b.status)).reduce((a, b) => a + Number(b.n), 0);
  const counts = Object.fromEntries(Object.entries(AFTER_SALE_TABS).map(([k, ss]) => [k, count(ss)])) as Record<
    AfterSaleTab,
    number
  >;
  return { list: rows.map((r) => toRow(r as RawRow)), total: count(statuses), counts };
}

/** One record of the buyer's (by id or number), with its timeline; another buyer's is "not found". */
export async function afterSaleDetail(
  db: Db,
  userId: number,
  key: { id?: number; afterSaleNo?: string },
): Promise<AfterSaleDetail> {
  const cond = key.id ? eq(afterSales.id, key.id) : eq(afterSales.afterSaleNo, key.afterSaleNo ?? '');
  const [r] = await db
    .select({
      ...rowCols,
      reason: afterSales.reason,
      description: afterSales.description,
      rejectReason: afterSales.rejectReason,
      returnCarrier: afterSales.returnCarrier,
      returnTrackingNo: afterSales.returnTrackingNo,
      resolution: afterSales.resolution,
      images: afterSales.images,
    })
    .from(afterSales)
    .innerJoin(orders, eq(orders.id, afterSales.orderId))
    .leftJoin(orderLines, eq(orderLines.id, afterSales.orderLineId))
    .where(and(cond, eq(afterSales.userId, userId)))
    .limit(1);
  if (!r) throw new AppError(AFTER_SALE_MSG.notFound, 'NOT_FOUND');
  const [events, refund] = await Promise.all([
    db.select().from(afterSaleEvents).where(eq(afterSaleEvents.afterSaleId, r.id)).orderBy(afterSaleEvents.id),
    refundOfAfterSale(db, r.id),
  ]);
  const actions = afterSaleMachine
    .allowedEvents(r.status, 'buyer')
    .filter((e) => e !== 'return_goods' || needsReturn(r.type));
  return {
    ...toRow(r as RawRow),
    reason: r.reason,
    description: r.description,
    rejectReason: r.rejectReason,
    returnCarrier: r.returnCarrier,
    returnTrackingNo: r.returnTrackingNo,
    resolution: r.resolution,
    files: r.images.map((fid) => ({ url: uploadUrl(fid) })),
    actions,
    timeline: events.map((e) => ({
      event: e.event,
      label: AFTER_SALE_EVENT_LABELS[e.event as AfterSaleEvent | 'apply'] ?? e.event,
      status: e.status,
      statusLabel: AFTER_SALE_STATUS_LABELS[e.status as AfterSaleStatus] ?? e.status,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    refund,
  };
}
