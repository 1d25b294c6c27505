/**
 * Staff's view of invoice requests (operations console): every buyer's requests, 申请中 first (oldest first: the
 * queue), and one request with its orders, title and amounts. Issuing and rejecting go through ./staff.ts (the
 * invoice state machine); this file reads, and refuses an invoice number already used by another issued invoice.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invoiceOrders, invoices, orders, refunds, users, type InvoiceStatus } from '@/lib/db/schema';
import { OUTER_ORDER_ID, refundedFenSql } from '@/lib/db/refund-sums';
import { fenToYuan, toFen } from '@/lib/domain/commerce/orders';
import { AppError } from '@/lib/kernel/errors';
import { escapeLike } from '@/lib/domain/catalog/products';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { taxNumberError } from '@/lib/domain/accounts/profile';
import { invoiceCore } from '../request';
import { invoiceStatusLabel, machineOf } from '../machine';
import type { StaffInvoiceRow, StaffInvoiceFilter, StaffInvoiceDetail } from '../types';

export const STAFF_INVOICE_FILTERS = {
  applying: { label: '申请中', statuses: ['applying'] },
  issued: { label: '已开票', statuses: ['issued'] },
  rejected: { label: '已驳回', statuses: ['rejected'] },
  cancelled: { label: '已撤销', statuses: ['cancelled'] },
  all: { label: '全部', statuses: null },
} as const satisfies Record<string, { label: string; statuses: readonly InvoiceStatus[] | null }>;

export const invoiceFileUrl = (fid: number) => `/console/api/invoices/file/${fid}`;

const orderCount = sql<number>`(select count(*)::int from ${invoiceOrders} io where io.invoice_id = ${sql.raw('"invoices"."id"')})`;

function toRow(r: typeof invoices.$inferSelect & { buyerMobile: string | null; orderCount: number }): StaffInvoiceRow {
  return { ...invoiceCore(r), buyerMobile: r.buyerMobile, orderCount: Number(r.orderCount) };
}

/** Requests of a filter (kw: request number, invoice number, title or buyer mobile), 申请中 first. */
export async function staffListInvoices(
  db: Db,
  opts: { filter?: StaffInvoiceFilter; kw?: string; limit: number; offset: number },
): Promise<{ list: StaffInvoiceRow[]; total: number }> {
  const statuses = STAFF_INVOICE_FILTERS[opts.filter ?? 'all'].statuses;
  const where: SQL[] = [];
  if (statuses) where.push(inArray(invoices.status, [...statuses]));
  const kw = opts.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(
      or(
        ilike(invoices.invoiceNo, p),
        ilike(invoices.invoiceNumber, p),
        ilike(users.mobile, p),
        sql`${invoices.title}->>'title' ilike ${p}`,
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const rows = await db
    .select({ inv: invoices, buyerMobile: users.mobile, orderCount })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(cond)
    .orderBy(
      asc(sql`case when ${invoices.status} = 'applying' then 0 else 1 end`),
      sql`case when ${invoices.status} = 'applying' then ${invoices.createdAt} end asc`,
      desc(invoices.createdAt),
      desc(invoices.id),
    )
    .limit(opts.limit)
    .offset(opts.offset);
  const [n] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(cond);
  return {
    list: rows.map((r) => toRow({ ...r.inv, buyerMobile: r.buyerMobile, orderCount: r.orderCount })),
    total: Number(n?.n ?? 0),
  };
}

export async function staffInvoiceDetail(db: Db, id: number): Promise<StaffInvoiceDetail> {
  const [r] = await db
    .select({ inv: invoices, buyerMobile: users.mobile, orderCount })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(eq(invoices.id, id))
    .limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.invoiceNotFound, 'NOT_FOUND');
  const inv = r.inv;
  const os = await db
    .select({
      orderNo: orders.orderNo,
      payAmount: orders.payAmount,
      refundedFen: refundedFenSql(OUTER_ORDER_ID),
      status: orders.status,
      completedAt: orders.completedAt,
      active: invoiceOrders.active,
    })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .where(eq(invoiceOrders.invoiceId, inv.id))
    .orderBy(invoiceOrders.id);
  const [original] = inv.originalInvoiceId
    ? await db
        .select({
          id: invoices.id,
          invoiceNo: invoices.invoiceNo,
          invoiceNumber: invoices.invoiceNumber,
          amount: invoices.amount,
        })
        .from(invoices)
        .where(eq(invoices.id, inv.originalInvoiceId))
        .limit(1)
    : [];
  const [refund] = inv.refundId
    ? await db
        .select({ id: refunds.id, refundNo: refunds.refundNo, orderNo: orders.orderNo, amountFen: refunds.amountFen })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(eq(refunds.id, inv.refundId))
        .limit(1)
    : [];
  const credits = await db
    .select({ id: invoices.id, invoiceNo: invoices.invoiceNo, amount: invoices.amount, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.originalInvoiceId, inv.id))
    .orderBy(invoices.id);
  const t = inv.title;
  const s = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  return {
    ...toRow({ ...inv, buyerMobile: r.buyerMobile, orderCount: r.orderCount }),
    userId: inv.userId,
    titleInfo: {
      title: String(t.title ?? ''),
      taxNo: s(t.taxNo),
      taxNoProblem: taxNumberError(s(t.taxNo)),
      bankName: s(t.bankName),
      bankAccount: s(t.bankAccount),
      regAddress: s(t.regAddress),
      regPhone: s(t.regPhone),
    },
    email: inv.email,
    rejectReason: inv.rejectReason,
    pdfUrl: inv.pdfUploadId ? invoiceFileUrl(inv.pdfUploadId) : null,
    orders: os.map(({ refundedFen, ...o }) => ({
      ...o,
      refundedAmount: fenToYuan(refundedFen),
      invoiceableAmount: fenToYuan(toFen(o.payAmount) - refundedFen),
      completedAt: o.completedAt?.toISOString() ?? null,
    })),
    actions: machineOf(inv.kind).allowedEvents(inv.status, 'staff'),
    original: original ?? null,
    refund: refund ?? null,
    credits: credits.map((c) => ({
      id: c.id,
      invoiceNo: c.invoiceNo,
      amount: c.amount,
      statusLabel: invoiceStatusLabel('red', c.status),
    })),
  };
}

export async function invoiceNoOf(db: Db, id: number): Promise<string> {
  const [r] = await db.select({ no: invoices.invoiceNo }).from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!r) throw new AppError(CONSOLE_SERVICE_MSG.invoiceNotFound, 'NOT_FOUND');
  return r.no;
}

/** Refuses a tax-office number that another issued invoice already carries (a typing slip would send the wrong PDF). */
export async function assertInvoiceNumberFree(db: Db, id: number, invoiceNumber: string): Promise<void> {
  const [dup] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.invoiceNumber, invoiceNumber), eq(invoices.status, 'issued'), ne(invoices.id, id)))
    .limit(1);
  if (dup) throw new AppError(CONSOLE_SERVICE_MSG.invoiceNumberTaken(invoiceNumber), 'NUMBER_TAKEN');
}

/** Whether an upload is an issued invoice's PDF. */
export async function isInvoiceFile(db: Db, fid: number): Promise<boolean> {
  const [r] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.pdfUploadId, fid)).limit(1);
  return !!r;
}
