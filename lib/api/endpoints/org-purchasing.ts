/**
 * Organisation purchasing (单位采购, base /mall/shopping/order/api): for the administrator of a certified
 * organisation — the approval threshold, every member's orders, approving or rejecting those that wait. Anyone else
 * gets 仅单位管理员可以查看和审批单位订单.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zPageNo, zPageSize } from './common';
import { ORG_BUY_MSG, ORDER_MSG } from '@/lib/config/messages';
import { ORDER_STATUSES, type OrderStatus } from '@/lib/db/schema';
import type { OrgOrderRow, OrgSettings } from '@/lib/domain/accounts/org';

export type { OrgOrderRow, OrgSettings };

const zOrderNo = z.string({ error: ORDER_MSG.notFound }).trim().min(1, ORDER_MSG.notFound).max(40, ORDER_MSG.notFound);

export const orgPurchasingEndpoints = {
  /** GET org/purchase/settings: the organisation, its approval threshold, members and orders waiting. */
  'orgBuy.settings': endpoint<OrgSettings>()({
    service: 'order',
    method: 'GET',
    path: 'org/purchase/settings',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST org/purchase/threshold {amount}: members' orders above it wait for approval; null or '' turns approval off. */
  'orgBuy.setThreshold': endpoint<{ approvalThreshold: number | null; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'org/purchase/threshold',
    auth: 'user',
    input: z.object({
      amount: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        z.coerce
          .number({ error: ORG_BUY_MSG.thresholdInvalid })
          .min(0, ORG_BUY_MSG.thresholdInvalid)
          .max(100_000_000, ORG_BUY_MSG.thresholdInvalid)
          .nullable(),
      ),
    }),
  }),
  /** POST org/purchase/orders {status} (pageNo/pageSize): every member's orders, newest first. */
  'orgBuy.orders': endpoint<{ list: OrgOrderRow[]; total: number }>()({
    service: 'order',
    method: 'POST',
    path: 'org/purchase/orders',
    auth: 'user',
    input: z.object({
      status: z
        .enum(ORDER_STATUSES as unknown as [OrderStatus, ...OrderStatus[]], { error: ORDER_MSG.statusInvalid })
        .optional()
        .nullable(),
      pageNo: zPageNo.optional(),
      pageSize: zPageSize(50).optional(),
    }),
  }),
  /** POST org/purchase/approve {orderNo}: 待审批 → 待付款. */
  'orgBuy.approve': endpoint<{ orderNo: string; status: string; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'org/purchase/approve',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /** POST org/purchase/reject {orderNo, reason}: 待审批 → 已取消, with the reason the member sees. */
  'orgBuy.reject': endpoint<{ orderNo: string; status: string; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'org/purchase/reject',
    auth: 'user',
    input: z.object({
      orderNo: zOrderNo,
      reason: z
        .string({ error: ORG_BUY_MSG.rejectReasonRequired })
        .trim()
        .min(1, ORG_BUY_MSG.rejectReasonRequired)
        .max(200, ORG_BUY_MSG.rejectReasonRequired),
    }),
  }),
};
