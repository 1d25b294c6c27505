/**
 * Staff stand-in commands for after-sales from a shell (the operations console does the same), through `npm run staff -- …`:
 *
 *   npm run staff -- aftersales [status]                           records of a status (default 待审核 pending)
 *   npm run staff -- aftersale-approve <afterSaleNo> [note…]        审核通过
 *   npm run staff -- aftersale-reject <afterSaleNo> <reason…>       驳回 (the buyer sees the reason)
 *   npm run staff -- aftersale-complete <afterSaleNo> [resolution…] 完成 (refund made / replacement sent …)
 */
import { desc, eq } from 'drizzle-orm';
import { AFTER_SALE_STATUSES, afterSales, type AfterSaleStatus } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { AFTER_SALE_STATUS_LABELS, AFTER_SALE_TYPE_LABELS } from '../../lib/domain/after-sale/claims';
import { approveAfterSale, completeAfterSale, rejectAfterSale } from '../../lib/domain/after-sale/claims';

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`missing ${what}`);
  return v;
};
const moved = (r: { afterSaleNo: string; from: AfterSaleStatus; to: AfterSaleStatus }) =>
  `✓ ${r.afterSaleNo}: ${AFTER_SALE_STATUS_LABELS[r.from]} → ${AFTER_SALE_STATUS_LABELS[r.to]}`;

export const afterSaleStaffCommands: Record<string, StaffCommand> = {
  aftersales: {
    usage: 'aftersales [status] — 某状态的售后单（默认待审核）/ after-sales of a status (default pending)',
    run: async (db, args, log = console.log) => {
      const status = (args[0] ?? 'pending') as AfterSaleStatus;
      if (!AFTER_SALE_STATUSES.includes(status)) throw new Error(`status is one of ${AFTER_SALE_STATUSES.join(', ')}`);
      const rows = await db
        .select()
        .from(afterSales)
        .where(eq(afterSales.status, status))
        .orderBy(desc(afterSales.createdAt))
        .limit(100);
      if (rows.length === 0) log(`没有${AFTER_SALE_STATUS_LABELS[status]}的售后单 / no ${status} after-sales`);
      for (const a of rows)
        log(
          `${a.afterSaleNo}  ${AFTER_SALE_TYPE_LABELS[a.type]}  ×${a.quantity}  ${a.reason}  user ${a.userId}  ${a.createdAt.toISOString()}`,
        );
    },
  },
  'aftersale-approve': {
    usage: 'aftersale-approve <afterSaleNo> [note…] — 售后审核通过 / approve',
    run: async (db, args, log = console.log) =>
      log(moved(await approveAfterSale(db, need(args[0], 'afterSaleNo'), args.slice(1).join(' ')))),
  },
  'aftersale-reject': {
    usage: 'aftersale-reject <afterSaleNo> <reason…> — 售后驳回 / reject with a reason',
    run: async (db, args, log = console.log) =>
      log(moved(await rejectAfterSale(db, need(args[0], 'afterSaleNo'), args.slice(1).join(' ')))),
  },
  'aftersale-complete': {
    usage: 'aftersale-complete <afterSaleNo> [resolution…] — 售后完成 / complete (refund made, replacement sent…)',
    run: async (db, args, log = console.log) =>
      log(moved(await completeAfterSale(db, need(args[0], 'afterSaleNo'), args.slice(1).join(' ')))),
  },
};
