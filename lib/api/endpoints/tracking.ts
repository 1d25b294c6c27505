/**
 * Tracking calls (base /mall/user/api), spec §7: POST access/log/record on every route change; and (ours) POST
 * access/goods/view { productId }, the goods page's view beacon for the console's conversion insight (goods pages are
 * cached, so the view is counted by the browser, not by the render).
 */
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
  'tracking.goodsView': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'access/goods/view',
    auth: 'optional',
    input: z.object({
      productId: z.coerce
        .number({ error: '商品编号不正确' })
        .int('商品编号不正确')
        .positive('商品编号不正确')
        .max(2_147_483_647, '商品编号不正确'),
    }),
  }),
} as const;
