/**
 * Content calls (base /mall/operation/news), spec §7: the help tree, and the news image upload (staff only: a console
 * session with the content area; the image is checked by its bytes and served from /uploads/<id>).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import type { HelpNode } from '@/lib/domain/content/site';
import type { ContentImage } from '@/lib/domain/content/staff';
import { CONSOLE_CONTENT_MSG } from '@/lib/config/messages';

/** Multipart file field: the router passes the parsed FormData as `form`. */
const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: CONSOLE_CONTENT_MSG.fileRequired,
});

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
      pId: z.coerce
        .number({ error: '父节点编号必须是数字' })
        .int('父节点编号必须是整数')
        .min(0, '父节点编号不能为负数')
        .max(2_147_483_647, '父节点编号超出范围')
        .default(0),
    }),
  }),
  /**
   * An image for a news article (multipart field `file`; png, jpeg, gif or webp by its bytes, ≤ 3 MB): { fid, url }.
   * Staff only — the console session cookie, header `x-console: 1`, a role with the content area (the handler checks).
   */
  'content.newsImageUpload': endpoint<ContentImage>()({
    service: 'news',
    method: 'POST',
    path: 'operation/news/host/upload',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
} as const;
