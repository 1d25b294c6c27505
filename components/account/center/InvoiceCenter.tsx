/**
 * /personalCenter/invoice: the section shell. Invoices are issued against orders, which the commerce issue
 * builds; until then there is no invoice data to list, and the page says so (no invented rows).
 */
import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from './ui';
import { PC } from './nav';

export function InvoiceCenter() {
  return (
    <Panel title="发票管理" testId="invoice-center">
      <EmptyState text="暂无发票记录">
        <p className="text-xs text-ink-500">订单完成后可在此申请和查看发票。</p>
        <Link prefetch={false} href={`${PC}/invoiceAddress`} className="btn btn-outline btn-sm">
          维护发票抬头与收票地址
        </Link>
      </EmptyState>
    </Panel>
  );
}
