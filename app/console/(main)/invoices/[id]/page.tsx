/**
 * 发票详情 (finance): the orders covered, the title as the buyer chose it, the amount; 开票 with the tax office's
 * number and the PDF (checked by its bytes on the server), or 驳回 with the reason the buyer reads.
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/console/page-auth';
import { staffInvoiceDetail } from '@/lib/domain/invoices/console-queries';
import { ORDER_STATUS_LABELS } from '@/lib/domain/orders/machine';
import { Badge, Card, PageHeader, Table, fmtMoney, fmtTime } from '@/components/console/parts';
import { Info, idOf, orNotFound } from '@/components/console/service/common';
import { InvoiceActions } from '@/components/console/service/actions';
import { invoiceTone } from '@/components/console/service/tones';

export const metadata = { title: '发票详情' };
export const dynamic = 'force-dynamic';

export default async function ConsoleInvoiceDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('invoices');
  const inv = await orNotFound(staffInvoiceDetail(await getDb(), idOf((await params).id)));
  const t = inv.titleInfo;
  return (
    <>
      <PageHeader title={`发票申请 ${inv.invoiceNo}`}>
        <Link href="/console/invoices" className="text-sm text-ink-600 hover:text-brand-600">
          返回发票列表
        </Link>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-3">
        <div className="flex items-center gap-3 text-sm">
          <span data-testid="invoice-status">
            <Badge tone={invoiceTone(inv.status)}>{inv.statusLabel}</Badge>
          </span>
          <span>
            {inv.typeLabel} · 金额 {fmtMoney(inv.amount)}
          </span>
          {inv.invoiceNumber && <span>发票号码 {inv.invoiceNumber}</span>}
          {inv.pdfUrl && (
            <a href={inv.pdfUrl} target="_blank" rel="noopener" className="text-brand-600 hover:underline">
              查看 PDF
            </a>
          )}
          {inv.rejectReason && <span className="text-ink-500">驳回原因：{inv.rejectReason}</span>}
        </div>
        {inv.actions.includes('issue') && <InvoiceActions id={inv.id} />}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="发票抬头">
          <Info
            items={[
              ['发票类型', inv.typeLabel],
              ['抬头', t.title],
              ['税号', t.taxNoProblem ? `${t.taxNo}（${t.taxNoProblem}）` : t.taxNo],
              ['开户行', t.bankName],
              ['银行账号', t.bankAccount],
              ['注册地址', t.regAddress],
              ['注册电话', t.regPhone],
            ]}
          />
        </Card>
        <Card title="申请信息">
          <Info
            items={[
              ['申请编号', inv.invoiceNo],
              ['买家', inv.buyerMobile],
              ['申请时间', fmtTime(inv.createdAt)],
              ['接收邮箱', inv.email],
              ['开票金额', fmtMoney(inv.amount)],
              ['开票时间', inv.issuedAt ? fmtTime(inv.issuedAt) : null],
            ]}
          />
        </Card>
      </div>
      <Card title={`开票订单（${inv.orders.length}）`}>
        <Table head={['订单号', '订单状态', '完成时间', '实付金额']}>
          {inv.orders.map((o) => (
            <tr key={o.orderNo} className={o.active ? '' : 'text-ink-400'}>
              <td className="px-3 py-2 font-mono text-xs">
                <Link href={`/console/orders/${o.orderNo}`} className="text-brand-600 hover:underline">
                  {o.orderNo}
                </Link>
              </td>
              <td className="px-3 py-2">{ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status}</td>
              <td className="px-3 py-2">{fmtTime(o.completedAt)}</td>
              <td className="px-3 py-2">{fmtMoney(o.payAmount)}</td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}
