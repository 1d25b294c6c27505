/**
 * Inquiries (quotation requests, 询价单) and the inquiry centre (base /mall/shopping/order/api). The basket itself is
 * the inquiry/basket/* group in ./cart.ts. Every endpoint is the logged-in buyer's own data (auth 'user'): another
 * buyer's inquiry id answers "询价单不存在" and changes nothing.
 *
 * Money is integer fen in these answers (…Fen), computed on the server from the quoted unit prices.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId, zKeyword } from './common';
import { zNum } from './cart';
import { BUYER_LIMITS, INQUIRY_RULES } from '@/lib/config/constants';
import { INQUIRY_MSG, V } from '@/lib/config/messages';
import { phoneError } from '@/lib/domain/accounts/profile/client';
import type {
  InquiryContactDTO,
  InquiryCountsDTO,
  InquiryDetailDTO,
  InquirySummaryDTO,
} from '@/lib/domain/commerce/inquiries';
export type {
  InquiryContactDTO,
  InquiryCountsDTO,
  InquiryDetailDTO,
  InquiryEventDTO,
  InquiryLineDTO,
  InquiryStatusDTO,
  InquirySummaryDTO,
} from '@/lib/domain/commerce/inquiries';

export type SubmitInquiryDTO = { id: number; inquiryNo: string; status: string; repeated: boolean };
export type ReinquireDTO = { added: number; skipped: number };

const zOptText = (max: number, msg: string) =>
  z
    .string()
    .trim()
    .max(max, msg)
    .nullish()
    .transform((v) => (v ? v : null));

/** The wished delivery date (YYYY-MM-DD); its calendar and range checks need today's date and run in the domain. */
const zWantedBy = z
  .string({ error: INQUIRY_MSG.wantedByInvalid })
  .trim()
  .max(30, INQUIRY_MSG.wantedByInvalid)
  .nullish()
  .transform((v) => (v ? v : null));

const zContactPhone = z
  .string({ error: V.phoneEmpty })
  .trim()
  .superRefine((v, ctx) => {
    const e = phoneError(v);
    if (e) ctx.addIssue({ code: 'custom', message: e });
  });

const zSubmitLine = z.object({
  carId: zId,
  num: zNum.optional(),
  purityWish: zOptText(INQUIRY_RULES.wishMax, INQUIRY_MSG.wishTooLong),
  packageWish: zOptText(INQUIRY_RULES.wishMax, INQUIRY_MSG.wishTooLong),
  note: zOptText(INQUIRY_RULES.lineNoteMax, INQUIRY_MSG.lineNoteTooLong),
});

const zSubmit = z.object({
  /** Client-generated id of this submission (a retry with the same key returns the first inquiry). */
  idempotencyKey: z
    .string({ error: INQUIRY_MSG.idempotencyKeyInvalid })
    .trim()
    .min(8, INQUIRY_MSG.idempotencyKeyInvalid)
    .max(INQUIRY_RULES.idempotencyKeyMax, INQUIRY_MSG.idempotencyKeyInvalid)
    .regex(/^\S+$/, INQUIRY_MSG.idempotencyKeyInvalid),
  lines: z
    .array(zSubmitLine, { error: INQUIRY_MSG.noLinesChosen })
    .min(1, INQUIRY_MSG.noLinesChosen)
    .max(BUYER_LIMITS.maxLines, INQUIRY_MSG.tooManyLines),
  wantedBy: zWantedBy,
  contactName: z
    .string({ error: INQUIRY_MSG.contactNameRequired })
    .trim()
    .min(1, INQUIRY_MSG.contactNameRequired)
    .max(INQUIRY_RULES.contactNameMax, INQUIRY_MSG.contactNameTooLong),
  contactPhone: zContactPhone,
  remark: zOptText(INQUIRY_RULES.noteMax, INQUIRY_MSG.noteTooLong),
});

const zStatus = z.enum(['submitted', 'quoted', 'ordered', 'closed'], { error: INQUIRY_MSG.statusInvalid });

export const inquiryEndpoints = {
  /** POST inquiry/submit: the chosen basket lines become one inquiry (idempotent per idempotencyKey). */
  'inquiry.submit': endpoint<SubmitInquiryDTO>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/submit',
    auth: 'user',
    input: zSubmit,
  }),
  /** POST inquiry/list (pageNo/pageSize headers): the buyer's inquiries of one status tab, newest first; keyword = inquiry number or product name/货号/CAS. */
  'inquiry.list': endpoint<InquirySummaryDTO[]>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/list',
    auth: 'user',
    input: z.object({ status: zStatus.optional(), keyword: zKeyword.optional() }),
  }),
  /** GET inquiry/counts: the number of the buyer's inquiries per status (the tabs). */
  'inquiry.counts': endpoint<InquiryCountsDTO>()({
    service: 'order',
    method: 'GET',
    path: 'inquiry/counts',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET inquiry/contact: the contact the basket form is prefilled with. */
  'inquiry.contact': endpoint<InquiryContactDTO>()({
    service: 'order',
    method: 'GET',
    path: 'inquiry/contact',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET inquiry/detail/{id}: lines, quote, timeline and the buttons the buyer may use. */
  'inquiry.detail': endpoint<InquiryDetailDTO>()({
    service: 'order',
    method: 'GET',
    path: 'inquiry/detail/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** POST inquiry/close/{id}: the buyer closes a request not yet ordered (待报价 or 已报价). */
  'inquiry.close': endpoint<InquiryDetailDTO>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/close/{id}',
    auth: 'user',
    input: z.object({ id: zId, reason: zOptText(INQUIRY_RULES.noteMax, INQUIRY_MSG.noteTooLong) }),
  }),
  /** POST inquiry/reinquire/{id}: a closed inquiry or an expired quote → its packages back into the basket. */
  'inquiry.reinquire': endpoint<ReinquireDTO>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/reinquire/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
} as const;
