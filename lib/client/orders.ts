/** Browser helpers of the cart, settlement, payment and order-centre pages (React Query keys, refreshes, money). */
import type { QueryClient } from '@tanstack/react-query';
import { cartStore } from './stores';

export { newSubmissionKey } from './inquiries';

export const ORDER_KEYS = {
  preview: (source: string, inquiryId: number | null) => ['order', 'preview', source, inquiryId] as const,
  list: (status: string, keyword: string, pageNo: number) => ['order', 'list', status, keyword, pageNo] as const,
  counts: ['order', 'counts'] as const,
  detail: (orderNo: string) => ['order', 'detail', orderNo] as const,
  payStatus: (orderNo: string) => ['pay', 'status', orderNo] as const,
};

/** Refetch the cart everywhere it shows (header count, previews, side bar, cart page) and the settlement totals. */
export async function refreshCart(qc: QueryClient): Promise<void> {
  const backend = cartStore.backend() as { refresh?: () => Promise<void> };
  await Promise.all([
    backend.refresh?.().catch(() => undefined),
    qc.invalidateQueries({ queryKey: ['cart', 'rows'] }),
    qc.invalidateQueries({ queryKey: ['order', 'preview'] }),
  ]);
}

/** After an order changed: the order centre's lists, counts and details. */
export async function refreshOrders(qc: QueryClient): Promise<void> {
  await qc.invalidateQueries({ queryKey: ['order'] });
}

/** ¥1,234.50 from a yuan amount the server computed. */
export const yuan = (n: number | null | undefined): string =>
  typeof n === 'number' && Number.isFinite(n)
    ? `¥${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : '—';

/** Minutes and seconds left until an ISO time ("23:59:10" style for hours), or null once past. */
export function timeLeft(iso: string | null | undefined, now = Date.now()): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso) - now;
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h > 0 ? `${h}小时` : ''}${pad(m)}分${pad(s % 60)}秒`;
}

/** After the logged-in demand list changed: its rows and the header badge (demand.count). */
export async function refreshDemand(qc: QueryClient): Promise<void> {
  const [{ refreshDemandCount }, { api }, { setServerDemandCount }] = await Promise.all([
    import('./server-cart'),
    import('@/lib/api/client'),
    import('./stores'),
  ]);
  await qc.invalidateQueries({ queryKey: ['demand', 'rows'] });
  setServerDemandCount(await refreshDemandCount(qc, api as never));
}
