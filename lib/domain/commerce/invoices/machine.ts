/**
 * The invoice (发票) state machine: the ONE place that decides an invoice request's status changes.
 *
 *   (request, buyer) ──> applying 申请中 ──issue (staff: number + PDF)──> issued 已开票
 *                          ├──reject (staff, with a reason)──> rejected 已驳回
 *                          └──cancel (buyer)─────────────────> cancelled 已撤销
 *
 * An invoice that ends rejected or withdrawn lets go of its orders (invoice_orders.active = false) in the same
 * transaction, so they can be invoiced again; an issued one keeps them for good (an order is invoiced once).
 *
 * A red-letter invoice (红字发票, kind 'red', made by a refund of an invoiced order: ./refunds.ts) has its own table:
 *   (refund) ──> applying 待开具 ──issue (staff: number + PDF)──> issued 已开具
 * It cannot be rejected or withdrawn: once the original is issued, the refunded part must be credited.
 * Issuing an invoice whose amount is zero (its orders were refunded in full while it waited) is refused.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invoiceOrders, invoices, type InvoiceKind, type InvoiceStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { INVOICE_MSG } from '@/lib/config/messages';
import { machine } from '@/lib/kernel/state-machine';
import { toFen } from '@/lib/domain/commerce/orders';
import { withTransaction } from '@/lib/db/tx';

export type InvoiceEvent = 'issue' | 'reject' | 'cancel';
export type InvoiceActor = 'buyer' | 'staff';

export const invoiceMachine = machine<InvoiceStatus, InvoiceEvent, InvoiceActor>({
  issue: [{ from: ['applying'], to: 'issued', actors: ['staff'] }],
  reject: [{ from: ['applying'], to: 'rejected', actors: ['staff'] }],
  cancel: [{ from: ['applying'], to: 'cancelled', actors: ['buyer'] }],
});

export const redInvoiceMachine = machine<InvoiceStatus, InvoiceEvent, InvoiceActor>({
  issue: [{ from: ['applying'], to: 'issued', actors: ['staff'] }],
  reject: [],
  cancel: [],
});

export const machineOf = (kind: InvoiceKind) => (kind === 'red' ? redInvoiceMachine : invoiceMachine);

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  applying: '申请中',
  issued: '已开票',
  rejected: '已驳回',
  cancelled: '已撤销',
};

const RED_STATUS_LABELS: Partial<Record<InvoiceStatus, string>> = { applying: '待开具', issued: '已开具' };

export const invoiceStatusLabel = (kind: InvoiceKind, status: InvoiceStatus): string =>
  kind === 'red' ? (RED_STATUS_LABELS[status] ?? INVOICE_STATUS_LABELS[status]) : INVOICE_STATUS_LABELS[status];

/** 普通发票 / 增值税专用发票, or 红字… for a red-letter one. */
export const invoiceTypeLabel = (kind: InvoiceKind, type: number): string =>
  `${kind === 'red' ? '红字' : ''}${INVOICE_TYPE_LABELS[type] ?? ''}`;

const EVENT_LABELS: Record<InvoiceEvent, string> = { issue: '开票', reject: '驳回', cancel: '撤销' };

export const INVOICE_TYPE_LABELS: Record<number, string> = { 1: '普通发票', 2: '增值税专用发票' };

export type InvoiceTransitionOpts = {
  actor: InvoiceActor;
  actorUserId?: number | null;
  set?: Partial<Pick<typeof invoices.$inferInsert, 'invoiceNumber' | 'pdfUploadId' | 'rejectReason' | 'issuedAt'>>;
};

export async function transitionInvoice(
  db: Db,
  id: number,
  event: InvoiceEvent,
  opts: InvoiceTransitionOpts,
): Promise<{ id: number; invoiceNo: string; userId: number; from: InvoiceStatus; to: InvoiceStatus }> {
  return withTransaction(db, async (tx) => {
    const [inv] = await tx
      .select({
        id: invoices.id,
        invoiceNo: invoices.invoiceNo,
        userId: invoices.userId,
        status: invoices.status,
        kind: invoices.kind,
        amount: invoices.amount,
      })
      .from(invoices)
      .where(eq(invoices.id, id))
      .for('update');
    if (!inv || (opts.actor === 'buyer' && inv.userId !== opts.actorUserId))
      throw new AppError(INVOICE_MSG.notFound, 'NOT_FOUND');
    const to = machineOf(inv.kind).nextStatus(inv.status, event, opts.actor);
    if (!to)
      throw new AppError(
        INVOICE_MSG.illegal(invoiceStatusLabel(inv.kind, inv.status), EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    if (event === 'issue' && toFen(inv.amount) <= 0) throw new AppError(INVOICE_MSG.zeroAmount, 'ZERO_AMOUNT');
    await tx
      .update(invoices)
      .set({ ...(opts.set ?? {}), status: to, updatedAt: new Date() })
      .where(eq(invoices.id, inv.id));
    if (to === 'rejected' || to === 'cancelled')
      await tx.update(invoiceOrders).set({ active: false }).where(eq(invoiceOrders.invoiceId, inv.id));
    return { id: inv.id, invoiceNo: inv.invoiceNo, userId: inv.userId, from: inv.status, to };
  });
}
