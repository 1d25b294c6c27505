/**
 * The routes of the background calls a storefront page makes on its first load (lib/client/silent-api.ts): the
 * access log, the goods page's view beacon, live prices and history record. Copied from lib/api/routes.generated.ts
 * so that a page does not load the whole route table (≈ 4 KB gzip) for them; tests/unit/api-routes-silent.test.ts
 * fails when an entry here differs from the generated table.
 */
import type { EndpointKey } from './endpoints';
import type { RouteDef } from './route-table';

export const silentRoutes = {
  'tracking.accessLogRecord': { service: 'user', method: 'POST', path: 'access/log/record' },
  'tracking.goodsView': { service: 'user', method: 'POST', path: 'access/goods/view' },
  'catalog.productSkus': { service: 'product', method: 'GET', path: 'prodproduct/getSkuList/{id}' },
  'history.record': { service: 'user', method: 'POST', path: 'userHistory/record' },
} as const satisfies Partial<Record<EndpointKey, RouteDef>>;

export type SilentKey = keyof typeof silentRoutes;
