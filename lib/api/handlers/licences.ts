import 'server-only';
import { type HandlerMap, uid } from '../context';
import type { licenceEndpoints } from '../endpoints/licences';
import { licenceOverview, submitLicence, uploadLicenceScan, withdrawLicence } from '@/lib/domain/commerce/licences';

export const licenceHandlers: HandlerMap<typeof licenceEndpoints> = {
  'licence.list': (_i, ctx) => licenceOverview(ctx.db, uid(ctx)),
  'licence.upload': (i, ctx) => uploadLicenceScan(ctx.db, uid(ctx), i.form),
  'licence.submit': (i, ctx) => submitLicence(ctx.db, uid(ctx), i),
  'licence.withdraw': (i, ctx) => withdrawLicence(ctx.db, uid(ctx), i.id),
};
