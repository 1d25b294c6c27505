/** Small pieces shared by the phone views. */
import { mobileViewHref } from '@/lib/config/routes';

export const NOINDEX = { index: false, follow: true } as const;

/** The phone URL of a desktop URL (every in-view link goes through it, so the phone stays on phone pages). */
export const phoneHref = (desktopHref: string) => mobileViewHref(desktopHref);

/** A page number from the query (1…500). */
export function pageNoOf(search: URLSearchParams, name = 'pageNo'): number {
  return Math.min(Math.max(Number.parseInt(search.get(name) ?? '1', 10) || 1, 1), 500);
}

/** `path?query` with `changes` applied (null/'' removes a key). */
export function withQuery(pathname: string, search: URLSearchParams, changes: Record<string, string | number | null | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v == null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  const q = next.toString();
  return q ? `${pathname}?${q}` : pathname;
}
