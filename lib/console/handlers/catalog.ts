/** Console handlers: catalogue (products, packages, lots, COA) and imports. */
import type { ConsoleHandlerMap } from '../context';
import type { catalogEndpoints } from '../endpoints/catalog';

export const catalogHandlers: ConsoleHandlerMap<typeof catalogEndpoints> = {};
