import 'server-only';
import type { HandlerMap } from '../context';
import { trackingEndpoints } from '../endpoints/tracking';
import { recordAccess } from '@/lib/domain/tracking/access-log';

export const trackingHandlers: HandlerMap<typeof trackingEndpoints> = {
  'tracking.accessLogRecord': async (input, { db, user, ip, req }) => {
    await recordAccess(db, {
      page: input.page,
      referrer: input.referrer,
      userId: user?.id ?? null,
      ip,
      userAgent: req.headers.get('user-agent'),
    });
    return null;
  },
};
