import 'server-only';
import type { HandlerMap } from '../context';
import { pointsEndpoints } from '../endpoints/points';

export const pointsHandlers: HandlerMap<typeof pointsEndpoints> = {};
