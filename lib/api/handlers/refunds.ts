import 'server-only';
import { type HandlerMap, paged, uid } from '../context';
import { refundEndpoints } from '../endpoints/refunds';
import { buyerRefundDetail, listBuyerRefunds } from '@/lib/domain/after-sale/refunds';

export const refundHandlers: HandlerMap<typeof refundEndpoints> = {
  'refund.list': async (_i, ctx) => {
    const r = await listBuyerRefunds(ctx.db, uid(ctx), { pageNo: ctx.paging.pageNo, pageSize: ctx.paging.pageSize });
    return paged(r.list, r.total);
  },
  'refund.detail': (i, ctx) => buyerRefundDetail(ctx.db, uid(ctx), i.refundNo),
};
