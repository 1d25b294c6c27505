/**
 * Account period (账期, base /mall/user/api): the organisation administrator's application for a credit quota and
 * period, the applications, withdrawal, and the overview with the bills. The buyer's (organisation's) own data only.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { CREDIT_RULES } from '@/lib/config/constants';
import { CREDIT_MSG } from '@/lib/config/messages';
import { formatPrice } from '@/lib/domain/catalog/products/client';
import type { CreditApplicationRow, CreditOverview } from '@/lib/domain/commerce/credit';

export type { CreditApplicationRow, CreditOverview };

const quotaMsg = CREDIT_MSG.quotaInvalid(formatPrice(CREDIT_RULES.minQuota), formatPrice(CREDIT_RULES.maxQuota));

export const creditEndpoints = {
  /** POST creditApply/apply {quota, periodDays, reason, contactName, contactPhone}: one pending application per organisation. */
  'creditApp.apply': endpoint<{ id: number; message: string }>()({
    service: 'user',
    method: 'POST',
    path: 'creditApply/apply',
    auth: 'user',
    input: z.object({
      quota: z.coerce
        .number({ error: quotaMsg })
        .int(quotaMsg)
        .min(CREDIT_RULES.minQuota, quotaMsg)
        .max(CREDIT_RULES.maxQuota, quotaMsg),
      periodDays: z.coerce
        .number({ error: CREDIT_MSG.periodInvalid })
        .refine((n) => CREDIT_RULES.periods.includes(n), CREDIT_MSG.periodInvalid),
      reason: z.string().trim().max(CREDIT_RULES.reasonMax, CREDIT_MSG.reasonTooLong).optional().nullable(),
      contactName: z
        .string({ error: CREDIT_MSG.contactRequired })
        .trim()
        .min(1, CREDIT_MSG.contactRequired)
        .max(60, CREDIT_MSG.contactRequired),
      contactPhone: z
        .string({ error: CREDIT_MSG.contactRequired })
        .trim()
        .regex(/^[\d\-+ ]{7,20}$/, CREDIT_MSG.contactRequired),
    }),
  }),
  /** GET creditApply/list: the organisation's applications, newest first. */
  'creditApp.list': endpoint<CreditApplicationRow[]>()({
    service: 'user',
    method: 'GET',
    path: 'creditApply/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST creditApply/cancel/{id}: withdraws one's own application while it waits. */
  'creditApp.cancel': endpoint<{ id: number; message: string }>()({
    service: 'user',
    method: 'POST',
    path: 'creditApply/cancel/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** GET credit/overview: quota, used, available, period and the bills (未到期 / 即将到期 / 已逾期 / 已还款). */
  'credit.overview': endpoint<CreditOverview>()({
    service: 'user',
    method: 'GET',
    path: 'credit/overview',
    auth: 'user',
    input: z.object({}),
  }),
};
