import 'server-only';
import type { HandlerMap } from '../context';
import { trackingEndpoints } from '../endpoints/tracking';
import { recordAccess } from '@/lib/domain/operations/tracking';
import { countProduct } from '@/lib/domain/operations/insights';

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
  // Buffered and merged per product and day (one upsert a second at most); unknown products are dropped when written.
  'tracking.goodsView': (input, { db, user, token, ip }) => {
    countProduct(db, input.productId, 'views', 1, { userId: user?.id, token, ip });
    return null;
  },
};
