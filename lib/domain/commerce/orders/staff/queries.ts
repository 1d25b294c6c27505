/**
 * The operations console's reads of orders (every buyer's, unlike the order centre): the filtered, paged list and one
 * order's detail for staff, with the buyer, the bank-transfer voucher and the actions staff may take. The detail
 * reuses the order centre's read (lib/domain/commerce/orders/queries.ts) for lines, amounts and timeline.
 */
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orderLines, orders, organizations, payments, uploads, users, type OrderStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ORDER_MSG } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { outTradeNo } from '@/lib/domain/commerce/payments';
import { allowedEvents, ORDER_STATUS_LABELS, type OrderEvent } from '../machine';
import { staffReadOrderDetail, type OrderDetail } from '../queries';
import { chinaMidnight } from '@/lib/kernel/time';

export type StaffOrderFilter = {
  status?: OrderStatus;
  orderNo?: string;
  /** Buyer's mobile, nickname, real name or organisation (substring). */
  buyer?: string;
  /** Placed on or after this China day / up to and including this China day (YYYY-MM-DD). */
  from?: string;
  to?: string;
  payMethod?: string;
};

export type StaffOrderRow = {
  id: number;
  orderNo: string;
  status: OrderStatus;
  statusLabel: string;
  payAmount: number;
  payMethod: string | null;
  lineCount: number;
  firstLine: string | null;
  buyerId: number;
  buyerMobile: string | null;
  buyerName: string | null;
  orgName: string | null;
  trackingNo: string | null;
  createdAt: string;
};

const nextDay = (day: string) => new Date(chinaMidnight(day).getTime() + 86_400_000);
const OUTER_ORDER_ID = sql.raw('"orders"."id"');

function where(f: StaffOrderFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.status) parts.push(eq(orders.status, f.status));
  if (f.payMethod) parts.push(eq(orders.payMethod, f.payMethod));
  if (f.orderNo?.trim()) parts.push(ilike(orders.orderNo, `%${escapeLike(f.orderNo.trim())}%`));
  if (f.from) parts.push(gte(orders.createdAt, chinaMidnight(f.from)));
  if (f.to) parts.push(lt(orders.createdAt, nextDay(f.to)));
  const b = f.buyer?.trim();
  if (b) {
    const like = `%${escapeLike(b)}%`;
    parts.push(
      or(
        ilike(users.mobile, like),
        ilike(users.nickName, like),
        ilike(users.realName, like),
        ilike(users.userName, like),
        ilike(organizations.name, like),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

/** Every buyer's orders matching the filter, newest first. */
export async function listStaffOrders(
  db: Db,
  f: StaffOrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffOrderRow[]; total: number }> {
  const w = where(f);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        payAmount: orders.payAmount,
        payMethod: orders.payMethod,
        lineCount: orders.lineCount,
        firstLine: sql<
          string | null
        >`(select l.name from ${orderLines} l where l.order_id = ${OUTER_ORDER_ID} order by l.id limit 1)`,
        buyerId: users.id,
        buyerMobile: users.mobile,
        buyerName: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
        orgName: organizations.name,
        trackingNo: orders.trackingNo,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(organizations, eq(organizations.id, orders.orgId))
      .where(w)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(organizations, eq(organizations.id, orders.orgId))
      .where(w),
  ]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({ ...r, statusLabel: ORDER_STATUS_LABELS[r.status], createdAt: r.createdAt.toISOString() })),
  };
}

export type StaffOrderDetail = OrderDetail & {
  buyer: {
    id: number;
    mobile: string | null;
    name: string | null;
    nickName: string | null;
    orgName: string | null;
    identityStatus: string;
  };
  /** The bank-transfer voucher the buyer uploaded (served to staff by the console), with the payment's state. */
  voucher: { uploadId: number; mime: string; paymentStatus: string; note: string | null; uploadedAt: string } | null;
  /** What staff may do next according to the order machine (actor 'staff'). */
  staffActions: OrderEvent[];
};

/** One order for staff by its number, or AppError 订单不存在. */
export async function staffOrderDetail(db: Db, orderNo: string): Promise<StaffOrderDetail> {
  const [o] = await db
    .select({
      userId: orders.userId,
      mobile: users.mobile,
      name: sql<string | null>`coalesce(${users.realName}, ${users.userName})`,
      nickName: users.nickName,
      identityStatus: users.identityStatus,
      orgName: organizations.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(organizations, eq(organizations.id, orders.orgId))
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  if (!o) throw new AppError(ORDER_MSG.notFound, 'NOT_FOUND');
  const [d, voucher] = await Promise.all([staffReadOrderDetail(db, orderNo), transferVoucher(db, orderNo)]);
  return {
    ...d,
    buyer: {
      id: o.userId,
      mobile: o.mobile,
      name: o.name,
      nickName: o.nickName,
      orgName: o.orgName,
      identityStatus: o.identityStatus,
    },
    voucher: voucher && {
      uploadId: voucher.uploadId,
      mime: voucher.mime,
      paymentStatus: voucher.status,
      note: voucher.note,
      uploadedAt: voucher.updatedAt.toISOString(),
    },
    staffActions: allowedEvents(d.status, 'staff'),
  };
}

async function transferVoucher(db: Db, orderNo: string) {
  const [p] = await db
    .select({
      uploadId: uploads.id,
      mime: uploads.mime,
      status: payments.status,
      note: payments.note,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(uploads, eq(uploads.id, payments.voucherUploadId))
    .where(eq(payments.outTradeNo, outTradeNo('transfer', orderNo)))
    .limit(1);
  return p ?? null;
}

/** The upload id of an order's transfer voucher (its bytes are streamed to staff by the console), or null. */
export async function voucherUploadId(db: Db, orderNo: string): Promise<number | null> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(payments)
    .innerJoin(uploads, eq(uploads.id, payments.voucherUploadId))
    .where(and(eq(payments.outTradeNo, outTradeNo('transfer', orderNo)), eq(uploads.purpose, 'voucher')))
    .limit(1);
  return row?.id ?? null;
}
