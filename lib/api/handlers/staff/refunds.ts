/** Console handlers: refunds. Every change goes through the refund machine as 'staff'; the router writes the audit row. */
import { REFUND_MSG } from '@/lib/config/messages';
import {
  failRefund,
  recordTransferRefund,
  retryRefund,
  staffListRefunds,
  staffRefundDetail,
} from '@/lib/domain/after-sale/refunds';
import { staffOf, type StaffCtx, type HandlerMap } from '../../context';
import type { refundEndpoints } from '../../endpoints/staff/refunds';

function moved(
  ctx: StaffCtx,
  r: { refundNo: string; from: string; to: string },
  message: string,
  extra: Record<string, unknown> = {},
) {
  ctx.audit({ entity: 'refund', entityId: r.refundNo, before: { status: r.from }, after: { status: r.to, ...extra } });
  return { message, refundNo: r.refundNo, status: r.to };
}

export const refundHandlers: HandlerMap<typeof refundEndpoints> = {
  'refunds.list': async (i, ctx) => {
    const r = await staffListRefunds(ctx.db, {
      filter: i.status,
      channel: i.channel,
      kw: i.kw,
      limit: ctx.paging.pageSize,
      offset: ctx.paging.offset,
    });
    return { __paged: true, list: r.list, total: r.total };
  },
  'refunds.detail': (i, ctx) => staffRefundDetail(ctx.db, i.id),
  'refunds.recordTransfer': async (i, ctx) =>
    moved(
      ctx,
      await recordTransferRefund(ctx.db, i.id, { reference: i.reference, date: i.date }, staffOf(ctx).id),
      REFUND_MSG.transferRecorded,
      { reference: i.reference, date: i.date },
    ),
  'refunds.fail': async (i, ctx) =>
    moved(ctx, await failRefund(ctx.db, i.id, i.reason, staffOf(ctx).id), REFUND_MSG.markedFailed, {
      reason: i.reason,
    }),
  'refunds.retry': async (i, ctx) => {
    const r = await retryRefund(ctx.db, i.id, staffOf(ctx).id);
    return moved(
      ctx,
      r,
      r.to === 'succeeded'
        ? REFUND_MSG.retrySucceeded
        : r.to === 'failed'
          ? REFUND_MSG.retryFailed
          : REFUND_MSG.retried,
    );
  },
};
