/**
 * Content calls (base /mall/operation/news), spec §7: the help tree.
 * (operation/news/host/upload is left for a later issue.)
 */
import { z } from 'zod';
import { endpoint } from '../define';
import type { HelpNode } from '@/lib/domain/content/help';

export const contentEndpoints = {
  /** The whole help tree (roots with children), at most PAGE_SIZE.helpTree roots. */
  'content.helpTree': endpoint<HelpNode[]>()({
    service: 'news',
    method: 'POST',
    path: 'api/menutree/list',
    input: z.object({}),
  }),
  /** Children of one node; form field pId (0 = the roots). */
  'content.helpChildren': endpoint<HelpNode[]>()({
    service: 'news',
    method: 'POST',
    path: 'menutree/getMenuTreeListByParentId',
    body: 'form',
    input: z.object({
      pId: z.coerce.number({ error: '父节点编号必须是数字' }).int('父节点编号必须是整数').min(0, '父节点编号不能为负数').max(2_147_483_647, '父节点编号超出范围').default(0),
    }),
  }),
} as const;
