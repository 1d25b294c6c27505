import 'server-only';
import { type HandlerMap, uid } from '../context';
import { customEndpoints } from '../endpoints/custom';
import { cancelCustom, customDetail, listCustomDetails, submitCustomRequest } from '@/lib/domain/commerce/custom';

export const customHandlers: HandlerMap<typeof customEndpoints> = {
  'custom.submit': ({ form, ...i }, ctx) => submitCustomRequest(ctx.db, uid(ctx), i, form),
  'custom.list': (_i, ctx) => listCustomDetails(ctx.db, uid(ctx)),
  'custom.detail': (i, ctx) => customDetail(ctx.db, uid(ctx), i.id),
  'custom.cancel': (i, ctx) => cancelCustom(ctx.db, uid(ctx), i.id),
};
