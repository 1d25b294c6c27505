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
 * State and actions: useHeaderSearch (use-header-search.ts); type selector: HeaderSearchParts.tsx; dropdowns: HeaderSearchPanels.tsx.
 * The logic behind the actions (classification, structure detection, history) loads on the box's first hover, focus or
 * input (header-search-logic.ts); the input, the type selector and the button are here from the start.
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { SAMPLE_SEARCHES, searchHref } from '@/lib/domain/catalog/search/routing';
import dynamic from 'next/dynamic';
import { SearchTypeSelector } from './HeaderSearchParts';
import { useHeaderSearch, type HeaderSearchVariant } from './use-header-search';

// The dropdowns load when one first opens: neither shows before the buyer focuses or types (issue 34's JS budget).
const SearchSuggestions = dynamic(() => import('./HeaderSearchPanels').then((m) => m.SearchSuggestions), {
  ssr: false,
});
const SearchHistoryPanel = dynamic(() => import('./HeaderSearchPanels').then((m) => m.SearchHistoryPanel), {
  ssr: false,
});

export type HeaderSearchProps = {
  /** 'variant' offers 标准 and the other placeholder (请输入名称、货号、CAS号或品牌). */
  variant?: HeaderSearchVariant;
  /** Hide the sample searches line (compact headers). */
  compact?: boolean;
};

export function HeaderSearch({ variant = 'default', compact = false }: HeaderSearchProps = {}) {
  const { inputRef, ...s } = useHeaderSearch(variant);

  return (
    <div className="w-full" data-testid="header-search">
      <div
        className="relative"
        onMouseEnter={() => {
          s.prepare();
          s.cancelClose();
        }}
        onMouseLeave={s.scheduleClose}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) s.scheduleClose();
        }}
      >
        <form
          role="search"
          className="flex h-10 w-full items-stretch rounded border-2 border-brand-500 bg-white"
          onSubmit={(e) => {
            e.preventDefault();
            s.submit();
          }}
        >
          <SearchTypeSelector s={s} />

          {/* keyword + dropdowns */}
          <div className="min-w-0 flex-1">
            <input
              ref={inputRef}
              type="search"
              name="keyword"
              value={s.keyword}
              maxLength={SEARCH_KEYWORD_MAX_LENGTH}
              autoComplete="off"
              spellCheck={false}
              placeholder={s.placeholder}
              aria-label="搜索关键词"
              role="combobox"
              aria-expanded={s.showSuggest || s.showHistory}
              aria-controls={s.listId}
              aria-autocomplete="list"
              data-testid="search-input"
              className="h-full w-full bg-transparent px-3 text-[14px] text-ink-900 outline-none placeholder:text-ink-300 [&::-webkit-search-cancel-button]:hidden"
              onFocus={s.focusInput}
              onClick={s.openDropdown}
              aria-busy={s.paste.busy}
              onPaste={s.paste.onPaste}
              onChange={(e) => s.typeKeyword(e.target.value)}
              onKeyDown={s.keyDown}
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
        {s.showSuggest && <SearchSuggestions s={s} />}
        {s.showHistory && <SearchHistoryPanel s={s} />}
      </div>

      {!compact && (
        <div
          className="mt-1 flex items-center gap-3 overflow-hidden text-[12px] whitespace-nowrap text-ink-500"
          data-testid="search-samples"
        >
          <span>试试：</span>
          {SAMPLE_SEARCHES.map((sample) => (
            <SiteLink
              key={sample.keyword}
              href={searchHref(sample.type, sample.keyword) ?? '#'}
              className="hover:text-brand-600"
              title={sample.label}
            >
              {sample.keyword}
            </SiteLink>
          ))}
        </div>
      )}
    </div>
  );
}

export default HeaderSearch;
