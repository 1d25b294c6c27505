import 'server-only';
import { type HandlerMap, uid } from '../context';
import { creditEndpoints } from '../endpoints/credit';
import {
  applyForCredit,
  cancelCreditApplication,
  creditOverview,
  listCreditApplications,
} from '@/lib/domain/commerce/credit';

export const creditHandlers: HandlerMap<typeof creditEndpoints> = {
  'creditApp.apply': (i, ctx) => applyForCredit(ctx.db, uid(ctx), { ...i, reason: i.reason ?? null }),
  'creditApp.list': (_i, ctx) => listCreditApplications(ctx.db, uid(ctx)),
  'creditApp.cancel': (i, ctx) => cancelCreditApplication(ctx.db, uid(ctx), i.id),
  'credit.overview': (_i, ctx) => creditOverview(ctx.db, uid(ctx)),
};
