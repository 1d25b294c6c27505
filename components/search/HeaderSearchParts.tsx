'use client';
/**
 * The header search box's type selector (spec §2.3); its dropdowns are HeaderSearchPanels.tsx. State and actions come
 * from useHeaderSearch (use-header-search.ts).
 */
import { SEARCH_TYPE_LABELS } from '@/lib/domain/catalog/search/routing';
import type { HeaderSearchState } from './use-header-search';

export const POPUP = 'absolute top-full right-0 left-0 z-50 mt-0.5 min-w-[420px] rounded border border-line bg-white';

export function SearchTypeSelector({ s }: { s: HeaderSearchState }) {
  return (
    <div className="relative shrink-0" onMouseEnter={s.holdTypeMenu} onMouseLeave={s.scheduleTypeMenuClose}>
      <button
        type="button"
        className="flex h-full w-[76px] items-center justify-center gap-1 border-r border-line text-[13px] text-ink-700 hover:text-brand-600"
        aria-haspopup="listbox"
        aria-expanded={s.typeOpen}
        data-testid="search-type"
        onClick={s.toggleTypeMenu}
      >
        {SEARCH_TYPE_LABELS[s.type]}
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
      {s.typeOpen && (
        <ul
          role="listbox"
          aria-label="搜索类型"
          className="absolute top-full left-0 z-50 mt-0.5 w-[76px] rounded border border-line bg-white py-1 shadow-[var(--shadow-pop)]"
        >
          {s.types.map((t) => (
            <li key={t}>
              <button
                type="button"
                role="option"
                aria-selected={t === s.type}
                data-testid={`search-type-${t}`}
                className={`block w-full px-3 py-1.5 text-left text-[13px] hover:bg-brand-50 hover:text-brand-600 ${t === s.type ? 'text-brand-600' : 'text-ink-700'}`}
                onClick={() => s.chooseType(t)}
              >
                {SEARCH_TYPE_LABELS[t]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
