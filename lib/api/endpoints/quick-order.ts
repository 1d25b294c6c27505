/**
 * Quick order (/quickOrder; base /mall/shopping/order/api): match pasted lines or an uploaded .xlsx/.csv of 货号 or
 * CAS + package + quantity against the catalogue, then add the chosen packages to the cart or the basket at once.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { zNum } from './cart';
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';
import { QUICK_MSG } from '@/lib/config/messages';
import type { MatchSummary } from '@/lib/domain/commerce/quick-order';

export type { MatchSummary };

const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: QUICK_MSG.fileRequired,
});

export const quickOrderEndpoints = {
  /** POST quickOrder/match {text}: one line per item; the preview with each line's status and candidates. */
  'quickOrder.match': endpoint<MatchSummary>()({
    service: 'order',
    method: 'POST',
    path: 'quickOrder/match',
    auth: 'user',
    input: z.object({
      text: z.string({ error: QUICK_MSG.textRequired }).max(QUICK_ORDER_LIMITS.maxTextChars, QUICK_MSG.textTooLong),
    }),
  }),
  /** POST quickOrder/upload (multipart file: .xlsx or .csv, checked by its bytes): the same preview. */
  'quickOrder.upload': endpoint<MatchSummary>()({
    service: 'order',
    method: 'POST',
    path: 'quickOrder/upload',
    auth: 'user',
    input: z.object({ form: zForm }),
  }),
  /** POST quickOrder/add {target, lines:[{skuId, num}]}: all chosen packages into the cart (priced only) or the basket, in one transaction. */
  'quickOrder.add': endpoint<{ added: number }>()({
    service: 'order',
    method: 'POST',
    path: 'quickOrder/add',
    auth: 'user',
    input: z.object({
      target: z.enum(['cart', 'basket'], { error: QUICK_MSG.noLinesChosen }),
      lines: z
        .array(z.object({ skuId: zId, num: zNum }), { error: QUICK_MSG.noLinesChosen })
        .min(1, QUICK_MSG.noLinesChosen)
        .max(QUICK_ORDER_LIMITS.maxLines, QUICK_MSG.textTooLong),
    }),
  }),
};
