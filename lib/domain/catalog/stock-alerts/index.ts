/**
 * lib/domain/catalog/stock-alerts: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { mySubscriptions, status, subscribe, unsubscribe } from './alerts';
export { restock, restockByCode } from './restock';
export type { StockAlertDTO, SubscribeResult } from './types';
