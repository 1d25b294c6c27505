/**
 * Amounts of the ledger, exact: integers in thousandths of the entry's unit (mg → µg, mL → µL, 支 → 1/1000 支), never
 * floats. A package value ("10mg", "1g", "20ml", "2 x 1mL", "1支") gives the unit and the initial amount; a usage typed
 * as "12.5", "12.5 mg" or "0.5g" is read in the entry's unit. Pure (browser-safe): the forms format with it too.
 */
import type { LedgerUnit } from './types';

/** Thousandths in one display unit. */
export const MILLI = 1000;

const MASS: Record<string, number> = { µg: 1, ug: 1, μg: 1, mg: 1000, g: 1_000_000, kg: 1_000_000_000 };
const VOLUME: Record<string, number> = { µl: 1, ul: 1, μl: 1, ml: 1000, l: 1_000_000 };
const PIECES = new Set(['支', '瓶', '管', '个', '安瓿', 'pcs', 'pc', 'vial', 'vials', 'ampoule', 'ampoules']);

/** A unit word as thousandths of one display unit of `unit` (mass in µg, volume in µL), or null. */
function unitFactor(word: string): { unit: LedgerUnit; factor: number } | null {
  const w = word.trim().toLowerCase();
  if (w in MASS) return { unit: 'mg', factor: MASS[w]! };
  if (w in VOLUME) return { unit: 'mL', factor: VOLUME[w]! };
  if (PIECES.has(w)) return { unit: 'pcs', factor: MILLI };
  return null;
}

/**
 * A decimal string as an integer number of thousandths (`scale` per 1), exactly: "12.5" × 1000 → 12500. At most
 * three decimals after scaling to thousandths of the display unit; null when not a plain positive decimal.
 */
export function decimalToMilli(text: string, factor: number): number | null {
  const m = /^(\d{1,13})(?:\.(\d{1,9}))?$/.exec(text.trim());
  if (!m) return null;
  const whole = BigInt(m[1]!);
  const frac = m[2] ?? '';
  // value × factor, with factor an integer: whole × factor + frac × factor / 10^len, which must come out whole.
  const den = 10n ** BigInt(frac.length);
  const num = whole * den * BigInt(factor) + BigInt(frac || '0') * BigInt(factor);
  if (num % den !== 0n) return null;
  const v = num / den;
  return v > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(v);
}

/** The unit and initial amount a package value states ("10mg" → mg 10000; "2 x 1mL" → mL 2000), or null. */
export function parsePackage(value: string | null | undefined): { unit: LedgerUnit; amount: number } | null {
  if (!value) return null;
  const t = value.replace(/\s+/g, ' ').trim();
  const W = '([a-zA-Zµμ\\u4e00-\\u9fff]+)';
  const lead = new RegExp(`^(?:(\\d{1,4})\\s*[x×*]\\s*)?(\\d+(?:\\.\\d+)?)\\s*${W}$`).exec(t);
  const tail = lead ? null : new RegExp(`^(\\d+(?:\\.\\d+)?)\\s*${W}\\s*[x×*]\\s*(\\d{1,4})$`).exec(t);
  if (!lead && !tail) return null;
  const [count, num, word] = lead ? [lead[1], lead[2], lead[3]] : [tail![3], tail![1], tail![2]];
  const u = unitFactor(word ?? '');
  if (!u) return null;
  const one = decimalToMilli(num!, u.factor);
  if (one === null || one <= 0) return null;
  const n = count ? Number(count) : 1;
  return n >= 1 ? { unit: u.unit, amount: one * n } : null;
}

/**
 * An amount typed by a person, in the entry's unit unless it names a compatible one ("0.5 g" for an entry in mg).
 * Returns thousandths, or an error code: 'invalid' (not a positive decimal of at most three decimals in the unit),
 * 'unit' (a unit of another kind).
 */
export function parseAmount(input: string | number, unit: LedgerUnit): number | 'invalid' | 'unit' {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input;
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Zµμ\u4e00-\u9fff]*)\s*$/.exec(text);
  if (!m) return 'invalid';
  let factor = MILLI;
  if (m[2]) {
    const u = unitFactor(m[2]);
    if (!u) return 'invalid';
    if (u.unit !== unit) return 'unit';
    factor = u.factor;
  }
  const v = decimalToMilli(m[1]!, factor);
  return v === null || v <= 0 ? 'invalid' : v;
}

const UNIT_LABEL: Record<LedgerUnit, string> = { mg: 'mg', mL: 'mL', pcs: '支' };

/** Thousandths as a display decimal (no trailing zeros): 12500 → "12.5". */
export function milliToDecimal(v: number): string {
  const neg = v < 0;
  const a = Math.abs(Math.trunc(v));
  const whole = Math.floor(a / MILLI);
  const frac = String(a % MILLI)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** An amount for people: "12.5 mg", "1.2 g" (mass of 1 g or more), "0.2 mL", "1 支"; '' when unknown. */
export function formatAmount(v: number | null | undefined, unit: LedgerUnit | null | undefined): string {
  if (v === null || v === undefined || !unit) return '';
  if (unit === 'mg' && v >= 1_000_000 && v % 1000 === 0) return `${milliToDecimal(v / 1000)} g`;
  if (unit === 'mL' && v >= 1_000_000 && v % 1000 === 0) return `${milliToDecimal(v / 1000)} L`;
  return `${milliToDecimal(v)} ${UNIT_LABEL[unit]}`;
}

/** The unit's label (mg, mL, 支). */
export const unitLabel = (unit: LedgerUnit) => UNIT_LABEL[unit];

/** Reads a unit word typed in an import or a form ("mg", "g", "ml", "支"), or null. */
export function unitOf(word: string | null | undefined): LedgerUnit | null {
  return word ? (unitFactor(word)?.unit ?? null) : null;
}
