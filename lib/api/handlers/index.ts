/** Server-side handlers, one group per endpoint group; the router looks them up by endpoint key. */
import 'server-only';
import type { HandlerMap } from '../context';
import type { Endpoints } from '../endpoints';
import { catalogHandlers } from './catalog';

export const handlers: HandlerMap<Endpoints> = {
  ...catalogHandlers,
};
