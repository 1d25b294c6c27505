/**
 * Order money, in integer fen (分). Pure: no database. Prices come from the catalogue (or an accepted quote) on the
 * server; the browser's numbers are never read. The database keeps yuan in numeric(12,2) columns: convert with
 * toFen() when reading and fenToYuan() when writing, and never add JS floats.
 */
import { ORDER_RULES } from '@/lib/config/constants';

/** A yuan amount from a numeric(12,2) column (a JS number close to the decimal) as exact fen. */
export const toFen = (yuan: number): number => Math.round(yuan * 100);

/** Fen as the decimal the numeric column stores (1234 → 12.34, exactly representable to two places). */
export const fenToYuan = (fen: number): number => Number((fen / 100).toFixed(2));

/** "¥1,234.50" for display. */
export const formatFen = (fen: number): string =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type PriceLine = { priceFen: number; num: number };

/** Freight: free from ORDER_RULES.freeFreightFromFen of goods, else the flat ORDER_RULES.freightFen; nothing for an empty order. */
export function freightFen(goodsFen: number): number {
  if (goodsFen <= 0) return 0;
  return goodsFen >= ORDER_RULES.freeFreightFromFen ? 0 : ORDER_RULES.freightFen;
}

export type OrderTotals = { goodsFen: number; freightFen: number; discountFen: number; payFen: number };

/**
 * The totals of an order. Discount: none by default (the slot exists for promotions, applied here and nowhere else);
 * an accepted quotation already carries its negotiated prices.
 */
export function orderTotals(lines: readonly PriceLine[]): OrderTotals {
  let goods = 0;
  for (const l of lines) {
    if (!Number.isInteger(l.priceFen) || !Number.isInteger(l.num) || l.priceFen < 0 || l.num < 1)
      throw new RangeError('bad price line');
    goods += l.priceFen * l.num;
  }
  const freight = freightFen(goods);
  const discount = 0;
  return { goodsFen: goods, freightFen: freight, discountFen: discount, payFen: goods + freight - discount };
}
