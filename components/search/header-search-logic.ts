'use client';
/**
 * The header search box's logic (spec §2.3), loaded on the box's first focus, hover or input, not with every page
 * (issue 34's JS budget, bench/suites/js-weight.ts): query classification, SMILES / molfile detection, the history
 * cookie HISTORY_SEARCH and where a submitted keyword goes. The box's state and markup stay in the page's JavaScript
 * (use-header-search.ts, HeaderSearch.tsx): what a buyer types before this module arrives is kept, and a submit is
 * queued until it is here (loadHeaderSearchLogic in use-header-search.ts).
 */
import Cookies from 'js-cookie';
import { SEARCH_HISTORY_COOKIE, SEARCH_HISTORY_DAYS, SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import {
  STRUCTURE_KEYWORD_LABEL,
  SEARCH_ROUTES,
  addHistory,
  classifyQuery,
  isPastedStructure,
  parseHistory,
  removeHistory,
  searchHref,
  serializeHistory,
  structureKeyword,
  type HistoryEntry,
  type SearchType,
} from '@/lib/domain/catalog/search/client';

export { goodsHref };

/** The client-state entry of spec §3 (searchResultData), kept per tab. */
const RESULT_DATA_KEY = 'searchResultData';

export function readHistory(): HistoryEntry[] {
  return parseHistory(Cookies.get(SEARCH_HISTORY_COOKIE));
}

export function writeHistory(list: HistoryEntry[]) {
  if (list.length)
    Cookies.set(SEARCH_HISTORY_COOKIE, serializeHistory(list), {
      expires: SEARCH_HISTORY_DAYS,
      path: '/',
      sameSite: 'lax',
    });
  else Cookies.remove(SEARCH_HISTORY_COOKIE, { path: '/' });
}

/** Adds a submitted keyword to the history cookie; the new list. */
export function rememberSearch(k: string, t: SearchType): HistoryEntry[] {
  const next = addHistory(readHistory(), k, t);
  writeHistory(next);
  return next;
}

/** Removes one keyword from the history cookie; the new list. */
export function forgetSearch(k: string): HistoryEntry[] {
  const next = removeHistory(readHistory(), k);
  writeHistory(next);
  return next;
}

/** Keeps what was searched for the result pages (spec §3 searchResultData). */
export function keepResultData(k: string, t: SearchType) {
  try {
    sessionStorage.setItem(RESULT_DATA_KEY, JSON.stringify({ type: t, value: k, isApiSearch: t === 'method' }));
  } catch {
    /* storage disabled */
  }
}

/**
 * Where a typed SMILES goes for 全部 / 产品: the search pages that run the exact structure lookup (one product → its
 * goods page, several → the structure results, none → the search page says so); null for any other keyword.
 */
function structureSearchTarget(k: string, t: SearchType): string | null {
  if ((t !== 'all' && t !== 'product') || structureKeyword(k)?.kind !== 'smiles') return null;
  return `${t === 'product' ? '/searchProduction' : SEARCH_ROUTES.all}?keyword=${encodeURIComponent(k)}`;
}

/**
 * Where a submitted keyword goes: an exact identifier of one product → its goods page (the result pages do the
 * same server-side), a SMILES → the structure lookup, anything else → the type's result page.
 */
export function searchTarget(k: string, t: SearchType, exactProductId?: number | null): string | null {
  if (exactProductId && (t === 'all' || t === 'product')) return goodsHref(exactProductId);
  return structureSearchTarget(k, t) ?? searchHref(t, k);
}

/** True when a keyword submitted under 全部 / 产品 may name exactly one product (CAS, catalogue number, InChIKey). */
export function mayNameOneProduct(k: string, t: SearchType): boolean {
  if (t !== 'all' && t !== 'product') return false;
  const kind = classifyQuery(k).kind;
  return kind === 'cas' || kind === 'code' || kind === 'inchikey';
}

/**
 * The label a pasted text shows in the box while the server looks its structure up (结构式（Molfile） / 结构式（SMILES）),
 * or null when the paste is text for the box (issue 16).
 */
export function pastedStructureLabel(text: string): string | null {
  if (!isPastedStructure(text, SEARCH_KEYWORD_MAX_LENGTH)) return null;
  return STRUCTURE_KEYWORD_LABEL[structureKeyword(text)?.kind === 'molfile' ? 'molfile' : 'smiles'];
}
