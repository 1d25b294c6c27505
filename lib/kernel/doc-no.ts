/**
 * Document numbers: one generator for every document the shop issues, a two-letter prefix, the China date (and
 * time to the second, for orders), then random digits from the system's CSPRNG. Each table holds a unique index on
 * its number and the writer retries a collision. The formats are what buyers, staff and tests read:
 *   SO20261128150405123456 (order), IQ2026112812345678 (inquiry), AS/IV/RF/CS20261128123456 (after-sale, invoice,
 *   refund, custom synthesis request).
 */
import crypto from 'node:crypto';
import { chinaStamp } from './time';

const FORMATS = {
  SO: { digits: 6, withTime: true },
  IQ: { digits: 8, withTime: false },
  AS: { digits: 6, withTime: false },
  IV: { digits: 6, withTime: false },
  RF: { digits: 6, withTime: false },
  CS: { digits: 6, withTime: false },
} as const satisfies Record<string, { digits: number; withTime: boolean }>;

export type DocPrefix = keyof typeof FORMATS;

export function docNo(prefix: DocPrefix, now: Date = new Date()): string {
  const { digits, withTime } = FORMATS[prefix];
  const rand = crypto
    .randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
  return `${prefix}${chinaStamp(now, withTime)}${rand}`;
}
