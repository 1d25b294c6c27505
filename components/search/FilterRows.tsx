'use client';
/**
 * The product list's multi-select filter rows (spec §2.3): brandIds, categoryIds, deliverys, packageValues.
 *
 * - A click on a value filters by it (the row's selection becomes that value); all state goes to the URL.
 * - 多选 switches the row to checkboxes; 确定 applies the ticked values, 取消 restores the row.
 * - 更多/收起: a row whose values are wider than FILTER_ROW_COLLAPSE_PX shows one line and a 更多 button.
 * - The chosen bar lists every active row; labels are truncated at CHOSEN_LABEL_MAX_CHARS characters.
 */
import { useRouter } from 'next/navigation';
import { useLayoutEffect, useRef, useState } from 'react';
import { FILTER_ROW_COLLAPSE_PX } from '@/lib/config/constants';
import type { FacetOption } from '@/lib/domain/catalog/search';
import {
  FILTER_ROWS,
  listHref,
  rowValues,
  truncateLabel,
  withRow,
  type FilterKey,
  type ListState,
} from '@/lib/domain/catalog/search/client';

export type FilterRowsProps = { state: ListState; facets: Record<FilterKey, FacetOption[]> };

/** Labels for chosen values that are not among the facet values (e.g. from a shared link). */
const labelOf = (options: FacetOption[], v: string) => options.find((o) => o.value === v)?.label ?? v;

function Row({
  title,
  rowKey,
  options,
  state,
}: {
  title: string;
  rowKey: FilterKey;
  options: FacetOption[];
  state: ListState;
}) {
  const router = useRouter();
  const chosen = rowValues(state, rowKey);
  const [multi, setMulti] = useState(false);
  const [ticked, setTicked] = useState<string[]>(chosen);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  // Collapse when the values need more than FILTER_ROW_COLLAPSE_PX (measured on the unwrapped row).
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => {
      let width = 0;
      for (const li of Array.from(el.children)) width += (li as HTMLElement).offsetWidth + 8;
      setOverflows(width > FILTER_ROW_COLLAPSE_PX);
    };
    measure();
    const ro = typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : null;
    ro?.observe(el);
    return () => ro?.disconnect();
  }, [options]);

  const apply = (values: string[]) => router.push(listHref(state, withRow(state, rowKey, values)), { scroll: false });
  const collapsed = overflows && !expanded && !multi;

  return (
    <div className="flex border-b border-line last:border-b-0" data-testid={`filter-row-${rowKey}`}>
      <div className="w-[92px] shrink-0 bg-surface px-3 py-2.5 text-[13px] text-ink-500">{title}</div>
      <div className="min-w-0 flex-1 px-3 py-2">
        <ul
          ref={listRef}
          className={`flex flex-wrap gap-x-2 gap-y-1 ${collapsed ? 'max-h-[28px] overflow-hidden' : ''}`}
          style={{ maxWidth: FILTER_ROW_COLLAPSE_PX }}
        >
          {options.map((o) => {
            const on = multi ? ticked.includes(o.value) : chosen.includes(o.value);
            return (
              <li key={o.value}>
                {multi ? (
                  <label
                    className={`flex h-7 cursor-pointer items-center gap-1.5 rounded border px-2 text-[13px] ${on ? 'border-brand-500 text-brand-600' : 'border-transparent text-ink-700 hover:text-brand-600'}`}
                  >
                    <input
                      type="checkbox"
                      className="accent-brand-500"
                      checked={on}
                      onChange={() =>
                        setTicked((t) => (t.includes(o.value) ? t.filter((x) => x !== o.value) : [...t, o.value]))
                      }
                    />
                    {o.label}
                  </label>
                ) : (
                  <button
                    type="button"
                    title={o.label}
                    className={`h-7 max-w-[220px] truncate rounded px-2 text-[13px] ${on ? 'bg-brand-50 text-brand-600' : 'text-ink-700 hover:text-brand-600'}`}
                    onClick={() => apply(on ? chosen.filter((x) => x !== o.value) : [o.value])}
                  >
                    {o.label}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {multi && (
          <div className="mt-2 flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={!ticked.length && !chosen.length}
              onClick={() => apply(ticked)}
              data-testid="filter-confirm"
            >
              确定
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => {
                setMulti(false);
                setTicked(chosen);
              }}
            >
              取消
            </button>
          </div>
        )}
      </div>
      <div className="flex shrink-0 items-start gap-2 px-3 py-2.5 text-[12px]">
        {overflows && !multi && (
          <button
            type="button"
            className="text-ink-500 hover:text-brand-600"
            onClick={() => setExpanded((e) => !e)}
            aria-expanded={expanded}
          >
            {expanded ? '收起' : '更多'}
          </button>
        )}
        {!multi && options.length > 1 && (
          <button
            type="button"
            className="rounded border border-line px-1.5 text-ink-500 hover:border-brand-500 hover:text-brand-600"
            onClick={() => {
              setTicked(chosen);
              setMulti(true);
            }}
            data-testid="filter-multi"
          >
            + 多选
          </button>
        )}
      </div>
    </div>
  );
}

export function FilterRows({ state, facets }: FilterRowsProps) {
  const router = useRouter();
  const active = FILTER_ROWS.filter((r) => rowValues(state, r.key).length > 0);
  const rows = FILTER_ROWS.filter((r) => facets[r.key].length > 0 || rowValues(state, r.key).length > 0);
  if (!rows.length) return null;
  return (
    <div className="mb-3 rounded-md border border-line bg-white" data-testid="filter-rows">
      {active.length > 0 && (
        <div
          className="flex flex-wrap items-center gap-2 border-b border-line px-3 py-2 text-[13px]"
          data-testid="filter-chosen"
        >
          <span className="text-ink-500">已选条件：</span>
          {active.map((r) => {
            const full = rowValues(state, r.key)
              .map((v) => labelOf(facets[r.key], v))
              .join('、');
            return (
              <button
                key={r.key}
                type="button"
                title={`${r.title}：${full}`}
                className="flex items-center gap-1 rounded border border-brand-200 bg-brand-50 px-2 py-0.5 text-brand-600 hover:border-brand-500"
                onClick={() => router.push(listHref(state, withRow(state, r.key, [])), { scroll: false })}
              >
                {r.title}：{truncateLabel(full)}
                <span aria-label="移除">×</span>
              </button>
            );
          })}
          <button
            type="button"
            className="ml-1 text-ink-500 hover:text-brand-600"
            onClick={() =>
              router.push(listHref(state, { brandIds: [], categoryIds: [], deliverys: [], packageValues: [] }), {
                scroll: false,
              })
            }
          >
            全部清除
          </button>
        </div>
      )}
      {rows.map((r) => {
        // Chosen values missing from the sample still show (and can be unticked).
        const opts = [...facets[r.key]];
        for (const v of rowValues(state, r.key))
          if (!opts.some((o) => o.value === v)) opts.push({ value: v, label: v, count: 0 });
        return (
          <Row
            key={`${r.key}:${rowValues(state, r.key).join(',')}`}
            title={r.title}
            rowKey={r.key}
            options={opts}
            state={state}
          />
        );
      })}
    </div>
  );
}

export default FilterRows;
