/**
 * The in-memory side of insight recording (pure, no I/O): storefront events wait here until the recorder writes them
 * in one statement per table, off the buyer's request path (lib/domain/operations/insights/recorder.ts).
 *
 * - Searches are de-duplicated per (kind, query, who) for INSIGHTS.searchDedupeMs: the same buyer search seen twice —
 *   the page rendered on the server and the API, a reload, a sort change — is one row.
 * - Product counters (views, carts, orders) are merged per (product, day): a thousand views of one product in a second
 *   become one upsert adding 1000. Views are de-duplicated per (product, who) like searches.
 * - The buffer is bounded (INSIGHTS.bufferMax events); beyond it events are dropped and counted, never queued.
 */
import { INSIGHTS } from '@/lib/config/constants';
import type { SearchLogKind } from './types';
import { CHINA_TIME_ZONE } from '@/lib/kernel/time';

export type SearchEvent = {
  kind: SearchLogKind;
  query: string;
  resultCount: number;
  userId: number | null;
  /** A buyer's session token (pages know the cookie, not the user): resolved to user_id when written. */
  token: string | null;
  at: Date;
};

export type Counter = 'views' | 'carts' | 'orders';
export type CounterRow = { productId: number; day: string; views: number; carts: number; orders: number };

export type Drained<T> = { target: T; searches: SearchEvent[]; counters: CounterRow[] };

/** Calendar day (YYYY-MM-DD) of an instant in the insights time zone. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CHINA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
let lastDay = { minute: NaN, day: '' };
export function dayOf(d: Date): string {
  // Formatting costs ~0.1 ms; events of the same minute share the answer (a day always starts on a minute).
  const minute = Math.floor(d.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: dayFormat.format(d) };
  return lastDay.day;
}

/** Remembers keys for a while (insertion-ordered map with expiry times, bounded). */
export class SeenKeys {
  private readonly map = new Map<string, number>();
  constructor(
    private readonly max: number,
    private readonly now: () => number,
  ) {}

  /** True the first time a key is seen within `ttlMs`; false for a repeat. */
  firstTime(key: string, ttlMs: number): boolean {
    const t = this.now();
    const until = this.map.get(key);
    if (until !== undefined && until > t) return false;
    this.map.delete(key);
    this.map.set(key, t + ttlMs);
    if (this.map.size > this.max) this.prune(t);
    return true;
  }

  private prune(t: number) {
    for (const [k, until] of this.map) {
      if (this.map.size <= this.max && until > t) break;
      this.map.delete(k);
    }
  }

  get size() {
    return this.map.size;
  }
}

/**
 * Pending events of one write target (a database handle). `T` is opaque here: the recorder keys buffers by the
 * database they belong to.
 */
export class InsightsBuffer<T> {
  private searches: SearchEvent[] = [];
  private counters = new Map<string, CounterRow>();
  private events = 0;
  dropped = 0;

  constructor(readonly target: T) {}

  get size() {
    return this.events;
  }

  private room(): boolean {
    if (this.events < INSIGHTS.bufferMax) return true;
    this.dropped++;
    return false;
  }

  addSearch(e: SearchEvent): boolean {
    if (!this.room()) return false;
    this.searches.push(e);
    this.events++;
    return true;
  }

  addCount(productId: number, counter: Counter, n: number, at: Date): boolean {
    if (!this.room()) return false;
    const day = dayOf(at);
    const key = `${productId}|${day}`;
    let row = this.counters.get(key);
    if (!row) {
      row = { productId, day, views: 0, carts: 0, orders: 0 };
      this.counters.set(key, row);
    }
    row[counter] += n;
    this.events++;
    return true;
  }

  /** Everything pending, counters in (product, day) order (a fixed lock order for concurrent upserts); the buffer is left empty. */
  drain(): Drained<T> {
    const out: Drained<T> = {
      target: this.target,
      searches: this.searches,
      counters: [...this.counters.values()].sort(
        (a, b) => a.productId - b.productId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0),
      ),
    };
    this.searches = [];
    this.counters = new Map();
    this.events = 0;
    return out;
  }
}

/** De-duplication key of a search: who (session token, else IP, else nobody) searched what. */
export const searchKey = (kind: string, query: string, who: string | null) => `s|${kind}|${query}|${who ?? '-'}`;
export const viewKey = (productId: number, who: string | null) => `v|${productId}|${who ?? '-'}`;
