/**
 * Console endpoints: refunds (退款), finance's area. The list (待处理 first), one refund with its order, timeline,
 * red-letter invoices and points, and the steps the refund machine allows: record a bank transfer (reference 流水号 and
 * date), mark a transfer failed, retry (an Alipay refund is sent again with the same out_request_no). There is no
 * amount anywhere: the shop computed it when the refund was made. Browser-safe: only types come from the domain.
 */
import { z } from 'zod';
import './jitless';
import { REFUND_MSG } from '@/lib/config/messages';
import type { StaffRefundDetail, StaffRefundFilter, StaffRefundRow } from '@/lib/domain/after-sale/refunds';
import { staffEndpoint } from '../../define';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const FILTERS = ['open', 'processing', 'failed', 'succeeded', 'all'] as const satisfies readonly StaffRefundFilter[];
/** Refund channels (lib/db/schema.ts REFUND_CHANNELS) as literals: this table is loaded by the browser. */
export const REFUND_CHANNEL_VALUES = ['credit', 'alipay', 'transfer'] as const;

type Done = { message: string; refundNo: string; status: string };

export const refundEndpoints = {
  'refunds.list': staffEndpoint<StaffRefundRow[]>()({
    method: 'GET',
    path: 'refunds/list',
    access: 'refunds',
    input: z.object({
      status: z.enum(FILTERS, { error: REFUND_MSG.notFound }).optional(),
      channel: z.enum(REFUND_CHANNEL_VALUES, { error: REFUND_MSG.notFound }).optional(),
      kw: z.string().trim().max(60).optional(),
    }),
  }),
  'refunds.detail': staffEndpoint<StaffRefundDetail>()({
    method: 'GET',
    path: 'refunds/{id}',
    access: 'refunds',
    input: z.object({ id }),
  }),
  /** A bank-transfer refund: the money went out (reference and date) → 已退款. */
  'refunds.recordTransfer': staffEndpoint<Done>()({
    method: 'POST',
    path: 'refunds/{id}/transfer',
    access: 'refunds',
    entity: 'refund',
    input: z.object({
      id,
      reference: z
        .string({ error: REFUND_MSG.referenceRequired })
        .trim()
        .min(1, REFUND_MSG.referenceRequired)
        .regex(/^[A-Za-z0-9-]{1,64}$/, REFUND_MSG.referenceInvalid),
      date: z
        .string({ error: REFUND_MSG.dateInvalid })
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2}$/, REFUND_MSG.dateInvalid),
    }),
  }),
  /** A bank-transfer refund that bounced → 退款失败 (with the reason). */
  'refunds.fail': staffEndpoint<Done>()({
    method: 'POST',
    path: 'refunds/{id}/fail',
    access: 'refunds',
    entity: 'refund',
    input: z.object({
      id,
      reason: z
        .string({ error: REFUND_MSG.reasonRequired })
        .trim()
        .min(1, REFUND_MSG.reasonRequired)
        .max(200, REFUND_MSG.reasonTooLong),
    }),
  }),
  /** 退款失败 → again; an Alipay refund without an answer is sent again too (same out_request_no: never twice). */
  'refunds.retry': staffEndpoint<Done>()({
    method: 'POST',
    path: 'refunds/{id}/retry',
    access: 'refunds',
    entity: 'refund',
    input: z.object({ id }),
  }),
} as const;
