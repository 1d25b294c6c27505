/**
 * The price rule of spec §5: free-text price values such as "0", "?", "0.00" mean "no price" (shown as 询价).
 * Pure functions: safe in client components.
 */
import { NO_PRICE_VALUES } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';

const NO_PRICE = new Set<string>(NO_PRICE_VALUES);

/**
 * Parse a free-text price ("¥1,234.50", "1234.5", "0", "?", "0.00", "询价") into yuan, or null for "no price".
 * Anything that is not a positive finite number is "no price".
 */
export function parsePrice(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'number') return Number.isFinite(text) && text > 0 ? Math.round(text * 100) / 100 : null;
  const t = text.trim();
  if (NO_PRICE.has(t)) return null;
  const cleaned = t
    .replace(/^[¥￥]\s*/, '')
    .replace(/(?<=\d),(?=\d{3}(\D|$))/g, '')
    .replace(/\s*元$/, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  if (!Number.isFinite(n) || n <= 0) return null;
  return Math.round(n * 100) / 100;
}

/** True when the value is a real price (not 询价). */
export const hasPrice = (p: number | null | undefined): p is number =>
  typeof p === 'number' && Number.isFinite(p) && p > 0;

/** ¥1,234.00 (two decimals, thousands separators; independent of the runtime's ICU data). */
export function formatPrice(n: number): string {
  const neg = n < 0;
  const cents = Math.round(Math.abs(n) * 100);
  const yuan = Math.floor(cents / 100).toString();
  const frac = (cents % 100).toString().padStart(2, '0');
  const grouped = yuan.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${neg ? '-' : ''}¥${grouped}.${frac}`;
}

/** The text to show for a price: ¥1,234.00, or 询价 when there is none. */
export function priceLabel(p: number | null | undefined): string {
  return hasPrice(p) ? formatPrice(p) : UI.inquiry;
}

/** Lowest real price of a list of packages, or null when every package is 询价. */
export function minPrice(prices: readonly (number | null | undefined)[]): number | null {
  let best: number | null = null;
  for (const p of prices) if (hasPrice(p) && (best === null || p < best)) best = p;
  return best;
}

/**
 * The package a goods page opens on when the URL names none (or names one the product does not have):
 * the first package that has a price and is in stock, else the first package. Pure: the server renders the
 * buy box with it, and the client switches to the one in ?skuId= (components/product/GoodsBuyBox.tsx).
 */
export function defaultSkuId(skus: readonly { id: number; price: number | null; stock: number }[]): number | null {
  return skus.find((k) => hasPrice(k.price) && k.stock > 0)?.id ?? skus[0]?.id ?? null;
}

/** The package named by a raw ?skuId= value when the product has it, else defaultSkuId(skus). */
export function pickSkuId(
  skus: readonly { id: number; price: number | null; stock: number }[],
  raw: string | string[] | null | undefined,
): number | null {
  const s = Array.isArray(raw) ? raw[0] : raw;
  const id = s && /^\d{1,10}$/.test(s) ? Number(s) : null;
  if (id && skus.some((k) => k.id === id)) return id;
  return defaultSkuId(skus);
}
