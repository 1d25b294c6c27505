/** Console handlers: after-sales, invoices, credit, verifications, feedback. */
import type { ConsoleHandlerMap } from '../context';
import type { serviceEndpoints } from '../endpoints/service';

export const serviceHandlers: ConsoleHandlerMap<typeof serviceEndpoints> = {};
