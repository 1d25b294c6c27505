/**
 * What a refund does to the order's invoice (called by lib/domain/after-sale/refunds in the refund's transaction, after the
 * refund row is written). The invoiceable amount of an order is what was paid minus what was refunded:
 *
 * - no live invoice: nothing to do — a later request covers only the rest (./request.ts reads the refunds);
 * - an invoice still 申请中: its amount is recomputed from its orders (paid − refunded), so finance never issues the
 *   refunded part;
 * - an issued invoice: a red-letter invoice (红字发票, kind 'red') of the refund's amount against it, 申请中 until
 *   finance issue it (number + PDF) in the console; the buyer sees both documents. One per refund.
 *
 * The invoice row is locked first, so a refund and finance issuing the invoice at the same moment are serialised:
 * either the amount is reduced before issuing, or the red-letter invoice follows it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invoiceOrders, invoices, orders } from '@/lib/db/schema';
import { refundedFenSql } from '@/lib/db/refund-sums';
import { fenToYuan } from '@/lib/domain/commerce/orders';
import { docNo } from '@/lib/kernel/doc-no';

export type InvoiceRefundEffect =
  | { kind: 'none' }
  | { kind: 'adjusted'; invoiceNo: string; amountFen: number }
  | { kind: 'red'; invoiceNo: string; originalInvoiceNo: string };

/** SQL: Σ (paid − refunded) in fen over the live orders of an invoice. */
export const invoiceNetFenSql = (invoiceId: number) =>
  sql<number>`(select coalesce(sum(round(o.pay_amount * 100) - ${refundedFenSql(sql`o.id`)}), 0) from ${invoiceOrders} io join ${orders} o on o.id = io.order_id where io.invoice_id = ${invoiceId} and io.active)::bigint`.mapWith(
    Number,
  );

export async function invoiceOnRefund(
  tx: Db,
  r: { orderId: number; refundId: number; amountFen: number },
): Promise<InvoiceRefundEffect> {
  const [live] = await tx
    .select({ id: invoices.id })
    .from(invoiceOrders)
    .innerJoin(invoices, eq(invoices.id, invoiceOrders.invoiceId))
    .where(and(eq(invoiceOrders.orderId, r.orderId), eq(invoiceOrders.active, true), eq(invoices.kind, 'blue')))
    .limit(1);
  if (!live) return { kind: 'none' };
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, live.id)).for('update');
  if (!inv) return { kind: 'none' };
  if (inv.status === 'applying') {
    const [n] = await tx
      .select({ fen: invoiceNetFenSql(inv.id) })
      .from(invoices)
      .where(eq(invoices.id, inv.id));
    const fen = Math.max(0, Number(n?.fen ?? 0));
    await tx
      .update(invoices)
      .set({ amount: fenToYuan(fen), updatedAt: new Date() })
      .where(eq(invoices.id, inv.id));
    return { kind: 'adjusted', invoiceNo: inv.invoiceNo, amountFen: fen };
  }
  if (inv.status !== 'issued') return { kind: 'none' };
  const invoiceNo = docNo('IV');
  const made = await tx
    .insert(invoices)
    .values({
      invoiceNo,
      userId: inv.userId,
      type: inv.type,
      title: inv.title,
      amount: fenToYuan(r.amountFen),
      email: inv.email,
      status: 'applying',
      kind: 'red',
      originalInvoiceId: inv.id,
      refundId: r.refundId,
    })
    .onConflictDoNothing()
    .returning({ invoiceNo: invoices.invoiceNo });
  return made[0] ? { kind: 'red', invoiceNo: made[0].invoiceNo, originalInvoiceNo: inv.invoiceNo } : { kind: 'none' };
}
