import 'server-only';
import type { Ctx, HandlerMap } from '../context';
import { customEndpoints } from '../endpoints/custom';
import { SessionError } from '../errors';
import { cancelCustom, customDetail, listCustomDetails, submitCustomRequest } from '@/lib/domain/custom/requests';

const uid = (ctx: Ctx): number => {
  if (!ctx.user) throw new SessionError();
  return ctx.user.id;
};

export const customHandlers: HandlerMap<typeof customEndpoints> = {
  'custom.submit': ({ form, ...i }, ctx) => submitCustomRequest(ctx.db, uid(ctx), i, form),
  'custom.list': (_i, ctx) => listCustomDetails(ctx.db, uid(ctx)),
  'custom.detail': (i, ctx) => customDetail(ctx.db, uid(ctx), i.id),
  'custom.cancel': (i, ctx) => cancelCustom(ctx.db, uid(ctx), i.id),
};
