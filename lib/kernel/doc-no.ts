/**
 * Document numbers: one strategy for every document the shop issues (orders SO…, inquiries IQ…, after-sales AS…,
 * invoices IV…, custom requests CS…, refunds RF…): a two-letter prefix, the China date (and time, for orders), then
 * random digits from the system's CSPRNG. Each table holds a unique index on its number and the writer retries a
 * collision.
 */
import crypto from 'node:crypto';
import { chinaStamp } from './time';

export type DocNoOptions = { digits?: number; withTime?: boolean };

export function docNo(
  prefix: string,
  now: Date = new Date(),
  { digits = 6, withTime = false }: DocNoOptions = {},
): string {
  const rand = crypto
    .randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
  return `${prefix}${chinaStamp(now, withTime)}${rand}`;
}
