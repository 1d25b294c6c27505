'use client';
/**
 * Classification filter panel (spec §2.3) of the method search. State rules: lib/domain/catalog/search/filter-panel.ts.
 *
 * - The keyword box shows only when the route has no keyword (query `keyword`); what is typed there goes to the
 *   URL as `filterKeyword` (commas and spaces stripped), so the route keyword stays distinguishable.
 * - One toggle per classification (method types); 清空 resets the types (and the typed keyword).
 * - Every change emits { keyword, typeIds } into the URL; a new route keyword resets the chosen types.
 */
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import {
  emitOf,
  filterPanelReducer,
  initFilterPanel,
  showKeywordBox,
  type FilterEmit,
  type FilterPanelState,
} from '@/lib/domain/catalog/search/client';

export type Classification = { id: number; name: string; count?: number };

export const FILTER_KEYWORD_PARAM = 'filterKeyword';

export type ClassificationFilterProps = {
  classifications: Classification[];
  /** The route's keyword (query `keyword`), '' when none. */
  routeKeyword: string;
  /** The typed panel keyword from the URL. */
  keyword: string;
  typeIds: number[];
  title?: string;
};

function hrefOf(pathname: string, routeKeyword: string, e: FilterEmit): string {
  const sp = new URLSearchParams();
  if (routeKeyword) sp.set('keyword', routeKeyword);
  else if (e.keyword) sp.set(FILTER_KEYWORD_PARAM, e.keyword);
  if (e.typeIds.length) sp.set('typeIds', e.typeIds.join(','));
  const q = sp.toString();
  return q ? `${pathname}?${q}` : pathname;
}

export function ClassificationFilter({
  classifications,
  routeKeyword,
  keyword,
  typeIds,
  title = '方法分类',
}: ClassificationFilterProps) {
  const router = useRouter();
  const pathname = usePathname() ?? '/searchCenter/methodsSeach';
  const [state, dispatch] = useReducer(filterPanelReducer, undefined, () =>
    initFilterPanel(routeKeyword, typeIds, keyword),
  );
  const lastEmitted = useRef<string>(hrefOf(pathname, routeKeyword, emitOf(state)));

  // A change of the route's keyword resets the chosen types (spec §2.3).
  useEffect(() => {
    dispatch({ type: 'routeKeyword', value: routeKeyword });
  }, [routeKeyword]);

  const emit = (next: FilterPanelState) => {
    const href = hrefOf(pathname, next.routeKeyword, emitOf(next));
    if (href === lastEmitted.current) return;
    lastEmitted.current = href;
    router.push(href, { scroll: false });
  };
  const act = (a: Parameters<typeof filterPanelReducer>[1], push = true) => {
    const next = filterPanelReducer(state, a);
    dispatch(a);
    if (push) emit(next);
  };

  return (
    <div className="card mb-4 p-5" data-testid="classification-filter">
      {showKeywordBox(state) && (
        <form
          className="mb-3 flex max-w-[640px] gap-2"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            emit(state);
          }}
        >
          <input
            type="search"
            value={state.keyword}
            maxLength={100}
            onChange={(e) => act({ type: 'keyword', value: e.target.value }, false)}
            onBlur={() => emit(state)}
            placeholder="请输入药典方法或原料药名称"
            aria-label="药典方法或原料药名称"
            className="input h-10"
            data-testid="filter-keyword"
          />
          <button type="submit" className="btn btn-primary h-10">
            搜索
          </button>
        </form>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-[13px] text-ink-500">{title}：</span>
        {classifications.map((c) => {
          const on = state.typeIds.includes(c.id);
          return (
            <button
              key={c.id}
              type="button"
              aria-pressed={on}
              data-testid={`filter-type-${c.id}`}
              onClick={() => act({ type: 'toggle', id: c.id })}
              className={`rounded-full border px-3 py-1 text-[13px] transition-colors ${on ? 'border-brand-500 bg-brand-500 text-white' : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600'}`}
            >
              {c.name}
              {typeof c.count === 'number' && (
                <span className={on ? 'ml-1 text-white/80' : 'ml-1 text-ink-500'}>{c.count}</span>
              )}
            </button>
          );
        })}
        <button
          type="button"
          onClick={() => act({ type: 'clear' })}
          className="ml-2 text-[13px] text-ink-500 hover:text-brand-600"
          data-testid="filter-clear"
          disabled={!state.typeIds.length && !(showKeywordBox(state) && state.keyword)}
        >
          清空
        </button>
      </div>
    </div>
  );
}

export default ClassificationFilter;
