/**
 * 退款详情 (finance): the refund (amount computed by the shop from the claimed line, how it goes back), its order (paid,
 * refunded in all), the claim, the red-letter invoices and the points it took back, the timeline, and the steps the
 * refund machine allows: 登记转账 / 标记失败 (bank transfer), 重新退款 / 重新提交 (Alipay, same out_request_no).
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffRefundDetail } from '@/lib/domain/after-sale/refunds';
import { ConsoleDetailPage } from '@/components/console/DetailPage';
import { Badge, Card, Table, fmtFen, fmtTime } from '@/components/console/parts';
import { Info, Timeline, idOf, orNotFound } from '@/components/console/service/common';
import { RefundActions } from '@/components/console/service/refund-actions';
import { PAY_METHOD_LABELS } from '@/lib/api/endpoints/staff/orders';
import { refundTone } from '@/components/console/service/tones';

export const metadata = { title: '退款详情' };
export const dynamic = 'force-dynamic';

export default async function ConsoleRefundDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('refunds');
  const r = await orNotFound(staffRefundDetail(await getDb(), idOf((await params).id)));
  return (
    <ConsoleDetailPage
      title={`退款单 ${r.refundNo}`}
      backHref="/console/refunds"
      backLabel="返回退款列表"
      statusTestId="refund-status"
      status={<Badge tone={refundTone(r.status)}>{r.statusLabel}</Badge>}
      facts={
        <>
          <span>
            {r.channelLabel} · 金额 <b>{fmtFen(r.amountFen)}</b>
          </span>
          {r.failReason && <span className="text-red-600">{r.failReason}</span>}
        </>
      }
      actions={
        <RefundActions id={r.id} actions={r.actions} amount={fmtFen(r.amountFen)} channelLabel={r.channelLabel} />
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="退款信息">
          <Info
            items={[
              [
                '退款单号',
                <span key="no" className="font-mono">
                  {r.refundNo}
                </span>,
              ],
              ['来源', r.sourceLabel],
              ['售后单', r.afterSaleNo],
              ['退款方式', r.channelLabel],
              ['退款金额', `${fmtFen(r.amountFen)}（服务端按订单行计算）`],
              [r.channel === 'alipay' ? '支付宝交易号' : '转账流水号', r.channelRef],
              ['转账日期', r.transferDate],
              ['提交次数', r.channel === 'alipay' ? String(r.attempts) : null],
              ['申请时间', fmtTime(r.createdAt)],
              ['完成时间', r.succeededAt ? fmtTime(r.succeededAt) : null],
            ]}
          />
        </Card>
        <Card title="订单与买家">
          <Info
            items={[
              [
                '订单号',
                <Link
                  key="o"
                  href={`/console/orders/${r.orderNo}`}
                  className="font-mono text-brand-600 hover:underline"
                >
                  {r.orderNo}
                </Link>,
              ],
              ['支付方式', r.payMethod ? (PAY_METHOD_LABELS[r.payMethod] ?? r.payMethod) : '-'],
              ['实付金额', fmtFen(r.orderPayFen)],
              ['累计退款', fmtFen(r.orderRefundedFen)],
              ['买家', `${r.buyerName ?? ''} ${r.buyerMobile ?? ''}`.trim()],
              ['单位', r.orgName],
              [
                '扣回积分',
                r.pointsTakenBack ? `${-r.pointsTakenBack.delta} 积分（${r.pointsTakenBack.reason}）` : '无',
              ],
            ]}
          />
        </Card>
      </div>
      {r.redInvoices.length > 0 && (
        <Card title="红字发票">
          <Table head={['申请编号', '红字金额', '状态']}>
            {r.redInvoices.map((x) => (
              <tr key={x.id}>
                <td className="px-3 py-2 font-mono text-xs">
                  <Link href={`/console/invoices/${x.id}`} className="text-brand-600 hover:underline">
                    {x.invoiceNo}
                  </Link>
                </td>
                <td className="px-3 py-2">-{fmtFen(x.amountFen)}</td>
                <td className="px-3 py-2">{x.statusLabel}</td>
              </tr>
            ))}
          </Table>
        </Card>
      )}
      <Card title="退款进度">
        <Timeline items={r.timeline} />
      </Card>
    </ConsoleDetailPage>
  );
}
