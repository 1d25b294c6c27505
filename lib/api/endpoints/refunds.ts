/**
 * Refunds (退款, base /mall/shopping/order/api): the buyer's refunds and one with its timeline. Read only: a refund
 * is made by the shop (a completed 退货退款 / 仅退款, a paid order cancelled), never asked for with an amount.
 * The buyer's own data only (auth 'user'): another buyer's refund answers 退款记录不存在.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { REFUND_MSG } from '@/lib/config/messages';
import type { RefundDetail, RefundSummary } from '@/lib/domain/after-sale/refunds';

export type { RefundDetail, RefundSummary };

export const refundEndpoints = {
  /** GET refund/list (pageNo/pageSize headers): the buyer's refunds, newest first; totalCount in the envelope. */
  'refund.list': endpoint<RefundSummary[]>()({
    service: 'order',
    method: 'GET',
    path: 'refund/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET refund/detail?refundNo=: one refund with its timeline (申请退款 → 退款中 → 已退款 / 退款失败). */
  'refund.detail': endpoint<RefundDetail>()({
    service: 'order',
    method: 'GET',
    path: 'refund/detail',
    auth: 'user',
    input: z.object({
      refundNo: z
        .string({ error: REFUND_MSG.notFound })
        .trim()
        .regex(/^[A-Za-z0-9]{1,32}$/, REFUND_MSG.notFound),
    }),
  }),
};
