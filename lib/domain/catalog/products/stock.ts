/**
 * What a buyer reads about a package's availability, the same on every view (desktop goods page, phone view, cart,
 * order confirmation): units in stock are 现货 N; a stock-kept package (delivery class 现货) with nothing left is 缺货,
 * never 现货; a made-to-order package shows its lead time (1-3天, 1-2周, 定制). Pure: safe in client components.
 */
import { ORDER_RULES } from '@/lib/config/constants';

export type StockFacts = { stock: number; delivery: string | null };

export const OUT_OF_STOCK = '缺货';

/** 现货 N · 缺货 · the lead time of a made-to-order package. */
export function stockLabel(s: StockFacts): string {
  if (s.stock > 0) return `现货 ${s.stock}`;
  const d = (s.delivery ?? '').trim();
  return d === '' || d === ORDER_RULES.stockKeptDelivery ? OUT_OF_STOCK : d;
}

/** The delivery column beside a stock column: 现货 while units are there, else the lead time, or 缺货 for a sold-out stock-kept package. */
export function deliveryLabel(s: StockFacts): string {
  return s.stock > 0 ? ORDER_RULES.stockKeptDelivery : stockLabel(s);
}

/** True when the package can ship from stock now. */
export const inStock = (s: StockFacts): boolean => s.stock > 0;
