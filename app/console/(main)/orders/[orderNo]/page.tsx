/**
 * 订单详情 (every role): lines, amounts, buyer, address, invoice, the bank-transfer voucher (shown to finance only),
 * the refunds (linked to finance's refund page), the timeline, and the actions the order machine allows now and the
 * staff member's role may take.
 */
import Link from 'next/link';
import { RefundCells } from '@/components/console/refunds/RefundCells';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { canAccess } from '@/lib/domain/operations/staff';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { PAY_METHOD_LABELS } from '@/lib/api/endpoints/staff/orders';
import { staffOrderDetail } from '@/lib/domain/commerce/orders';
import { Card, PageHeader, Table, fmtFen, fmtMoney, fmtTime } from '@/components/console/parts';
import { OrderStatusBadge } from '@/components/console/orders/StatusBadges';
import { OrderActions } from '@/components/console/orders/OrderActions';
import { Timeline } from '@/components/console/orders/Timeline';
import { orNotFound } from '@/components/console/orders/params';
import { lotsForOrder } from '@/lib/domain/accounts/ledger';

export const metadata = { title: '订单详情' };
export const dynamic = 'force-dynamic';

const SOURCES: Record<string, string> = {
  cart: '购物车',
  quick: '快速下单',
  inquiry: '询价单',
  custom: '定制报价',
  buy_now: '立即购买',
};
const PAYMENT_STATUS: Record<string, string> = {
  created: '待确认',
  paid: '已确认',
  failed: '已驳回',
  refunded: '已退款',
};

function Info({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-500">{k}</dt>
          <dd className="min-w-0 break-words">{v ?? '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

export default async function ConsoleOrderDetail({ params }: { params: Promise<{ orderNo: string }> }) {
  const staff = await requireStaff('orders');
  const { orderNo: raw } = await params;
  const orderNo = decodeURIComponent(raw);
  if (!/^[A-Za-z0-9-]{1,32}$/.test(orderNo)) notFound();
  const db = await getDb();
  const o = await orNotFound(staffOrderDetail(db, orderNo));
  // The lots each line may ship from (the 发货 dialog records one per line for the buyer's standards ledger).
  const lots = o.staffActions.includes('ship') ? await lotsForOrder(db, o.id) : {};
  const can = (e: string) => o.staffActions.includes(e as (typeof o.staffActions)[number]);
  const financeMay = canAccess(staff.role, 'payments');
  const addr = (o.address ?? {}) as Record<string, string | null>;
  const inv = o.invoice as Record<string, string | number | null> | null;
  return (
    <>
      <PageHeader title={`订单 ${o.orderNo}`}>
        <Link href="/console/orders" className="text-sm text-ink-600 hover:text-brand-600">
          返回订单列表
        </Link>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-3">
        <div className="flex items-center gap-3 text-sm">
          <span data-testid="console-order-status">
            <OrderStatusBadge status={o.status} />
          </span>
          <span>应付 {fmtMoney(o.payAmount)}</span>
          {o.trackingNo && (
            <span data-testid="console-order-tracking">
              物流：{o.carrier} {o.trackingNo}
            </span>
          )}
          {o.cancelReason && <span className="text-ink-500">取消原因：{o.cancelReason}</span>}
        </div>
        <OrderActions
          orderNo={o.orderNo}
          payAmount={fmtMoney(o.payAmount)}
          canConfirm={can('transfer_confirmed') && financeMay}
          canReject={can('transfer_rejected') && financeMay}
          canShip={can('ship') && canAccess(staff.role, 'shipping')}
          shipLines={o.lines.map((l) => ({
            id: l.id,
            name: l.name,
            packageValue: l.packageValue,
            num: l.num,
            lots: lots[l.id] ?? [],
          }))}
          canCancel={can('cancel') && canAccess(staff.role, 'orderCancel')}
          cancelRefunds={o.status === 'paid'}
        />
      </div>

      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="订单信息">
          <Info
            items={[
              [
                '订单号',
                <span key="no" className="font-mono">
                  {o.orderNo}
                </span>,
              ],
              ['下单时间', fmtTime(o.createdAt)],
              ['来源', SOURCES[o.source] ?? o.source],
              ['支付方式', o.payMethod ? (PAY_METHOD_LABELS[o.payMethod] ?? o.payMethod) : '-'],
              ['付款时间', fmtTime(o.paidAt)],
              ['发货时间', fmtTime(o.shippedAt)],
              ['采购单号', o.poNumber ?? '-'],
              ['送货备注', o.remark ?? '-'],
            ]}
          />
        </Card>
        <Card title="买家与收货">
          <Info
            items={[
              [
                '买家',
                `${o.buyer.name ?? o.buyer.nickName ?? o.buyer.mobile ?? '-'}${o.buyer.identityStatus === '2' ? '（已实名）' : ''}`,
              ],
              ['手机', o.buyer.mobile ?? '-'],
              ['单位', o.buyer.orgName ?? '-'],
              ['收货人', `${addr.consignee ?? '-'} ${addr.mobile ?? ''}`],
              ['收货地址', `${addr.regionText ?? ''} ${addr.detail ?? ''}`.trim() || '-'],
              ['收货单位', addr.company ?? '-'],
            ]}
          />
        </Card>
        <Card title="发票">
          {inv ? (
            <Info
              items={[
                ['类型', String(inv.typeName ?? '-')],
                ['抬头', String(inv.title ?? '-')],
                ['税号', String(inv.taxNo ?? '-')],
                ['开户行', String(inv.bankName ?? '-')],
                ['账号', String(inv.bankAccount ?? '-')],
                ['注册地址', `${inv.regAddress ?? ''} ${inv.regPhone ?? ''}`.trim() || '-'],
              ]}
            />
          ) : (
            <p className="text-sm text-ink-500">不开发票</p>
          )}
        </Card>
      </div>

      <Card title={`商品（${o.lines.length}）`}>
        <Table head={['商品', '货号', 'CAS', '包装', '批号', '货期', '单价', '数量', '小计']}>
          {o.lines.map((l) => (
            <tr key={l.id}>
              <td className="px-3 py-2">{l.name}</td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{l.code ?? '-'}</td>
              <td className="whitespace-nowrap px-3 py-2">{l.cas ?? '-'}</td>
              <td className="whitespace-nowrap px-3 py-2">{l.packageValue ?? '-'}</td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs" data-testid="console-line-lot">
                {l.lotNo ?? '-'}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{l.delivery ?? '-'}</td>
              <td className="whitespace-nowrap px-3 py-2">{fmtMoney(l.price)}</td>
              <td className="px-3 py-2">{l.num}</td>
              <td className="whitespace-nowrap px-3 py-2">{fmtMoney(l.amount)}</td>
            </tr>
          ))}
        </Table>
        <div className="mt-3 space-y-0.5 text-right text-sm">
          <p>商品金额：{fmtMoney(o.goodsAmount)}</p>
          <p>运费：{fmtMoney(o.freight)}</p>
          {o.discount > 0 && <p>优惠：-{fmtMoney(o.discount)}</p>}
          <p className="font-medium">应付金额：{fmtMoney(o.payAmount)}</p>
          {o.refundedFen > 0 && (
            <p className="text-red-600" data-testid="console-order-refunded">
              已退款：-{fmtFen(o.refundedFen)}（实收 {fmtFen(Math.round(o.payAmount * 100) - o.refundedFen)}）
            </p>
          )}
        </div>
      </Card>

      {o.refunds.length > 0 && (
        <Card title={`退款（${o.refunds.length}）`}>
          <div data-testid="console-order-refunds">
            <Table head={['退款单号', '来源', '退款方式', '金额', '状态', '流水号 / 交易号', '申请时间']}>
              {o.refunds.map((r) => (
                <tr key={r.refundNo}>
                  <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
                    {canAccess(staff.role, 'refunds') ? (
                      <Link href={`/console/refunds/${r.id}`} className="text-brand-600 hover:underline">
                        {r.refundNo}
                      </Link>
                    ) : (
                      r.refundNo
                    )}
                  </td>
                  <RefundCells r={r} />
                  <td className="whitespace-nowrap px-3 py-2">
                    {r.channelRef ? `${r.channelRef}${r.transferDate ? ` · ${r.transferDate}` : ''}` : '-'}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
                </tr>
              ))}
            </Table>
          </div>
        </Card>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="转账凭证">
          {!o.voucher ? (
            <p className="text-sm text-ink-500">
              {o.payMethod === 'transfer' || o.status === 'pending_confirm'
                ? '买家尚未上传转账凭证'
                : '非对公转账订单，无转账凭证'}
            </p>
          ) : !financeMay ? (
            <p className="text-sm text-ink-500">
              转账凭证仅财务可查看（状态：{PAYMENT_STATUS[o.voucher.paymentStatus] ?? o.voucher.paymentStatus}）
            </p>
          ) : (
            <div className="text-sm" data-testid="console-order-voucher">
              <p className="mb-2 text-ink-600">
                上传于 {fmtTime(o.voucher.uploadedAt)} ·{' '}
                {PAYMENT_STATUS[o.voucher.paymentStatus] ?? o.voucher.paymentStatus}
                {o.voucher.note ? `（${o.voucher.note}）` : ''} · 转账附言应为订单号{' '}
                <span className="font-mono">{o.orderNo}</span>
              </p>
              {o.voucher.mime.startsWith('image/') ? (
                <a href={`/console/api/orders/${o.orderNo}/voucher`} target="_blank" rel="noreferrer">
                  <img
                    src={`/console/api/orders/${o.orderNo}/voucher`}
                    alt="转账凭证"
                    className="max-h-80 rounded border border-line"
                  />
                </a>
              ) : (
                <a
                  href={`/console/api/orders/${o.orderNo}/voucher`}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-600 hover:underline"
                >
                  打开转账凭证（PDF）
                </a>
              )}
            </div>
          )}
        </Card>
        <Card title="订单进度">
          <Timeline
            testId="console-order-timeline"
            items={o.timeline.map((t) => ({ at: t.at, label: t.label, actor: t.actor, note: t.note, to: t.toLabel }))}
          />
        </Card>
      </div>
    </>
  );
}
