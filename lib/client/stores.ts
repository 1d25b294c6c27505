/**
 * Client-side collections of spec §3/§4: the guest shopping cart and inquiry basket ("kept per session":
 * sessionStorage) and the demand list (kept locally: localStorage, synchronised across tabs).
 *
 * Each collection is keyed by identityPrimaryKey = `${productId}-${skuId}`; adding an existing key
 * increases its `number`. The cart and the basket sit behind a switchable `CartBackend`, so the
 * logged-in (server) implementation can replace the local one without touching the components.
 *
 * SSR-safe: nothing touches storage on the server, and the server snapshot is always empty.
 *
 * Counts are never a guess (issue 34: right after login the header count went 1 → 0 → 1, and a returning buyer's
 * pages showed 0 for 1–2.5 s): a count is null — shown as loading — until the collection that owns it has answered.
 * Server-rendered HTML and hydration show loading; a guest's local count follows at once; a logged-in buyer's stores
 * wait on a pending backend (a token at page load, a login in progress) until the server cart is in.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { TOKEN_COOKIE } from '@/lib/config/constants';

export type SpecEntry = { name: string; value: string };

export type LocalItem = {
  identityPrimaryKey: string;
  productId: number;
  skuId: number;
  prodDetailId: number;
  carId?: number;
  number: number;
  name: string;
  price: number | null;
  src: string | null;
  specification: SpecEntry[];
};

/** What callers pass to add(): the key is derived, `number` defaults to 1. */
export type NewItem = Omit<LocalItem, 'identityPrimaryKey' | 'number'> & { number?: number };

/** A cart or basket implementation: local (sessionStorage) now, server-backed once the user logs in. */
export interface CartBackend {
  readonly kind: 'local' | 'server' | 'pending';
  /** A stable snapshot: the same array until something changes (useSyncExternalStore relies on it). */
  list(): readonly LocalItem[];
  add(item: NewItem): void | Promise<void>;
  addMany(items: readonly NewItem[]): void | Promise<void>;
  remove(key: string): void | Promise<void>;
  setNumber(key: string, n: number): void | Promise<void>;
  clear(): void | Promise<void>;
  /** Number of lines (distinct product/SKU pairs): the header badge; null while not known yet (loading). */
  count(): number | null;
  subscribe(fn: () => void): () => void;
}

export type SwitchableStore = CartBackend & {
  /** The backend currently in use. */
  backend(): CartBackend;
  /** Replace the backend (e.g. the server cart after login); subscribers are notified. */
  setBackend(next: CartBackend): void;
  /**
   * Until the next setBackend: count null (loading), no items, and writes wait for the next backend (a login or a
   * session check in progress). No-op when already pending.
   */
  pend(): void;
};

/** Storage keys (the names of the original client state, spec §3). */
export const STORAGE_KEYS = {
  cart: 'shoppingCart',
  basket: 'interQuotation',
  demand: 'requirementListData',
} as const;

/** Sanity cap for one line's quantity (not a business rule; stops typos like 1e9). */
const MAX_NUMBER = 99_999;
const EMPTY: readonly LocalItem[] = Object.freeze([]) as readonly LocalItem[];

export const itemKey = (productId: number, skuId: number) => `${productId}-${skuId}`;

const clampNumber = (n: unknown): number => {
  const v = Math.floor(Number(n));
  if (!Number.isFinite(v) || v < 1) return 1;
  return Math.min(v, MAX_NUMBER);
};

const isBrowser = () => typeof window !== 'undefined';

function storageOf(kind: 'session' | 'local'): Storage | null {
  if (!isBrowser()) return null;
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode): keep the collection in memory only
  }
}

function toSpec(v: unknown): SpecEntry[] {
  if (!Array.isArray(v)) return [];
  const out: SpecEntry[] = [];
  for (const s of v) {
    if (!s || typeof s !== 'object') continue;
    const o = s as Record<string, unknown>;
    // The original client used both {name,value} and {propName,propValue}.
    const name = o.name ?? o.propName;
    const value = o.value ?? o.propValue;
    if (name === undefined || name === null) continue;
    out.push({ name: String(name), value: value === undefined || value === null ? '' : String(value) });
  }
  return out;
}

/** Normalises one stored or added item; null when it lacks a product or SKU id. */
export function normaliseItem(raw: unknown): LocalItem | null {
  if (!raw || typeof raw !== 'object') return null;
  const o = raw as Record<string, unknown>;
  const productId = Number(o.productId);
  const skuId = Number(o.skuId);
  if (!Number.isInteger(productId) || !Number.isInteger(skuId)) return null;
  const prodDetailId = Number(o.prodDetailId ?? productId);
  const price = o.price === null || o.price === undefined || o.price === '' ? null : Number(o.price);
  const item: LocalItem = {
    identityPrimaryKey: itemKey(productId, skuId),
    productId,
    skuId,
    prodDetailId: Number.isInteger(prodDetailId) ? prodDetailId : productId,
    number: clampNumber(o.number ?? 1),
    name: typeof o.name === 'string' ? o.name : String(o.name ?? ''),
    price: price === null || Number.isNaN(price) ? null : price,
    src: typeof o.src === 'string' && o.src ? o.src : null,
    specification: toSpec(o.specification),
  };
  const carId = Number(o.carId);
  if (o.carId !== undefined && o.carId !== null && Number.isInteger(carId)) item.carId = carId;
  return item;
}

export function parseStored(text: string | null | undefined): LocalItem[] {
  if (!text) return [];
  try {
    const data: unknown = JSON.parse(text);
    // Arrays, or keyed objects as the original client kept them.
    const values = Array.isArray(data) ? data : data && typeof data === 'object' ? Object.values(data) : [];
    const seen = new Map<string, LocalItem>();
    for (const v of values) {
      const item = normaliseItem(v);
      if (item && !seen.has(item.identityPrimaryKey)) seen.set(item.identityPrimaryKey, item);
    }
    return [...seen.values()];
  } catch {
    return [];
  }
}

/** Pure merge: adding an existing key increases its number. */
export function mergeItems(current: readonly LocalItem[], added: readonly NewItem[]): LocalItem[] {
  const next = current.map((i) => ({ ...i }));
  const index = new Map(next.map((i, n) => [i.identityPrimaryKey, n]));
  for (const raw of added) {
    const item = normaliseItem(raw);
    if (!item) continue;
    const at = index.get(item.identityPrimaryKey);
    if (at === undefined) {
      index.set(item.identityPrimaryKey, next.length);
      next.push(item);
    } else {
      const old = next[at]!;
      next[at] = { ...old, ...item, carId: item.carId ?? old.carId, number: clampNumber(old.number + item.number) };
      if (next[at]!.carId === undefined) delete next[at]!.carId;
    }
  }
  return next;
}

export type LocalCollection = CartBackend & {
  readonly storageKey: string;
  /** Re-read storage (tests, and the cross-tab `storage` event). */
  reload(): void;
};

/** A keyed collection persisted in sessionStorage or localStorage. */
export function createLocalCollection(
  storageKey: string,
  kind: 'session' | 'local',
  opts: { crossTab?: boolean } = {},
): LocalCollection {
  let items: readonly LocalItem[] | null = null;
  const listeners = new Set<() => void>();
  let storageListener: ((e: StorageEvent) => void) | null = null;

  const emit = () => {
    for (const l of [...listeners]) l();
  };
  const load = (): readonly LocalItem[] => {
    if (!isBrowser()) return EMPTY;
    if (items === null) {
      const s = storageOf(kind);
      let text: string | null = null;
      try {
        text = s?.getItem(storageKey) ?? null;
      } catch {
        text = null;
      }
      const parsed = parseStored(text);
      items = parsed.length ? parsed : EMPTY;
    }
    return items;
  };
  const write = (next: readonly LocalItem[]) => {
    items = next.length ? next : EMPTY;
    const s = storageOf(kind);
    try {
      if (items.length) s?.setItem(storageKey, JSON.stringify(items));
      else s?.removeItem(storageKey);
    } catch {
      // quota or disabled storage: keep the in-memory copy
    }
    emit();
  };

  const col: LocalCollection = {
    kind: 'local',
    storageKey,
    list: load,
    count: () => load().length,
    add: (item) => write(mergeItems(load(), [item])),
    addMany: (list) => {
      if (list.length) write(mergeItems(load(), list));
    },
    remove: (key) => {
      const cur = load();
      const next = cur.filter((i) => i.identityPrimaryKey !== key);
      if (next.length !== cur.length) write(next);
    },
    setNumber: (key, n) => {
      const cur = load();
      const at = cur.findIndex((i) => i.identityPrimaryKey === key);
      if (at < 0) return;
      const number = clampNumber(n);
      if (cur[at]!.number === number) return;
      write(cur.map((i, k) => (k === at ? { ...i, number } : i)));
    },
    clear: () => {
      if (load().length) write(EMPTY);
    },
    reload: () => {
      items = null;
      load();
      emit();
    },
    subscribe: (fn) => {
      listeners.add(fn);
      if (opts.crossTab && isBrowser() && !storageListener) {
        storageListener = (e: StorageEvent) => {
          // e.key is null when another tab cleared the whole storage.
          if (e.key !== null && e.key !== storageKey) return;
          items = parseStored(e.newValue);
          if (!items.length) items = EMPTY;
          emit();
        };
        window.addEventListener('storage', storageListener);
      }
      return () => {
        listeners.delete(fn);
        if (!listeners.size && storageListener) {
          window.removeEventListener('storage', storageListener);
          storageListener = null;
        }
      };
    },
  };
  return col;
}

/** A backend that knows nothing yet: count null, no items; writes wait for `settle(next)` and go there. */
export function createPendingBackend(): CartBackend & { settle(next: CartBackend): void } {
  let settle!: (next: CartBackend) => void;
  const next = new Promise<CartBackend>((resolve) => (settle = resolve));
  return {
    kind: 'pending',
    list: () => EMPTY,
    count: () => null,
    add: (item) => next.then((b) => b.add(item)),
    addMany: (list) => next.then((b) => b.addMany(list)),
    remove: (key) => next.then((b) => b.remove(key)),
    setNumber: (key, n) => next.then((b) => b.setNumber(key, n)),
    clear: () => next.then((b) => b.clear()),
    subscribe: () => () => {},
    settle: (b) => settle(b),
  };
}

/** Delegates to a replaceable backend; subscribers follow the switch. */
export function createSwitchableStore(initial: CartBackend): SwitchableStore {
  let current = initial;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of [...listeners]) l();
  };
  let detach: (() => void) | null = null;
  const attach = () => {
    detach?.();
    detach = listeners.size ? current.subscribe(emit) : null;
  };
  const store: SwitchableStore = {
    get kind() {
      return current.kind;
    },
    backend: () => current,
    setBackend: (next) => {
      if (next === current) return;
      const was = current;
      current = next;
      if (was.kind === 'pending') (was as ReturnType<typeof createPendingBackend>).settle(next);
      attach();
      emit();
    },
    pend: () => {
      if (current.kind !== 'pending') store.setBackend(createPendingBackend());
    },
    list: () => current.list(),
    count: () => current.count(),
    add: (item) => current.add(item),
    addMany: (list) => current.addMany(list),
    remove: (key) => current.remove(key),
    setNumber: (key, n) => current.setNumber(key, n),
    clear: () => current.clear(),
    subscribe: (fn) => {
      listeners.add(fn);
      if (!detach) attach();
      return () => {
        listeners.delete(fn);
        if (!listeners.size) {
          detach?.();
          detach = null;
        }
      };
    },
  };
  return store;
}

/** The guest (local) collections; the login flow reads these to synchronise them to the server. */
export const localCart = createLocalCollection(STORAGE_KEYS.cart, 'session');
export const localBasket = createLocalCollection(STORAGE_KEYS.basket, 'session');

/** A token cookie at page load: the buyer is (probably) logged in, and the local collections are not theirs to count. */
const hasToken = () =>
  isBrowser() &&
  document.cookie
    .split(';')
    .some((c) => c.trim().startsWith(`${TOKEN_COOKIE}=`) && c.trim().length > TOKEN_COOKIE.length + 1);

export const cartStore = createSwitchableStore(localCart);
export const basketStore = createSwitchableStore(localBasket);
if (hasToken()) {
  cartStore.pend();
  basketStore.pend();
}
export const demandStore = createLocalCollection(STORAGE_KEYS.demand, 'local', { crossTab: true });

/**
 * Logout and session loss (code -1): back to the local backends, and empty the local cart and basket.
 * Server data is never deleted here.
 */
export function resetCartAndBasket(): void {
  cartStore.setBackend(localCart);
  basketStore.setBackend(localBasket);
  localCart.clear();
  localBasket.clear();
  setServerDemandCount(null);
  serverDataReset?.();
}

/** Set by the login flow: forgets the cached server cart, basket and counts (the next buyer never sees them). */
let serverDataReset: (() => void) | null = null;
export function setServerDataReset(fn: (() => void) | null): void {
  serverDataReset = fn;
}

/*
 * The logged-in demand-list count (demand.count on the server, spec §4): shown instead of the local count
 * while set; null = guest (the local list's count); 'pending' = logged in, the server has not answered yet.
 */
let serverDemandCount: number | null | 'pending' = hasToken() ? 'pending' : null;
const demandCountListeners = new Set<() => void>();

export function setServerDemandCount(n: number | null | 'pending'): void {
  const next = n === 'pending' ? n : n === null || !Number.isFinite(n) ? null : Math.max(0, Math.floor(n));
  if (next === serverDemandCount) return;
  serverDemandCount = next;
  for (const l of [...demandCountListeners]) l();
}

function subscribeDemandCount(fn: () => void): () => void {
  const offLocal = demandStore.subscribe(fn);
  demandCountListeners.add(fn);
  return () => {
    offLocal();
    demandCountListeners.delete(fn);
  };
}

const demandCount = () => (serverDemandCount === 'pending' ? null : (serverDemandCount ?? demandStore.count()));

const serverEmpty = () => EMPTY;
/** Server HTML and hydration: counts are not known there (guest or buyer, local or server): loading. */
const serverUnknown = () => null;

export type CollectionApi = {
  items: readonly LocalItem[];
  count: number;
  add: CartBackend['add'];
  addMany: CartBackend['addMany'];
  remove: CartBackend['remove'];
  setNumber: CartBackend['setNumber'];
  clear: CartBackend['clear'];
};

function useCollection(store: CartBackend): CollectionApi {
  const items = useSyncExternalStore(store.subscribe, store.list, serverEmpty);
  return useMemo(
    () => ({
      items,
      count: items.length,
      add: store.add,
      addMany: store.addMany,
      remove: store.remove,
      setNumber: store.setNumber,
      clear: store.clear,
    }),
    [items, store],
  );
}

export const useCart = () => useCollection(cartStore);
export const useBasket = () => useCollection(basketStore);
export const useDemand = () => useCollection(demandStore);

/** The three header badges (spec §3 shoppingNumber, inquiryNumber, indemandNumber); null: loading. */
export function useCounts(): {
  shoppingNumber: number | null;
  inquiryNumber: number | null;
  indemandNumber: number | null;
} {
  const shoppingNumber = useSyncExternalStore(cartStore.subscribe, cartStore.count, serverUnknown);
  const inquiryNumber = useSyncExternalStore(basketStore.subscribe, basketStore.count, serverUnknown);
  const indemandNumber = useSyncExternalStore(subscribeDemandCount, demandCount, serverUnknown);
  return useMemo(
    () => ({ shoppingNumber, inquiryNumber, indemandNumber }),
    [shoppingNumber, inquiryNumber, indemandNumber],
  );
}
