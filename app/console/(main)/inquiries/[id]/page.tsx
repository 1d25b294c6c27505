/**
 * 询价单详情 (运营): the buyer's lines and wishes, contact and wished date; while 待报价 the quote form (per line price
 * and lead time, validity, note), afterwards the quote as the buyer sees it; close with a reason; the timeline.
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { INQUIRY_RULES } from '@/lib/config/constants';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { todayInChina } from '@/lib/kernel/time';
import { staffInquiryDetail } from '@/lib/domain/commerce/inquiries';
import { Card, PageHeader, Table, fmtTime } from '@/components/console/parts';
import { RequestStatusBadge } from '@/components/console/orders/StatusBadges';
import { QuoteForm } from '@/components/console/inquiries/QuoteForm';
import { CloseInquiryButton } from '@/components/console/inquiries/RequestActions';
import { Timeline } from '@/components/console/orders/Timeline';
import { idOf, orNotFound } from '@/components/console/orders/params';

export const metadata = { title: '询价单详情' };
export const dynamic = 'force-dynamic';

const fen = (n: number | null) =>
  n === null ? '-' : `¥${(n / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export default async function ConsoleInquiryDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('inquiries');
  const q = await orNotFound(staffInquiryDetail(await getDb(), idOf((await params).id)));
  const today = todayInChina();
  const wishes = (l: (typeof q.lines)[number]) =>
    [l.purityWish && `纯度：${l.purityWish}`, l.packageWish && `包装：${l.packageWish}`, l.note && `备注：${l.note}`]
      .filter(Boolean)
      .join('；');
  return (
    <>
      <PageHeader title={`询价单 ${q.inquiryNo}`}>
        <Link href="/console/inquiries" className="text-sm text-ink-600 hover:text-brand-600">
          返回询价单列表
        </Link>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-3 text-sm">
        <div className="flex items-center gap-3">
          <span data-testid="console-inquiry-status">
            <RequestStatusBadge status={q.status} label={q.statusLabel} />
          </span>
          {q.status !== 'submitted' && q.quotedAmountFen !== null && <span>报价合计 {fen(q.quotedAmountFen)}</span>}
          {q.validUntil && q.status !== 'submitted' && <span className="text-ink-500">有效期至 {q.validUntil}</span>}
          {q.orderNo && (
            <Link href={`/console/orders/${q.orderNo}`} className="text-brand-600 hover:underline">
              订单 {q.orderNo}
            </Link>
          )}
          {q.closeReason && <span className="text-ink-500">关闭原因：{q.closeReason}</span>}
        </div>
        {q.staffActions.includes('close') && <CloseInquiryButton id={q.id} />}
      </div>

      <Card title="询价信息">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1.5 text-sm lg:grid-cols-4">
          {(
            [
              ['买家', `${q.buyer.name ?? '-'} ${q.buyer.mobile ?? ''}`],
              ['单位', q.buyer.orgName ?? '-'],
              ['联系人', `${q.contactName ?? '-'} ${q.contactPhone ?? ''}`],
              ['提交时间', fmtTime(q.createdAt)],
              ['期望交期', q.wantedBy ?? '-'],
              ['报价时间', fmtTime(q.quotedAt)],
              ['买家备注', q.remark ?? '-'],
              ['报价说明', q.quoteNote ?? '-'],
            ] as const
          ).map(([k, v]) => (
            <div key={k}>
              <dt className="text-ink-500">{k}</dt>
              <dd className="break-words">{v}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card
        title={
          q.staffActions.includes('quote') ? `报价（${q.lines.length} 种商品）` : `商品与报价（${q.lines.length}）`
        }
      >
        {q.staffActions.includes('quote') ? (
          <QuoteForm
            inquiryId={q.id}
            today={today}
            validUntil={addDays(today, INQUIRY_RULES.quoteValidDays)}
            lines={q.lines.map((l) => {
              const cat = q.catalogue[l.id];
              return {
                id: l.id,
                name: l.name,
                code: l.code,
                cas: l.cas,
                packageValue: l.packageValue,
                num: l.num,
                wishes: wishes(l),
                price: cat?.priceFen ? (cat.priceFen / 100).toFixed(2) : '',
                delivery: cat?.delivery ?? '',
                stock: cat?.stock ?? null,
              };
            })}
          />
        ) : (
          <Table head={['商品', '包装', '数量', '买家要求', '单价', '货期', '小计']}>
            {q.lines.map((l) => (
              <tr key={l.id}>
                <td className="px-3 py-2">
                  <div>{l.name}</div>
                  <div className="text-xs text-ink-500">
                    {l.code ?? '-'}
                    {l.cas ? ` · CAS ${l.cas}` : ''}
                  </div>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{l.packageValue ?? '-'}</td>
                <td className="px-3 py-2">{l.num}</td>
                <td className="px-3 py-2 text-xs text-ink-600">{wishes(l) || '-'}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {q.status === 'submitted' ? '-' : l.unitPriceFen === null ? '不供货' : fen(l.unitPriceFen)}
                </td>
                <td className="whitespace-nowrap px-3 py-2">{l.deliveryText ?? '-'}</td>
                <td className="whitespace-nowrap px-3 py-2">{fen(l.lineTotalFen)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Card>

      <Card title="询价进度">
        <Timeline
          testId="console-inquiry-timeline"
          items={q.events.map((e) => ({ at: e.createdAt, label: e.label, actor: e.actor, note: e.note }))}
        />
      </Card>
    </>
  );
}
