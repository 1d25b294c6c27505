/**
 * The pure side of the insights report: date ranges (calendar days in China time, both ends included), series
 * with one point per day (days without data are zeros, so a chart's x axis is honest), conversion rates and money in
 * integer fen. The SQL in lib/domain/operations/insights/queries.ts groups; this shapes.
 *
 *   resolveRange({ days: 30 }, '2026-11-30')                     → { from: '2026-11-01', to: '2026-11-30', days: 30, preset: 30 }
 *   resolveRange({ from: '2026-11-01', to: '2026-11-07' }, today) → { …, days: 7, preset: null }
 *   fillDays(range, rows, (day) => ({ day, orders: 0 }))          → one row per day, in order
 *   rate(3, 40)                                                  → 0.075
 */
import { INSIGHTS } from '@/lib/config/constants';
import { CONSOLE_INSIGHTS_MSG as M } from '@/lib/config/messages';
import { CHINA_TIME_ZONE } from '@/lib/kernel/time';
import type { RangeInput, DayRange } from './types';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar date written YYYY-MM-DD. */
export function isDay(s: unknown): s is string {
  if (typeof s !== 'string' || !DAY_RE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for the same day). */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;

/** Today in the insights time zone. */
export function today(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * The range a request asks for: an explicit from/to (from alone: up to today; to alone: the default number of days
 * ending then), else the last
 * `days` days ending today, else the default. Errors are the Chinese messages the console shows.
 */
export function resolveRange(
  input: RangeInput,
  todayDay: string,
): { ok: true; range: DayRange } | { ok: false; message: string } {
  const from = input.from?.trim() || null;
  const to = input.to?.trim() || null;
  if ((from && !isDay(from)) || (to && !isDay(to))) return { ok: false, message: M.dateInvalid };
  if (from || to) {
    const end = to ?? todayDay;
    const start = from ?? addDays(end, -(INSIGHTS.defaultDays - 1));
    if (start > end) return { ok: false, message: M.rangeReversed };
    const days = daysIn(start, end);
    if (days > INSIGHTS.maxDays) return { ok: false, message: M.rangeTooLong };
    return { ok: true, range: { from: start, to: end, days, preset: null } };
  }
  const raw = input.days;
  if (raw === undefined || raw === null || raw === '') return { ok: true, range: defaultRange(todayDay) };
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1 || days > INSIGHTS.maxDays) return { ok: false, message: M.daysInvalid };
  return {
    ok: true,
    range: {
      from: addDays(todayDay, -(days - 1)),
      to: todayDay,
      days,
      preset: INSIGHTS.rangePresets.includes(days) ? days : null,
    },
  };
}

/** The last INSIGHTS.defaultDays days ending today. */
export function defaultRange(todayDay: string): DayRange {
  const days = INSIGHTS.defaultDays;
  return {
    from: addDays(todayDay, -(days - 1)),
    to: todayDay,
    days,
    preset: INSIGHTS.rangePresets.includes(days) ? days : null,
  };
}

/** Every day of the range in order, each the row the query found for it or `zero(day)`. */
export function fillDays<T extends { day: string }>(
  range: DayRange,
  rows: readonly T[],
  zero: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: T[] = [];
  for (let i = 0; i < range.days; i++) {
    const day = addDays(range.from, i);
    out.push(byDay.get(day) ?? zero(day));
  }
  return out;
}

/** part / whole, null when there is no whole (a product never viewed has no view rate). */
export const rate = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** A rate as a percentage for people ("7.5%", "-" without a base). */
export const pct = (r: number | null): string => (r === null ? '-' : `${(Math.round(r * 1000) / 10).toFixed(1)}%`);

/** Integer fen → yuan (for display; sums stay in fen). */
export const fenToYuan = (fen: number) => Math.round(fen) / 100;

/** Totals of a per-day series in fen and counts (exact: integers only). */
export function sumSeries<T extends Record<string, unknown>>(
  rows: readonly T[],
  keys: readonly (keyof T)[],
): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k as string] = rows.reduce((s, r) => s + Number(r[k] ?? 0), 0);
  return out;
}

/** The query string of a range (keeps links and the form in step). */
export function rangeQuery(range: DayRange): Record<string, string> {
  return range.preset !== null ? { days: String(range.preset) } : { from: range.from, to: range.to };
}
