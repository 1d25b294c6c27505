/**
 * Staff's side of invoices (console issue; `npm run staff -- invoice-…` until then): issue with the tax office's
 * number and the PDF (checked by its bytes, stored private to the buyer), or reject with the reason the buyer sees.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { invoices } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { INVOICE_MSG } from '@/lib/config/messages';
import { checkFile, storeUpload } from '@/lib/domain/operations/uploads';
import { transitionInvoice } from './machine';
import { withTransaction } from '@/lib/db/tx';

async function byNo(db: Db, invoiceNo: string) {
  const [r] = await db
    .select({ id: invoices.id, userId: invoices.userId })
    .from(invoices)
    .where(eq(invoices.invoiceNo, invoiceNo))
    .limit(1);
  if (!r) throw new AppError(INVOICE_MSG.notFound, 'NOT_FOUND');
  return r;
}

export async function issueInvoice(
  db: Db,
  invoiceNo: string,
  invoiceNumber: string,
  pdf: Blob,
  staffId?: number | null,
) {
  if (!invoiceNumber.trim()) throw new AppError(INVOICE_MSG.numberRequired, 'NUMBER_REQUIRED');
  const inv = await byNo(db, invoiceNo);
  const file = await checkFile(pdf, 'invoice_pdf');
  return withTransaction(db, async (tx) => {
    // The PDF belongs to the buyer (private uploads are served to their owner only).
    const up = await storeUpload(tx, inv.userId, 'invoice_pdf', file);
    return transitionInvoice(tx, inv.id, 'issue', {
      actor: 'staff',
      actorUserId: staffId ?? null,
      set: { invoiceNumber: invoiceNumber.trim(), pdfUploadId: up.fid, issuedAt: new Date() },
    });
  });
}

export async function rejectInvoice(db: Db, invoiceNo: string, reason: string, staffId?: number | null) {
  if (!reason.trim()) throw new AppError(INVOICE_MSG.rejectReasonRequired, 'REASON_REQUIRED');
  const inv = await byNo(db, invoiceNo);
  return transitionInvoice(db, inv.id, 'reject', {
    actor: 'staff',
    actorUserId: staffId ?? null,
    set: { rejectReason: reason.trim() },
  });
}

/**
 * A one-page PDF that says what it is: a development stand-in for the tax office's PDF when staff issue an invoice
 * on the demo without a file (`npm run staff -- invoice-issue <no> <number>`). ASCII text only (no embedded font).
 */
export function demoInvoicePdf(lines: string[]): Uint8Array<ArrayBuffer> {
  const esc = (t: string) => t.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const text = lines.map((l, i) => `BT /F1 14 Tf 72 ${760 - i * 24} Td (${esc(l)}) Tj ET`).join('\n');
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objs.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}
