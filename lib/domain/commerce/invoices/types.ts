/**
 * The invoices module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { InvoiceStatus, InvoiceKind } from '@/lib/db/schema';
import type { STAFF_INVOICE_FILTERS } from './staff/queries';
import type { InvoiceEvent } from './machine';

/** payAmount: what was paid; refundedAmount: refunded since; invoiceableAmount: the difference (yuan, from fen). */
export type InvoiceableOrder = {
  id: number;
  orderNo: string;
  payAmount: number;
  refundedAmount: number;
  invoiceableAmount: number;
  completedAt: string | null;
  firstLine: string | null;
  lineCount: number;
};

export type InvoiceRow = {
  id: number;
  invoiceNo: string;
  type: number;
  typeLabel: string;
  title: string;
  amount: number;
  status: InvoiceStatus;
  statusLabel: string;
  invoiceNumber: string | null;
  pdfUrl: string | null;
  rejectReason: string | null;
  email: string | null;
  orderNos: string[];
  canCancel: boolean;
  createdAt: string;
  issuedAt: string | null;
  /** 'red': a red-letter invoice (红字发票) crediting `original` for a refund; its amount is the credited sum. */
  kind: InvoiceKind;
  original: { invoiceNo: string; invoiceNumber: string | null } | null;
  refundNo: string | null;
  /** A blue invoice: the red-letter invoices against it (the buyer keeps both documents). */
  credits: { invoiceNo: string; amount: number; statusLabel: string }[];
};

export type StaffInvoiceFilter = keyof typeof STAFF_INVOICE_FILTERS;

/** The buyer's row's columns (./request.ts) plus the buyer and the number of orders. */
export type StaffInvoiceRow = Pick<
  InvoiceRow,
  | 'id'
  | 'invoiceNo'
  | 'type'
  | 'typeLabel'
  | 'title'
  | 'amount'
  | 'status'
  | 'statusLabel'
  | 'invoiceNumber'
  | 'createdAt'
  | 'issuedAt'
  | 'kind'
> & {
  buyerMobile: string | null;
  orderCount: number;
};

export type StaffInvoiceDetail = StaffInvoiceRow &
  Pick<InvoiceRow, 'email' | 'rejectReason' | 'pdfUrl'> & {
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
    /** refundedAmount: refunded on the order since it was paid (the invoice covers payAmount − refundedAmount). */
    orders: {
      orderNo: string;
      payAmount: number;
      refundedAmount: number;
      invoiceableAmount: number;
      status: string;
      completedAt: string | null;
      active: boolean;
    }[];
    actions: InvoiceEvent[];
    /** A red-letter invoice: the invoice it credits and the refund that made it. */
    original: { id: number; invoiceNo: string; invoiceNumber: string | null; amount: number } | null;
    refund: { id: number; refundNo: string; orderNo: string; amountFen: number } | null;
    /** A blue invoice: its red-letter invoices. */
    credits: { id: number; invoiceNo: string; amount: number; statusLabel: string }[];
  };
