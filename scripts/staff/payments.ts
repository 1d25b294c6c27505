/**
 * Staff stand-in commands for orders from a shell (the operations console does the same), run through `npm run staff -- …`:
 *
 *   npm run staff -- orders [status]                          orders of a status (default 待确认 pending_confirm)
 *   npm run staff -- confirm-transfer <orderNo>               the transfer arrived: 待确认 → 待发货
 *   npm run staff -- reject-transfer <orderNo> [reason…]      the voucher does not match: 待确认 → 待付款
 *   npm run staff -- ship <orderNo> <carrier> <trackingNo>    待发货 → 已发货
 *   npm run staff -- expire-orders                            cancel unpaid orders past their deadline now
 *
 * Each acts through lib/domain/commerce/payments/staff.ts → the order state machine with actor 'staff'.
 */
import { desc, eq } from 'drizzle-orm';
import { orders, ORDER_STATUSES, type OrderStatus } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { ORDER_STATUS_LABELS } from '@/lib/domain/commerce/orders';
import { expireOverdueOrders } from '@/lib/domain/commerce/orders';
import { confirmTransfer, rejectTransfer, shipOrder } from '../../lib/domain/commerce/payments';

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`missing ${what}`);
  return v;
};

export const orderStaffCommands: Record<string, StaffCommand> = {
  orders: {
    usage: 'orders [status] — 某状态的订单（默认待确认）/ orders of a status (default pending_confirm)',
    run: async (db, args, log = console.log) => {
      const status = (args[0] ?? 'pending_confirm') as OrderStatus;
      if (!ORDER_STATUSES.includes(status)) throw new Error(`status is one of ${ORDER_STATUSES.join(', ')}`);
      const rows = await db
        .select()
        .from(orders)
        .where(eq(orders.status, status))
        .orderBy(desc(orders.createdAt))
        .limit(100);
      if (rows.length === 0) log(`没有${ORDER_STATUS_LABELS[status]}的订单 / no ${status} orders`);
      for (const o of rows)
        log(
          `${o.orderNo}  ${ORDER_STATUS_LABELS[o.status]}  ¥${o.payAmount.toFixed(2)}  ${o.payMethod ?? '-'}  user ${o.userId}  ${o.createdAt.toISOString()}`,
        );
    },
  },
  'confirm-transfer': {
    usage: 'confirm-transfer <orderNo> — 确认收到转账 / confirm the bank transfer',
    run: async (db, args, log = console.log) => {
      const r = await confirmTransfer(db, need(args[0], 'orderNo'));
      log(`✓ ${r.orderNo}: ${ORDER_STATUS_LABELS[r.from]} → ${ORDER_STATUS_LABELS[r.to]} (transfer confirmed)`);
    },
  },
  'reject-transfer': {
    usage: 'reject-transfer <orderNo> [reason…] — 转账凭证不通过 / reject the transfer voucher',
    run: async (db, args, log = console.log) => {
      const r = await rejectTransfer(db, need(args[0], 'orderNo'), args.slice(1).join(' ').trim());
      log(`✓ ${r.orderNo}: ${ORDER_STATUS_LABELS[r.from]} → ${ORDER_STATUS_LABELS[r.to]} (voucher rejected)`);
    },
  },
  ship: {
    usage: 'ship <orderNo> <carrier> <trackingNo> — 发货 / ship the order',
    run: async (db, args, log = console.log) => {
      const r = await shipOrder(db, need(args[0], 'orderNo'), need(args[1], 'carrier'), need(args[2], 'trackingNo'));
      log(`✓ ${r.orderNo}: ${ORDER_STATUS_LABELS[r.from]} → ${ORDER_STATUS_LABELS[r.to]} (${args[1]} ${args[2]})`);
    },
  },
  'expire-orders': {
    usage: 'expire-orders — 取消超时未支付的订单 / cancel unpaid orders past their deadline',
    run: async (db, _args, log = console.log) => {
      const n = await expireOverdueOrders(db);
      log(`✓ ${n} 个订单超时取消 / ${n} orders expired`);
    },
  },
};
