import 'server-only';
import { type HandlerMap, uid } from '../context';
import { paged } from '../context';
import { orderEndpoints } from '../endpoints/orders';
import { placeOrder, previewSettlement, type SettlementSource } from '@/lib/domain/commerce/orders';
import { listOrders, orderCounts, orderDetail } from '@/lib/domain/commerce/orders';
import { buyAgain, cancelOrder, confirmReceipt } from '@/lib/domain/commerce/orders';
import { listCustomRequests } from '@/lib/domain/commerce/orders';

const sourceOf = (i: {
  source: 'cart' | 'inquiry' | 'custom';
  inquiryId?: number;
  customId?: number;
}): SettlementSource =>
  i.source === 'inquiry' && i.inquiryId !== undefined
    ? { source: 'inquiry', inquiryId: i.inquiryId }
    : i.source === 'custom' && i.customId !== undefined
      ? { source: 'custom', customId: i.customId }
      : { source: 'cart' };

export const orderHandlers: HandlerMap<typeof orderEndpoints> = {
  'order.settlementPreview': (i, ctx) => previewSettlement(ctx.db, uid(ctx), sourceOf(i)),
  'order.submit': (i, ctx) =>
    placeOrder(ctx.db, uid(ctx), {
      ...sourceOf(i),
      idempotencyKey: i.idempotencyKey,
      addressId: i.addressId!,
      invoice: { type: i.invoice.type as 0 | 1 | 2, titleId: i.invoice.titleId ?? null },
      remark: i.remark,
      poNumber: i.poNumber,
    }),
  'order.list': async (i, ctx) => {
    const r = await listOrders(ctx.db, uid(ctx), {
      status: i.status,
      keyword: i.keyword,
      offset: ctx.paging.offset,
      limit: ctx.paging.pageSize,
    });
    return paged(r.rows, r.total);
  },
  'order.counts': (_i, ctx) => orderCounts(ctx.db, uid(ctx)),
  'order.detail': (i, ctx) => orderDetail(ctx.db, uid(ctx), { id: i.id, orderNo: i.orderNo }),
  'order.cancel': (i, ctx) => cancelOrder(ctx.db, uid(ctx), i.id, i.reason),
  'order.confirmReceipt': (i, ctx) => confirmReceipt(ctx.db, uid(ctx), i.id),
  'order.buyAgain': (i, ctx) => buyAgain(ctx.db, uid(ctx), i.id),
  'order.customList': (_i, ctx) => listCustomRequests(ctx.db, uid(ctx)),
};
