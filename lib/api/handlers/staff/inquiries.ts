/** Console handlers: inquiries (list, detail, quote, close) and custom requests (list, detail, file, quote, reject). */
import { ApiError } from '@/lib/api/errors';
import { CONSOLE_ORDERS_MSG as M } from '@/lib/config/messages';
import { listStaffInquiries, staffCloseInquiry, staffInquiryDetail } from '@/lib/domain/commerce/inquiries';
import { INQUIRY_STATUS_LABELS } from '@/lib/domain/commerce/inquiries';
import { quoteInquiry } from '@/lib/domain/commerce/inquiries';
import { customFileId, customRequestNo, listStaffCustom, staffCustomDetail } from '@/lib/domain/commerce/custom';
import { CUSTOM_STATUS_LABELS, quoteCustom, rejectCustom } from '@/lib/domain/commerce/custom';
import { staffOf, type HandlerMap } from '../../context';
import type { inquiryEndpoints } from '../../endpoints/staff/inquiries';
import { staffUploadResponse } from '@/lib/domain/accounts/profile';

const paged = <T>(r: { rows: T[]; total: number }) => ({ __paged: true as const, list: r.rows, total: r.total });

export const inquiryHandlers: HandlerMap<typeof inquiryEndpoints> = {
  'inquiries.list': async (input, ctx) =>
    paged(await listStaffInquiries(ctx.db, input, { limit: ctx.paging.pageSize, offset: ctx.paging.offset })),
  'inquiries.detail': (input, ctx) => staffInquiryDetail(ctx.db, input.id),
  'inquiries.quote': async (input, ctx) => {
    const r = await quoteInquiry(
      ctx.db,
      input.id,
      {
        lines: input.lines.map((l) => ({ lineId: l.lineId, priceFen: l.price, deliveryText: l.deliveryText ?? null })),
        validUntil: input.validUntil,
        note: input.note ?? null,
      },
      { actor: 'staff', actorUserId: staffOf(ctx).id },
    );
    ctx.audit({
      entity: 'inquiry',
      entityId: r.inquiryNo,
      before: { status: 'submitted', statusLabel: INQUIRY_STATUS_LABELS.submitted },
      after: {
        status: 'quoted',
        statusLabel: INQUIRY_STATUS_LABELS.quoted,
        quotedAmountFen: r.quotedAmountFen,
        validUntil: input.validUntil,
        lines: input.lines,
      },
    });
    return { ...r, message: M.quoted };
  },
  'inquiries.close': async (input, ctx) => {
    const r = await staffCloseInquiry(ctx.db, input.id, input.reason, staffOf(ctx).id);
    ctx.audit({
      entity: 'inquiry',
      entityId: r.inquiryNo,
      before: { status: r.from, statusLabel: INQUIRY_STATUS_LABELS[r.from] },
      after: { status: r.to, statusLabel: INQUIRY_STATUS_LABELS[r.to], reason: input.reason },
    });
    return { inquiryNo: r.inquiryNo, message: M.inquiryClosed };
  },

  'custom.list': async (input, ctx) =>
    paged(await listStaffCustom(ctx.db, input, { limit: ctx.paging.pageSize, offset: ctx.paging.offset })),
  'custom.detail': (input, ctx) => staffCustomDetail(ctx.db, input.id),
  'custom.file': async (input, ctx) => {
    const fid = await customFileId(ctx.db, input.id);
    if (fid === null) throw new ApiError(M.noFile, 'NOT_FOUND');
    return staffUploadResponse(ctx.db, fid);
  },
  'custom.quote': async (input, ctx) => {
    const requestNo = await customRequestNo(ctx.db, input.id);
    const r = await quoteCustom(ctx.db, requestNo, {
      amount: input.amount / 100,
      leadTime: input.leadTime,
      validDays: input.validDays,
      note: input.note ?? null,
    });
    ctx.audit({
      entity: 'custom_request',
      entityId: requestNo,
      before: { status: r.from, statusLabel: CUSTOM_STATUS_LABELS[r.from] },
      after: {
        status: r.to,
        statusLabel: CUSTOM_STATUS_LABELS[r.to],
        amountFen: input.amount,
        leadTime: input.leadTime,
        validDays: input.validDays,
      },
    });
    return { ...r, message: M.customQuoted };
  },
  'custom.reject': async (input, ctx) => {
    const r = await rejectCustom(ctx.db, await customRequestNo(ctx.db, input.id), input.reason);
    ctx.audit({
      entity: 'custom_request',
      entityId: r.requestNo,
      before: { status: r.from, statusLabel: CUSTOM_STATUS_LABELS[r.from] },
      after: { status: r.to, statusLabel: CUSTOM_STATUS_LABELS[r.to], reason: input.reason },
    });
    return { ...r, message: M.customRejected };
  },
};
