/**
 * The after-sales (售后) state machine: the ONE place that decides which status change of an after-sale record is
 * legal, for the storefront, the staff stand-in (`npm run staff -- aftersale-…`) and the console alike.
 *
 *   (apply, buyer) ──> pending 待审核 ──approve (staff)──> approved 处理中 ──complete (staff)──> completed 已完成
 *                        │                                   │  └──return_goods (buyer, return/replace)──> returning 退回中
 *                        │                                   │                                            └──complete (staff)──> completed
 *                        ├──reject (staff, with a reason)──> rejected 已驳回
 *                        └──cancel (buyer)─────────────────> cancelled 已撤销
 *
 * transitionAfterSale() is the only writer of after_sales.status after creation: it locks the row, checks the table
 * and the actor (a buyer only their own record), sets the columns of the step and writes the timeline event in the
 * same transaction. Completing a 退货退款 / 仅退款 claim makes its refund in that transaction too (lib/domain/after-sale/refunds:
 * the amount from the claimed line, paid back the way the order was paid, carried to credit, invoices and points);
 * the caller sends an Alipay refund after commit (dispatchRefund). An illegal transition is an AppError (code 0)
 * with a Chinese message and changes nothing.
 * Creation ('apply') writes its event in lib/domain/after-sale/claims/apply.ts, in the transaction that creates the record.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { afterSaleEvents, afterSales, type AfterSaleStatus, type AfterSaleType } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { machine } from '@/lib/kernel/state-machine';
import { createAfterSaleRefund, type CreatedRefund } from '@/lib/domain/after-sale/refunds';
import { withTransaction } from '@/lib/db/tx';

export type AfterSaleEvent = 'approve' | 'reject' | 'cancel' | 'return_goods' | 'complete';
export type AfterSaleActor = 'buyer' | 'staff';

export const afterSaleMachine = machine<AfterSaleStatus, AfterSaleEvent, AfterSaleActor>({
  approve: [{ from: ['pending'], to: 'approved', actors: ['staff'] }],
  reject: [{ from: ['pending'], to: 'rejected', actors: ['staff'] }],
  cancel: [{ from: ['pending'], to: 'cancelled', actors: ['buyer'] }],
  return_goods: [{ from: ['approved'], to: 'returning', actors: ['buyer'] }],
  complete: [{ from: ['approved', 'returning'], to: 'completed', actors: ['staff'] }],
});

export const AFTER_SALE_TYPE_LABELS: Record<AfterSaleType, string> = {
  return: '退货退款',
  replace: '换货',
  refund: '仅退款',
  complaint: '质量投诉',
};

export const AFTER_SALE_STATUS_LABELS: Record<AfterSaleStatus, string> = {
  pending: '待审核',
  approved: '处理中',
  returning: '退回中',
  completed: '已完成',
  rejected: '已驳回',
  cancelled: '已撤销',
};

/** Timeline labels: 申请 → 审核 → 退回/补发 → 完成, or 驳回 with its reason. */
export const AFTER_SALE_EVENT_LABELS: Record<AfterSaleEvent | 'apply', string> = {
  apply: '提交售后申请',
  approve: '审核通过',
  reject: '审核驳回',
  cancel: '撤销申请',
  return_goods: '寄回商品',
  complete: '售后完成',
};

/** Types that need the goods back before the claim completes (the buyer's return step). */
export const needsReturn = (type: AfterSaleType): boolean => type === 'return' || type === 'replace';

export type AfterSaleTransitionOpts = {
  actor: AfterSaleActor;
  actorUserId?: number | null;
  note?: string | null;
  set?: Partial<
    Pick<typeof afterSales.$inferInsert, 'rejectReason' | 'returnCarrier' | 'returnTrackingNo' | 'resolution'>
  >;
};

export type AfterSaleTransitionResult = {
  id: number;
  afterSaleNo: string;
  userId: number;
  from: AfterSaleStatus;
  to: AfterSaleStatus;
  refund: CreatedRefund | null;
};

export async function transitionAfterSale(
  db: Db,
  id: number,
  event: AfterSaleEvent,
  opts: AfterSaleTransitionOpts,
): Promise<AfterSaleTransitionResult> {
  return withTransaction(db, async (tx) => {
    const [a] = await tx
      .select({
        id: afterSales.id,
        afterSaleNo: afterSales.afterSaleNo,
        userId: afterSales.userId,
        status: afterSales.status,
        type: afterSales.type,
      })
      .from(afterSales)
      .where(eq(afterSales.id, id))
      .for('update');
    if (!a || (opts.actor === 'buyer' && a.userId !== opts.actorUserId))
      throw new AppError(AFTER_SALE_MSG.notFound, 'NOT_FOUND');
    const rule = afterSaleMachine.findRule(a.status, event);
    // Returning goods is a step only of the claims that send goods back.
    if (!rule || (event === 'return_goods' && !needsReturn(a.type))) {
      throw new AppError(
        AFTER_SALE_MSG.illegal(AFTER_SALE_STATUS_LABELS[a.status], AFTER_SALE_EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    }
    if (!rule.actors.includes(opts.actor)) throw new AppError(AFTER_SALE_MSG.notAllowed, 'FORBIDDEN');
    const now = new Date();
    await tx
      .update(afterSales)
      .set({ ...(opts.set ?? {}), status: rule.to, updatedAt: now })
      .where(eq(afterSales.id, a.id));
    await tx.insert(afterSaleEvents).values({
      afterSaleId: a.id,
      event,
      fromStatus: a.status,
      status: rule.to,
      actor: opts.actor,
      actorUserId: opts.actorUserId ?? null,
      note: opts.note ?? null,
      createdAt: now,
    });
    const refund = rule.to === 'completed' ? await createAfterSaleRefund(tx, a.id) : null;
    return { id: a.id, afterSaleNo: a.afterSaleNo, userId: a.userId, from: a.status, to: rule.to, refund };
  });
}
