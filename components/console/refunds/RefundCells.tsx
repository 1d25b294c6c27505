/** Table cells of a refund shared by the console's refund list and order page (server-safe). */
import type { RefundSummary } from '@/lib/domain/after-sale/refunds';
import { Badge, fmtFen } from '@/components/console/parts';
import { refundTone } from '@/components/console/service/tones';

/** 来源 (with the claim), 退款方式, 金额 and 状态 (with why it failed). */
export function RefundCells({ r }: { r: RefundSummary }) {
  return (
    <>
      <td className="whitespace-nowrap px-3 py-2">
        {r.sourceLabel}
        {r.afterSaleNo && <div className="font-mono text-xs text-ink-500">{r.afterSaleNo}</div>}
      </td>
      <td className="whitespace-nowrap px-3 py-2">{r.channelLabel}</td>
      <td className="whitespace-nowrap px-3 py-2">{fmtFen(r.amountFen)}</td>
      <td className="px-3 py-2">
        <Badge tone={refundTone(r.status)}>{r.statusLabel}</Badge>
        {r.failReason && (
          <div className="max-w-56 truncate text-xs text-ink-500" title={r.failReason}>
            {r.failReason}
          </div>
        )}
      </td>
    </>
  );
}
