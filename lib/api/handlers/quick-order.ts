import 'server-only';
import { type HandlerMap, uid } from '../context';
import { quickOrderEndpoints } from '../endpoints/quick-order';
import { addChosen, matchText, matchUpload } from '@/lib/domain/commerce/quick-order';

export const quickOrderHandlers: HandlerMap<typeof quickOrderEndpoints> = {
  'quickOrder.match': (i, ctx) => (uid(ctx), matchText(ctx.db, i.text)),
  'quickOrder.upload': (i, ctx) => (uid(ctx), matchUpload(ctx.db, i.form)),
  'quickOrder.add': (i, ctx) => addChosen(ctx.db, uid(ctx), i.target, i.lines),
};
