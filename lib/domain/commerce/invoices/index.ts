/**
 * lib/domain/commerce/invoices: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { INVOICE_STATUS_LABELS, invoiceTypeLabel } from './machine';
export { invoiceOnRefund } from './refunds';
export { cancelInvoice, invoiceableOrders, listInvoices, requestInvoice } from './request';
export { demoInvoicePdf, issueInvoice, rejectInvoice } from './staff';
export {
  STAFF_INVOICE_FILTERS,
  assertInvoiceNumberFree,
  invoiceNoOf,
  isInvoiceFile,
  staffInvoiceDetail,
  staffListInvoices,
} from './staff/queries';
export type { InvoiceableOrder, InvoiceRow, StaffInvoiceDetail, StaffInvoiceFilter, StaffInvoiceRow } from './types';
