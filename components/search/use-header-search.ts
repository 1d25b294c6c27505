'use client';
/**
 * State and actions of the header search box (spec §2.3), kept apart from its markup (HeaderSearch.tsx,
 * HeaderSearchParts.tsx): the type, the keyword, the history cookie HISTORY_SEARCH, the live suggestions and the
 * submit routing (lib/domain/catalog/search/routing.ts). An exact CAS / catalogue number / InChIKey of one product goes
 * straight to its goods page; a typed SMILES goes to the search pages (issue 16); a pasted molfile is looked up through
 * useStructurePaste.
 */
import Cookies from 'js-cookie';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestData } from '@/lib/api/endpoints/search';
import {
  HOVER_CLOSE_DELAY_MS,
  MIN_FETCH_DELAY_MS,
  SEARCH_HISTORY_COOKIE,
  SEARCH_HISTORY_DAYS,
} from '@/lib/config/constants';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { useNavigate } from '@/lib/client/use-navigate';
import {
  HEADER_SEARCH_TYPES,
  HEADER_SEARCH_TYPES_VARIANT,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_VARIANT,
  SEARCH_ROUTES,
  addHistory,
  classifyQuery,
  isSearchType,
  parseHistory,
  removeHistory,
  searchHref,
  serializeHistory,
  structureKeyword,
  submittableKeyword,
  type HistoryEntry,
  type SearchType,
} from '@/lib/domain/catalog/search/client';
import { useStructurePaste } from './useStructurePaste';

export type HeaderSearchVariant = 'default' | 'variant';

/**
 * Product suggestions for a keyword. The API client is imported when the box first
 * asks for one, not with the header, which is on every page.
 */
async function fetchSuggest(keyword: string, opts: { signal?: AbortSignal; timeoutMs?: number }): Promise<SuggestData> {
  const { api } = await import('@/lib/api/client');
  return api('search.suggest', { keyword }, { silent: true, ...opts });
}

/**
 * Where a typed SMILES goes for 全部 / 产品: the search pages that run the exact structure lookup (one product → its
 * goods page, several → the structure results, none → the search page says so); null for any other keyword.
 */
function structureSearchTarget(k: string, t: SearchType): string | null {
  if ((t !== 'all' && t !== 'product') || structureKeyword(k)?.kind !== 'smiles') return null;
  return `${t === 'product' ? '/searchProduction' : SEARCH_ROUTES.all}?keyword=${encodeURIComponent(k)}`;
}

/** How long a submit waits for the exact-identifier lookup before going to the result page anyway. */
const EXACT_LOOKUP_TIMEOUT_MS = 1500;

/** The client-state entry of spec §3 (searchResultData), kept per tab. */
const RESULT_DATA_KEY = 'searchResultData';

function readHistory(): HistoryEntry[] {
  return parseHistory(Cookies.get(SEARCH_HISTORY_COOKIE));
}

function writeHistory(list: HistoryEntry[]) {
  if (list.length)
    Cookies.set(SEARCH_HISTORY_COOKIE, serializeHistory(list), {
      expires: SEARCH_HISTORY_DAYS,
      path: '/',
      sameSite: 'lax',
    });
  else Cookies.remove(SEARCH_HISTORY_COOKIE, { path: '/' });
}

/** The header type that matches the page being shown (so the box keeps its context). */
function typeForPath(pathname: string): SearchType | null {
  for (const t of ['product', 'method', 'standard', 'data'] as const) {
    const route = SEARCH_ROUTES[t];
    const base = t === 'product' ? '/productCenter/productClassifyList' : route;
    if (pathname === base || pathname.startsWith(`${base}/`)) return t;
  }
  if (pathname.startsWith('/searchCenter') || pathname.startsWith('/searchProduction')) return 'all';
  return null;
}

export function useHeaderSearch(variant: HeaderSearchVariant) {
  // router.push, except a goods page from an app-router page: a full load (lib/client/use-navigate.ts).
  const navigate = useNavigate();
  const pathname = usePathname() ?? '/';
  const types = variant === 'variant' ? HEADER_SEARCH_TYPES_VARIANT : HEADER_SEARCH_TYPES;
  const placeholder = variant === 'variant' ? SEARCH_PLACEHOLDER_VARIANT : SEARCH_PLACEHOLDER;
  const listId = useId();

  const [type, setType] = useState<SearchType>('all');
  const [keyword, setKeyword] = useState('');
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  const [typeOpen, setTypeOpen] = useState(false);
  const [dropOpen, setDropOpen] = useState(false);
  const [suggest, setSuggest] = useState<SuggestData | null>(null);
  const [active, setActive] = useState(-1);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const typeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suggestFor = useRef('');
  const inputRef = useRef<HTMLInputElement>(null);

  // Read the history cookie and the page's keyword/type after mount (no hydration mismatch).
  useEffect(() => {
    setHistory(readHistory());
    const sp = new URLSearchParams(window.location.search);
    const k = sp.get('keyword');
    setKeyword(k ?? '');
    const t = typeForPath(pathname);
    if (t && types.includes(t)) setType(t);
    setSuggest(null);
    setDropOpen(false);
  }, [pathname, types]);

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      setDropOpen(false);
      setActive(-1);
    }, HOVER_CLOSE_DELAY_MS);
  };
  const holdTypeMenu = () => {
    if (typeTimer.current) clearTimeout(typeTimer.current);
  };
  const scheduleTypeMenuClose = () => {
    holdTypeMenu();
    typeTimer.current = setTimeout(() => setTypeOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  useEffect(
    () => () => {
      cancelClose();
      if (typeTimer.current) clearTimeout(typeTimer.current);
    },
    [],
  );

  // Live suggestions while typing (debounced; stale answers dropped).
  useEffect(() => {
    const k = submittableKeyword(keyword);
    if (!k || k.length < 2) {
      setSuggest(null);
      suggestFor.current = '';
      return;
    }
    const ctrl = new AbortController();
    const timer = setTimeout(() => {
      suggestFor.current = k;
      fetchSuggest(k, { signal: ctrl.signal })
        .then((d) => {
          if (suggestFor.current === k) setSuggest(d);
        })
        .catch(() => undefined);
    }, MIN_FETCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [keyword]);

  const remember = (k: string, t: SearchType) => {
    const next = addHistory(readHistory(), k, t);
    writeHistory(next);
    setHistory(next);
    setDropOpen(false);
  };

  const go = useCallback(
    (rawKeyword: string, t: SearchType, exactProductId?: number | null) => {
      const k = submittableKeyword(rawKeyword);
      if (!k) {
        inputRef.current?.focus();
        return;
      }
      const next = addHistory(readHistory(), k, t);
      writeHistory(next);
      setHistory(next);
      setDropOpen(false);
      setSuggest(null);
      try {
        sessionStorage.setItem(RESULT_DATA_KEY, JSON.stringify({ type: t, value: k, isApiSearch: t === 'method' }));
      } catch {
        /* storage disabled */
      }
      // An exact identifier of exactly one product: straight to its goods page (the result pages do the same server-side).
      if (exactProductId && (t === 'all' || t === 'product')) {
        navigate(goodsHref(exactProductId));
        return;
      }
      const href = structureSearchTarget(k, t) ?? searchHref(t, k);
      if (href) navigate(href);
    },
    [navigate],
  );

  const paste = useStructurePaste({ keyword, setKeyword, navigate });

  const submit = () => {
    // The label of a pasted molfile stands for the structure behind it: look that up again.
    if (paste.pending && keyword === paste.pending.label) {
      if (!paste.busy) paste.resolve(paste.pending.text);
      return;
    }
    const k = submittableKeyword(keyword);
    const items = suggest && suggestFor.current === k ? suggest.products : [];
    if (active >= 0 && items[active]) {
      const p = items[active]!;
      remember(k ?? '', type);
      navigate(goodsHref(p.id));
      return;
    }
    const known = suggest && suggestFor.current === k ? suggest.exactProductId : null;
    // An identifier typed and submitted before the suggestions arrived: ask once (briefly) whether it names one product.
    const kind = k ? classifyQuery(k).kind : 'text';
    if (
      k &&
      !known &&
      (type === 'all' || type === 'product') &&
      (kind === 'cas' || kind === 'code' || kind === 'inchikey') &&
      suggestFor.current !== k
    ) {
      suggestFor.current = k;
      fetchSuggest(k, { timeoutMs: EXACT_LOOKUP_TIMEOUT_MS })
        .then((d) => go(k, type, d.exactProductId))
        .catch(() => go(k, type, null));
      return;
    }
    go(keyword, type, known);
  };

  const k = submittableKeyword(keyword);
  const showSuggest =
    dropOpen && !!k && !!suggest && suggestFor.current === k && (suggest.products.length > 0 || !!suggest.hint);
  const showHistory = dropOpen && !showSuggest && history.length > 0;
  const suggestions = showSuggest ? suggest!.products : [];

  return {
    types,
    placeholder,
    listId,
    inputRef,
    type,
    keyword,
    history,
    typeOpen,
    suggest,
    active,
    paste,
    showSuggest,
    showHistory,
    suggestions,
    submit,
    cancelClose,
    scheduleClose,
    holdTypeMenu,
    scheduleTypeMenuClose,
    toggleTypeMenu: () => setTypeOpen((o) => !o),
    chooseType: (t: SearchType) => {
      setType(t);
      setTypeOpen(false);
      inputRef.current?.focus();
    },
    openDropdown: () => setDropOpen(true),
    focusInput: () => {
      cancelClose();
      setDropOpen(true);
    },
    typeKeyword: (value: string) => {
      paste.clear();
      setKeyword(value);
      setActive(-1);
      setDropOpen(true);
    },
    keyDown: (e: KeyboardEvent<HTMLInputElement>) => {
      if (e.key === 'Escape') {
        setDropOpen(false);
        setActive(-1);
      } else if (e.key === 'ArrowDown' && suggestions.length) {
        e.preventDefault();
        setActive((i) => (i + 1) % suggestions.length);
      } else if (e.key === 'ArrowUp' && suggestions.length) {
        e.preventDefault();
        setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
      }
    },
    /** The CAS check-digit hint: search its corrected keyword. */
    followHint: () => {
      if (suggest?.suggestion) {
        setKeyword(suggest.suggestion);
        go(suggest.suggestion, type);
      }
    },
    /** A suggestion link was followed: keep the keyword in the history. */
    rememberKeyword: () => remember(keyword, type),
    searchHistory: (h: HistoryEntry) => {
      setKeyword(h.keyword);
      const t = isSearchType(h.type) && types.includes(h.type) ? h.type : 'all';
      setType(t);
      go(h.keyword, t);
    },
    searchHot: (h: string) => {
      setKeyword(h);
      go(h, type);
    },
    deleteHistory: (key: string) => {
      const next = removeHistory(readHistory(), key);
      writeHistory(next);
      setHistory(next);
      if (!next.length) setDropOpen(false);
      inputRef.current?.focus();
    },
    clearHistory: () => {
      writeHistory([]);
      setHistory([]);
      setDropOpen(false);
    },
  };
}

/** What the dropdown parts read (the input's ref stays with the input). */
export type HeaderSearchState = Omit<ReturnType<typeof useHeaderSearch>, 'inputRef'>;
