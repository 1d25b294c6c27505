/**
 * 售后详情 (warehouse, finance): the claimed order line and quantity, the reason and description, the buyer's images
 * or PDF (streamed by the console to this area's staff only), the return parcel, the timeline, and the actions the
 * after-sales machine allows now (审核通过, 驳回 with a reason, 确认完成 with the refund computed from the line).
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffAfterSaleDetail } from '@/lib/domain/after-sale/claims';
import { ConsoleDetailPage } from '@/components/console/DetailPage';
import { Badge, Card, fmtFen, fmtMoney, fmtTime } from '@/components/console/parts';
import { FileList, Info, Timeline, idOf, orNotFound } from '@/components/console/service/common';
import { AfterSaleActions } from '@/components/console/service/after-sale-actions';
import { afterSaleTone, refundTone } from '@/components/console/service/tones';

export const metadata = { title: '售后详情' };
export const dynamic = 'force-dynamic';

export default async function ConsoleAfterSaleDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('afterSales');
  const a = await orNotFound(staffAfterSaleDetail(await getDb(), idOf((await params).id)));
  return (
    <ConsoleDetailPage
      title={`售后单 ${a.afterSaleNo}`}
      backHref="/console/after-sales"
      backLabel="返回售后列表"
      statusTestId="after-sale-status"
      status={<Badge tone={afterSaleTone(a.status)}>{a.statusLabel}</Badge>}
      facts={
        <>
          <span>{a.typeLabel}</span>
          {a.amount !== null && <span>退款金额 {fmtMoney(a.amount)}</span>}
          {a.rejectReason && <span className="text-ink-500">驳回原因：{a.rejectReason}</span>}
        </>
      }
      actions={
        <AfterSaleActions
          id={a.id}
          actions={a.actions}
          amount={a.amount === null ? null : fmtMoney(a.amount)}
          typeLabel={a.typeLabel}
        />
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="申请信息">
          <Info
            items={[
              ['售后类型', a.typeLabel],
              ['申请原因', a.reason],
              ['问题描述', a.description],
              ['申请时间', fmtTime(a.createdAt)],
              ['买家', `${a.buyerName ?? ''} ${a.buyerMobile ?? ''}`.trim()],
              ['寄回物流', a.returnCarrier ? `${a.returnCarrier} ${a.returnTrackingNo ?? ''}` : null],
              ['处理结果', a.resolution],
            ]}
          />
        </Card>
        <Card title="售后商品">
          <Info
            items={[
              [
                '订单号',
                <Link
                  key="o"
                  href={`/console/orders/${a.orderNo}`}
                  className="font-mono text-brand-600 hover:underline"
                >
                  {a.orderNo}
                </Link>,
              ],
              ['商品', a.productName],
              ['货号 / 包装', `${a.code ?? '-'} / ${a.packageValue ?? '-'}`],
              ['单价', fmtMoney(a.price)],
              ['购买数量', a.lineNum],
              ['申请数量', a.quantity],
              [
                '退款金额',
                a.amount === null
                  ? '不涉及退款'
                  : `${fmtMoney(a.amount)}（单价 × 申请数量，服务端计算；完成售后时生成退款单）`,
              ],
            ]}
          />
        </Card>
      </div>
      {a.refund && (
        <Card title="退款">
          <div data-testid="after-sale-refund" className="text-sm">
            <p>
              退款单{' '}
              <Link href={`/console/refunds/${a.refund.id}`} className="font-mono text-brand-600 hover:underline">
                {a.refund.refundNo}
              </Link>{' '}
              · {a.refund.channelLabel} · {fmtFen(a.refund.amountFen)} ·{' '}
              <Badge tone={refundTone(a.refund.status)}>{a.refund.statusLabel}</Badge>
            </p>
            {a.refund.failReason && <p className="mt-1 text-red-600">{a.refund.failReason}</p>}
          </div>
        </Card>
      )}
      <Card title={`买家上传的图片 / 文件（${a.files.length}）`}>
        <FileList
          files={a.files.map((f, i) => ({ url: f.url, mime: f.mime, label: `附件 ${i + 1}` }))}
          testId="after-sale-files"
        />
      </Card>
      <Card title="处理进度">
        <Timeline items={a.timeline} />
      </Card>
    </ConsoleDetailPage>
  );
}
