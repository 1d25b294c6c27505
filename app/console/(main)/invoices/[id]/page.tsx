/**
 * 发票详情 (finance): the orders covered (paid and refunded since), the title as the buyer chose it, the amount; 开票
 * with the tax office's number and the PDF (checked by its bytes on the server), or 驳回 with the reason the buyer
 * reads. A red-letter invoice (红字发票, made by a refund) names the invoice it credits and the refund; it is issued
 * the same way and cannot be rejected. An issued invoice lists its red-letter invoices.
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffInvoiceDetail } from '@/lib/domain/commerce/invoices';
import { ORDER_STATUS_LABELS } from '@/lib/domain/commerce/orders';
import { ConsoleDetailPage } from '@/components/console/DetailPage';
import { Badge, Card, Table, fmtMoney, fmtTime } from '@/components/console/parts';
import { Info, idOf, orNotFound } from '@/components/console/service/common';
import { InvoiceActions } from '@/components/console/service/invoice-actions';
import { invoiceTone } from '@/components/console/service/tones';

export const metadata = { title: '发票详情' };
export const dynamic = 'force-dynamic';

export default async function ConsoleInvoiceDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('invoices');
  const inv = await orNotFound(staffInvoiceDetail(await getDb(), idOf((await params).id)));
  const t = inv.titleInfo;
  return (
    <ConsoleDetailPage
      title={`发票申请 ${inv.invoiceNo}`}
      backHref="/console/invoices"
      backLabel="返回发票列表"
      statusTestId="invoice-status"
      status={<Badge tone={invoiceTone(inv.status)}>{inv.statusLabel}</Badge>}
      facts={
        <>
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
        </>
      }
      actions={
        inv.actions.includes('issue') && <InvoiceActions id={inv.id} canReject={inv.actions.includes('reject')} />
      }
    >
      {inv.kind === 'red' && (
        <Card title="红字发票">
          <div data-testid="red-invoice-info">
            <Info
              items={[
                [
                  '冲减原发票',
                  inv.original ? (
                    <Link
                      key="o"
                      href={`/console/invoices/${inv.original.id}`}
                      className="font-mono text-brand-600 hover:underline"
                    >
                      {inv.original.invoiceNo}
                    </Link>
                  ) : null,
                ],
                ['原发票号码', inv.original?.invoiceNumber ?? null],
                ['原发票金额', inv.original ? fmtMoney(inv.original.amount) : null],
                [
                  '退款单',
                  inv.refund ? (
                    <Link
                      key="r"
                      href={`/console/refunds/${inv.refund.id}`}
                      className="font-mono text-brand-600 hover:underline"
                    >
                      {inv.refund.refundNo}
                    </Link>
                  ) : null,
                ],
                ['退款订单', inv.refund?.orderNo ?? null],
                ['红字金额', `${fmtMoney(inv.amount)}（等于退款金额）`],
              ]}
            />
          </div>
        </Card>
      )}
      {inv.credits.length > 0 && (
        <Card title={`红字发票（${inv.credits.length}）`}>
          <Table head={['申请编号', '红字金额', '状态']}>
            {inv.credits.map((c) => (
              <tr key={c.id}>
                <td className="px-3 py-2 font-mono text-xs">
                  <Link href={`/console/invoices/${c.id}`} className="text-brand-600 hover:underline">
                    {c.invoiceNo}
                  </Link>
                </td>
                <td className="px-3 py-2">-{fmtMoney(c.amount)}</td>
                <td className="px-3 py-2">{c.statusLabel}</td>
              </tr>
            ))}
          </Table>
        </Card>
      )}
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
      {inv.kind === 'blue' && (
        <Card title={`开票订单（${inv.orders.length}）`}>
          <Table head={['订单号', '订单状态', '完成时间', '实付金额', '已退款', '可开票金额']}>
            {inv.orders.map((o) => (
              <tr key={o.orderNo} className={o.active ? '' : 'text-ink-400'}>
                <td className="px-3 py-2 font-mono text-xs">
                  <Link href={`/console/orders/${o.orderNo}`} className="text-brand-600 hover:underline">
                    {o.orderNo}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {ORDER_STATUS_LABELS[o.status as keyof typeof ORDER_STATUS_LABELS] ?? o.status}
                </td>
                <td className="px-3 py-2">{fmtTime(o.completedAt)}</td>
                <td className="px-3 py-2">{fmtMoney(o.payAmount)}</td>
                <td className="px-3 py-2">{o.refundedAmount > 0 ? `-${fmtMoney(o.refundedAmount)}` : '-'}</td>
                <td className="px-3 py-2">{fmtMoney(o.invoiceableAmount)}</td>
              </tr>
            ))}
          </Table>
        </Card>
      )}
    </ConsoleDetailPage>
  );
}
