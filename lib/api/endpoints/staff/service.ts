/**
 * Console endpoints: after-sales, invoices, credit (account periods), verifications, feedback.
 * Lists are paged (pageNo/pageSize headers), records waiting for staff first. Files of buyers (after-sales images,
 * identity photos, licences, invoice PDFs) are streamed only through the `…/file/{fid}` endpoint of their own area,
 * which checks that the file belongs to a record of that area. Browser-safe: only types come from the domain.
 */
import { z } from 'zod';
import './jitless';
import { CREDIT_RULES } from '@/lib/config/constants';
import { CONSOLE_SERVICE_MSG as M } from '@/lib/config/messages';
import { formatPrice } from '@/lib/domain/catalog/products/client';
import type { StaffAfterSaleDetail, StaffAfterSaleFilter, StaffAfterSaleRow } from '@/lib/domain/after-sale/claims';
import type { StaffInvoiceDetail, StaffInvoiceFilter, StaffInvoiceRow } from '@/lib/domain/commerce/invoices';
import type {
  CreditAccountChange,
  StaffCreditAccountDetail,
  StaffCreditAccountRow,
  StaffCreditAppFilter,
  StaffCreditAppRow,
} from '@/lib/domain/commerce/credit';
import type {
  StaffVerificationDetail,
  StaffVerificationFilter,
  StaffVerificationRow,
} from '@/lib/domain/accounts/verification';
import type { StaffFeedbackDetail, StaffFeedbackFilter, StaffFeedbackRow } from '@/lib/domain/accounts/profile';
import { staffEndpoint } from '../../define';

const id = z.coerce.number().int().positive().max(2_147_483_647);
const kw = z.string().trim().max(60).optional();
const reason = z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(200, M.reasonTooLong);
const note = z.string().trim().max(500, M.noteTooLong).optional();
const filter = <T extends string>(values: readonly [T, ...T[]]) =>
  z.enum(values, { error: M.statusInvalid }).optional();
/** An invoice number as the tax authority prints it (the 开票 dialog checks it too). */
export const INVOICE_NUMBER_RE = /^[A-Za-z0-9-]{6,40}$/;

/** A file of a multipart form (checked by its bytes in the handler). */
const file = (msg: string) =>
  z.custom<Blob>(
    (v) =>
      !!v &&
      typeof v === 'object' &&
      typeof (v as Blob).arrayBuffer === 'function' &&
      typeof (v as Blob).size === 'number',
    { message: msg },
  );
const money = (msg: string) =>
  z.coerce
    .number({ error: msg })
    .finite(msg)
    .transform((n) => Math.round(n * 100) / 100);
const quotaPeriod = {
  quota: money(M.quotaInvalid(formatPrice(CREDIT_RULES.minQuota), formatPrice(CREDIT_RULES.maxQuota))),
  periodDays: z.coerce.number({ error: M.periodInvalid }).int(M.periodInvalid),
};

type Done = { message: string };

export const serviceEndpoints = {
  /* ── After-sales (售后) ── */
  'afterSales.list': staffEndpoint<StaffAfterSaleRow[]>()({
    method: 'GET',
    path: 'after-sales/list',
    access: 'afterSales',
    input: z.object({
      status: filter<StaffAfterSaleFilter>(['open', 'approved', 'completed', 'rejected', 'cancelled', 'all']),
      kw,
    }),
  }),
  'afterSales.detail': staffEndpoint<StaffAfterSaleDetail>()({
    method: 'GET',
    path: 'after-sales/{id}',
    access: 'afterSales',
    input: z.object({ id }),
  }),
  /** A claim's image or PDF (the buyer's private upload), for staff of the after-sales area only. */
  'afterSales.file': staffEndpoint<never>()({
    method: 'GET',
    path: 'after-sales/file/{fid}',
    access: 'afterSales',
    input: z.object({ fid: id }),
  }),
  'afterSales.approve': staffEndpoint<Done>()({
    method: 'POST',
    path: 'after-sales/{id}/approve',
    access: 'afterSales',
    entity: 'after_sale',
    input: z.object({ id, note }),
  }),
  'afterSales.reject': staffEndpoint<Done>()({
    method: 'POST',
    path: 'after-sales/{id}/reject',
    access: 'afterSales',
    entity: 'after_sale',
    input: z.object({ id, reason }),
  }),
  /** 确认收货 / 完成: the refund is the amount computed from the order line when the claim was filed. */
  'afterSales.complete': staffEndpoint<Done>()({
    method: 'POST',
    path: 'after-sales/{id}/complete',
    access: 'afterSales',
    entity: 'after_sale',
    input: z.object({ id, resolution: note }),
  }),

  /* ── Invoices (发票) ── */
  'invoices.list': staffEndpoint<StaffInvoiceRow[]>()({
    method: 'GET',
    path: 'invoices/list',
    access: 'invoices',
    input: z.object({ status: filter<StaffInvoiceFilter>(['applying', 'issued', 'rejected', 'cancelled', 'all']), kw }),
  }),
  'invoices.detail': staffEndpoint<StaffInvoiceDetail>()({
    method: 'GET',
    path: 'invoices/{id}',
    access: 'invoices',
    input: z.object({ id }),
  }),
  'invoices.file': staffEndpoint<never>()({
    method: 'GET',
    path: 'invoices/file/{fid}',
    access: 'invoices',
    input: z.object({ fid: id }),
  }),
  /** Multipart: invoiceNumber and file (a PDF by its bytes). */
  'invoices.issue': staffEndpoint<Done>()({
    method: 'POST',
    path: 'invoices/{id}/issue',
    access: 'invoices',
    entity: 'invoice',
    body: 'multipart',
    input: z.object({
      id,
      invoiceNumber: z
        .string({ error: M.invoiceNumberInvalid })
        .trim()
        .regex(INVOICE_NUMBER_RE, M.invoiceNumberInvalid),
      file: file(M.invoicePdfRequired),
    }),
  }),
  'invoices.reject': staffEndpoint<Done>()({
    method: 'POST',
    path: 'invoices/{id}/reject',
    access: 'invoices',
    entity: 'invoice',
    input: z.object({ id, reason }),
  }),

  /* ── Credit (账期) ── */
  'credit.applications': staffEndpoint<StaffCreditAppRow[]>()({
    method: 'GET',
    path: 'credit/applications/list',
    access: 'credit',
    input: z.object({
      status: filter<StaffCreditAppFilter>(['pending', 'approved', 'rejected', 'cancelled', 'all']),
      kw,
    }),
  }),
  'credit.approve': staffEndpoint<Done>()({
    method: 'POST',
    path: 'credit/applications/{id}/approve',
    access: 'credit',
    entity: 'credit_application',
    input: z.object({ id, ...quotaPeriod }),
  }),
  'credit.reject': staffEndpoint<Done>()({
    method: 'POST',
    path: 'credit/applications/{id}/reject',
    access: 'credit',
    entity: 'credit_application',
    input: z.object({ id, reason }),
  }),
  'credit.accounts': staffEndpoint<StaffCreditAccountRow[]>()({
    method: 'GET',
    path: 'credit/accounts/list',
    access: 'credit',
    input: z.object({ kw }),
  }),
  'credit.account': staffEndpoint<StaffCreditAccountDetail>()({
    method: 'GET',
    path: 'credit/accounts/{orgId}',
    access: 'credit',
    input: z.object({ orgId: id }),
  }),
  /** Open or change an organisation's credit account (never below what is used). */
  'credit.setAccount': staffEndpoint<Done & CreditAccountChange>()({
    method: 'POST',
    path: 'credit/accounts/{orgId}/set',
    access: 'credit',
    entity: 'credit_account',
    input: z.object({ orgId: id, ...quotaPeriod }),
  }),
  /** A credit bill was repaid: the quota it used comes back, once. */
  'credit.repaid': staffEndpoint<Done & { orderNo: string; amount: number }>()({
    method: 'POST',
    path: 'credit/bills/{orderNo}/repaid',
    access: 'credit',
    entity: 'credit_bill',
    input: z.object({
      orderNo: z
        .string({ error: M.orderNoInvalid })
        .trim()
        .regex(/^[A-Za-z0-9-]{4,40}$/, M.orderNoInvalid),
    }),
  }),

  /* ── Verifications (实名 / 企业 / 加入企业) ── */
  'verifications.list': staffEndpoint<StaffVerificationRow[]>()({
    method: 'GET',
    path: 'verifications/list',
    access: 'verifications',
    input: z.object({
      status: filter<StaffVerificationFilter>(['pending', 'approved', 'rejected', 'cancelled', 'all']),
      kind: z.enum(['realname', 'enterprise', 'join'], { error: M.statusInvalid }).optional(),
      kw,
    }),
  }),
  'verifications.detail': staffEndpoint<StaffVerificationDetail>()({
    method: 'GET',
    path: 'verifications/{id}',
    access: 'verifications',
    input: z.object({ id }),
  }),
  /** An identity photo, licence or other document of a verification request: staff of this area only. */
  'verifications.file': staffEndpoint<never>()({
    method: 'GET',
    path: 'verifications/file/{fid}',
    access: 'verifications',
    input: z.object({ fid: id }),
  }),
  'verifications.approve': staffEndpoint<Done>()({
    method: 'POST',
    path: 'verifications/{id}/approve',
    access: 'verifications',
    entity: 'verification',
    input: z.object({ id }),
  }),
  'verifications.reject': staffEndpoint<Done>()({
    method: 'POST',
    path: 'verifications/{id}/reject',
    access: 'verifications',
    entity: 'verification',
    input: z.object({ id, reason }),
  }),

  /* ── Feedback (意见反馈) ── */
  'feedback.list': staffEndpoint<StaffFeedbackRow[]>()({
    method: 'GET',
    path: 'feedback/list',
    access: 'feedback',
    input: z.object({ status: filter<StaffFeedbackFilter>(['new', 'read', 'replied', 'adopted', 'all']), kw }),
  }),
  'feedback.detail': staffEndpoint<StaffFeedbackDetail>()({
    method: 'GET',
    path: 'feedback/{id}',
    access: 'feedback',
    input: z.object({ id }),
  }),
  /** An image of a suggestion (private to its author): staff of this area only. */
  'feedback.file': staffEndpoint<never>()({
    method: 'GET',
    path: 'feedback/file/{fid}',
    access: 'feedback',
    input: z.object({ fid: id }),
  }),
  'feedback.read': staffEndpoint<Done>()({
    method: 'POST',
    path: 'feedback/{id}/read',
    access: 'feedback',
    entity: 'feedback',
    input: z.object({ id }),
  }),
  'feedback.reply': staffEndpoint<Done>()({
    method: 'POST',
    path: 'feedback/{id}/reply',
    access: 'feedback',
    entity: 'feedback',
    input: z.object({
      id,
      reply: z.string({ error: M.replyRequired }).trim().min(1, M.replyRequired).max(1000, M.replyTooLong),
    }),
  }),
  /** Adopt: the author earns the reward points of spec §1 once; a second adopt adds nothing. */
  'feedback.adopt': staffEndpoint<Done & { pointsAwarded: number; alreadyAdopted: boolean }>()({
    method: 'POST',
    path: 'feedback/{id}/adopt',
    access: 'feedback',
    entity: 'feedback',
    input: z.object({ id }),
  }),
} as const;
