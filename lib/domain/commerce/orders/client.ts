/**
 * lib/domain/commerce/orders: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { formatFen } from './pricing';
export type { OrderStatus } from './types';
