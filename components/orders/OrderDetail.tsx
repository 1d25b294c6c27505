'use client';
/** /orderCenter/orderDetaile?orderNo= (订单详情): lines, amounts, address, invoice, payment, shipping, refunds and the status timeline. */
import Link from 'next/link';
import { GoodsLink } from '@/components/product/GoodsLink';
import { useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { yuan } from '@/lib/client/orders';
import { ORDER_MSG } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { formatTime, LoadError, Loading, Panel, Steps } from '@/components/account/center/ui';
import { RefundTable } from '@/components/refunds/RefundList';
import { formatFen } from '@/lib/domain/commerce/orders/client';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import type { OrderDetail as OrderDetailDTO } from '@/lib/api/endpoints/orders';
import { OrderActions } from './OrderActions';
import { useOrderDetail } from './use-order-list';

const PAY_METHOD: Record<string, string> = {
  alipay: '支付宝',
  transfer: '对公转账',
  credit: '账期支付',
  wechat: '微信支付',
};

const LINE_COLUMNS: DataColumn<OrderDetailDTO['lines'][number]>[] = [
  {
    key: 'goods',
    header: '商品',
    cell: (l) => (
      <>
        {l.productId ? (
          <GoodsLink href={goodsHref(l.productId, l.skuId)} className="hover:text-brand-600">
            {l.name}
          </GoodsLink>
        ) : (
          l.name
        )}
        <p className="text-xs text-ink-500">
          货号 {l.code ?? '—'}
          {l.cas ? ` · CAS ${l.cas}` : ''} · 货期 {l.delivery ?? '—'}
        </p>
      </>
    ),
  },
  { key: 'package', header: '包装', width: 'w-24', cell: (l) => l.packageValue ?? '—' },
  { key: 'price', header: '单价', width: 'w-24', cell: (l) => yuan(l.price) },
  { key: 'num', header: '数量', width: 'w-16', cell: (l) => l.num },
  { key: 'amount', header: '小计', width: 'w-28', align: 'right', cell: (l) => yuan(l.amount) },
];

export function OrderDetail() {
  const qc = useQueryClient();
  const sp = useSearchParams();
  const orderNo = sp?.get('orderNo') ?? '';
  const id = Number(sp?.get('id')) || undefined;
  const q = useOrderDetail({ orderNo, id });
  if (!orderNo && !id)
    return (
      <Panel title="订单详情">
        <p className="p-6 text-center text-ink-500">{ORDER_MSG.notFound}</p>
      </Panel>
    );
  if (q.isPending)
    return (
      <Panel title="订单详情">
        <Loading />
      </Panel>
    );
  if (q.isError)
    return (
      <Panel title="订单详情">
        <LoadError onRetry={() => void q.refetch()} />
      </Panel>
    );
  const o = q.data;
  const addr = (o.address ?? {}) as Record<string, string | null>;
  const inv = o.invoice as Record<string, string | number | null> | null;
  return (
    <Panel
      title="订单详情"
      testId="order-detail"
      extra={
        <Link href="/orderCenter" className="text-[13px] text-brand-600 hover:underline">
          返回我的订单
        </Link>
      }
    >
      <div className="flex items-center justify-between rounded bg-surface px-4 py-3 text-[13px]">
        <div>
          <p>
            订单号 <span className="font-mono">{o.orderNo}</span> · 下单时间 {formatTime(o.createdAt)}
          </p>
          <p className="mt-1 text-[16px] font-medium" data-testid="order-detail-status">
            {o.statusLabel}
          </p>
          {o.cancelReason && <p className="text-ink-500">取消原因：{o.cancelReason}</p>}
          {o.trackingNo && (
            <p className="mt-1" data-testid="order-tracking">
              物流：{o.carrier} {o.trackingNo}
            </p>
          )}
        </div>
        <OrderActions order={o} onDone={() => void qc.invalidateQueries({ queryKey: ['order'] })} />
      </div>

      <Steps label="订单进度" items={o.timeline} className="my-4 gap-y-2" testId="order-timeline" />

      <DataTable columns={LINE_COLUMNS} rows={o.lines} rowKey={(l) => l.id} className="text-[13px]" />

      <div className="mt-4 grid grid-cols-3 gap-4 text-[13px]">
        <section>
          <h3 className="mb-1 font-medium">收货信息</h3>
          <p>
            {addr.consignee} {addr.mobile}
          </p>
          <p className="text-ink-500">
            {addr.regionText} {addr.detail}
          </p>
          {addr.company && <p className="text-ink-500">{addr.company}</p>}
        </section>
        <section>
          <h3 className="mb-1 font-medium">发票与备注</h3>
          <p>{inv ? `${inv.typeName}：${inv.title}${inv.taxNo ? `（${inv.taxNo}）` : ''}` : '不开发票'}</p>
          {o.poNumber && <p className="text-ink-500">采购单号：{o.poNumber}</p>}
          {o.remark && <p className="text-ink-500">送货备注：{o.remark}</p>}
        </section>
        <section className="text-right">
          <p>商品金额：{yuan(o.goodsAmount)}</p>
          <p>运费：{yuan(o.freight)}</p>
          {o.discount > 0 && <p>优惠：-{yuan(o.discount)}</p>}
          <p className="mt-1">
            应付金额：<b className="price text-[16px]">{yuan(o.payAmount)}</b>
          </p>
          {o.refundedFen > 0 && (
            <p className="text-danger" data-testid="order-refunded">
              已退款：-{formatFen(o.refundedFen)}
            </p>
          )}
          {o.payMethod && <p className="text-ink-500">支付方式：{PAY_METHOD[o.payMethod] ?? o.payMethod}</p>}
          {o.payments.map((p, i) =>
            p.voucherUrl ? (
              <a
                key={i}
                href={p.voucherUrl}
                target="_blank"
                rel="noreferrer"
                className="text-brand-600 hover:underline"
              >
                查看转账凭证
              </a>
            ) : null,
          )}
        </section>
      </div>

      {o.refunds.length > 0 && (
        <section className="mt-5">
          <h3 className="mb-2 text-[14px] font-medium">退款记录</h3>
          <RefundTable refunds={o.refunds} />
        </section>
      )}
    </Panel>
  );
}
