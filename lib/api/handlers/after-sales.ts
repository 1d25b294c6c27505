import 'server-only';
import type { HandlerMap } from '../context';
import { afterSaleEndpoints } from '../endpoints/after-sales';

export const afterSaleHandlers: HandlerMap<typeof afterSaleEndpoints> = {};
