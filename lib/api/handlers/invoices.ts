import 'server-only';
import type { Ctx, HandlerMap } from '../context';
import { invoiceEndpoints } from '../endpoints/invoices';
import { SessionError } from '../errors';
import { cancelInvoice, invoiceableOrders, listInvoices, requestInvoice } from '@/lib/domain/invoices/request';

const uid = (ctx: Ctx): number => {
  if (!ctx.user) throw new SessionError();
  return ctx.user.id;
};

export const invoiceHandlers: HandlerMap<typeof invoiceEndpoints> = {
  'invoice.orders': (_i, ctx) => invoiceableOrders(ctx.db, uid(ctx)),
  'invoice.apply': (i, ctx) => requestInvoice(ctx.db, uid(ctx), { orderNos: i.orderNos, titleId: i.titleId!, email: i.email || null }),
  'invoice.list': (_i, ctx) => listInvoices(ctx.db, uid(ctx)),
  'invoice.cancel': (i, ctx) => cancelInvoice(ctx.db, uid(ctx), i.id),
};
