/**
 * The order centre's reads: one buyer's orders by status with counts, search by order number or product name, and
 * an order's detail with its lines, payment and timeline. Every read is scoped by the user id: another buyer's order
 * is "not found".
 */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderEvents, orderLines, orders, payments, type OrderStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORDER_MSG } from '@/lib/config/messages';
import { ORDER_STATUSES } from '@/lib/db/schema';
import { refundsOfOrder, type RefundSummary } from '@/lib/domain/after-sale/refunds';
import { allowedEvents, ORDER_EVENT_LABELS, ORDER_STATUS_LABELS, type OrderEvent } from './machine';

/** The tabs of the order centre, in order. */
export const ORDER_TABS: readonly OrderStatus[] = [
  'pending_approval',
  'pending_payment',
  'pending_confirm',
  'paid',
  'shipped',
  'completed',
  'cancelled',
];

export type OrderListRow = {
  id: number;
  orderNo: string;
  status: OrderStatus;
  statusLabel: string;
  payAmount: number;
  goodsAmount: number;
  freight: number;
  payMethod: string | null;
  lineCount: number;
  /** Up to three lines (name, package, quantity) for the list card. */
  lines: { name: string; packageValue: string | null; num: number; productId: number | null }[];
  payDeadline: string | null;
  createdAt: string;
  actions: OrderEvent[];
};

export type OrderListQuery = { status?: OrderStatus | null; keyword?: string | null; offset: number; limit: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The outer order's id inside a correlated subquery. Drizzle writes a single-table select's columns unqualified
 * ("id"), which inside a subquery would mean the subquery's own id: name the outer table explicitly.
 */
const OUTER_ORDER_ID = sql.raw('"orders"."id"');

function listWhere(userId: number, q: Pick<OrderListQuery, 'status' | 'keyword'>): SQL {
  const parts: SQL[] = [eq(orders.userId, userId)];
  if (q.status) parts.push(eq(orders.status, q.status));
  const kw = q.keyword?.trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    parts.push(
      or(
        ilike(orders.orderNo, like),
        ilike(orders.poNumber, like),
        sql`${OUTER_ORDER_ID} in (select ol.order_id from ${orderLines} ol where ol.name ilike ${like} or ol.code ilike ${like} or ol.cas ilike ${like})`,
      )!,
    );
  }
  return and(...parts)!;
}

export async function listOrders(
  db: Db,
  userId: number,
  q: OrderListQuery,
): Promise<{ rows: OrderListRow[]; total: number }> {
  const where = listWhere(userId, q);
  const [page, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        payAmount: orders.payAmount,
        goodsAmount: orders.goodsAmount,
        freight: orders.freight,
        payMethod: orders.payMethod,
        lineCount: orders.lineCount,
        payDeadline: orders.payDeadline,
        createdAt: orders.createdAt,
        lines: sql<
          OrderListRow['lines']
        >`coalesce((select json_agg(json_build_object('name', x.name, 'packageValue', x.package_value, 'num', x.num, 'productId', x.product_id) order by x.id)
          from (select l.id, l.name, l.package_value, l.num, l.product_id from ${orderLines} l where l.order_id = ${OUTER_ORDER_ID} order by l.id limit 3) x), '[]'::json)`,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where),
  ]);
  return {
    total: count?.n ?? 0,
    rows: page.map((r) => ({
      ...r,
      statusLabel: ORDER_STATUS_LABELS[r.status],
      payDeadline: r.payDeadline?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      lines: Array.isArray(r.lines) ? r.lines : [],
      actions: allowedEvents(r.status, 'buyer'),
    })),
  };
}

/** Number of the buyer's orders per status (every status present, 0 when none) and in all. */
export async function orderCounts(db: Db, userId: number): Promise<Record<OrderStatus | 'all', number>> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const out = Object.fromEntries([...ORDER_STATUSES, 'all'].map((s) => [s, 0])) as Record<OrderStatus | 'all', number>;
  for (const r of rows) {
    out[r.status] = r.n;
    out.all += r.n;
  }
  return out;
}

export type OrderDetail = {
  id: number;
  orderNo: string;
  status: OrderStatus;
  statusLabel: string;
  source: string;
  goodsAmount: number;
  freight: number;
  discount: number;
  payAmount: number;
  payMethod: string | null;
  address: Record<string, unknown> | null;
  invoice: Record<string, unknown> | null;
  remark: string | null;
  poNumber: string | null;
  inquiryId: number | null;
  payDeadline: string | null;
  cancelReason: string | null;
  trackingNo: string | null;
  carrier: string | null;
  createdAt: string;
  paidAt: string | null;
  shippedAt: string | null;
  completedAt: string | null;
  cancelledAt: string | null;
  lines: {
    id: number;
    productId: number | null;
    skuId: number | null;
    code: string | null;
    name: string;
    cas: string | null;
    specification: { name: string; value: string }[];
    packageValue: string | null;
    price: number;
    num: number;
    amount: number;
    delivery: string | null;
    lotNo: string | null;
  }[];
  payments: {
    channel: string;
    amount: number;
    status: string;
    createdAt: string;
    paidAt: string | null;
    voucherUrl: string | null;
  }[];
  timeline: {
    event: string;
    label: string;
    toStatus: string;
    toLabel: string;
    actor: string;
    note: string | null;
    at: string;
  }[];
  actions: OrderEvent[];
  /** The order's refunds (after-sales and a cancellation), oldest first, and their sum in fen. */
  refunds: RefundSummary[];
  refundedFen: number;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The buyer's order by id or order number, or AppError "订单不存在". */
export async function orderDetail(
  db: Db,
  userId: number,
  key: { id?: number; orderNo?: string },
): Promise<OrderDetail> {
  return readOrderDetail(db, key, { userId });
}

/** The order for staff (any buyer's), with the channel's own words on failed refunds. */
export async function staffReadOrderDetail(db: Db, orderNo: string): Promise<OrderDetail> {
  return readOrderDetail(db, { orderNo }, { userId: null });
}

async function readOrderDetail(
  db: Db,
  key: { id?: number; orderNo?: string },
  who: { userId: number | null },
): Promise<OrderDetail> {
  const userId = who.userId;
  const cond = key.id ? eq(orders.id, key.id) : key.orderNo ? eq(orders.orderNo, key.orderNo) : null;
  if (!cond) throw new AppError(ORDER_MSG.notFound, 'NOT_FOUND');
  const [o] = await db
    .select()
    .from(orders)
    .where(userId === null ? cond : and(cond, eq(orders.userId, userId)))
    .limit(1);
  if (!o) throw new AppError(ORDER_MSG.notFound, 'NOT_FOUND');
  const [lines, pays, events, refunds] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, o.id)).orderBy(asc(orderLines.id)),
    db.select().from(payments).where(eq(payments.orderId, o.id)).orderBy(asc(payments.id)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, o.id)).orderBy(asc(orderEvents.id)),
    refundsOfOrder(db, o.id, userId === null),
  ]);
  return {
    id: o.id,
    orderNo: o.orderNo,
    status: o.status,
    statusLabel: ORDER_STATUS_LABELS[o.status],
    source: o.source,
    goodsAmount: o.goodsAmount,
    freight: o.freight,
    discount: o.discount,
    payAmount: o.payAmount,
    payMethod: o.payMethod,
    address: o.address ?? null,
    invoice: o.invoice ?? null,
    remark: o.remark,
    poNumber: o.poNumber,
    inquiryId: o.inquiryId,
    payDeadline: iso(o.payDeadline),
    cancelReason: o.cancelReason,
    trackingNo: o.trackingNo,
    carrier: o.carrier,
    createdAt: o.createdAt.toISOString(),
    paidAt: iso(o.paidAt),
    shippedAt: iso(o.shippedAt),
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    lines: lines.map((l) => ({
      id: l.id,
      productId: l.productId,
      skuId: l.skuId,
      code: l.code,
      name: l.name,
      cas: l.cas,
      specification: Array.isArray(l.specification) ? l.specification : [],
      packageValue: l.packageValue,
      price: l.price,
      num: l.num,
      amount: l.amount,
      delivery: l.delivery,
      lotNo: l.lotNo,
    })),
    payments: pays.map((p) => ({
      channel: p.channel,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
      paidAt: iso(p.paidAt),
      voucherUrl: p.voucherUploadId ? `/uploads/${p.voucherUploadId}` : null,
    })),
    timeline: events.map((e) => ({
      event: e.event,
      label: ORDER_EVENT_LABELS[e.event as OrderEvent | 'placed'] ?? e.event,
      toStatus: e.toStatus,
      toLabel: ORDER_STATUS_LABELS[e.toStatus as OrderStatus] ?? e.toStatus,
      actor: e.actor,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
    actions: allowedEvents(o.status, 'buyer'),
    refunds,
    refundedFen: refunds.reduce((a, r) => a + r.amountFen, 0),
  };
}
