/**
 * China time. The shop's calendar (document numbers, "today" for expiry and deadlines, daily jobs) is China
 * Standard Time, UTC+8 all year (no daylight saving since 1991), whatever the server's own time zone is.
 */
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;
/** The IANA zone of China time, for Intl formatters and PostgreSQL's `AT TIME ZONE`. */
export const CHINA_TIME_ZONE = 'Asia/Shanghai';

/** The instant as an ISO string in China time, without a zone: `2026-11-28T15:04:05.000`. */
function chinaIso(now: Date): string {
  return new Date(now.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 23);
}

/** Today's date in China, `YYYY-MM-DD`. */
export function todayInChina(now: Date = new Date()): string {
  return chinaIso(now).slice(0, 10);
}

/** China date and time to the minute, `YYYY-MM-DD HH:mm` (display); `—` for null. */
export function chinaDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  return chinaIso(new Date(iso)).slice(0, 16).replace('T', ' ');
}

/** China date and time to the second, `YYYY-MM-DD HH:mm:ss` (gateway timestamps). */
export function chinaTimestamp(now: Date = new Date()): string {
  return chinaIso(now).slice(0, 19).replace('T', ' ');
}

/** The instant a China calendar day (`YYYY-MM-DD`) begins (date-range filters on timestamp columns). */
export function chinaMidnight(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS);
}

/** Compact China date `YYYYMMDD`, or date and time `YYYYMMDDHHmmss` (document numbers). */
export function chinaStamp(now: Date, withTime = false): string {
  const s = chinaIso(now);
  return withTime ? s.slice(0, 19).replace(/[-:T]/g, '') : s.slice(0, 10).replace(/-/g, '');
}

/** The China calendar date `days` after the date of `now`. */
export function chinaDateAfter(days: number, now: Date = new Date()): string {
  return todayInChina(new Date(now.getTime() + days * DAY_MS));
}

/** True when a `YYYY-MM-DD` date is before today in China (expired). */
export function isPastChinaDate(date: string | null, today: string = todayInChina()): boolean {
  return date !== null && date < today;
}
