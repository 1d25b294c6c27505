/**
 * Invoices for completed orders: the orders a buyer can still invoice, requesting one invoice for one or several of
 * them (ordinary or VAT special, with one of the buyer's invoice titles, copied as it is now), the list with the
 * state (申请中 / 已开票 with number and PDF / 已驳回 with the reason) and withdrawal. An order is in at most one live
 * invoice: checked under row locks, and guaranteed by the partial unique index invoice_orders_live_uq.
 * The invoiceable amount of an order is paid − refunded (lib/domain/after-sale/refunds): an order refunded in full has nothing
 * to invoice; a refund after the request reduces it (./refunds.ts), after issuing it gets a red-letter invoice.
 */
import { and, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { hasSqlState, type Db } from '@/lib/db/client';
import { invoiceOrders, invoiceTitles, invoices, orders, refunds } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { INVOICE_MSG } from '@/lib/config/messages';
import { fenToYuan, toFen } from '@/lib/domain/commerce/orders';
import { uploadUrl } from '@/lib/domain/operations/uploads';
import { sameOrgAs } from '@/lib/domain/accounts/org';
import { docNo } from '@/lib/kernel/doc-no';
import { OUTER_ORDER_ID, refundedFenSql } from '@/lib/db/refund-sums';
import { invoiceStatusLabel, invoiceTypeLabel, machineOf, transitionInvoice } from './machine';
import { withTransaction } from '@/lib/db/tx';
import type { InvoiceableOrder, InvoiceRow } from './types';

/** No live invoice holds the order (the outer column is named: drizzle renders a bare "id" in a one-table select). */
const noLiveInvoice = notExists(
  sql`(select 1 from ${invoiceOrders} io where io.order_id = ${sql.raw('"orders"."id"')} and io.active)`,
);

/** The buyer's completed orders that are in no live invoice, newest first. */
export async function invoiceableOrders(db: Db, userId: number): Promise<InvoiceableOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      payAmount: orders.payAmount,
      completedAt: orders.completedAt,
      lineCount: orders.lineCount,
      refundedFen: refundedFenSql(OUTER_ORDER_ID),
      firstLine: sql<
        string | null
      >`(select ol.name from order_lines ol where ol.order_id = ${sql.raw('"orders"."id"')} order by ol.id limit 1)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'completed'),
        noLiveInvoice,
        sql`round(${orders.payAmount} * 100) > ${refundedFenSql(OUTER_ORDER_ID)}`,
      ),
    )
    .orderBy(desc(orders.completedAt), desc(orders.id))
    .limit(200);
  return rows.map(({ refundedFen, ...r }) => ({
    ...r,
    refundedAmount: fenToYuan(refundedFen),
    invoiceableAmount: fenToYuan(toFen(r.payAmount) - refundedFen),
    completedAt: r.completedAt?.toISOString() ?? null,
  }));
}

export type InvoiceRequestInput = { orderNos: string[]; titleId: number; email?: string | null };

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown): boolean => hasSqlState(e, UNIQUE_VIOLATION);

export async function requestInvoice(
  db: Db,
  userId: number,
  input: InvoiceRequestInput,
): Promise<{ id: number; invoiceNo: string; amount: number; message: string }> {
  const orderNos = [...new Set(input.orderNos.map((s) => s.trim()).filter(Boolean))];
  if (orderNos.length === 0) throw new AppError(INVOICE_MSG.ordersRequired, 'ORDERS_REQUIRED');
  const [title] = await db
    .select()
    .from(invoiceTitles)
    .where(and(eq(invoiceTitles.id, input.titleId), sameOrgAs(invoiceTitles.userId, userId)))
    .limit(1);
  if (!title) throw new AppError(INVOICE_MSG.titleNotFound, 'TITLE_NOT_FOUND');
  if (title.type === 2 && !(title.taxNo && title.bankName && title.bankAccount && title.regAddress && title.regPhone))
    throw new AppError(INVOICE_MSG.specialNeedsTitle, 'TITLE_INCOMPLETE');

  try {
    return await withTransaction(db, async (tx) => {
      // The orders are locked: two requests for the same order at once cannot both pass the check below.
      const rows = await tx
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          status: orders.status,
          payAmount: orders.payAmount,
          refundedFen: refundedFenSql(OUTER_ORDER_ID),
        })
        .from(orders)
        .where(and(eq(orders.userId, userId), inArray(orders.orderNo, orderNos)))
        .orderBy(orders.id)
        .for('update');
      const missing = orderNos.find((no) => !rows.some((r) => r.orderNo === no));
      if (missing) throw new AppError(INVOICE_MSG.orderNotInvoiceable(missing), 'NOT_FOUND');
      const open = rows.find((r) => r.status !== 'completed');
      if (open) throw new AppError(INVOICE_MSG.orderNotInvoiceable(open.orderNo), 'NOT_INVOICEABLE');
      const taken = await tx
        .select({ orderId: invoiceOrders.orderId })
        .from(invoiceOrders)
        .where(
          and(
            inArray(
              invoiceOrders.orderId,
              rows.map((r) => r.id),
            ),
            eq(invoiceOrders.active, true),
          ),
        );
      const dup = rows.find((r) => taken.some((t) => t.orderId === r.id));
      if (dup) throw new AppError(INVOICE_MSG.orderInvoiced(dup.orderNo), 'ALREADY_INVOICED');
      // The order rows are locked: a refund of one of them (which locks its order) waits until this invoice exists,
      // and then reduces it (./refunds.ts).
      const net = rows.map((r) => ({ ...r, netFen: toFen(r.payAmount) - r.refundedFen }));
      const nothing = net.find((r) => r.netFen <= 0);
      if (nothing) throw new AppError(INVOICE_MSG.orderFullyRefunded(nothing.orderNo), 'FULLY_REFUNDED');

      const amount = fenToYuan(net.reduce((a, r) => a + r.netFen, 0));
      const invoiceNo = docNo('IV');
      const [inv] = await tx
        .insert(invoices)
        .values({
          invoiceNo,
          userId,
          type: title.type === 2 ? 2 : 1,
          title: {
            title: title.title,
            taxNo: title.taxNo,
            bankName: title.bankName,
            bankAccount: title.bankAccount,
            regAddress: title.regAddress,
            regPhone: title.regPhone,
          },
          amount,
          email: input.email?.trim() || null,
          status: 'applying',
        })
        .returning({ id: invoices.id });
      await tx.insert(invoiceOrders).values(rows.map((r) => ({ invoiceId: inv!.id, orderId: r.id, active: true })));
      return { id: inv!.id, invoiceNo, amount, message: INVOICE_MSG.submitted };
    });
  } catch (e) {
    // A concurrent request that won the race: the partial unique index refuses the second.
    if (isUniqueViolation(e)) throw new AppError(INVOICE_MSG.orderInvoiced(orderNos[0]!), 'ALREADY_INVOICED');
    throw e;
  }
}

/** The columns every view of an invoice shows (the buyer's list, the console's list and detail). */
export function invoiceCore(r: typeof invoices.$inferSelect) {
  return {
    id: r.id,
    invoiceNo: r.invoiceNo,
    type: r.type,
    typeLabel: invoiceTypeLabel(r.kind, r.type),
    title: String(r.title.title ?? ''),
    amount: r.amount,
    status: r.status,
    statusLabel: invoiceStatusLabel(r.kind, r.status),
    kind: r.kind,
    invoiceNumber: r.invoiceNumber,
    createdAt: r.createdAt.toISOString(),
    issuedAt: r.issuedAt?.toISOString() ?? null,
  };
}

export async function listInvoices(db: Db, userId: number): Promise<InvoiceRow[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(200);
  const ids = rows.map((r) => r.id);
  const links = rows.length
    ? await db
        .select({ invoiceId: invoiceOrders.invoiceId, orderNo: orders.orderNo })
        .from(invoiceOrders)
        .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
        .where(inArray(invoiceOrders.invoiceId, ids))
        .orderBy(invoiceOrders.id)
    : [];
  // A red-letter invoice's order and refund, and its original (which may be older than the 200 shown).
  const redIds = rows.filter((r) => r.kind === 'red' && r.refundId !== null).map((r) => r.refundId!);
  const refundLinks = redIds.length
    ? await db
        .select({ refundId: refunds.id, refundNo: refunds.refundNo, orderNo: orders.orderNo })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(inArray(refunds.id, redIds))
    : [];
  const originalIds = rows.filter((r) => r.originalInvoiceId !== null).map((r) => r.originalInvoiceId!);
  const originals = originalIds.length
    ? await db
        .select({ id: invoices.id, invoiceNo: invoices.invoiceNo, invoiceNumber: invoices.invoiceNumber })
        .from(invoices)
        .where(inArray(invoices.id, originalIds))
    : [];
  return rows.map((r) => {
    const refund = refundLinks.find((l) => l.refundId === r.refundId);
    const original = originals.find((o) => o.id === r.originalInvoiceId);
    return {
      ...invoiceCore(r),
      pdfUrl: r.pdfUploadId ? uploadUrl(r.pdfUploadId) : null,
      rejectReason: r.rejectReason,
      email: r.email,
      orderNos: refund ? [refund.orderNo] : links.filter((l) => l.invoiceId === r.id).map((l) => l.orderNo),
      canCancel: machineOf(r.kind).nextStatus(r.status, 'cancel', 'buyer') !== null,
      original: original ? { invoiceNo: original.invoiceNo, invoiceNumber: original.invoiceNumber } : null,
      refundNo: refund?.refundNo ?? null,
      credits: rows
        .filter((x) => x.originalInvoiceId === r.id)
        .map((x) => ({ invoiceNo: x.invoiceNo, amount: x.amount, statusLabel: invoiceStatusLabel(x.kind, x.status) })),
    };
  });
}

export async function cancelInvoice(db: Db, userId: number, id: number) {
  await transitionInvoice(db, id, 'cancel', { actor: 'buyer', actorUserId: userId });
  return { id, message: INVOICE_MSG.cancelled };
}
