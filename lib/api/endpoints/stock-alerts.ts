/**
 * Back in stock (到货通知, base /mall/shopping/order/api): the logged-in buyer subscribes to an out-of-stock package,
 * cancels, asks which packages of a goods page they are subscribed to, and lists their subscriptions. Every call is
 * the buyer's own (auth 'user'); the restock that sends the messages is staff-side (npm run staff -- restock).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { STOCK_ALERT_MSG } from '@/lib/config/messages';
import { INT4_MAX } from './common';
import type { StockAlertDTO, SubscribeResult } from '@/lib/domain/catalog/stock-alerts';

export type { StockAlertDTO, SubscribeResult };

const zSkuId = z.coerce
  .number({ error: STOCK_ALERT_MSG.skuInvalid })
  .int(STOCK_ALERT_MSG.skuInvalid)
  .positive(STOCK_ALERT_MSG.skuInvalid)
  .max(INT4_MAX, STOCK_ALERT_MSG.skuInvalid);

/** Package ids as an array or a comma-separated string ("1,2,3"); up to 100. */
const zSkuIds = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(/[,，\s]+/).filter(Boolean) : typeof v === 'number' ? [v] : v),
  z.array(zSkuId, { error: STOCK_ALERT_MSG.skuListInvalid }).max(100, STOCK_ALERT_MSG.skuListTooLong),
);

export const stockAlertEndpoints = {
  /** POST stockAlert/subscribe {skuId}: subscribe to an out-of-stock package (a second call answers the same). */
  'stockAlert.subscribe': endpoint<SubscribeResult>()({
    service: 'order',
    method: 'POST',
    path: 'stockAlert/subscribe',
    auth: 'user',
    input: z.object({ skuId: zSkuId }),
  }),
  /** POST stockAlert/cancel {skuId}: cancel the open subscription of a package. */
  'stockAlert.cancel': endpoint<{ skuId: number; subscribed: false; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'stockAlert/cancel',
    auth: 'user',
    input: z.object({ skuId: zSkuId }),
  }),
  /** GET stockAlert/status?skuIds=1,2: the packages among these the buyer has an open subscription for. */
  'stockAlert.status': endpoint<number[]>()({
    service: 'order',
    method: 'GET',
    path: 'stockAlert/status',
    auth: 'user',
    input: z.object({ skuIds: zSkuIds }),
  }),
  /** GET stockAlert/list: the buyer's subscriptions (open and notified), newest first. */
  'stockAlert.list': endpoint<StockAlertDTO[]>()({
    service: 'order',
    method: 'GET',
    path: 'stockAlert/list',
    auth: 'user',
    input: z.object({}),
  }),
};
