/** Console handlers: insights (orders, revenue, searches, conversion). */
import type { ConsoleHandlerMap } from '../context';
import type { insightEndpoints } from '../endpoints/insights';

export const insightHandlers: ConsoleHandlerMap<typeof insightEndpoints> = {};
