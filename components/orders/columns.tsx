/** Table columns that several buyer order tables share (invoices, organisation orders). */
import type { DataColumn } from '@/components/ui/DataTable';

/** 商品: an order's first line and, when it has more, "等 N 件". */
export function goodsSummaryColumn<T extends { firstLine: string | null; lineCount: number }>(): DataColumn<T> {
  return {
    key: 'goods',
    header: '商品',
    cell: (o) => (
      <>
        {o.firstLine ?? '—'}
        {o.lineCount > 1 ? <span className="text-ink-500"> 等 {o.lineCount} 件</span> : null}
      </>
    ),
  };
}
