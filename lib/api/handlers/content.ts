import 'server-only';
import type { HandlerMap } from '../context';
import { paged } from '../context';
import { contentEndpoints } from '../endpoints/content';
import { PAGE_SIZE } from '@/lib/config/constants';
import { helpChildren, helpTreeList } from '@/lib/domain/content/site';
import { storeContentImage } from '@/lib/domain/content/staff';
import { formFiles } from '@/lib/domain/operations/uploads';
import { writeAudit } from '@/lib/domain/operations/staff';
import { requireConsoleStaff } from '@/lib/api/staff/request-staff';
import { ApiError } from '../errors';
import { CONSOLE_CONTENT_MSG } from '@/lib/config/messages';

export const contentHandlers: HandlerMap<typeof contentEndpoints> = {
  // The spec's client asks with pageNo 1 / pageSize 100: the whole tree, up to PAGE_SIZE.helpTree roots.
  'content.helpTree': async (_input, { db }) => {
    const tree = await helpTreeList(db, PAGE_SIZE.helpTree);
    return paged(tree, tree.length);
  },
  'content.helpChildren': async (input, { db }) => {
    const list = await helpChildren(db, input.pId, PAGE_SIZE.helpTreeChildren);
    return paged(list, list.length);
  },
  'content.newsImageUpload': async (input, ctx) => {
    const staff = await requireConsoleStaff(ctx.db, ctx.req, 'content');
    const [file] = formFiles(input.form);
    if (!file) throw new ApiError(CONSOLE_CONTENT_MSG.fileRequired, 'FILE_REQUIRED');
    const img = await storeContentImage(ctx.db, file, 'content_image');
    await writeAudit(ctx.db, {
      staffId: staff.id,
      staffName: staff.name,
      action: 'content.newsImageUpload',
      entity: 'upload',
      entityId: img.fid,
      after: { url: img.url, mime: img.mime, size: img.size },
      ip: ctx.ip,
    });
    return img;
  },
};
