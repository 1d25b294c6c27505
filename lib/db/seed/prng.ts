/**
 * Deterministic pseudo-random numbers for the seed (never Math.random): the same seed gives the same
 * catalogue on every machine.
 */
import { chinaMidnight, todayInChina } from '../../kernel/time';

/** 32-bit FNV-1a hash of a string (to derive per-record seeds). */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for demo data. */
export class Prng {
  private state: number;
  constructor(seed: number | string) {
    this.state = (typeof seed === 'string' ? hash32(seed) : seed) >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }
  /** Pick with weights: [[value, weight], …]. */
  weighted<T>(list: readonly (readonly [T, number])[]): T {
    const total = list.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [v, w] of list) {
      r -= w;
      if (r < 0) return v;
    }
    return list[list.length - 1]![0];
  }
}

/** A Prng for one record: stable whatever order records are processed in. */
export const prngFor = (key: string) => new Prng(hash32(key));

/** Fixed base date of all seeded dates (never the clock). */
export const BASE_DATE = chinaMidnight('2026-01-01');
const DAY_MS = 86_400_000;

/** BASE_DATE plus (or minus) whole days, as a Date. */
export const daysFromBase = (days: number, minutes = 0) =>
  new Date(BASE_DATE.getTime() + days * DAY_MS + minutes * 60_000);

/** YYYY-MM-DD of BASE_DATE plus days (Beijing date). */
export function isoDay(days: number): string {
  return todayInChina(new Date(BASE_DATE.getTime() + days * DAY_MS));
}

/** Add months to a YYYY-MM-DD date. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  const last = new Date(Date.UTC(ny, nm, 0)).getUTCDate();
  return `${ny}-${String(nm).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
