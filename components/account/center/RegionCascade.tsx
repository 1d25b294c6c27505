'use client';
/**
 * Province → city → district selects, each level loaded from userAddr/getCityListByParentId when its parent is
 * chosen (lib/client/profile-cascade.ts holds the state rules). The lists are cached by React Query per parent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { api, notifyError } from '@/lib/api/client';
import {
  cascadeReducer,
  initCascade,
  pendingLoads,
  type CascadeState,
  type Level,
  type RegionOption,
} from '@/lib/client/profile-cascade';

const LABELS = ['省份', '城市', '区县'] as const;

export function useRegionCascade(initial?: [number | null, number | null, number | null]) {
  const [state, dispatch] = useReducer(cascadeReducer, initial, initCascade);
  const qc = useQueryClient();
  const loads = pendingLoads(state);
  const loadKey = loads.map((l) => `${l.level}:${l.parentId}`).join(',');

  useEffect(() => {
    for (const { level, parentId } of loads) {
      qc.fetchQuery({
        queryKey: ['region.children', { parentId, level }],
        queryFn: () => api('region.children', { parentId, level }),
        staleTime: Infinity,
      })
        .then((rows) =>
          dispatch({
            type: 'loaded',
            level,
            parentId,
            options: rows.map((r): RegionOption => ({ id: r.id, name: r.name })),
          }),
        )
        .catch((err) => notifyError(err));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey]);

  return { state, select: (level: Level, id: number | null) => dispatch({ type: 'select', level, id }) };
}

export function RegionSelects({
  state,
  select,
  invalid,
}: {
  state: CascadeState;
  select: (level: Level, id: number | null) => void;
  invalid?: boolean;
}) {
  return (
    <div className="flex gap-2" data-testid="region-cascade">
      {([1, 2, 3] as const).map((level) => {
        const i = level - 1;
        const options = state.options[i] ?? null;
        const parentChosen = level === 1 || !!state.ids[i - 1];
        const empty = parentChosen && options !== null && options.length === 0 && level > 1;
        return (
          <select
            key={level}
            aria-label={LABELS[i]}
            className={`input w-40 ${invalid && !state.ids[i] && !empty ? 'border-danger' : ''}`}
            value={state.ids[i] ?? ''}
            disabled={!parentChosen || options === null || empty}
            onChange={(e) => select(level, e.target.value ? Number(e.target.value) : null)}
            data-testid={`region-level-${level}`}
          >
            <option value="">
              {empty ? '—' : parentChosen && options === null ? '加载中…' : `请选择${LABELS[i]}`}
            </option>
            {(options ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        );
      })}
    </div>
  );
}
