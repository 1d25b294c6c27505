'use client';
/**
 * The header search box (spec §2.3): type selector (全部 / 产品 / 方法 / [标准] / 数据), keyword input,
 * search button, four sample searches, a history dropdown (cookie HISTORY_SEARCH; only when history exists;
 * hides HOVER_CLOSE_DELAY_MS after the pointer leaves or on blur; clear-all and per-item delete) with the
 * hot searches, and live suggestions while typing (products by name, CAS, formula, code; the CAS check-digit hint).
 *
 * Enter or the button submits; an empty keyword does nothing. Routing per type: lib/domain/catalog/search/routing.ts.
 * An exact CAS / catalogue number / InChIKey of one product goes straight to its goods page.
 * A SMILES (typed) goes to the search pages, which run the exact structure lookup (issue 16); a pasted molfile (its
 * line breaks would be lost in the box) is looked up whole through useStructurePaste and shown as 结构式（Molfile）.
 */
import Cookies from 'js-cookie';
import { SiteLink } from '@/components/ui/SiteLink';
import { GoodsLink } from '@/components/product/GoodsLink';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { SuggestData } from '@/lib/api/endpoints/search';
import {
  HOVER_CLOSE_DELAY_MS,
  MIN_FETCH_DELAY_MS,
  SEARCH_HISTORY_COOKIE,
  SEARCH_HISTORY_DAYS,
  SEARCH_KEYWORD_MAX_LENGTH,
} from '@/lib/config/constants';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { useNavigate } from '@/lib/client/use-navigate';
import { classifyQuery } from '@/lib/domain/catalog/search/client';
import { structureKeyword } from '@/lib/domain/catalog/search/client';
import { useStructurePaste } from './useStructurePaste';
import {
  addHistory,
  parseHistory,
  removeHistory,
  serializeHistory,
  type HistoryEntry,
} from '@/lib/domain/catalog/search/client';
import {
  HEADER_SEARCH_TYPES,
  HEADER_SEARCH_TYPES_VARIANT,
  HOT_SEARCHES,
  SAMPLE_SEARCHES,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_VARIANT,
  SEARCH_ROUTES,
  SEARCH_TYPE_LABELS,
  isSearchType,
  searchHref,
  submittableKeyword,
  type SearchType,
} from '@/lib/domain/catalog/search/client';

export type HeaderSearchProps = {
  /** 'variant' offers 标准 and the other placeholder (请输入名称、货号、CAS号或品牌). */
  variant?: 'default' | 'variant';
  /** Hide the sample searches line (compact headers). */
  compact?: boolean;
};

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

export function HeaderSearch({ variant = 'default', compact = false }: HeaderSearchProps = {}) {
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
      const next = addHistory(readHistory(), k ?? '', type);
      writeHistory(next);
      setHistory(next);
      setDropOpen(false);
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

  const del = (k: string) => {
    const next = removeHistory(readHistory(), k);
    writeHistory(next);
    setHistory(next);
    if (!next.length) setDropOpen(false);
    inputRef.current?.focus();
  };
  const clearAll = () => {
    writeHistory([]);
    setHistory([]);
    setDropOpen(false);
  };

  const k = submittableKeyword(keyword);
  const showSuggest =
    dropOpen && !!k && !!suggest && suggestFor.current === k && (suggest.products.length > 0 || !!suggest.hint);
  const showHistory = dropOpen && !showSuggest && history.length > 0;
  const suggestions = showSuggest ? suggest!.products : [];

  return (
    <div className="w-full" data-testid="header-search">
      <div
        className="relative"
        onMouseEnter={cancelClose}
        onMouseLeave={scheduleClose}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) scheduleClose();
        }}
      >
        <form
          role="search"
          className="flex h-10 w-full items-stretch rounded border-2 border-brand-500 bg-white"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {/* type selector */}
          <div
            className="relative shrink-0"
            onMouseEnter={() => {
              if (typeTimer.current) clearTimeout(typeTimer.current);
            }}
            onMouseLeave={() => {
              if (typeTimer.current) clearTimeout(typeTimer.current);
              typeTimer.current = setTimeout(() => setTypeOpen(false), HOVER_CLOSE_DELAY_MS);
            }}
          >
            <button
              type="button"
              className="flex h-full w-[76px] items-center justify-center gap-1 border-r border-line text-[13px] text-ink-700 hover:text-brand-600"
              aria-haspopup="listbox"
              aria-expanded={typeOpen}
              data-testid="search-type"
              onClick={() => setTypeOpen((o) => !o)}
            >
              {SEARCH_TYPE_LABELS[type]}
              <svg
                width="10"
                height="10"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M6 9l6 6 6-6" />
              </svg>
            </button>
            {typeOpen && (
              <ul
                role="listbox"
                aria-label="搜索类型"
                className="absolute top-full left-0 z-50 mt-0.5 w-[76px] rounded border border-line bg-white py-1 shadow-[var(--shadow-pop)]"
              >
                {types.map((t) => (
                  <li key={t}>
                    <button
                      type="button"
                      role="option"
                      aria-selected={t === type}
                      data-testid={`search-type-${t}`}
                      className={`block w-full px-3 py-1.5 text-left text-[13px] hover:bg-brand-50 hover:text-brand-600 ${t === type ? 'text-brand-600' : 'text-ink-700'}`}
                      onClick={() => {
                        setType(t);
                        setTypeOpen(false);
                        inputRef.current?.focus();
                      }}
                    >
                      {SEARCH_TYPE_LABELS[t]}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>

          {/* keyword + dropdowns */}
          <div className="min-w-0 flex-1">
            <input
              ref={inputRef}
              type="search"
              name="keyword"
              value={keyword}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={placeholder}
              aria-label="搜索关键词"
              role="combobox"
              aria-expanded={showSuggest || showHistory}
              aria-controls={listId}
              aria-autocomplete="list"
              data-testid="search-input"
              className="h-full w-full bg-transparent px-3 text-[14px] text-ink-900 outline-none placeholder:text-ink-300 [&::-webkit-search-cancel-button]:hidden"
              onFocus={() => {
                cancelClose();
                setDropOpen(true);
              }}
              onClick={() => setDropOpen(true)}
              aria-busy={paste.busy}
              onPaste={paste.onPaste}
              onChange={(e) => {
                paste.clear();
                setKeyword(e.target.value);
                setActive(-1);
                setDropOpen(true);
              }}
              onKeyDown={(e) => {
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
              }}
            />
          </div>

          <button
            type="submit"
            className="flex w-[84px] shrink-0 items-center justify-center gap-1 bg-brand-500 text-[14px] text-white hover:bg-brand-600"
            data-testid="search-submit"
          >
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Z M20 20l-4-4" />
            </svg>
            搜索
          </button>
        </form>
        {showSuggest && (
          <div
            id={listId}
            className="absolute top-full right-0 left-0 z-50 mt-0.5 min-w-[420px] rounded border border-line bg-white py-1 shadow-[var(--shadow-pop)]"
            data-testid="search-suggest"
          >
            {suggest!.hint && (
              <button
                type="button"
                className="block w-full px-3 py-2 text-left text-[13px] text-accent-600 hover:bg-accent-50"
                data-testid="search-hint"
                onClick={() => {
                  if (suggest!.suggestion) {
                    setKeyword(suggest!.suggestion);
                    go(suggest!.suggestion, type);
                  }
                }}
              >
                {suggest!.hint}
              </button>
            )}
            <ul role="listbox" aria-label="搜索建议">
              {suggestions.map((p, i) => (
                <li key={p.id} role="option" aria-selected={i === active}>
                  <GoodsLink
                    href={goodsHref(p.id)}
                    className={`flex items-baseline gap-3 px-3 py-1.5 text-[13px] ${i === active ? 'bg-brand-50 text-brand-600' : 'text-ink-700 hover:bg-brand-50'}`}
                    onClick={() => {
                      const next = addHistory(readHistory(), keyword, type);
                      writeHistory(next);
                      setHistory(next);
                      setDropOpen(false);
                    }}
                  >
                    <span className="min-w-0 flex-1 truncate text-ink-900">{p.nameZh || p.nameEn}</span>
                    {p.nameZh && <span className="max-w-[40%] truncate text-ink-500">{p.nameEn}</span>}
                    <span className="shrink-0 text-[12px] text-ink-500">{p.cas ? `CAS号 ${p.cas}` : p.code}</span>
                  </GoodsLink>
                </li>
              ))}
            </ul>
          </div>
        )}

        {showHistory && (
          <div
            id={listId}
            className="absolute top-full right-0 left-0 z-50 mt-0.5 min-w-[420px] rounded border border-line bg-white p-3 shadow-[var(--shadow-pop)]"
            data-testid="search-history"
          >
            <div className="mb-1 flex items-center justify-between text-[12px] text-ink-500">
              <span>搜索历史</span>
              <button
                type="button"
                className="text-ink-500 hover:text-brand-600"
                onClick={clearAll}
                data-testid="search-history-clear"
              >
                清空历史
              </button>
            </div>
            <ul>
              {history.map((h) => (
                <li key={h.keyword} className="group flex items-center justify-between rounded px-1 hover:bg-surface">
                  <button
                    type="button"
                    className="min-w-0 flex-1 truncate py-1 text-left text-[13px] text-ink-700 group-hover:text-brand-600"
                    onClick={() => {
                      setKeyword(h.keyword);
                      const t = isSearchType(h.type) && types.includes(h.type) ? h.type : 'all';
                      setType(t);
                      go(h.keyword, t);
                    }}
                  >
                    {h.keyword}
                    {h.type !== 'all' && (
                      <span className="ml-2 text-[12px] text-ink-500">{SEARCH_TYPE_LABELS[h.type]}</span>
                    )}
                  </button>
                  <button
                    type="button"
                    aria-label={`删除 ${h.keyword}`}
                    className="px-1 text-ink-500 hover:text-danger"
                    onClick={() => del(h.keyword)}
                    data-testid="search-history-delete"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
            <div className="mt-2 border-t border-line pt-2 text-[12px] text-ink-500">热门搜索</div>
            <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1">
              {HOT_SEARCHES.map((h) => (
                <button
                  key={h}
                  type="button"
                  className="text-[13px] text-ink-700 hover:text-brand-600"
                  onClick={() => {
                    setKeyword(h);
                    go(h, type);
                  }}
                >
                  {h}
                </button>
              ))}
            </div>
          </div>
        )}
      </div>

      {!compact && (
        <div
          className="mt-1 flex items-center gap-3 overflow-hidden text-[12px] whitespace-nowrap text-ink-500"
          data-testid="search-samples"
        >
          <span>试试：</span>
          {SAMPLE_SEARCHES.map((s) => (
            <SiteLink
              key={s.keyword}
              href={searchHref(s.type, s.keyword) ?? '#'}
              className="hover:text-brand-600"
              title={s.label}
            >
              {s.keyword}
            </SiteLink>
          ))}
        </div>
      )}
    </div>
  );
}

export default HeaderSearch;
