import 'server-only';
import { type HandlerMap, paged, uid } from '../context';
import { nitrosamineEndpoints } from '../endpoints/nitrosamine';
import { NITROSAMINE_BATCH } from '@/lib/config/constants';
import { contentDisposition } from '@/lib/domain/content/methods';
import {
  exportScreen,
  getScreen,
  listScreens,
  readBatchUpload,
  screenBatchChunk,
  screenNitrosamines,
  XLSX_MIME,
} from '@/lib/domain/catalog/nitrosamine';

export const nitrosamineHandlers: HandlerMap<typeof nitrosamineEndpoints> = {
  'nitrosamine.screen': (input, { db }) => screenNitrosamines(db, input),
  'nitrosamine.batch': (input, ctx) => screenBatchChunk(ctx.db, ctx.user?.id ?? null, input),
  'nitrosamine.batchUpload': (input) => readBatchUpload(input.form),
  'nitrosamine.screens': async (_i, ctx) => {
    const limit = Math.min(ctx.paging.pageSize, NITROSAMINE_BATCH.pageSize);
    const r = await listScreens(ctx.db, uid(ctx), { limit, offset: (ctx.paging.pageNo - 1) * limit });
    return paged(r.rows, r.total);
  },
  'nitrosamine.screenDetail': (i, ctx) => getScreen(ctx.db, i.token, ctx.user?.id ?? null),
  'nitrosamine.screenExport': async (i, ctx) => {
    const file = await exportScreen(ctx.db, i.token, ctx.user?.id ?? null);
    return new Response(new Blob([file.body as Uint8Array<ArrayBuffer>]), {
      status: 200,
      headers: {
        'content-type': XLSX_MIME,
        'content-disposition': contentDisposition(file.filename),
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
};
