/**
 * Document numbers (售后单 AS…, 发票申请 IV…, 退款 RF…): a prefix, the China date and 6 random digits, unique by the
 * table's unique index. One random source and one China-time helper for every kind of document.
 */
import crypto from 'node:crypto';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** The China (UTC+8) calendar day of an instant, as YYYY-MM-DD. */
export const chinaDay = (d: Date = new Date()): string =>
  new Date(d.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

export function docNo(prefix: string, now: Date = new Date()): string {
  return `${prefix}${chinaDay(now).replace(/-/g, '')}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}
