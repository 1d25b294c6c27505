/**
 * Province → city → district cascade state (pure). Each level's options are loaded from
 * userAddr/getCityListByParentId when its parent is chosen; choosing a level clears the levels below it, and an
 * answer that arrives for a parent no longer chosen is ignored (fast clicking never mixes two provinces' cities).
 */

export type RegionOption = { id: number; name: string };
export type Level = 1 | 2 | 3;

export type CascadeState = {
  /** Chosen ids per level (index 0 = province). */
  ids: [number | null, number | null, number | null];
  /** Options per level; null = not loaded (or loading). */
  options: [RegionOption[] | null, RegionOption[] | null, RegionOption[] | null];
  /** The parent id whose children each level shows or waits for (0 = the provinces). */
  parents: [number | null, number | null, number | null];
};

export type CascadeAction =
  | { type: 'loaded'; level: Level; parentId: number; options: RegionOption[] }
  | { type: 'select'; level: Level; id: number | null }
  | { type: 'reset'; ids?: [number | null, number | null, number | null] };

export const emptyCascade = (): CascadeState => ({
  ids: [null, null, null],
  options: [null, null, null],
  parents: [0, null, null],
});

/** Initial state, optionally editing an address (ids known; the option lists load for each known parent). */
export function initCascade(ids?: [number | null, number | null, number | null]): CascadeState {
  if (!ids || !ids[0]) return emptyCascade();
  const [p, c, d] = ids;
  return { ids: [p, c ?? null, c ? (d ?? null) : null], options: [null, null, null], parents: [0, p, c ?? null] };
}

export function cascadeReducer(s: CascadeState, a: CascadeAction): CascadeState {
  switch (a.type) {
    case 'loaded': {
      const i = a.level - 1;
      if (s.parents[i] !== a.parentId) return s; // a stale answer for a parent no longer chosen
      const options = [...s.options] as CascadeState['options'];
      options[i] = a.options;
      return { ...s, options };
    }
    case 'select': {
      const i = a.level - 1;
      if (s.ids[i] === a.id) return s;
      const ids = [...s.ids] as CascadeState['ids'];
      const options = [...s.options] as CascadeState['options'];
      const parents = [...s.parents] as CascadeState['parents'];
      ids[i] = a.id;
      for (let j = i + 1; j < 3; j++) {
        ids[j] = null;
        options[j] = null;
        parents[j] = j === i + 1 ? a.id : null;
      }
      return { ids, options, parents };
    }
    case 'reset':
      return initCascade(a.ids);
  }
}

/** Levels whose options must be fetched now: a known parent and no options yet. */
export function pendingLoads(s: CascadeState): { level: Level; parentId: number }[] {
  const out: { level: Level; parentId: number }[] = [];
  for (let i = 0; i < 3; i++) {
    const parent = s.parents[i];
    if (parent !== null && parent !== undefined && s.options[i] === null)
      out.push({ level: (i + 1) as Level, parentId: parent });
  }
  return out;
}

/**
 * True when every level that exists has a choice. A level whose loaded list is empty (a city without districts)
 * needs no choice.
 */
export function isComplete(s: CascadeState): boolean {
  for (let i = 0; i < 3; i++) {
    if (s.ids[i]) continue;
    const opts = s.options[i];
    if (i > 0 && s.ids[i - 1] && opts && opts.length === 0) return true;
    return false;
  }
  return true;
}

/** Whether the district level must be chosen (false only once its list is known to be empty). */
export function needsDistrict(s: CascadeState): boolean {
  return !(s.ids[1] && s.options[2] && s.options[2].length === 0);
}

/** "广东省 深圳市 南山区" from the chosen options (levels not loaded yet are skipped). */
export function regionText(s: CascadeState): string {
  const parts: string[] = [];
  for (let i = 0; i < 3; i++) {
    const id = s.ids[i];
    const name = id ? s.options[i]?.find((o) => o.id === id)?.name : undefined;
    if (name) parts.push(name);
  }
  return parts.join(' ');
}
