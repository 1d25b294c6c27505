/** Reading Next.js searchParams safely (pure; no server-only imports). */
import { todayInChina } from '@/lib/kernel/time';
import type { SP } from './types';

/** The first value of a query parameter, trimmed ('' when absent). */
export function qs(sp: SP, key: string, max = 200): string {
  const v = sp[key];
  const s = Array.isArray(v) ? v[0] : v;
  return (s ?? '').trim().slice(0, max);
}

/** A positive integer query parameter, else the fallback. */
export function qInt(sp: SP, key: string, fallback: number, max = 1_000_000): number {
  const n = Number(qs(sp, key, 12));
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
}

/** Ids from "1,2,3", repeated params (ids=1&ids=2) or both; invalid entries are dropped. */
export function qIds(sp: SP, key: string, max = 20): number[] {
  const v = sp[key];
  const raw = (Array.isArray(v) ? v : v ? [v] : []).flatMap((s) => s.split(/[,，\s]+/));
  const out: number[] = [];
  for (const s of raw) {
    const n = Number(s);
    if (Number.isInteger(n) && n > 0 && n <= 2_147_483_647 && !out.includes(n)) out.push(n);
    if (out.length >= max) break;
  }
  return out;
}

/** The id of an optional catch-all route param (`[[...id]]`): exactly one positive integer segment. */
export function routeId(id: string[] | undefined): number | null {
  if (!id || id.length !== 1) return null;
  const s = id[0]!;
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Date (YYYY-MM-DD) of an ISO timestamp in China. */
export function dateCn(iso: string | Date | null | undefined): string {
  if (!iso) return '—';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(d.getTime())) return typeof iso === 'string' ? iso : '—';
  return todayInChina(d);
}
