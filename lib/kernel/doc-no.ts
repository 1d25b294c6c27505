/**
 * Document numbers: one strategy for every document the shop issues (orders, inquiries, after-sales, invoices,
 * custom requests, refunds …): a two-letter prefix, the China date (and time, for orders), then random digits from
 * the system's CSPRNG. Each table holds a unique index on its number and the writer retries a collision.
 */
import crypto from 'node:crypto';
import { chinaStamp } from './time';

export type DocNoOptions = { digits?: number; withTime?: boolean; now?: Date };

export function docNo(prefix: string, { digits = 6, withTime = false, now = new Date() }: DocNoOptions = {}): string {
  const rand = crypto.randomInt(0, 10 ** digits).toString().padStart(digits, '0');
  return `${prefix}${chinaStamp(now, withTime)}${rand}`;
}
