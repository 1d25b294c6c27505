'use client';
/**
 * The header search box's dropdowns (spec §2.3): the suggestion list and the history panel with the hot searches.
 * Loaded when one first opens (components/search/HeaderSearch.tsx, next/dynamic), not with every page: neither is
 * shown before the buyer focuses or types in the box (issue 34's JS budget, bench/suites/js-weight.ts).
 */
import { GoodsLink } from '@/components/product/GoodsLink';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { HOT_SEARCHES, SEARCH_TYPE_LABELS } from '@/lib/domain/catalog/search/client';
import { POPUP } from './HeaderSearchParts';
import type { HeaderSearchState } from './use-header-search';

export function SearchSuggestions({ s }: { s: HeaderSearchState }) {
  const hint = s.suggest?.hint;
  return (
    <div id={s.listId} className={`${POPUP} py-1 shadow-[var(--shadow-pop)]`} data-testid="search-suggest">
      {hint && (
        <button
          type="button"
          className="block w-full px-3 py-2 text-left text-[13px] text-accent-600 hover:bg-accent-50"
          data-testid="search-hint"
          onClick={s.followHint}
        >
          {hint}
        </button>
      )}
      <ul role="listbox" aria-label="搜索建议">
        {s.suggestions.map((p, i) => (
          <li key={p.id} role="option" aria-selected={i === s.active}>
            <GoodsLink
              href={goodsHref(p.id)}
              className={`flex items-baseline gap-3 px-3 py-1.5 text-[13px] ${i === s.active ? 'bg-brand-50 text-brand-600' : 'text-ink-700 hover:bg-brand-50'}`}
              onClick={s.rememberKeyword}
            >
              <span className="min-w-0 flex-1 truncate text-ink-900">{p.nameZh || p.nameEn}</span>
              {p.nameZh && <span className="max-w-[40%] truncate text-ink-500">{p.nameEn}</span>}
              <span className="shrink-0 text-[12px] text-ink-500">{p.cas ? `CAS号 ${p.cas}` : p.code}</span>
            </GoodsLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SearchHistoryPanel({ s }: { s: HeaderSearchState }) {
  return (
    <div id={s.listId} className={`${POPUP} p-3 shadow-[var(--shadow-pop)]`} data-testid="search-history">
      <div className="mb-1 flex items-center justify-between text-[12px] text-ink-500">
        <span>搜索历史</span>
        <button
          type="button"
          className="text-ink-500 hover:text-brand-600"
          onClick={s.clearHistory}
          data-testid="search-history-clear"
        >
          清空历史
        </button>
      </div>
      <ul>
        {s.history.map((h) => (
          <li key={h.keyword} className="group flex items-center justify-between rounded px-1 hover:bg-surface">
            <button
              type="button"
              className="min-w-0 flex-1 truncate py-1 text-left text-[13px] text-ink-700 group-hover:text-brand-600"
              onClick={() => s.searchHistory(h)}
            >
              {h.keyword}
              {h.type !== 'all' && <span className="ml-2 text-[12px] text-ink-500">{SEARCH_TYPE_LABELS[h.type]}</span>}
            </button>
            <button
              type="button"
              aria-label={`删除 ${h.keyword}`}
              className="px-1 text-ink-500 hover:text-danger"
              onClick={() => s.deleteHistory(h.keyword)}
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
            onClick={() => s.searchHot(h)}
          >
            {h}
          </button>
        ))}
      </div>
    </div>
  );
}
