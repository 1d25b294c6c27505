/** Console handlers: content (news, help, banners, methods, standards). */
import type { ConsoleHandlerMap } from '../context';
import type { contentEndpoints } from '../endpoints/content';

export const contentHandlers: ConsoleHandlerMap<typeof contentEndpoints> = {};
