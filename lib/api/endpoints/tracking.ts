/** Tracking calls (base /mall/user/api), spec §7: POST access/log/record on every route change. */
import { z } from 'zod';
import { endpoint } from '../define';

export const trackingEndpoints = {
  'tracking.accessLogRecord': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'access/log/record',
    auth: 'optional',
    input: z.object({
      page: z.string({ error: '缺少页面地址' }).trim().min(1, '缺少页面地址').max(500, '页面地址过长'),
      referrer: z.string().trim().max(500, '来源地址过长').optional(),
    }),
  }),
} as const;
