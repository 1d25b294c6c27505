'use client';
/**
 * State and actions of the header search box (spec §2.3), kept apart from its markup (HeaderSearch.tsx,
 * HeaderSearchParts.tsx): the type, the keyword, the history cookie HISTORY_SEARCH, the live suggestions and the
 * submit routing (lib/domain/catalog/search/routing.ts). An exact CAS / catalogue number / InChIKey of one product goes
 * straight to its goods page; a typed SMILES goes to the search pages (issue 16); a pasted molfile is looked up through
 * useStructurePaste.
 *
 * The logic behind the actions (query classification, structure detection, the history cookie, where a keyword goes:
 * header-search-logic.ts) loads on the box's first hover, focus or input, not with the page (issue 34's JS budget).
 * The keyword is plain React state here, so nothing typed before it arrives is lost, and a submit (Enter, 搜索) made
 * before it arrives runs once it is here, with what was submitted.
 */
import { usePathname } from '@/lib/client/route-hooks';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SuggestData } from '@/lib/api/endpoints/search';
import { HOVER_CLOSE_DELAY_MS, MIN_FETCH_DELAY_MS } from '@/lib/config/constants';
import { useNavigate } from '@/lib/client/use-navigate';
import {
  HEADER_SEARCH_TYPES,
  HEADER_SEARCH_TYPES_VARIANT,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_VARIANT,
  SEARCH_ROUTES,
  isSearchType,
  submittableKeyword,
} from '@/lib/domain/catalog/search/routing';
import type { HistoryEntry, SearchType } from '@/lib/domain/catalog/search/types';
import { headerSearchLogic, loadHeaderSearchLogic, type SearchLogic } from './header-search-loader';
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

/** How long a submit waits for the exact-identifier lookup before going to the result page anyway. */
const EXACT_LOOKUP_TIMEOUT_MS = 1500;

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
  /** The latest submit: one made while the logic loads replaces an earlier one still waiting. */
  const submitSeq = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  /** Loads the logic (first hover, focus or input) and then reads the history cookie. */
  const prepare = useCallback(() => {
    if (headerSearchLogic()) return;
    loadHeaderSearchLogic()
      .then((m) => setHistory(m.readHistory()))
      .catch(() => undefined); // a failed chunk reloads the page (lib/client/chunk-reload.ts)
  }, []);

  // The page's keyword/type after mount (no hydration mismatch); the history cookie once the logic is here.
  useEffect(() => {
    const loaded = headerSearchLogic();
    if (loaded) setHistory(loaded.readHistory());
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

  /** Runs `f` with the logic: now when it is loaded, else once it is (a failed load reloads the page). */
  const withLogic = useCallback((f: (m: SearchLogic) => void) => {
    const loaded = headerSearchLogic();
    if (loaded) f(loaded);
    else
      loadHeaderSearchLogic()
        .then(f)
        .catch(() => undefined);
  }, []);

  const remember = (m: SearchLogic, k: string, t: SearchType) => {
    setHistory(m.rememberSearch(k, t));
    setDropOpen(false);
  };

  const go = useCallback(
    (m: SearchLogic, rawKeyword: string, t: SearchType, exactProductId?: number | null) => {
      const k = submittableKeyword(rawKeyword);
      if (!k) {
        inputRef.current?.focus();
        return;
      }
      setHistory(m.rememberSearch(k, t));
      setDropOpen(false);
      setSuggest(null);
      m.keepResultData(k, t);
      const href = m.searchTarget(k, t, exactProductId);
      if (href) navigate(href);
    },
    [navigate],
  );

  const paste = useStructurePaste({ keyword, setKeyword, navigate });

  /** A submit with the box as it was when the buyer submitted (it may wait for the logic to load). */
  const submitNow = (
    m: SearchLogic,
    s: { keyword: string; type: SearchType; active: number; suggest: SuggestData | null },
  ) => {
    const k = submittableKeyword(s.keyword);
    const items = s.suggest && suggestFor.current === k ? s.suggest.products : [];
    if (s.active >= 0 && items[s.active]) {
      const p = items[s.active]!;
      remember(m, k ?? '', s.type);
      navigate(m.goodsHref(p.id));
      return;
    }
    const known = s.suggest && suggestFor.current === k ? s.suggest.exactProductId : null;
    // An identifier typed and submitted before the suggestions arrived: ask once (briefly) whether it names one product.
    if (k && !known && m.mayNameOneProduct(k, s.type) && suggestFor.current !== k) {
      suggestFor.current = k;
      fetchSuggest(k, { timeoutMs: EXACT_LOOKUP_TIMEOUT_MS })
        .then((d) => go(m, k, s.type, d.exactProductId))
        .catch(() => go(m, k, s.type, null));
      return;
    }
    go(m, s.keyword, s.type, known);
  };

  const submit = () => {
    // The label of a pasted molfile stands for the structure behind it: look that up again.
    if (paste.pending && keyword === paste.pending.label) {
      if (!paste.busy) paste.resolve(paste.pending.text);
      return;
    }
    const snapshot = { keyword, type, active, suggest };
    const seq = ++submitSeq.current;
    // A paste held for the structure detection comes first: its text is what is submitted (a structure goes to the
    // lookup instead).
    const held = paste.held();
    if (held) {
      void held.then((text) => {
        if (text !== null && seq === submitSeq.current) withLogic((m) => submitNow(m, { ...snapshot, keyword: text }));
      });
      return;
    }
    withLogic((m) => {
      if (seq === submitSeq.current) submitNow(m, snapshot);
    });
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
    /** The box's first hover: start loading its logic. */
    prepare,
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
      prepare();
      cancelClose();
      setDropOpen(true);
    },
    typeKeyword: (value: string) => {
      prepare();
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
      const corrected = suggest?.suggestion;
      if (corrected) {
        setKeyword(corrected);
        withLogic((m) => go(m, corrected, type));
      }
    },
    /** A suggestion link was followed: keep the keyword in the history. */
    rememberKeyword: () => withLogic((m) => remember(m, keyword, type)),
    searchHistory: (h: HistoryEntry) => {
      setKeyword(h.keyword);
      const t = isSearchType(h.type) && types.includes(h.type) ? h.type : 'all';
      setType(t);
      withLogic((m) => go(m, h.keyword, t));
    },
    searchHot: (h: string) => {
      setKeyword(h);
      withLogic((m) => go(m, h, type));
    },
    deleteHistory: (key: string) => {
      withLogic((m) => {
        const next = m.forgetSearch(key);
        setHistory(next);
        if (!next.length) setDropOpen(false);
      });
      inputRef.current?.focus();
    },
    clearHistory: () => {
      withLogic((m) => m.writeHistory([]));
      setHistory([]);
      setDropOpen(false);
    },
  };
}

/** What the dropdown parts read (the input's ref stays with the input). */
export type HeaderSearchState = Omit<ReturnType<typeof useHeaderSearch>, 'inputRef'>;
