/**
 * Invoices (发票, base /mall/shopping/order/api): the completed orders still to invoice, the request, the list with
 * the state, withdrawal. The buyer's own data only (auth 'user'); amounts are the orders' paid amounts, summed on the
 * server.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { INVOICE_MSG } from '@/lib/config/messages';
import type { InvoiceableOrder, InvoiceRow } from '@/lib/domain/commerce/invoices';

export type { InvoiceableOrder, InvoiceRow };

export const invoiceEndpoints = {
  /** GET invoice/orders: completed orders in no live invoice. */
  'invoice.orders': endpoint<InvoiceableOrder[]>()({
    service: 'order',
    method: 'GET',
    path: 'invoice/orders',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST invoice/apply {orderNos, titleId, email}: one invoice for these orders (type from the title). */
  'invoice.apply': endpoint<{ id: number; invoiceNo: string; amount: number; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'invoice/apply',
    auth: 'user',
    input: z.object({
      orderNos: z
        .array(z.string().trim().min(1).max(40), { error: INVOICE_MSG.ordersRequired })
        .min(1, INVOICE_MSG.ordersRequired)
        .max(100, INVOICE_MSG.ordersRequired),
      titleId: zId.optional().refine((v) => v !== undefined, INVOICE_MSG.titleRequired),
      email: z
        .email(INVOICE_MSG.emailInvalid)
        .max(120, INVOICE_MSG.emailInvalid)
        .optional()
        .nullable()
        .or(z.literal('')),
    }),
  }),
  /** GET invoice/list: the buyer's invoice requests, newest first. */
  'invoice.list': endpoint<InvoiceRow[]>()({
    service: 'order',
    method: 'GET',
    path: 'invoice/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST invoice/cancel/{id}: withdraws a request that waits (its orders can be invoiced again). */
  'invoice.cancel': endpoint<{ id: number; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'invoice/cancel/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
};
