import 'server-only';
import type { HandlerMap } from '../context';
import { nitrosamineEndpoints } from '../endpoints/nitrosamine';
import { screenNitrosamines } from '@/lib/domain/catalog/nitrosamine';

export const nitrosamineHandlers: HandlerMap<typeof nitrosamineEndpoints> = {
  'nitrosamine.screen': (input, { db }) => screenNitrosamines(db, input),
};
