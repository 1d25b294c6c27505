/** Console endpoints: inquiries (list, detail, quote, close) and custom requests (list, detail, file, quote, reject). */
import { z } from 'zod';
import './jitless';
import { CONSOLE_ORDERS_MSG as M } from '@/lib/config/messages';
import { CUSTOM_RULES, INQUIRY_RULES } from '@/lib/config/constants';
import type { InquiryStatus } from '@/lib/domain/commerce/inquiries';
import type { StaffInquiryDetail, StaffInquiryRow } from '@/lib/domain/commerce/inquiries';
import type { StaffCustomDetail, StaffCustomRow } from '@/lib/domain/commerce/custom';
import type { CustomStatus } from '@/lib/domain/commerce/custom';
import { staffEndpoint } from '../../define';
import { optional, zDay, zReason } from './orders';

/** The statuses of the two machines, repeated here as literals: this table is loaded by the browser, the machines are not. */
const INQUIRY_STATUS_VALUES = ['submitted', 'quoted', 'ordered', 'closed'] as const satisfies readonly InquiryStatus[];
const CUSTOM_STATUS_VALUES = [
  'submitted',
  'quoted',
  'ordered',
  'rejected',
  'cancelled',
] as const satisfies readonly CustomStatus[];

const id = z.coerce.number({ error: '编号必须是数字' }).int().positive().max(2_147_483_647);
const byId = z.object({ id });
const keyword = optional(z.string().trim().max(60, M.keywordTooLong));

/** A yuan amount typed by staff ("1280", "99.5", "0.01") to integer fen, exactly (no float arithmetic). */
export function yuanToFen(v: string | number): number | null {
  const s = String(v).trim().replace(/,/g, '');
  const m = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen > 0 ? fen : null;
}
const zFen = (msg: string) =>
  z.union([z.string(), z.number()], { error: msg }).transform((v, c) => {
    const fen = yuanToFen(v);
    if (fen === null) c.addIssue({ code: 'custom', message: msg });
    return fen ?? 0;
  });

export type InquiryQuoteResult = { inquiryNo: string; quotedAmountFen: number; message: string };
export type CustomActionResult = {
  id: number;
  requestNo: string;
  from: CustomStatus;
  to: CustomStatus;
  message: string;
};

export const inquiryEndpoints = {
  /** Every buyer's inquiries, 待报价 first (oldest first), then newest first; filter by status and keyword. */
  'inquiries.list': staffEndpoint<StaffInquiryRow[]>()({
    method: 'GET',
    path: 'inquiries/list',
    access: 'inquiries',
    input: z.object({ status: optional(z.enum(INQUIRY_STATUS_VALUES, { error: M.statusInvalid })), keyword }),
  }),
  'inquiries.detail': staffEndpoint<StaffInquiryDetail>()({
    method: 'GET',
    path: 'inquiries/{id}/detail',
    access: 'inquiries',
    input: byId,
  }),
  /**
   * 待报价 → 已报价: unit price (yuan) and delivery per line, validity date, note. A line left out or with an empty
   * price cannot be supplied (the buyer orders the others).
   */
  'inquiries.quote': staffEndpoint<InquiryQuoteResult>()({
    method: 'POST',
    path: 'inquiries/{id}/quote',
    access: 'inquiries',
    entity: 'inquiry',
    input: z.object({
      id,
      lines: z
        .array(
          z.object({
            lineId: id,
            price: z.preprocess((v) => (v === '' || v === undefined ? null : v), zFen(M.quotePriceInvalid).nullable()),
            deliveryText: optional(z.string().trim().max(INQUIRY_RULES.deliveryTextMax, M.quoteDeliveryTooLong)),
          }),
          { error: M.quoteLinesRequired },
        )
        .min(1, M.quoteLinesRequired)
        .max(200, M.quoteLinesRequired),
      validUntil: zDay,
      note: optional(z.string().trim().max(INQUIRY_RULES.noteMax, M.quoteNoteTooLong)),
    }),
  }),
  /** 待报价 / 已报价 → 已关闭 with the reason the buyer sees. */
  'inquiries.close': staffEndpoint<{ inquiryNo: string; message: string }>()({
    method: 'POST',
    path: 'inquiries/{id}/close',
    access: 'inquiries',
    entity: 'inquiry',
    input: byId.extend({ reason: zReason }),
  }),

  'custom.list': staffEndpoint<StaffCustomRow[]>()({
    method: 'GET',
    path: 'custom/list',
    access: 'custom',
    input: z.object({ status: optional(z.enum(CUSTOM_STATUS_VALUES, { error: M.statusInvalid })), keyword }),
  }),
  'custom.detail': staffEndpoint<StaffCustomDetail>()({
    method: 'GET',
    path: 'custom/{id}/detail',
    access: 'custom',
    input: byId,
  }),
  /** The structure or specification file the buyer attached (private: staff of the area only). */
  'custom.file': staffEndpoint<never>()({ method: 'GET', path: 'custom/{id}/file', access: 'custom', input: byId }),
  /** 已提交 / 已报价 → 已报价: amount (yuan), lead time, validity in days, note; a quote may be replaced. */
  'custom.quote': staffEndpoint<CustomActionResult>()({
    method: 'POST',
    path: 'custom/{id}/quote',
    access: 'custom',
    entity: 'custom_request',
    input: z.object({
      id,
      amount: zFen(M.customAmountInvalid),
      leadTime: z.string({ error: M.leadTimeRequired }).trim().min(1, M.leadTimeRequired).max(60, M.leadTimeTooLong),
      validDays: z.coerce
        .number({ error: M.validDaysInvalid })
        .int(M.validDaysInvalid)
        .min(1, M.validDaysInvalid)
        .max(365, M.validDaysInvalid)
        .default(CUSTOM_RULES.quoteValidDays),
      note: optional(z.string().trim().max(INQUIRY_RULES.noteMax, M.quoteNoteTooLong)),
    }),
  }),
  /** 已提交 / 已报价 → 无法承接 with the reason the buyer sees. */
  'custom.reject': staffEndpoint<CustomActionResult>()({
    method: 'POST',
    path: 'custom/{id}/reject',
    access: 'custom',
    entity: 'custom_request',
    input: byId.extend({ reason: zReason }),
  }),
} as const;
