/**
 * The classification filter panel's state (spec §2.3). Pure reducer; components/search/ClassificationFilter.tsx
 * renders it and pushes the emitted { keyword, typeIds } into the URL.
 *
 * - The keyword box shows only when the route has no keyword; typed commas and spaces are stripped.
 * - One toggle per classification; toggling emits keyword and typeIds.
 * - Clear resets typeIds, and the keyword unless the route supplies one.
 * - A change of the route's keyword resets the chosen types.
 */
import { INT4_MAX } from '@/lib/platform/security/input';
import type { FilterPanelState, FilterEmit } from './types';

export type FilterPanelAction =
  | { type: 'keyword'; value: string }
  | { type: 'toggle'; id: number }
  | { type: 'clear' }
  | { type: 'routeKeyword'; value: string | null | undefined };

/** Spec §2.3: commas (ASCII and full-width) and spaces are stripped from the panel keyword. */
export function stripKeyword(v: string | null | undefined): string {
  return (v ?? '').replace(/[,，、\s\u3000]+/g, '');
}

export function initFilterPanel(
  routeKeyword: string | null | undefined,
  typeIds: readonly number[] = [],
  keyword = '',
): FilterPanelState {
  const rk = (routeKeyword ?? '').trim();
  return { routeKeyword: rk, keyword: rk ? '' : stripKeyword(keyword), typeIds: uniqueIds(typeIds) };
}

/** Positive int4 ids (the column type: a larger one overflowed the query), distinct, at most 100. */
const uniqueIds = (ids: readonly number[]) =>
  Array.from(new Set(ids.filter((n) => Number.isInteger(n) && n > 0 && n <= INT4_MAX))).slice(0, 100);

export function showKeywordBox(s: FilterPanelState): boolean {
  return !s.routeKeyword;
}

/** The keyword in effect: the route's, else the typed one. */
export function effectiveKeyword(s: FilterPanelState): string {
  return s.routeKeyword || s.keyword;
}

export function emitOf(s: FilterPanelState): FilterEmit {
  return { keyword: effectiveKeyword(s), typeIds: [...s.typeIds] };
}

export function filterPanelReducer(s: FilterPanelState, a: FilterPanelAction): FilterPanelState {
  switch (a.type) {
    case 'keyword':
      if (s.routeKeyword) return s;
      return { ...s, keyword: stripKeyword(a.value) };
    case 'toggle':
      return s.typeIds.includes(a.id)
        ? { ...s, typeIds: s.typeIds.filter((x) => x !== a.id) }
        : { ...s, typeIds: [...s.typeIds, a.id] };
    case 'clear':
      return { ...s, typeIds: [], keyword: s.routeKeyword ? s.keyword : '' };
    case 'routeKeyword': {
      const rk = (a.value ?? '').trim();
      if (rk === s.routeKeyword) return s;
      return { routeKeyword: rk, keyword: rk ? '' : s.keyword, typeIds: [] };
    }
  }
}

/** Parse typeIds from a URL value ("1,3" or ["1","3"]). */
export function parseTypeIds(v: string | string[] | null | undefined): number[] {
  const raw = Array.isArray(v) ? v.join(',') : (v ?? '');
  return uniqueIds(raw.split(',').map((x) => Number(x.trim())));
}
