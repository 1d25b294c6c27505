import 'server-only';
import type { Ctx, HandlerMap } from '../context';
import { quickOrderEndpoints } from '../endpoints/quick-order';
import { SessionError } from '../errors';
import { addChosen, matchText, matchUpload } from '@/lib/domain/quick-order';

const uid = (ctx: Ctx): number => {
  if (!ctx.user) throw new SessionError();
  return ctx.user.id;
};

export const quickOrderHandlers: HandlerMap<typeof quickOrderEndpoints> = {
  'quickOrder.match': (i, ctx) => (uid(ctx), matchText(ctx.db, i.text)),
  'quickOrder.upload': (i, ctx) => (uid(ctx), matchUpload(ctx.db, i.form)),
  'quickOrder.add': (i, ctx) => addChosen(ctx.db, uid(ctx), i.target, i.lines),
};
