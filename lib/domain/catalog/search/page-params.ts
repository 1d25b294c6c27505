/**
 * Query-string helpers of the search pages (pure). Control characters never get past them (the HTTP guard already
 * strips them from every query string, lib/platform/security/http-guard.cjs; this keeps the helpers safe on their own).
 */
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { stripControls } from '@/lib/platform/security/input';

export type SP = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined) => stripControls((Array.isArray(v) ? v[0] : v) ?? '');

/** The keyword query: whitespace collapsed, trimmed, at most SEARCH_KEYWORD_MAX_LENGTH characters. */
export function keywordOf(sp: SP, key = 'keyword'): string {
  return first(sp[key]).replace(/\s+/g, ' ').trim().slice(0, SEARCH_KEYWORD_MAX_LENGTH);
}

/** A positive page number (default 1). */
export function pageNoOf(sp: SP, key = 'pageNo'): number {
  const s = first(sp[key]);
  return /^\d{1,6}$/.test(s) && Number(s) >= 1 ? Number(s) : 1;
}

/** A positive integer id from an optional catch-all segment ([[...id]]); null when absent or invalid. */
export function segmentId(seg: string[] | undefined): number | null {
  if (!seg || seg.length !== 1 || !/^\d{1,9}$/.test(seg[0]!)) return null;
  const n = Number(seg[0]);
  return n > 0 ? n : null;
}

export const firstParam = first;

/**
 * A page number past the end of a list (an old link after the list shrank, a hand-edited URL): the URL of the
 * last page with every other query kept, or null when the page is in range (or the list is empty).
 */
export function pastLastPageHref(
  pathname: string,
  sp: SP,
  total: number,
  pageSize: number,
  pageNo: number,
): string | null {
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (total <= 0 || pageNo <= last) return null;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    if (k === 'pageNo' || v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  }
  if (last > 1) q.set('pageNo', String(last));
  const s = q.toString();
  return s ? `${pathname}?${s}` : pathname;
}

/** The keyword search page of a keyword (its canonical URL, desktop; the phone page is its twin). */
export function searchCenterHref(keyword: string): string {
  return keyword ? `/searchCenter?keyword=${encodeURIComponent(keyword)}` : '/searchCenter';
}

/**
 * Robots of a keyword search page, desktop and phone alike (docs/decisions/0021-phone-pages.md): indexable when it
 * lists products, noindex when empty — an empty result page is a soft 404 to a search engine.
 */
export function searchRobots(productTotal: number): { index: boolean; follow: true } {
  return { index: productTotal > 0, follow: true };
}
