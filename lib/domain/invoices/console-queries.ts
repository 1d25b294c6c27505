/**
 * Staff's view of invoice requests (operations console): every buyer's requests, 申请中 first (oldest first: the
 * queue), and one request with its orders, title and amounts. Issuing and rejecting go through ./staff.ts (the
 * invoice state machine); this file reads, and refuses an invoice number already used by another issued invoice.
 */
import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invoiceOrders, invoices, orders, users, type InvoiceStatus } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { escapeLike } from '@/lib/domain/catalog/brands';
import { CONSOLE_SERVICE_MSG } from '@/lib/config/messages';
import { taxNumberError } from '@/lib/domain/profile/validate';
import type { InvoiceRow } from './request';
import { INVOICE_STATUS_LABELS, INVOICE_TYPE_LABELS, invoiceMachine, type InvoiceEvent } from './machine';

export const STAFF_INVOICE_FILTERS = {
  applying: { label: '申请中', statuses: ['applying'] },
  issued: { label: '已开票', statuses: ['issued'] },
  rejected: { label: '已驳回', statuses: ['rejected'] },
  cancelled: { label: '已撤销', statuses: ['cancelled'] },
  all: { label: '全部', statuses: null },
} as const satisfies Record<string, { label: string; statuses: readonly InvoiceStatus[] | null }>;
export type StaffInvoiceFilter = keyof typeof STAFF_INVOICE_FILTERS;

/** The buyer's row's columns (./request.ts) plus the buyer and the number of orders. */
export type StaffInvoiceRow = Pick<InvoiceRow, 'id' | 'invoiceNo' | 'type' | 'typeLabel' | 'title' | 'amount' | 'status' | 'statusLabel' | 'invoiceNumber' | 'createdAt' | 'issuedAt'> & {
  buyerMobile: string | null;
  orderCount: number;
};

export type StaffInvoiceDetail = StaffInvoiceRow & Pick<InvoiceRow, 'email' | 'rejectReason' | 'pdfUrl'> & {
  userId: number;
  titleInfo: {
    title: string;
    taxNo: string | null;
    /** What is wrong with the tax number (its check character, say), for the staff who issue the invoice; null when right. */
    taxNoProblem: string | null;
    bankName: string | null;
    bankAccount: string | null;
    regAddress: string | null;
    regPhone: string | null;
  };
  orders: { orderNo: string; payAmount: number; status: string; completedAt: string | null; active: boolean }[];
  actions: InvoiceEvent[];
};

export const invoiceFileUrl = (fid: number) => `/console/api/invoices/file/${fid}`;

const orderCount = sql<number>`(select count(*)::int from ${invoiceOrders} io where io.invoice_id = ${sql.raw('"invoices"."id"')})`;

function toRow(r: typeof invoices.$inferSelect & { buyerMobile: string | null; orderCount: number }): StaffInvoiceRow {
  return {
    id: r.id,
    invoiceNo: r.invoiceNo,
    type: r.type,
    typeLabel: INVOICE_TYPE_LABELS[r.type] ?? '',
    title: String(r.title.title ?? ''),
    amount: r.amount,
    status: r.status,
    statusLabel: INVOICE_STATUS_LABELS[r.status],
    invoiceNumber: r.invoiceNumber,
    buyerMobile: r.buyerMobile,
    orderCount: Number(r.orderCount),
    createdAt: r.createdAt.toISOString(),
    issuedAt: r.issuedAt?.toISOString() ?? null,
  };
}

/** Requests of a filter (kw: request number, invoice number, title or buyer mobile), 申请中 first. */
export async function staffListInvoices(db: Db, opts: { filter?: StaffInvoiceFilter; kw?: string; limit: number; offset: number }): Promise<{ list: StaffInvoiceRow[]; total: number }> {
  const statuses = STAFF_INVOICE_FILTERS[opts.filter ?? 'all'].statuses;
  const where: SQL[] = [];
  if (statuses) where.push(inArray(invoices.status, [...statuses]));
  const kw = opts.kw?.trim();
  if (kw) {
    const p = `%${escapeLike(kw)}%`;
    where.push(or(ilike(invoices.invoiceNo, p), ilike(invoices.invoiceNumber, p), ilike(users.mobile, p), sql`${invoices.title}->>'title' ilike ${p}`)!);
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
  const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(cond);
  return { list: rows.map((r) => toRow({ ...r.inv, buyerMobile: r.buyerMobile, orderCount: r.orderCount })), total: Number(n?.n ?? 0) };
}

export async function staffInvoiceDetail(db: Db, id: number): Promise<StaffInvoiceDetail> {
  const [r] = await db.select({ inv: invoices, buyerMobile: users.mobile, orderCount }).from(invoices).innerJoin(users, eq(users.id, invoices.userId)).where(eq(invoices.id, id)).limit(1);
  if (!r) throw new ApiError(CONSOLE_SERVICE_MSG.invoiceNotFound, 'NOT_FOUND');
  const inv = r.inv;
  const os = await db
    .select({ orderNo: orders.orderNo, payAmount: orders.payAmount, status: orders.status, completedAt: orders.completedAt, active: invoiceOrders.active })
    .from(invoiceOrders)
    .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
    .where(eq(invoiceOrders.invoiceId, inv.id))
    .orderBy(invoiceOrders.id);
  const t = inv.title;
  const s = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
  return {
    ...toRow({ ...inv, buyerMobile: r.buyerMobile, orderCount: r.orderCount }),
    userId: inv.userId,
    titleInfo: { title: String(t.title ?? ''), taxNo: s(t.taxNo), taxNoProblem: taxNumberError(s(t.taxNo)), bankName: s(t.bankName), bankAccount: s(t.bankAccount), regAddress: s(t.regAddress), regPhone: s(t.regPhone) },
    email: inv.email,
    rejectReason: inv.rejectReason,
    pdfUrl: inv.pdfUploadId ? invoiceFileUrl(inv.pdfUploadId) : null,
    orders: os.map((o) => ({ ...o, completedAt: o.completedAt?.toISOString() ?? null })),
    actions: invoiceMachine.allowedEvents(inv.status, 'staff'),
  };
}

export async function invoiceNoOf(db: Db, id: number): Promise<string> {
  const [r] = await db.select({ no: invoices.invoiceNo }).from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!r) throw new ApiError(CONSOLE_SERVICE_MSG.invoiceNotFound, 'NOT_FOUND');
  return r.no;
}

/** Refuses a tax-office number that another issued invoice already carries (a typing slip would send the wrong PDF). */
export async function assertInvoiceNumberFree(db: Db, id: number, invoiceNumber: string): Promise<void> {
  const [dup] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.invoiceNumber, invoiceNumber), eq(invoices.status, 'issued'), ne(invoices.id, id)))
    .limit(1);
  if (dup) throw new ApiError(CONSOLE_SERVICE_MSG.invoiceNumberTaken(invoiceNumber), 'NUMBER_TAKEN');
}

/** Whether an upload is an issued invoice's PDF. */
export async function isInvoiceFile(db: Db, fid: number): Promise<boolean> {
  const [r] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.pdfUploadId, fid)).limit(1);
  return !!r;
}
