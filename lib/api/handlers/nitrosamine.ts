import 'server-only';
import type { HandlerMap } from '../context';
import { nitrosamineEndpoints } from '../endpoints/nitrosamine';
import { ApiError } from '../errors';
import { AppError } from '@/lib/kernel/errors';
import { screenNitrosamines } from '@/lib/domain/nitrosamine/screen';

/** The domain's AppError (a Chinese message for the buyer) as the envelope's failure. */
async function enveloped<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (err) {
    if (err instanceof AppError && !(err instanceof ApiError)) throw new ApiError(err.message, err.messageCode, err.code);
    throw err;
  }
}

export const nitrosamineHandlers: HandlerMap<typeof nitrosamineEndpoints> = {
  'nitrosamine.screen': (input, { db }) => enveloped(screenNitrosamines(db, input)),
};
