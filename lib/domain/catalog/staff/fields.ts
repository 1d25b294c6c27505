/**
 * Catalogue field rules shared by the console's product form and the catalogue import (pure: no database, no RDKit).
 * Each parser returns the normalised value or a Chinese reason; money stays text/integer fen, never float arithmetic.
 */
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { NO_PRICE_VALUES } from '@/lib/config/constants';
import { casCheckDigit, formatCas } from '@/lib/domain/catalog/search';
import { normalisePackage, toHalfWidth } from '@/lib/domain/commerce/quick-order';
import { LICENCE_CLASSES } from '@/lib/domain/catalog/products';

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad = <T>(reason: string): Parsed<T> => ({ ok: false, reason });

/** Longest text of each free-text product column (the schema's varchar sizes). */
export const FIELD_MAX = {
  name: 200,
  purity: 60,
  storage: 120,
  shipping: 120,
  delivery: 30,
  description: 5000,
  synonym: 120,
  synonyms: 30,
} as const;

export const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{1,39}$/;

export function parseCode(raw: string): Parsed<string> {
  const t = toHalfWidth(raw).trim();
  if (!t) return bad(M.codeRequired);
  return CODE_RE.test(t) ? ok(t) : bad(M.codeInvalid);
}

/** A CAS number: empty → null; "50782" or "50-78-2" → "50-78-2" when the check digit is right. */
export function parseCas(raw: string): Parsed<string | null> {
  const t = toHalfWidth(raw).trim();
  if (!t) return ok(null);
  const f = formatCas(t);
  if (!f) return bad(M.casInvalid(t));
  const [head, mid, check] = f.split('-') as [string, string, string];
  if (casCheckDigit(head + mid) !== Number(check)) return bad(M.casCheckDigit(t));
  return ok(f);
}

/**
 * A price as exact decimal text with two decimals ("120.50"), or null for 询价 ("", "0", "?", "询价", "0.00").
 * "¥1,234.5" and "1234.5元" are read; more than two decimals, a negative number or any other text is refused.
 */
export function parsePriceText(raw: string): Parsed<string | null> {
  const t = toHalfWidth(raw).trim();
  if ((NO_PRICE_VALUES as readonly string[]).includes(t) || t === '询价') return ok(null);
  const cleaned = t
    .replace(/^[¥￥]\s*/, '')
    .replace(/\s*元$/, '')
    .replace(/(?<=\d),(?=\d{3}(\D|$))/g, '');
  const m = /^(\d+)(?:\.(\d+))?$/.exec(cleaned);
  if (!m) return bad(M.priceInvalid(t));
  const frac = m[2] ?? '';
  if (frac.length > 2 && /[1-9]/.test(frac.slice(2))) return bad(M.priceDecimals(t));
  const intPart = m[1]!.replace(/^0+(?=\d)/, '');
  if (intPart.length > 10) return bad(M.priceTooLarge(t));
  const text = `${intPart}.${(frac + '00').slice(0, 2)}`;
  return fenOf(text) === 0 ? ok(null) : ok(text);
}

/** Integer fen of a decimal price text ("120.50" → 12050); null stays null. Exact: no float arithmetic. */
export function fenOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const m = /^(\d+)(?:\.(\d{0,2}))?\d*$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number(((m[2] ?? '') + '00').slice(0, 2));
}

/** A stock level: a non-negative integer (empty → null: unchanged). */
export function parseStock(raw: string): Parsed<number | null> {
  const t = toHalfWidth(raw).trim();
  if (!t) return ok(null);
  if (!/^\d{1,9}$/.test(t)) return bad(M.stockInvalid(t));
  return ok(Number(t));
}

/** A package value in the catalogue's form ("10 MG" → "10mg"). */
export function parsePackage(raw: string): Parsed<string> {
  const t = toHalfWidth(raw).trim();
  if (!t) return bad(M.packageRequired);
  const v = normalisePackage(t);
  if (!v || v.length > 30 || !/^[\p{L}\p{N}.µ%/()+-]+$/u.test(v)) return bad(M.packageInvalid(t));
  return ok(v);
}

/** Delivery text ("现货", "1-3天", "1-2周", "定制", "5天") and the day count used for filtering. */
export function parseDelivery(raw: string): Parsed<{ delivery: string; deliveryDays: number | null } | null> {
  const t = toHalfWidth(raw).trim();
  if (!t) return ok(null);
  if (t.length > FIELD_MAX.delivery) return bad(M.deliveryInvalid(t));
  return ok({ delivery: t, deliveryDays: deliveryDaysOf(t) });
}

export function deliveryDaysOf(text: string): number | null {
  if (text === '现货') return 1;
  const m = /^(?:(\d+)\s*-\s*)?(\d+)\s*(天|日|周|星期|个月|月)$/.exec(text);
  if (!m) return null;
  const n = Number(m[2]);
  const unit = m[3]!;
  return unit === '周' || unit === '星期' ? n * 7 : unit === '个月' || unit === '月' ? n * 30 : n;
}

/** GHS pictogram and hazard-statement codes ("GHS07, H302；H315") → ["GHS07","H302","H315"]. */
export function parseHazards(raw: string | readonly string[]): Parsed<string[]> {
  const parts = (typeof raw === 'string' ? toHalfWidth(raw).split(/[\s,;，；、|]+/) : raw.map((x) => toHalfWidth(x)))
    .map((x) => x.trim().toUpperCase())
    .filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    if (!/^(GHS0[1-9]|EUH\d{3}|H\d{3}[A-Z]{0,2}(\+H\d{3}[A-Z]{0,2})*)$/.test(p)) return bad(M.hazardUnknown(p));
    if (!out.includes(p)) out.push(p);
  }
  return ok(out);
}

/** Licence class from a key, its Chinese label or an alias ("第一类易制毒" / "易制毒化学品" / "precursor1"); empty or 无 → null. */
export function parseLicence(raw: string): Parsed<string | null> {
  const t = toHalfWidth(raw).trim();
  if (!t || t === '无' || t === '-' || t === '普通') return ok(null);
  const lower = t.toLowerCase();
  if (LICENCE_CLASSES[lower]) return ok(lower);
  for (const [key, info] of Object.entries(LICENCE_CLASSES)) {
    if (info.label === t || info.label.replace(/化学品$/, '') === t || info.aliases?.includes(t)) return ok(key);
  }
  return bad(M.licenceUnknown(t));
}

/** On/off shelf from 上架/下架/1/0 (empty → null: unchanged, on sale for a new product). */
export function parseStatus(raw: string): Parsed<0 | 1 | null> {
  const t = toHalfWidth(raw).trim();
  if (!t) return ok(null);
  if (['上架', '在售', '1', 'on'].includes(t.toLowerCase())) return ok(1);
  if (['下架', '停售', '0', 'off'].includes(t.toLowerCase())) return ok(0);
  return bad(M.statusUnknown(t));
}

/** Free text bounded to `max` characters (trimmed; empty → null). */
export function parseText(raw: string, label: string, max: number): Parsed<string | null> {
  const t = raw.trim();
  if (!t) return ok(null);
  return t.length > max ? bad(M.fieldTooLong(label, max)) : ok(t);
}

/** Synonyms separated by ; ； | or new lines (distinct, each bounded). */
export function parseSynonyms(raw: string | readonly string[]): Parsed<string[]> {
  const parts = (typeof raw === 'string' ? raw.split(/[;；|\n]+/) : [...raw]).map((s) => s.trim()).filter(Boolean);
  const out: string[] = [];
  for (const p of parts) {
    if (p.length > FIELD_MAX.synonym) return bad(M.fieldTooLong('别名', FIELD_MAX.synonym));
    if (!out.some((x) => x.toLowerCase() === p.toLowerCase())) out.push(p);
  }
  return out.length > FIELD_MAX.synonyms ? bad(M.fieldTooLong('别名个数', FIELD_MAX.synonyms)) : ok(out);
}

/** The SKU code of a product's package, as the seed writes it ("RS-000001-10MG"). */
export const skuCodeOf = (productCode: string, packageValue: string) =>
  `${productCode}-${packageValue.toUpperCase()}`.slice(0, 60);

/** Price text for display: "120.50" → "¥120.50", null → 询价. */
export const priceShown = (text: string | null) => (text === null ? '询价' : `¥${text}`);
