/**
 * Console handlers: after-sales, invoices, credit, verifications, feedback. Every change goes through the domain's
 * own step (the after-sales, invoice and credit-application machines, verification/state.ts reviewRequest,
 * points/earn.ts adoptFeedback) as the actor 'staff'; the router writes the audit row with what ctx.audit says.
 * Event tables whose actor column references users (after_sale_events) get null: the audit log records who.
 */
import { ApiError } from '@/lib/api/errors';
import { CONSOLE_SERVICE_MSG as M } from '@/lib/config/messages';
import { approveAfterSale, completeAfterSale, rejectAfterSale } from '@/lib/domain/after-sale/claims';
import {
  afterSaleNoOf,
  isAfterSaleFile,
  staffAfterSaleDetail,
  staffListAfterSales,
} from '@/lib/domain/after-sale/claims';
import { issueInvoice, rejectInvoice } from '@/lib/domain/commerce/invoices';
import {
  assertInvoiceNumberFree,
  invoiceNoOf,
  isInvoiceFile,
  staffInvoiceDetail,
  staffListInvoices,
} from '@/lib/domain/commerce/invoices';
import { markRepaid, transitionCreditApplication } from '@/lib/domain/commerce/credit';
import {
  checkQuotaAndPeriod,
  creditAccountOf,
  creditApplicationOf,
  setCreditAccount,
  staffCreditAccountDetail,
  staffListCreditAccounts,
  staffListCreditApplications,
} from '@/lib/domain/commerce/credit';
import { approveRequest, rejectRequest } from '@/lib/domain/accounts/verification';
import {
  isVerificationFile,
  staffListVerifications,
  staffVerificationDetail,
} from '@/lib/domain/accounts/verification';
import {
  adoptFeedbackByStaff,
  isFeedbackFile,
  markFeedbackRead,
  replyFeedback,
  staffFeedbackDetail,
  staffListFeedback,
} from '@/lib/domain/accounts/profile';
import { staffUploadResponse } from '@/lib/domain/accounts/profile';
import { formatPrice } from '@/lib/domain/catalog/products';
import { toFen } from '@/lib/domain/commerce/orders';
import { staffOf, type StaffCtx, type HandlerMap } from '../../context';
import type { serviceEndpoints } from '../../endpoints/staff/service';

const page = (ctx: StaffCtx) => ({ limit: ctx.paging.pageSize, offset: ctx.paging.offset });
const paged = <T>(r: { list: T[]; total: number }) => ({ __paged: true as const, list: r.list, total: r.total });

/** Streams a buyer's upload when `belongs` says it is a file of this area's records; otherwise "not found". */
async function fileOf(ctx: StaffCtx, fid: number, belongs: (fid: number) => Promise<boolean>): Promise<Response> {
  if (!(await belongs(fid))) throw new ApiError(M.fileNotFound, 'NOT_FOUND');
  return staffUploadResponse(ctx.db, fid);
}

export const serviceHandlers: HandlerMap<typeof serviceEndpoints> = {
  /* After-sales */
  'afterSales.list': async (i, ctx) =>
    paged(await staffListAfterSales(ctx.db, { filter: i.status, kw: i.kw, ...page(ctx) })),
  'afterSales.detail': (i, ctx) => staffAfterSaleDetail(ctx.db, i.id),
  'afterSales.file': (i, ctx) => fileOf(ctx, i.fid, (fid) => isAfterSaleFile(ctx.db, fid)),
  'afterSales.approve': async (i, ctx) => {
    const r = await approveAfterSale(ctx.db, await afterSaleNoOf(ctx.db, i.id), i.note, null);
    ctx.audit({
      entity: 'after_sale',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, note: i.note ?? null },
    });
    return { message: M.approved };
  },
  'afterSales.reject': async (i, ctx) => {
    const r = await rejectAfterSale(ctx.db, await afterSaleNoOf(ctx.db, i.id), i.reason, null);
    ctx.audit({
      entity: 'after_sale',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, rejectReason: i.reason },
    });
    return { message: M.rejected };
  },
  'afterSales.complete': async (i, ctx) => {
    const r = await completeAfterSale(ctx.db, await afterSaleNoOf(ctx.db, i.id), i.resolution ?? '', null);
    ctx.audit({
      entity: 'after_sale',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, resolution: i.resolution ?? null },
    });
    return { message: M.completed };
  },

  /* Invoices */
  'invoices.list': async (i, ctx) =>
    paged(await staffListInvoices(ctx.db, { filter: i.status, kw: i.kw, ...page(ctx) })),
  'invoices.detail': (i, ctx) => staffInvoiceDetail(ctx.db, i.id),
  'invoices.file': (i, ctx) => fileOf(ctx, i.fid, (fid) => isInvoiceFile(ctx.db, fid)),
  'invoices.issue': async (i, ctx) => {
    const no = await invoiceNoOf(ctx.db, i.id);
    await assertInvoiceNumberFree(ctx.db, i.id, i.invoiceNumber);
    const r = await issueInvoice(ctx.db, no, i.invoiceNumber, i.file, null);
    ctx.audit({
      entity: 'invoice',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, invoiceNumber: i.invoiceNumber },
    });
    return { message: M.invoiceIssued };
  },
  'invoices.reject': async (i, ctx) => {
    const r = await rejectInvoice(ctx.db, await invoiceNoOf(ctx.db, i.id), i.reason, null);
    ctx.audit({
      entity: 'invoice',
      entityId: r.id,
      before: { status: r.from },
      after: { status: r.to, rejectReason: i.reason },
    });
    return { message: M.rejected };
  },

  /* Credit */
  'credit.applications': async (i, ctx) =>
    paged(await staffListCreditApplications(ctx.db, { filter: i.status, kw: i.kw, ...page(ctx) })),
  'credit.approve': async (i, ctx) => {
    checkQuotaAndPeriod(i.quota, i.periodDays);
    const app = await creditApplicationOf(ctx.db, i.id);
    // Approval sets the organisation's quota: never below what its buyers already use.
    const acc = app.orgId ? await creditAccountOf(ctx.db, app.orgId) : null;
    if (acc && toFen(i.quota) < toFen(acc.used))
      throw new ApiError(M.quotaBelowUsed(formatPrice(acc.used)), 'QUOTA_BELOW_USED');
    const r = await transitionCreditApplication(ctx.db, i.id, 'approve', {
      actor: 'staff',
      quota: i.quota,
      periodDays: i.periodDays,
    });
    ctx.audit({
      entity: 'credit_application',
      entityId: i.id,
      before: { status: r.from, account: acc },
      after: { status: r.to, quota: i.quota, periodDays: i.periodDays },
    });
    return { message: M.approved };
  },
  'credit.reject': async (i, ctx) => {
    const r = await transitionCreditApplication(ctx.db, i.id, 'reject', { actor: 'staff', rejectReason: i.reason });
    ctx.audit({
      entity: 'credit_application',
      entityId: i.id,
      before: { status: r.from },
      after: { status: r.to, rejectReason: i.reason },
    });
    return { message: M.rejected };
  },
  'credit.accounts': async (i, ctx) => paged(await staffListCreditAccounts(ctx.db, { kw: i.kw, ...page(ctx) })),
  'credit.account': (i, ctx) => staffCreditAccountDetail(ctx.db, i.orgId),
  'credit.setAccount': async (i, ctx) => {
    const r = await setCreditAccount(ctx.db, i.orgId, { quota: i.quota, periodDays: i.periodDays });
    ctx.audit({ entity: 'credit_account', entityId: i.orgId, before: r.before, after: r.after });
    return { message: M.creditSaved, ...r };
  },
  'credit.repaid': async (i, ctx) => {
    const r = await markRepaid(ctx.db, i.orderNo);
    ctx.audit({
      entity: 'credit_bill',
      entityId: i.orderNo,
      before: { status: 'paid' },
      after: { status: 'repaid', amount: r.amount },
    });
    return { message: M.repaid, ...r };
  },

  /* Verifications */
  'verifications.list': async (i, ctx) =>
    paged(await staffListVerifications(ctx.db, { filter: i.status, kind: i.kind, kw: i.kw, ...page(ctx) })),
  'verifications.detail': (i, ctx) => staffVerificationDetail(ctx.db, i.id),
  'verifications.file': (i, ctx) => fileOf(ctx, i.fid, (fid) => isVerificationFile(ctx.db, fid)),
  'verifications.approve': async (i, ctx) => {
    const r = await approveRequest(ctx.db, i.id, staffOf(ctx).id);
    ctx.audit({
      entity: 'verification',
      entityId: r.id,
      before: { status: 'pending' },
      after: { status: r.status, kind: r.kind, userId: r.userId },
    });
    return { message: M.verificationApproved };
  },
  'verifications.reject': async (i, ctx) => {
    const r = await rejectRequest(ctx.db, i.id, i.reason, staffOf(ctx).id);
    ctx.audit({
      entity: 'verification',
      entityId: r.id,
      before: { status: 'pending' },
      after: { status: r.status, kind: r.kind, userId: r.userId, reason: i.reason },
    });
    return { message: M.rejected };
  },

  /* Feedback */
  'feedback.list': async (i, ctx) =>
    paged(await staffListFeedback(ctx.db, { filter: i.status, kw: i.kw, ...page(ctx) })),
  'feedback.detail': (i, ctx) => staffFeedbackDetail(ctx.db, i.id),
  'feedback.file': (i, ctx) => fileOf(ctx, i.fid, (fid) => isFeedbackFile(ctx.db, fid)),
  'feedback.read': async (i, ctx) => {
    const r = await markFeedbackRead(ctx.db, i.id, staffOf(ctx).id);
    ctx.audit({ entity: 'feedback', entityId: i.id, ...r });
    return { message: M.markedRead };
  },
  'feedback.reply': async (i, ctx) => {
    const r = await replyFeedback(ctx.db, i.id, staffOf(ctx).id, i.reply);
    ctx.audit({ entity: 'feedback', entityId: i.id, ...r });
    return { message: M.replied };
  },
  'feedback.adopt': async (i, ctx) => {
    const r = await adoptFeedbackByStaff(ctx.db, i.id, staffOf(ctx).id);
    ctx.audit({
      entity: 'feedback',
      entityId: i.id,
      before: { adopted: r.alreadyAdopted },
      after: { status: 'adopted', userId: r.userId, pointsAwarded: r.pointsAwarded },
    });
    const message = r.alreadyAdopted
      ? M.alreadyAdopted
      : r.userId === null
        ? M.adoptedGuest
        : M.adopted(r.pointsAwarded);
    return { message, pointsAwarded: r.pointsAwarded, alreadyAdopted: r.alreadyAdopted };
  },
};
