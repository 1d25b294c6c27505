import 'server-only';
import type { HandlerMap } from '../context';
import { paged } from '../context';
import { contentEndpoints } from '../endpoints/content';
import { PAGE_SIZE } from '@/lib/config/constants';
import { helpChildren, helpTreeList } from '@/lib/domain/content/help';

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
};
