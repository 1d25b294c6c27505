import 'server-only';
import { type HandlerMap, uid } from '../context';
import { paged } from '../context';
import { pointsEndpoints } from '../endpoints/points';
import { ok } from '../envelope';
import { POINTS_MSG } from '@/lib/config/messages';
import { listGifts, listRedemptions, redeemGift } from '@/lib/domain/commerce/points';

/** A success envelope with a message (兑换成功…); the router passes a Response through untouched. */
function okWithMessage<T>(data: T, message: string): T {
  return new Response(JSON.stringify({ ...ok(data), message }), {
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  }) as unknown as T;
}

export const pointsHandlers: HandlerMap<typeof pointsEndpoints> = {
  'points.gifts': (_i, ctx) => listGifts(ctx.db),
  'points.redeem': async (i, ctx) => {
    const r = await redeemGift(ctx.db, uid(ctx), i.giftId, i.idempotencyKey, { addressId: i.addressId });
    return okWithMessage(r, POINTS_MSG.redeemed(r.giftName, r.balance));
  },
  'points.redemptions': async (_i, ctx) => {
    const r = await listRedemptions(ctx.db, uid(ctx), ctx.paging);
    return paged(r.list, r.total);
  },
};
