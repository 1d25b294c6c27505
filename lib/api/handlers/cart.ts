import 'server-only';
import { type HandlerMap, uid } from '../context';
import { cartEndpoints, type CartRow } from '../endpoints/cart';
import { ok } from '../envelope';
import { BUYER_MSG, S } from '@/lib/config/messages';
import {
  countLines,
  deleteLine,
  insertLine,
  listLines,
  syncLines,
  updateLine,
  type SkippedItem,
} from '@/lib/domain/commerce/cart';
import {
  countDemand,
  deleteDemand,
  insertDemand,
  listDemand,
  syncDemand,
  updateDemand,
} from '@/lib/domain/commerce/cart';

/** A success envelope carrying a message (删除成功, or which synchronised items were skipped). */
function okWithMessage<T>(data: T, message: string, messageCode = '', totalCount?: number): T {
  const env = { ...ok(data, totalCount), message, messageCode };
  // The router passes a Response through untouched; typed as the output so the handler map stays checked.
  return new Response(JSON.stringify(env), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  }) as unknown as T;
}

const synced = <T extends CartRow>(rows: T[], skipped: SkippedItem[]): T[] =>
  skipped.length ? okWithMessage(rows, BUYER_MSG.syncSkipped(skipped.length), 'SYNC_SKIPPED') : rows;

export const cartHandlers: HandlerMap<typeof cartEndpoints> = {
  'cart.list': (_i, ctx) => listLines(ctx.db, 'cart', uid(ctx)),
  'cart.insert': (i, ctx) =>
    insertLine(ctx.db, 'cart', uid(ctx), { skuId: i.skuId, productId: i.prodDetailId ?? i.productId, num: i.num }),
  'cart.delete': async (i, ctx) => {
    await deleteLine(ctx.db, 'cart', uid(ctx), i.carId);
    return okWithMessage(null, S.deleted);
  },
  'cart.total': async (_i, ctx) => {
    const n = await countLines(ctx.db, 'cart', uid(ctx));
    return okWithMessage(n, '', '', n);
  },
  'cart.update': (i, ctx) => updateLine(ctx.db, 'cart', uid(ctx), i),
  'cart.synchronize': async (i, ctx) => {
    const r = await syncLines(ctx.db, 'cart', uid(ctx), i.list);
    return synced(r.rows, r.skipped);
  },

  'basket.list': (_i, ctx) => listLines(ctx.db, 'basket', uid(ctx)),
  'basket.insert': (i, ctx) =>
    insertLine(ctx.db, 'basket', uid(ctx), { skuId: i.skuId, productId: i.prodDetailId ?? i.productId, num: i.num }),
  'basket.delete': async (i, ctx) => {
    await deleteLine(ctx.db, 'basket', uid(ctx), i.carId);
    return okWithMessage(null, S.deleted);
  },
  'basket.total': async (_i, ctx) => {
    const n = await countLines(ctx.db, 'basket', uid(ctx));
    return okWithMessage(n, '', '', n);
  },
  'basket.update': (i, ctx) => updateLine(ctx.db, 'basket', uid(ctx), i),
  'basket.synchronize': async (i, ctx) => {
    const r = await syncLines(ctx.db, 'basket', uid(ctx), i.list);
    return synced(r.rows, r.skipped);
  },

  'demand.count': async (_i, ctx) => {
    const n = await countDemand(ctx.db, uid(ctx));
    return okWithMessage(n, '', '', n);
  },
  'demand.list': (_i, ctx) => listDemand(ctx.db, uid(ctx)),
  'demand.insert': (i, ctx) =>
    insertDemand(ctx.db, uid(ctx), {
      skuId: i.skuId,
      productId: i.prodDetailId ?? i.productId,
      num: i.num,
      note: i.note,
    }),
  'demand.update': (i, ctx) => updateDemand(ctx.db, uid(ctx), i),
  'demand.delete': async (i, ctx) => {
    await deleteDemand(ctx.db, uid(ctx), i.id);
    return okWithMessage(null, S.deleted);
  },
  'demand.synchronize': async (i, ctx) => {
    const r = await syncDemand(ctx.db, uid(ctx), i.list);
    return synced(r.rows, r.skipped);
  },
};
