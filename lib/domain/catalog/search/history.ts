/**
 * Search history kept in the cookie HISTORY_SEARCH (spec §2.3, §9): at most 5 distinct entries,
 * most recent first, 7 days. Pure functions; the header reads/writes the cookie with js-cookie.
 *
 * Cookie format — two comma-joined strings, keywords and types, in one JSON object:
 *
 *   {"keywords":"%E5%AF%B9%E4%B9%99%E9%85%B0,50-78-2","types":"all,product"}
 *
 * Each keyword is encodeURIComponent-encoded before joining, so a comma inside a keyword ("1,2-二氯乙烷")
 * becomes %2C and never splits it; types are plain type keys. js-cookie then encodes the whole value.
 * Entries are distinct by keyword (the latest type wins). Unreadable cookies read as an empty history.
 */
import { SEARCH_HISTORY_MAX } from '@/lib/config/constants';
import { isSearchType } from './routing';
import type { HistoryEntry, SearchType } from './types';

/** Longest keyword kept in the history (longer ones are cut). */
export const HISTORY_KEYWORD_MAX = 100;

const clean = (k: string) => k.replace(/\s+/g, ' ').trim().slice(0, HISTORY_KEYWORD_MAX);

function decode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** Read the cookie value (undefined/garbage → []). */
export function parseHistory(value: string | null | undefined): HistoryEntry[] {
  if (!value) return [];
  let obj: unknown;
  try {
    obj = JSON.parse(value);
  } catch {
    return [];
  }
  if (!obj || typeof obj !== 'object') return [];
  const { keywords, types } = obj as { keywords?: unknown; types?: unknown };
  if (typeof keywords !== 'string' || !keywords) return [];
  const ks = keywords.split(',');
  const ts = typeof types === 'string' ? types.split(',') : [];
  const out: HistoryEntry[] = [];
  ks.forEach((raw, i) => {
    const k = decode(raw);
    if (k === null) return;
    const keyword = clean(k);
    if (!keyword || out.some((e) => e.keyword === keyword)) return;
    const t = ts[i];
    out.push({ keyword, type: isSearchType(t) ? t : 'all' });
  });
  return out.slice(0, SEARCH_HISTORY_MAX);
}

/** The cookie value for a history (at most SEARCH_HISTORY_MAX entries). */
export function serializeHistory(entries: readonly HistoryEntry[]): string {
  const list = entries.slice(0, SEARCH_HISTORY_MAX);
  return JSON.stringify({
    keywords: list.map((e) => encodeURIComponent(e.keyword)).join(','),
    types: list.map((e) => e.type).join(','),
  });
}

/** Put a search at the front; an earlier entry with the same keyword moves up; at most 5 remain. */
export function addHistory(entries: readonly HistoryEntry[], keyword: string, type: SearchType): HistoryEntry[] {
  const k = clean(keyword);
  if (!k) return entries.slice(0, SEARCH_HISTORY_MAX);
  return [{ keyword: k, type }, ...entries.filter((e) => e.keyword !== k)].slice(0, SEARCH_HISTORY_MAX);
}

/** Remove one entry by keyword. */
export function removeHistory(entries: readonly HistoryEntry[], keyword: string): HistoryEntry[] {
  return entries.filter((e) => e.keyword !== keyword);
}
