/**
 * Staff stand-in commands for invoices from a shell (the operations console does the same), through `npm run staff -- …`:
 *
 *   npm run staff -- invoices [status]                               requests of a status (default 申请中 applying)
 *   npm run staff -- invoice-issue <invoiceNo> <number> [file.pdf]   已开票 with the number and the PDF; without a file, a
 *                                                                    PDF that says it is a demo stand-in (a red-letter
 *                                                                    invoice 红字发票 is issued the same way)
 *   npm run staff -- invoice-reject <invoiceNo> <reason…>            已驳回 (the orders can be invoiced again)
 */
import fs from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import { INVOICE_STATUSES, invoices, type InvoiceStatus } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { INVOICE_STATUS_LABELS, invoiceTypeLabel } from '../../lib/domain/commerce/invoices';
import { demoInvoicePdf, issueInvoice, rejectInvoice } from '../../lib/domain/commerce/invoices';

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`missing ${what}`);
  return v;
};
const moved = (r: { invoiceNo: string; from: InvoiceStatus; to: InvoiceStatus }) =>
  `✓ ${r.invoiceNo}: ${INVOICE_STATUS_LABELS[r.from]} → ${INVOICE_STATUS_LABELS[r.to]}`;

export const invoiceStaffCommands: Record<string, StaffCommand> = {
  invoices: {
    usage: 'invoices [status] — 某状态的发票申请（默认申请中）/ invoice requests of a status (default applying)',
    run: async (db, args, log = console.log) => {
      const status = (args[0] ?? 'applying') as InvoiceStatus;
      if (!INVOICE_STATUSES.includes(status)) throw new Error(`status is one of ${INVOICE_STATUSES.join(', ')}`);
      const rows = await db
        .select()
        .from(invoices)
        .where(eq(invoices.status, status))
        .orderBy(desc(invoices.createdAt))
        .limit(100);
      if (rows.length === 0) log(`没有${INVOICE_STATUS_LABELS[status]}的发票 / no ${status} invoices`);
      for (const r of rows)
        log(
          `${r.invoiceNo}  ${invoiceTypeLabel(r.kind, r.type)}  ${String(r.title.title ?? '')}  ¥${r.amount.toFixed(2)}  user ${r.userId}`,
        );
    },
  },
  'invoice-issue': {
    usage: 'invoice-issue <invoiceNo> <number> [file.pdf] — 开票（附发票号码与 PDF）/ issue with number and PDF',
    run: async (db, args, log = console.log) => {
      const no = need(args[0], 'invoiceNo');
      const number = need(args[1], 'invoice number');
      const bytes = args[2]
        ? new Uint8Array(fs.readFileSync(args[2]))
        : demoInvoicePdf([`DEMO INVOICE (development stand-in)`, `Request ${no}`, `Invoice number ${number}`]);
      log(
        moved(
          await issueInvoice(db, no, number, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' })),
        ),
      );
    },
  },
  'invoice-reject': {
    usage: 'invoice-reject <invoiceNo> <reason…> — 驳回发票申请 / reject with a reason',
    run: async (db, args, log = console.log) =>
      log(moved(await rejectInvoice(db, need(args[0], 'invoiceNo'), args.slice(1).join(' ')))),
  },
};
