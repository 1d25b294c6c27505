'use client';
/** The order centre's reads, shared by the desktop and phone order pages: the list with its tab counts, and one order. */
import { useQuery } from '@tanstack/react-query';
import { api, apiEnvelope } from '@/lib/api/client';
import type { OrderListRow } from '@/lib/api/endpoints/orders';
import type { OrderStatus } from '@/lib/domain/commerce/orders/client';
import { useSession } from '@/lib/client/session';
import { ORDER_KEYS } from '@/lib/client/orders';

const STATUSES = new Set<string>([
  'pending_approval',
  'pending_payment',
  'pending_confirm',
  'paid',
  'shipped',
  'completed',
  'cancelled',
  'refunding',
  'refunded',
]);

/** A status tab from the URL (?status=), or null (全部) when it is not one. */
export const orderStatusOf = (raw: string | null | undefined): OrderStatus | null =>
  raw && STATUSES.has(raw) ? (raw as OrderStatus) : null;

export function useOrderList({
  status,
  keyword,
  pageNo,
  pageSize,
}: {
  status: OrderStatus | null;
  keyword: string;
  pageNo: number;
  pageSize: number;
}) {
  const { isLogin } = useSession();
  const counts = useQuery({ queryKey: ORDER_KEYS.counts, queryFn: () => api('order.counts'), enabled: isLogin });
  const list = useQuery({
    queryKey: ORDER_KEYS.list(status ?? 'all', keyword, pageNo),
    queryFn: () =>
      apiEnvelope(
        'order.list',
        { ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) },
        { paging: { pageNo, pageSize } },
      ),
    enabled: isLogin,
  });
  const rows: OrderListRow[] = list.data?.data ?? [];
  const total = list.data?.totalCount ?? rows.length;
  return { counts, list, rows, total };
}

/** One of the buyer's orders by number (or id); another buyer's number answers 订单不存在. */
export function useOrderDetail({ orderNo, id }: { orderNo: string; id?: number }) {
  const { isLogin } = useSession();
  return useQuery({
    queryKey: ORDER_KEYS.detail(orderNo || String(id ?? '')),
    queryFn: () => api('order.detail', orderNo ? { orderNo } : { id }),
    enabled: isLogin && (!!orderNo || !!id),
    retry: false,
  });
}
