/** Console handlers: orders (list, detail, transfer voucher, confirm/reject transfer, ship, cancel). */
import { ApiError } from '@/lib/api/errors';
import { CONSOLE_ORDERS_MSG as M } from '@/lib/config/messages';
import { ORDER_STATUS_LABELS, type TransitionResult } from '@/lib/domain/commerce/orders';
import { listStaffOrders, staffOrderDetail, voucherUploadId } from '@/lib/domain/commerce/orders';
import { staffUploadResponse } from '@/lib/domain/accounts/profile';
import { staffCancelOrder } from '@/lib/domain/commerce/orders';
import { confirmTransfer, rejectTransfer, shipOrder } from '@/lib/domain/commerce/payments';
import { staffOf, type StaffCtx, type HandlerMap } from '../../context';
import type { orderEndpoints } from '../../endpoints/staff/orders';

/** Records the move in the audit log (before/after status and what was set) and returns it with the message. */
function moved(ctx: StaffCtx, r: TransitionResult, message: string, extra: Record<string, unknown> = {}) {
  ctx.audit({
    entity: 'order',
    entityId: r.orderNo,
    before: { status: r.from, statusLabel: ORDER_STATUS_LABELS[r.from] },
    after: { status: r.to, statusLabel: ORDER_STATUS_LABELS[r.to], ...extra },
  });
  return { ...r, message };
}

export const orderHandlers: HandlerMap<typeof orderEndpoints> = {
  'orders.list': async (input, ctx) => {
    const { rows, total } = await listStaffOrders(ctx.db, input, {
      limit: ctx.paging.pageSize,
      offset: ctx.paging.offset,
    });
    return { __paged: true, list: rows, total };
  },
  'orders.detail': (input, ctx) => staffOrderDetail(ctx.db, input.orderNo),
  'orders.voucher': async (input, ctx) => {
    const fid = await voucherUploadId(ctx.db, input.orderNo);
    if (fid === null) throw new ApiError(M.noVoucher, 'NOT_FOUND');
    return staffUploadResponse(ctx.db, fid);
  },
  'orders.confirmTransfer': async (input, ctx) =>
    moved(ctx, await confirmTransfer(ctx.db, input.orderNo, staffOf(ctx).id), M.transferConfirmed),
  'orders.rejectTransfer': async (input, ctx) =>
    moved(ctx, await rejectTransfer(ctx.db, input.orderNo, input.reason, staffOf(ctx).id), M.transferRejected, {
      reason: input.reason,
    }),
  'orders.ship': async (input, ctx) => {
    const r = await shipOrder(
      ctx.db,
      input.orderNo,
      input.carrier,
      input.trackingNo,
      staffOf(ctx).id,
      input.lots ?? [],
    );
    return moved(ctx, r, M.shipped(input.carrier, input.trackingNo), {
      carrier: input.carrier,
      trackingNo: input.trackingNo,
      ...(input.lots?.length ? { lots: input.lots } : {}),
    });
  },
  'orders.cancel': async (input, ctx) => {
    const r = await staffCancelOrder(ctx.db, input.orderNo, input.reason, staffOf(ctx).id);
    return moved(ctx, r, r.to === 'refunding' ? M.cancelledRefunding : M.cancelled, { reason: input.reason });
  },
};
