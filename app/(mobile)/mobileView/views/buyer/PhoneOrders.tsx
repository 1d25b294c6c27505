'use client';
/**
 * The phone order centre: 我的订单 (/mobileView?target=/orderCenter[?status=&pageNo=]) with the status chips and
 * counts, and 订单详情 (…/orderCenter/orderDetaile?orderNo=) with the lines, amounts, address, tracking and the
 * progress — the desktop's reads (use-order-list) and actions (use-order-actions: 去支付, 取消订单, 确认收货,
 * 再次购买). 申请售后 stays on the desktop site, and says so.
 */
import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/Modal';
import { ORDER_TABS } from '@/components/orders/OrderList';
import { useOrderActions, type OrderLike } from '@/components/orders/use-order-actions';
import { orderStatusOf, useOrderDetail, useOrderList } from '@/components/orders/use-order-list';
import { formatTime } from '@/components/account/center/ui';
import { DesktopButton } from '../../DesktopButton';
import { yuan } from '@/lib/client/orders';
import { ORDER_MSG } from '@/lib/config/messages';
import { CART_PATH } from '@/lib/config/routes';
import { PHONE_ACCENT, PHONE_OUTLINE, PhoneLoadError, PhoneLoading, PhoneNote, PhoneSection, ph } from './ui';

const PAGE_SIZE = 10;
const orderHref = (orderNo: string) => ph(`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(orderNo)}`);
const listHref = (status: string | null, pageNo = 1) => {
  const q = new URLSearchParams();
  if (status) q.set('status', status);
  if (pageNo > 1) q.set('pageNo', String(pageNo));
  const s = q.toString();
  return ph(s ? `/orderCenter?${s}` : '/orderCenter');
};

function PhoneOrderActions({ order, onDone }: { order: OrderLike; onDone: () => void }) {
  const { ask, setAsk, busy, buyAgain, show, confirmMessage, confirm } = useOrderActions(order, {
    onDone,
    cartHref: ph(CART_PATH),
  });
  const sm = 'h-11 px-4 text-[13px]';
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {show.pay && (
        <Link
          prefetch={false}
          href={ph(`/settlementPage/payment/paymentBill?orderNo=${encodeURIComponent(order.orderNo)}`)}
          className={`${PHONE_ACCENT} ${sm}`}
          data-testid="order-pay"
        >
          去支付
        </Link>
      )}
      {show.receipt && (
        <button
          type="button"
          className={`${PHONE_ACCENT} ${sm}`}
          disabled={busy}
          onClick={() => setAsk('receipt')}
          data-testid="order-receipt"
        >
          确认收货
        </button>
      )}
      {show.cancel && (
        <button
          type="button"
          className={`${PHONE_OUTLINE} ${sm}`}
          disabled={busy}
          onClick={() => setAsk('cancel')}
          data-testid="order-cancel"
        >
          {order.status === 'paid' ? '取消并退款' : '取消订单'}
        </button>
      )}
      {show.buyAgain && (
        <button
          type="button"
          className={`${PHONE_OUTLINE} ${sm}`}
          disabled={busy}
          onClick={() => void buyAgain()}
          data-testid="order-buy-again"
        >
          再次购买
        </button>
      )}
      <ConfirmDialog
        open={ask !== null}
        busy={busy}
        message={confirmMessage}
        onCancel={() => setAsk(null)}
        onConfirm={confirm}
      />
    </div>
  );
}

export function PhoneOrderList({ status: rawStatus, pageNo }: { status: string | null; pageNo: number }) {
  const qc = useQueryClient();
  const status = orderStatusOf(rawStatus);
  const { counts, list, rows, total } = useOrderList({ status, keyword: '', pageNo, pageSize: PAGE_SIZE });
  const done = () => void qc.invalidateQueries({ queryKey: ['order'] });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div data-testid="phone-orders">
      <nav aria-label="订单状态" className="flex gap-2 overflow-x-auto bg-white px-3 py-2">
        {ORDER_TABS.map((t) => {
          const n = counts.data?.[t.status ?? 'all'];
          const on = t.status === status;
          return (
            <Link
              key={t.label}
              prefetch={false}
              href={listHref(t.status)}
              aria-current={on ? 'page' : undefined}
              className={`flex h-11 shrink-0 items-center rounded-full border px-3 text-[13px] ${on ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-line text-ink-700'}`}
            >
              {t.label}
              {typeof n === 'number' && n > 0 && <span className="ml-1 text-xs text-ink-500">{n}</span>}
            </Link>
          );
        })}
      </nav>
      {list.isPending ? (
        <PhoneLoading />
      ) : list.isError ? (
        <PhoneLoadError onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <PhoneNote>暂无订单</PhoneNote>
      ) : (
        <ul className="flex flex-col gap-2 py-2">
          {rows.map((o) => (
            <li key={o.id} className="bg-white px-4 py-3" data-testid="order-row">
              <Link prefetch={false} href={orderHref(o.orderNo)} className="block">
                <p className="flex justify-between gap-2 text-xs text-ink-500">
                  <span className="min-w-0 truncate">
                    订单号 <span data-testid="order-row-no">{o.orderNo}</span>
                  </span>
                  <span className="shrink-0 font-medium text-ink-900" data-testid="order-row-status">
                    {o.statusLabel}
                  </span>
                </p>
                <ul className="mt-1 text-[14px]">
                  {o.lines.map((l, i) => (
                    <li key={i} className="truncate" data-testid="order-row-line">
                      {l.name}{' '}
                      <span className="text-ink-500">
                        · {l.packageValue ?? '—'} × {l.num}
                      </span>
                    </li>
                  ))}
                  {o.lineCount > o.lines.length && <li className="text-xs text-ink-500">等 {o.lineCount} 种商品</li>}
                </ul>
                <p className="mt-1 text-right text-[13px]">
                  {formatTime(o.createdAt)} · 实付 <span className="price">{yuan(o.payAmount)}</span>
                </p>
              </Link>
              <div className="mt-2">
                <PhoneOrderActions order={o} onDone={done} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="分页" className="flex items-center gap-3 px-4 py-3 text-sm">
          {pageNo > 1 ? (
            <Link prefetch={false} href={listHref(status, pageNo - 1)} className={`${PHONE_OUTLINE} flex-1`}>
              上一页
            </Link>
          ) : (
            <span className="flex-1" />
          )}
          <span className="shrink-0 text-ink-500">
            {pageNo} / {pages}
          </span>
          {pageNo < pages ? (
            <Link prefetch={false} href={listHref(status, pageNo + 1)} className={`${PHONE_OUTLINE} flex-1`}>
              下一页
            </Link>
          ) : (
            <span className="flex-1" />
          )}
        </nav>
      )}
    </div>
  );
}

export function PhoneOrderDetail({ orderNo }: { orderNo: string }) {
  const qc = useQueryClient();
  const q = useOrderDetail({ orderNo });
  if (!orderNo) return <PhoneNote>{ORDER_MSG.notFound}</PhoneNote>;
  if (q.isPending) return <PhoneLoading />;
  if (q.isError) return <PhoneLoadError onRetry={() => void q.refetch()} />;
  const o = q.data;
  const addr = (o.address ?? {}) as Record<string, string | null>;
  return (
    <div data-testid="order-detail">
      <PhoneSection>
        <p className="text-[17px] font-medium" data-testid="order-detail-status">
          {o.statusLabel}
        </p>
        <p className="mt-1 text-xs text-ink-500 [overflow-wrap:anywhere]">
          订单号 {o.orderNo} · 下单时间 {formatTime(o.createdAt)}
        </p>
        {o.cancelReason && <p className="text-[13px] text-ink-500">取消原因：{o.cancelReason}</p>}
        {o.trackingNo && (
          <p className="mt-1 text-[13px]" data-testid="order-tracking">
            物流：{o.carrier} {o.trackingNo}
          </p>
        )}
        <div className="mt-2">
          <PhoneOrderActions order={o} onDone={() => void qc.invalidateQueries({ queryKey: ['order'] })} />
        </div>
      </PhoneSection>
      <PhoneSection title="订单进度">
        <ol className="border-l-2 border-line pl-3 text-[13px]" aria-label="订单进度" data-testid="order-timeline">
          {o.timeline.map((t, i) => (
            <li key={i} className="mb-2">
              <p className="font-medium text-ink-900">{t.label}</p>
              <p className="text-xs text-ink-500">
                {formatTime(t.at)}
                {t.note ? ` · ${t.note}` : ''}
              </p>
            </li>
          ))}
        </ol>
      </PhoneSection>
      <PhoneSection title="商品">
        <ul className="divide-y divide-line text-[13px]">
          {o.lines.map((l, i) => (
            <li key={i} className="py-2" data-testid="order-detail-line">
              <p className="[overflow-wrap:anywhere]">{l.name}</p>
              <p className="flex justify-between text-ink-500">
                <span>
                  {l.packageValue ?? '—'} × {l.num}
                </span>
                <span className="text-ink-900">{yuan(l.amount)}</span>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-right text-[13px]">
          运费 {o.freight > 0 ? yuan(o.freight) : '免运费'} · 实付 <b className="price">{yuan(o.payAmount)}</b>
        </p>
      </PhoneSection>
      <PhoneSection title="收货信息">
        <p className="text-[13px] [overflow-wrap:anywhere]">
          {addr.consignee} {addr.mobile}
          <br />
          {addr.regionText} {addr.detail}
        </p>
      </PhoneSection>
      <p className="px-4 py-3 text-xs text-ink-500">
        发票、售后申请与退款明细请在电脑版订单详情中查看：
        <DesktopButton
          target={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(o.orderNo)}`}
          className="h-11 text-brand-600"
        >
          访问电脑版
        </DesktopButton>
      </p>
    </div>
  );
}
