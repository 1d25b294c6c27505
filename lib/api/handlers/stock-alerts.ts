import 'server-only';
import { type HandlerMap, uid } from '../context';
import { stockAlertEndpoints } from '../endpoints/stock-alerts';
import { ok } from '../envelope';
import { mySubscriptions, status, subscribe, unsubscribe } from '@/lib/domain/catalog/stock-alerts';

/** A success envelope with a message (已订阅到货通知…); the router passes a Response through untouched. */
function okWithMessage<T>(data: T, message: string): T {
  return new Response(JSON.stringify({ ...ok(data), message }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  }) as unknown as T;
}

export const stockAlertHandlers: HandlerMap<typeof stockAlertEndpoints> = {
  'stockAlert.subscribe': async (i, ctx) => {
    const r = await subscribe(ctx.db, uid(ctx), i.skuId);
    return okWithMessage(r, r.message);
  },
  'stockAlert.cancel': async (i, ctx) => {
    const r = await unsubscribe(ctx.db, uid(ctx), i.skuId);
    return okWithMessage(r, r.message);
  },
  'stockAlert.status': (i, ctx) => status(ctx.db, uid(ctx), i.skuIds),
  'stockAlert.list': (_i, ctx) => mySubscriptions(ctx.db, uid(ctx)),
};
