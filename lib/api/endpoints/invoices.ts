/** Invoices for completed orders (issue 13). */
export const invoiceEndpoints = {};
