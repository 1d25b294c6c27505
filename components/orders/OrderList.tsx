'use client';
/**
 * /orderCenter (我的订单): status tabs with counts (全部, 待付款, 待确认, 待发货, 已发货, 已完成, 已取消), search by order
 * number, 采购单号 or product, the §2.4 pager; tab, keyword and page live in the URL (?status=&keyword=&pageNo=).
 * Each order shows its first lines, amount, status and the buyer's actions (去支付, 取消, 确认收货, 再次购买).
 */
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OrderStatus } from '@/lib/domain/commerce/orders/client';
import { yuan } from '@/lib/client/orders';
import { PAGE_SIZE } from '@/lib/config/constants';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { StatusTabs } from '@/components/ui/StatusTabs';
import { formatTime, LoadError, Loading, Panel } from '@/components/account/center/ui';
import { OrderActions } from './OrderActions';
import { orderStatusOf, useOrderList } from './use-order-list';

export const ORDER_TABS: { status: OrderStatus | null; label: string }[] = [
  { status: null, label: '全部' },
  { status: 'pending_approval', label: '待审批' },
  { status: 'pending_payment', label: '待付款' },
  { status: 'pending_confirm', label: '待确认' },
  { status: 'paid', label: '待发货' },
  { status: 'shipped', label: '已发货' },
  { status: 'completed', label: '已完成' },
  { status: 'cancelled', label: '已取消' },
];

export function OrderList({ title = '我的订单', fixedStatus }: { title?: string; fixedStatus?: OrderStatus }) {
  const pathname = usePathname() ?? '/orderCenter';
  const router = useRouter();
  const qc = useQueryClient();
  const search = useSearchParams();
  const raw = search?.get('status') ?? null;
  const status = fixedStatus ?? orderStatusOf(raw);
  const keyword = (search?.get('keyword') ?? '').trim();
  const pageNo = Math.max(1, Number(search?.get('pageNo')) || 1);
  const pageSize = PAGE_SIZE.pagerDefault;
  const [kw, setKw] = useState(keyword);

  const { counts, list, rows, total } = useOrderList({ status, keyword, pageNo, pageSize });

  const href = (next: { status?: OrderStatus | null; keyword?: string }) => {
    const p = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    const k = next.keyword === undefined ? keyword : next.keyword;
    if (s && !fixedStatus) p.set('status', s);
    if (k) p.set('keyword', k);
    const q = p.toString();
    return q ? `${pathname}?${q}` : pathname;
  };

  return (
    <Panel title={title} testId="order-list">
      <div className="mb-3 flex items-center justify-between gap-4 border-b border-line">
        <StatusTabs
          label="订单状态"
          current={status ?? 'all'}
          tabs={(fixedStatus ? ORDER_TABS.filter((t) => t.status === fixedStatus) : ORDER_TABS).map((t) => ({
            key: t.status ?? 'all',
            href: href({ status: t.status }),
            label: t.label,
            count: counts.data?.[t.status ?? 'all'],
            testId: `order-tab-${t.status ?? 'all'}`,
          }))}
        />
        <form
          role="search"
          className="mb-1 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            router.push(href({ keyword: kw.trim() }));
          }}
        >
          <input
            className="input h-8 w-60 text-[13px]"
            placeholder="订单号 / 采购单号 / 商品名称 / 货号 / CAS"
            aria-label="搜索订单"
            value={kw}
            maxLength={200}
            onChange={(e) => setKw(e.target.value)}
          />
          <button type="submit" className="btn btn-outline btn-sm h-8">
            搜索
          </button>
        </form>
      </div>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={keyword ? '没有找到匹配的订单' : '暂无订单'} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {rows.map((o) => (
              <li key={o.id} className="rounded border border-line" data-testid="order-row">
                <div className="flex items-center justify-between bg-surface px-3 py-2 text-[12px] text-ink-500">
                  <span>
                    {formatTime(o.createdAt)} · 订单号{' '}
                    <span className="font-mono text-ink-700" data-testid="order-row-no">
                      {o.orderNo}
                    </span>
                  </span>
                  <span className="font-medium text-ink-900" data-testid="order-row-status">
                    {o.statusLabel}
                  </span>
                </div>
                <div className="flex items-center gap-4 px-3 py-2 text-[13px]">
                  <ul className="min-w-0 flex-1">
                    {o.lines.map((l, i) => (
                      <li key={i} className="truncate">
                        {l.name}{' '}
                        <span className="text-ink-500">
                          · {l.packageValue ?? '—'} × {l.num}
                        </span>
                      </li>
                    ))}
                    {o.lineCount > o.lines.length && <li className="text-ink-500">等 {o.lineCount} 种商品</li>}
                  </ul>
                  <div className="w-28 text-right">
                    <p className="price">{yuan(o.payAmount)}</p>
                    <p className="text-xs text-ink-500">{o.freight > 0 ? `含运费 ${yuan(o.freight)}` : '免运费'}</p>
                  </div>
                  <div className="flex w-28 flex-col items-end gap-1">
                    <Link
                      href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(o.orderNo)}`}
                      className="text-brand-600 hover:underline"
                    >
                      订单详情
                    </Link>
                    <OrderActions order={o} compact onDone={() => void qc.invalidateQueries({ queryKey: ['order'] })} />
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {total > pageSize && (
            <Pager
              className="mt-2"
              total={total}
              pageNo={pageNo}
              pageSize={pageSize}
              pathname={pathname}
              searchParams={new URLSearchParams(search?.toString() ?? '')}
            />
          )}
        </>
      )}
    </Panel>
  );
}
