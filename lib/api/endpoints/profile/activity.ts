/** Personal centre (base /mall/user/api, spec §7): favourites, browsing history, points, feedback and the avatar. Owner-only (auth 'user'). */
import { z } from 'zod';
import { endpoint } from '../../define';
import { zId } from '../common';
import type { FavoriteDTO, HistoryDTO, PointsPageDTO, UploadDTO, MyFeedbackRow } from '@/lib/domain/accounts/profile';
import { zForm, zFeedback } from './schemas';

export const activityEndpoints = {
  /* Favourites (paging headers). */
  'favorite.list': endpoint<FavoriteDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/favorite/list',
    auth: 'user',
    input: z.object({}),
  }),
  'favorite.add': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/favorite/add',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),
  'favorite.remove': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/favorite/remove',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),
  /** GET userBookMark/favorite/statusMany?productIds=1,2,3: which of these products the buyer has favourited (list cards). */
  'favorite.statusMany': endpoint<number[]>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/favorite/statusMany',
    auth: 'user',
    input: z.object({
      productIds: z.preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
        z.array(zId).max(100, '一次最多 100 项'),
      ),
    }),
  }),
  'favorite.status': endpoint<boolean>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/favorite/status',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),

  /* Browsing history (footprints). */
  'history.list': endpoint<HistoryDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'userHistory/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** Recorded by the goods page for a logged-in buyer: upsert of viewed_at (idempotent), capped per user. */
  'history.record': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userHistory/record',
    auth: 'user',
    input: z.object({ productId: zId }),
  }),
  /** Clears the given products, or everything when productIds is absent. */
  'history.clear': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userHistory/clear',
    auth: 'user',
    input: z.object({ productIds: z.array(zId).max(500).optional() }),
  }),

  /* Points. */
  'points.list': endpoint<PointsPageDTO>()({
    service: 'user',
    method: 'GET',
    path: 'userPoints/list',
    auth: 'user',
    input: z.object({}),
  }),

  /* Feedback and uploads. */
  /**
   * Feedback (spec §2.4/§5): content, name, phone, up to 3 png/jpeg images ≤ 2 MB each, checked by their bytes.
   * Multipart (fields content/name/phone, files in `file`) or JSON with files [{url, fid}] from userSuggest/upload.
   */
  'feedback.add': endpoint<{ id: number }>()({
    service: 'user',
    method: 'POST',
    path: 'userSuggest/suggest/add',
    auth: 'optional',
    timeoutMs: 16_000,
    input: zFeedback,
  }),
  /** The buyer's own suggestions, newest first, with the staff reply (我的反馈). */
  'feedback.mine': endpoint<MyFeedbackRow[]>()({
    service: 'user',
    method: 'GET',
    path: 'userSuggest/suggest/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** The logged-in buyer's own name and full mobile, to fill the feedback dialog's 姓名 and 手机号 (never another's). */
  'feedback.contact': endpoint<{ name: string; phone: string }>()({
    service: 'user',
    method: 'GET',
    path: 'userSuggest/contact',
    auth: 'user',
    input: z.object({}),
  }),
  /** One feedback image (png/jpeg ≤ 2 MB by bytes), private to its author → { fid, url } (url: a random name). */
  'feedback.upload': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userSuggest/upload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
  /** Avatar (png/jpeg ≤ 2 MB by bytes) → sets the user's avatarUrl. */
  'upload.avatar': endpoint<UploadDTO>()({
    service: 'user',
    method: 'POST',
    path: 'userSuggest/avatarUpload',
    auth: 'user',
    body: 'multipart',
    timeoutMs: 16_000,
    input: z.object({ form: zForm }),
  }),
} as const;
