/**
 * Pure pager helpers (no React): page counts, the window of page numbers, jump validation and link building.
 * Shared by the server-rendered <Pager> and the client <PagerJump>.
 */

/** Raw search params as a Next page receives them, or a URLSearchParams. */
export type SearchParamsLike = URLSearchParams | Record<string, string | string[] | undefined> | undefined | null;

/** Number of pages for `total` rows; never less than 1. */
export function lastPage(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Clamp a requested page number (possibly garbage) to 1..last. */
export function clampPage(pageNo: unknown, last: number): number {
  const n = typeof pageNo === 'number' ? pageNo : Number.parseInt(String(pageNo ?? ''), 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(Math.trunc(n), Math.max(1, last));
}

export type PageWindowItem = number | 'gap';

/**
 * The page numbers to show: always the first and the last page, `around` pages on each side of the current one,
 * and 'gap' where numbers are skipped. A gap never hides a single page (it shows the number instead).
 */
export function pageWindow(current: number, last: number, around = 2): PageWindowItem[] {
  const cur = clampPage(current, last);
  if (last <= 1) return [1];
  let from = Math.max(2, cur - around);
  let to = Math.min(last - 1, cur + around);
  // Keep the window width constant near the edges.
  const width = around * 2;
  if (cur - around < 2) to = Math.min(last - 1, from + width);
  if (cur + around > last - 1) from = Math.max(2, to - width);
  const out: PageWindowItem[] = [1];
  if (from > 3) out.push('gap');
  else if (from === 3) out.push(2);
  for (let p = from; p <= to; p++) out.push(p);
  if (to < last - 2) out.push('gap');
  else if (to === last - 2) out.push(last - 1);
  out.push(last);
  return out;
}

/**
 * Validate the jump-to-page input: an integer from 1 to `last` (surrounding spaces allowed).
 * Returns the page number, or null when invalid.
 */
export function parseJump(input: string, last: number): number | null {
  const s = input.trim();
  if (!/^\d+$/.test(s)) return null;
  const n = Number(s);
  if (!Number.isSafeInteger(n) || n < 1 || n > last) return null;
  return n;
}

/** Copy search params into a URLSearchParams (array values repeat the key). */
export function toSearchParams(sp: SearchParamsLike): URLSearchParams {
  if (!sp) return new URLSearchParams();
  if (sp instanceof URLSearchParams) return new URLSearchParams(sp);
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(sp)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) out.append(k, item);
    else out.append(k, v);
  }
  return out;
}

/**
 * The href of `page`, keeping every other query param. Page 1 drops the page param (one canonical URL per list).
 */
export function pageHref(pathname: string, sp: SearchParamsLike, page: number, pageParam = 'pageNo'): string {
  const params = toSearchParams(sp);
  if (page <= 1) params.delete(pageParam);
  else params.set(pageParam, String(page));
  const qs = params.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
