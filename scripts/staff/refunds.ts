/**
 * Staff stand-in commands for refunds from a shell (the console's 退款 area does the same), through `npm run staff -- …`:
 *
 *   npm run staff -- refunds [status]                                  refunds of a status (default: not yet refunded)
 *   npm run staff -- refund-transfer <refundNo> <reference> <YYYY-MM-DD>  the bank transfer was made → 已退款
 *   npm run staff -- refund-fail <refundNo> <reason…>                    the transfer bounced → 退款失败
 *   npm run staff -- refund-retry <refundNo>                             退款失败 → again (Alipay: same out_request_no)
 *
 * On embedded PGlite the server is stopped while these run, so an Alipay refund sent from here cannot reach the
 * development gateway: it stays 退款中 and the server's sweep sends it again once it runs.
 */
import { asc, inArray } from 'drizzle-orm';
import { REFUND_STATUSES, refunds, type RefundStatus } from '@/lib/db/schema';
import type { StaffCommand } from '@/scripts/staff/inquiries';
import { formatFen } from '@/lib/domain/commerce/orders';
import { REFUND_CHANNEL_LABELS, REFUND_STATUS_LABELS } from '../../lib/domain/after-sale/refunds';
import { failRefund, recordTransferRefund, refundIdOf, retryRefund } from '../../lib/domain/after-sale/refunds';

const need = (v: string | undefined, what: string): string => {
  if (!v) throw new Error(`missing ${what}`);
  return v;
};
const label = (s: string) => REFUND_STATUS_LABELS[s as RefundStatus] ?? s;
const moved = (r: { refundNo: string; from: string; to: string }) =>
  `✓ ${r.refundNo}: ${label(r.from)} → ${label(r.to)}`;

export const refundStaffCommands: Record<string, StaffCommand> = {
  refunds: {
    usage: 'refunds [status] — 退款单（默认未完成的）/ refunds of a status (default: requested, processing, failed)',
    run: async (db, args, log = console.log) => {
      const status = args[0] as RefundStatus | undefined;
      if (status && !REFUND_STATUSES.includes(status))
        throw new Error(`status is one of ${REFUND_STATUSES.join(', ')}`);
      const rows = await db
        .select()
        .from(refunds)
        .where(inArray(refunds.status, status ? [status] : ['requested', 'processing', 'failed']))
        .orderBy(asc(refunds.createdAt))
        .limit(100);
      if (rows.length === 0) log('没有符合条件的退款 / no refunds');
      for (const r of rows)
        log(
          `${r.refundNo}  ${label(r.status)}  ${REFUND_CHANNEL_LABELS[r.channel]}  ${formatFen(r.amountFen)}  order ${r.orderId}  ${r.failReason ?? ''}`,
        );
    },
  },
  'refund-transfer': {
    usage:
      'refund-transfer <refundNo> <reference> <YYYY-MM-DD> — 登记退款转账（流水号、日期）/ record the outgoing bank transfer',
    run: async (db, args, log = console.log) => {
      const id = await refundIdOf(db, need(args[0], 'refundNo'));
      log(
        moved(
          await recordTransferRefund(db, id, { reference: need(args[1], 'reference'), date: need(args[2], 'date') }),
        ),
      );
    },
  },
  'refund-fail': {
    usage: 'refund-fail <refundNo> <reason…> — 退款转账失败 / the transfer failed',
    run: async (db, args, log = console.log) =>
      log(moved(await failRefund(db, await refundIdOf(db, need(args[0], 'refundNo')), args.slice(1).join(' ')))),
  },
  'refund-retry': {
    usage: 'refund-retry <refundNo> — 重新退款（支付宝：同一退款请求号）/ retry a failed refund',
    run: async (db, args, log = console.log) =>
      log(moved(await retryRefund(db, await refundIdOf(db, need(args[0], 'refundNo'))))),
  },
};
