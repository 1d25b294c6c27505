/**
 * The order state machine: the ONE place that decides which status change is legal, for the storefront, the payment
 * channels, the job queue and (later) the operations console alike.
 *
 *   pending_approval 待审批 ──approve (org_admin)──> pending_payment;  ──reject (org_admin) / cancel (buyer)──> cancelled
 *   pending_payment 待付款 ──transfer_submitted──> pending_confirm 待确认 ──transfer_confirmed──> paid 待发货
 *         │   └──────────────────paid_online (Alipay notify, credit)──────────────────────────────^   │
 *         │                         pending_confirm ──transfer_rejected──> pending_payment             │
 *         ├──cancel (buyer/staff)──> cancelled 已取消 <──cancel── pending_confirm                        │
 *         └──expire (system)───────> cancelled                                                         │
 *   paid ──ship (staff)──> shipped 已发货 ──confirm_receipt (buyer) / auto_complete (system)──> completed 已完成
 *   paid ──cancel (buyer/staff: not yet shipped, money goes back)──> refunding ──refund_done (system)──> refunded
 *
 * transitionOrder() is the only writer of orders.status: it locks the row, checks the table and the actor, stamps the
 * matching timestamp, writes the order_events row (the timeline the buyer sees), and in the same transaction gives
 * back reserved stock when an order ends without being shipped, and books the points a completed order earns.
 * The money of a paid order that is cancelled goes back through a refund (lib/domain/after-sale/refunds): its success — the
 * credit bill credited, Alipay's answer, finance's transfer — fires refund_done. An illegal transition is an AppError
 * (code 0) with a Chinese message and changes nothing.
 */
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import { orderEvents, orderLines, orders, skus, users, type OrderStatus } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { machine } from '@/lib/kernel/state-machine';
import { awardOrderPoints } from '@/lib/domain/commerce/points';
import { recordDeliveries } from '@/lib/domain/accounts/ledger';
import { withTransaction } from '@/lib/db/tx';
import { productTag, publishChange } from '@/lib/domain/catalog/products';

export type OrderEvent =
  | 'transfer_submitted'
  | 'transfer_confirmed'
  | 'transfer_rejected'
  | 'paid_online'
  | 'cancel'
  | 'expire'
  | 'ship'
  | 'confirm_receipt'
  | 'auto_complete'
  | 'refund_done'
  | 'approve'
  | 'reject';

/** org_admin: the administrator (owner) of the organisation the order was placed for (approval of members' orders). */
export type OrderActor = 'buyer' | 'staff' | 'system' | 'org_admin';

/** from → event → to, with who may fire it. A (status, event) pair not listed here is illegal. */
export const orderMachine = machine<OrderStatus, OrderEvent, OrderActor>({
  transfer_submitted: [{ from: ['pending_payment'], to: 'pending_confirm', actors: ['buyer'] }],
  transfer_confirmed: [{ from: ['pending_confirm'], to: 'paid', actors: ['staff'] }],
  transfer_rejected: [{ from: ['pending_confirm'], to: 'pending_payment', actors: ['staff'] }],
  paid_online: [{ from: ['pending_payment'], to: 'paid', actors: ['buyer', 'system'] }],
  approve: [{ from: ['pending_approval'], to: 'pending_payment', actors: ['org_admin'] }],
  reject: [{ from: ['pending_approval'], to: 'cancelled', actors: ['org_admin'] }],
  cancel: [
    { from: ['pending_approval'], to: 'cancelled', actors: ['buyer'] },
    { from: ['pending_payment', 'pending_confirm'], to: 'cancelled', actors: ['buyer', 'staff'] },
    { from: ['paid'], to: 'refunding', actors: ['buyer', 'staff'] },
  ],
  expire: [{ from: ['pending_payment'], to: 'cancelled', actors: ['system'] }],
  ship: [{ from: ['paid'], to: 'shipped', actors: ['staff'] }],
  confirm_receipt: [{ from: ['shipped'], to: 'completed', actors: ['buyer'] }],
  auto_complete: [{ from: ['shipped'], to: 'completed', actors: ['system'] }],
  refund_done: [{ from: ['refunding'], to: 'refunded', actors: ['system'] }],
});

export const ORDER_TRANSITIONS = orderMachine.table;
/** findRule: the rule for (status, event) or null; nextStatus / allowedEvents: pure, for tests and the buttons. */
export const { findRule, nextStatus, allowedEvents } = orderMachine;

/** Chinese labels of the statuses (order centre tabs, detail, console). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending_approval: '待审批',
  pending_payment: '待付款',
  pending_confirm: '待确认',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
  refunding: '退款中',
  refunded: '已退款',
};

/** Chinese labels of the events (timeline). */
export const ORDER_EVENT_LABELS: Record<OrderEvent | 'placed', string> = {
  placed: '提交订单',
  transfer_submitted: '上传转账凭证',
  transfer_confirmed: '确认收款',
  transfer_rejected: '转账凭证未通过',
  paid_online: '支付成功',
  cancel: '取消订单',
  expire: '超时未支付，订单自动取消',
  ship: '已发货',
  confirm_receipt: '确认收货',
  auto_complete: '自动确认收货',
  refund_done: '退款完成',
  approve: '单位审批通过',
  reject: '单位审批驳回',
};

export const ORDER_MACHINE_MSG = {
  notFound: '订单不存在',
  illegal: (status: OrderStatus, event: OrderEvent) =>
    `订单当前状态为「${ORDER_STATUS_LABELS[status]}」，不能${ORDER_EVENT_LABELS[event]}`,
  notAllowed: '无权执行该操作',
} as const;

const STAMP: Partial<Record<OrderStatus, 'paidAt' | 'shippedAt' | 'completedAt' | 'cancelledAt'>> = {
  paid: 'paidAt',
  shipped: 'shippedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
};

export type TransitionOpts = {
  actor: OrderActor;
  /** The acting user (buyer or staff); for a buyer the order must be theirs (owner check). */
  actorUserId?: number | null;
  note?: string | null;
  /** Extra columns to set with the status (payMethod, trackingNo, carrier, cancelReason…). */
  set?: Partial<
    Pick<typeof orders.$inferInsert, 'payMethod' | 'trackingNo' | 'carrier' | 'cancelReason' | 'payDeadline'>
  >;
};

export type TransitionResult = { id: number; orderNo: string; from: OrderStatus; to: OrderStatus };

/**
 * Moves an order through one event. Pass a transaction to make the move part of a larger unit (a payment row,
 * a notification); otherwise it opens its own. Throws AppError (code 0) on an unknown order, another buyer's order
 * or an illegal transition; nothing changes then.
 */
export async function transitionOrder(
  db: Db,
  orderId: number,
  event: OrderEvent,
  opts: TransitionOpts,
): Promise<TransitionResult> {
  return withTransaction(db, async (tx) => {
    const [o] = await tx
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        userId: orders.userId,
        orgId: orders.orgId,
        payAmount: orders.payAmount,
        shippedAt: orders.shippedAt,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!o) throw new AppError(ORDER_MACHINE_MSG.notFound, 'NOT_FOUND');
    if (opts.actor === 'buyer' && o.userId !== opts.actorUserId)
      throw new AppError(ORDER_MACHINE_MSG.notFound, 'NOT_FOUND');
    if (opts.actor === 'org_admin') {
      // Only the administrator (owner) of the organisation the order was placed for.
      const [admin] = await tx
        .select({ orgId: users.orgId, orgRole: users.orgRole })
        .from(users)
        .where(eq(users.id, opts.actorUserId ?? -1))
        .limit(1);
      if (!o.orgId || admin?.orgId !== o.orgId || admin.orgRole !== 'owner')
        throw new AppError(ORDER_MACHINE_MSG.notFound, 'NOT_FOUND');
    }
    const rule = findRule(o.status, event);
    if (!rule) throw new AppError(ORDER_MACHINE_MSG.illegal(o.status, event), 'ILLEGAL_TRANSITION');
    if (!rule.actors.includes(opts.actor)) throw new AppError(ORDER_MACHINE_MSG.notAllowed, 'FORBIDDEN');
    const to = rule.to;
    const now = new Date();
    const stamp = STAMP[to];
    await tx
      .update(orders)
      .set({ ...(opts.set ?? {}), status: to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
      .where(eq(orders.id, o.id));
    await tx.insert(orderEvents).values({
      orderId: o.id,
      event,
      fromStatus: o.status,
      toStatus: to,
      actor: opts.actor,
      actorUserId: opts.actorUserId ?? null,
      note: opts.note ?? null,
      createdAt: now,
    });

    // An order that ends without being shipped gives its reserved stock back (its money: lib/domain/after-sale/refunds).
    const endsUnshipped = to === 'cancelled' || (to === 'refunded' && !o.shippedAt);
    if (endsUnshipped) await releaseStock(tx, o.id);
    // A completed order earns the buyer points (POINTS_PER_YUAN of what was paid and not refunded), booked once.
    if (to === 'completed') await awardOrderPoints(tx, { id: o.id, userId: o.userId, payAmount: o.payAmount });
    // Delivered units enter the buyer's standards ledger (lib/domain/accounts/ledger/deliveries.ts), in the same transaction.
    if (to === 'shipped' || to === 'completed') await recordDeliveries(tx, o.id, to);
    return { id: o.id, orderNo: o.orderNo, from: o.status, to };
  });
}

/** Returns the reserved units of every line to stock, once (the order row is locked and reserved is zeroed after). */
async function releaseStock(tx: Db, orderId: number): Promise<void> {
  const back = rowsOf<{ product_id: number }>(
    await tx.execute(sql`
    update ${skus} s set stock = s.stock + x.n
    from (select sku_id, sum(reserved)::int as n from ${orderLines} where order_id = ${orderId} and reserved > 0 and sku_id is not null group by sku_id) x
    where s.id = x.sku_id
    returning s.product_id`),
  );
  // The goods pages show 现货 N: the returned stock reaches every instance's cache with this commit.
  if (back.length) await publishChange(tx, [...new Set(back.map((r) => productTag(Number(r.product_id))))]);
  await tx
    .update(orderLines)
    .set({ reserved: 0 })
    .where(and(eq(orderLines.orderId, orderId), sql`${orderLines.reserved} > 0`));
}
