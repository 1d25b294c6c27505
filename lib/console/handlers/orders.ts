/** Console handlers: orders (list, detail, confirm/reject transfer, ship, cancel). */
import type { ConsoleHandlerMap } from '../context';
import type { orderEndpoints } from '../endpoints/orders';

export const orderHandlers: ConsoleHandlerMap<typeof orderEndpoints> = {};
