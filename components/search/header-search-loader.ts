'use client';
/**
 * Loads the search box's logic (header-search-logic.ts: classification, structure detection, history) on first use
 * instead of with the page (issue 34's JS budget): once per page life, shared by every box; a failed load may be
 * retried (and a failed chunk reloads the page: lib/client/chunk-reload.ts).
 */
import type * as Logic from './header-search-logic';

export type SearchLogic = typeof Logic;

let loaded: SearchLogic | null = null;
let loading: Promise<SearchLogic> | null = null;

/** The logic once loaded, else null. */
export const headerSearchLogic = (): SearchLogic | null => loaded;

export function loadHeaderSearchLogic(): Promise<SearchLogic> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= import('./header-search-logic').then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}
