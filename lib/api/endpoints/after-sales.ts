/**
 * After-sales (售后, base /mall/shopping/order/api). Every endpoint is the logged-in buyer's own data (auth 'user'):
 * another buyer's order or record answers 订单不存在 / 售后单不存在 and changes nothing. The refund amount is computed
 * on the server from the order line.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { INT4_MAX, zId, zPageNo, zPageSize } from './common';
import { AFTER_SALE_RULES } from '@/lib/config/constants';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { AFTER_SALE_TYPES, type AfterSaleType } from '@/lib/db/schema';
import type { ClaimableOrder } from '@/lib/domain/after-sale/claims';
import type { AfterSaleDetail, AfterSaleRow, AfterSaleTab } from '@/lib/domain/after-sale/claims';

export type { ClaimableOrder, AfterSaleDetail, AfterSaleRow, AfterSaleTab };

const zOrderNo = z
  .string({ error: AFTER_SALE_MSG.orderNotFound })
  .trim()
  .min(1, AFTER_SALE_MSG.orderNotFound)
  .max(40, AFTER_SALE_MSG.orderNotFound);
const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData).optional();

export const afterSaleEndpoints = {
  /** GET afterSale/claimable?orderNo=: the order's lines with the quantity still claimable, and whether the window is open. */
  'afterSale.claimable': endpoint<ClaimableOrder>()({
    service: 'order',
    method: 'GET',
    path: 'afterSale/claimable',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /** POST afterSale/apply (multipart: orderNo, lineId, type, quantity, reason, description, up to 3 files). */
  'afterSale.apply': endpoint<{ id: number; afterSaleNo: string; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'afterSale/apply',
    auth: 'user',
    input: z.object({
      orderNo: zOrderNo,
      lineId: zId,
      type: z.enum(AFTER_SALE_TYPES as unknown as [AfterSaleType, ...AfterSaleType[]], {
        error: AFTER_SALE_MSG.typeRequired,
      }),
      quantity: z.coerce
        .number({ error: AFTER_SALE_MSG.quantityInvalid })
        .int(AFTER_SALE_MSG.quantityInvalid)
        .min(1, AFTER_SALE_MSG.quantityInvalid)
        .max(INT4_MAX, AFTER_SALE_MSG.quantityInvalid),
      reason: z
        .string({ error: AFTER_SALE_MSG.reasonRequired })
        .trim()
        .min(1, AFTER_SALE_MSG.reasonRequired)
        .max(AFTER_SALE_RULES.reasonMax, AFTER_SALE_MSG.reasonTooLong),
      description: z
        .string()
        .trim()
        .max(AFTER_SALE_RULES.descriptionMax, AFTER_SALE_MSG.descriptionTooLong)
        .optional()
        .nullable(),
      form: zForm,
    }),
  }),
  /** POST afterSale/list {tab}: the buyer's records of a tab (all / open / done / closed), newest first, with the tab counts. */
  'afterSale.list': endpoint<{ list: AfterSaleRow[]; total: number; counts: Record<AfterSaleTab, number> }>()({
    service: 'order',
    method: 'POST',
    path: 'afterSale/list',
    auth: 'user',
    input: z.object({
      tab: z.enum(['all', 'open', 'done', 'closed']).default('all'),
      pageNo: zPageNo.optional(),
      pageSize: zPageSize(50).optional(),
    }),
  }),
  /** GET afterSale/detail?id= (or ?afterSaleNo=): the record, its files and its timeline. */
  'afterSale.detail': endpoint<AfterSaleDetail>()({
    service: 'order',
    method: 'GET',
    path: 'afterSale/detail',
    auth: 'user',
    input: z
      .object({ id: zId.optional(), afterSaleNo: z.string().trim().max(40, AFTER_SALE_MSG.notFound).optional() })
      .refine((v) => v.id || v.afterSaleNo, { message: AFTER_SALE_MSG.notFound }),
  }),
  /** POST afterSale/cancel/{id}: withdraws a record that waits for review. */
  'afterSale.cancel': endpoint<{ id: number; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'afterSale/cancel/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** POST afterSale/return/{id} {carrier, trackingNo}: the parcel sending the goods back (return / replacement). */
  'afterSale.returnGoods': endpoint<{ id: number; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'afterSale/return/{id}',
    auth: 'user',
    input: z.object({
      id: zId,
      carrier: z
        .string({ error: AFTER_SALE_MSG.returnRequired })
        .trim()
        .min(1, AFTER_SALE_MSG.returnRequired)
        .max(60, AFTER_SALE_MSG.returnRequired),
      trackingNo: z
        .string({ error: AFTER_SALE_MSG.returnRequired })
        .trim()
        .min(1, AFTER_SALE_MSG.returnRequired)
        .max(60, AFTER_SALE_MSG.returnRequired),
    }),
  }),
};
