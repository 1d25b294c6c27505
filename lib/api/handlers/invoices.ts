import 'server-only';
import { type HandlerMap, uid } from '../context';
import { invoiceEndpoints } from '../endpoints/invoices';
import { cancelInvoice, invoiceableOrders, listInvoices, requestInvoice } from '@/lib/domain/commerce/invoices';

export const invoiceHandlers: HandlerMap<typeof invoiceEndpoints> = {
  'invoice.orders': (_i, ctx) => invoiceableOrders(ctx.db, uid(ctx)),
  'invoice.apply': (i, ctx) =>
    requestInvoice(ctx.db, uid(ctx), { orderNos: i.orderNos, titleId: i.titleId!, email: i.email || null }),
  'invoice.list': (_i, ctx) => listInvoices(ctx.db, uid(ctx)),
  'invoice.cancel': (i, ctx) => cancelInvoice(ctx.db, uid(ctx), i.id),
};
