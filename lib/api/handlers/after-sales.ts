import 'server-only';
import { type HandlerMap, uid } from '../context';
import { afterSaleEndpoints } from '../endpoints/after-sales';
import { applyAfterSale, claimableOrder } from '@/lib/domain/after-sale/claims';
import { afterSaleDetail, listAfterSales } from '@/lib/domain/after-sale/claims';
import { cancelAfterSale, returnGoods } from '@/lib/domain/after-sale/claims';

export const afterSaleHandlers: HandlerMap<typeof afterSaleEndpoints> = {
  'afterSale.claimable': (i, ctx) => claimableOrder(ctx.db, uid(ctx), i.orderNo),
  'afterSale.apply': ({ form, ...i }, ctx) => applyAfterSale(ctx.db, uid(ctx), i, form),
  'afterSale.list': (i, ctx) => listAfterSales(ctx.db, uid(ctx), i),
  'afterSale.detail': (i, ctx) => afterSaleDetail(ctx.db, uid(ctx), i),
  'afterSale.cancel': (i, ctx) => cancelAfterSale(ctx.db, uid(ctx), i.id),
  'afterSale.returnGoods': (i, ctx) => returnGoods(ctx.db, uid(ctx), i.id, i.carrier, i.trackingNo),
};
