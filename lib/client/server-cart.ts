/**
 * The logged-in cart and inquiry basket (spec §4 "logged-in users use server storage", §7 buy/car/*,
 * inquiry/basket/*): a CartBackend whose state is the React Query cache.
 *
 * - list(): the cached rows (`[kind,'list']`), fetched (cart.list, page 1 size 100) when first subscribed;
 * - count(): the server total (`[kind,'total']`, cart.total / basket.total), else the number of rows;
 * - add / setNumber / remove: optimistic cache update, then the API call, then both queries are refetched;
 *   a failure rolls the list back and rejects with the server's message (callers toast it).
 * The API function is injected so tests can run it without a server.
 */
import type { QueryClient } from '@tanstack/react-query';
import { PAGE_SIZE } from '@/lib/config/constants';
import { itemKey, mergeItems, type CartBackend, type LocalItem, type NewItem, type SpecEntry } from './stores';

export type ApiFn = (
  key: string,
  input?: unknown,
  opts?: { silent?: boolean; paging?: { pageNo: number; pageSize: number } },
) => Promise<unknown>;
export type Kind = 'cart' | 'basket';

/** Server cart row (contract C4). */
export type CartRow = {
  id: number;
  num: number;
  price: number | null;
  checked?: boolean;
  prodDetailVO: {
    productId: number;
    productDetailId: number;
    prodSkuId: number;
    name: string;
    imgUrl: string | null;
    specification?: SpecEntry[] | null;
    stock?: number | null;
    delivery?: string | null;
    catalogNo?: string | null;
  };
};

export const listKey = (kind: Kind) => [kind, 'list'] as const;
export const totalKey = (kind: Kind) => [kind, 'total'] as const;
export const demandCountKey = ['demand', 'count'] as const;

const EMPTY: readonly LocalItem[] = Object.freeze([]) as readonly LocalItem[];

/** A server row as the local item shape the components use (carId = the row id). */
export function rowToItem(row: CartRow): LocalItem {
  const d = row.prodDetailVO;
  return {
    identityPrimaryKey: itemKey(Number(d.productId), Number(d.prodSkuId)),
    productId: Number(d.productId),
    skuId: Number(d.prodSkuId),
    prodDetailId: Number(d.productDetailId ?? d.productId),
    carId: Number(row.id),
    number: Number(row.num) || 1,
    name: d.name ?? '',
    price: row.price === null || row.price === undefined ? null : Number(row.price),
    src: d.imgUrl || null,
    specification: Array.isArray(d.specification)
      ? d.specification.map((s) => ({ name: String(s.name), value: String(s.value ?? '') }))
      : [],
  };
}

export function rowsToItems(rows: unknown): LocalItem[] {
  return Array.isArray(rows) ? (rows as CartRow[]).filter((r) => r && r.prodDetailVO).map(rowToItem) : [];
}

function toNumber(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['totalCount', 'total', 'count']) if (typeof o[k] === 'number') return o[k] as number;
  }
  return undefined;
}

export type ServerCollection = CartBackend & {
  readonly storeKind: Kind;
  /** Fetch list and total now (after login, after a sync). */
  refresh(): Promise<void>;
};

export function createServerCollection(
  kind: Kind,
  qc: QueryClient,
  api: ApiFn,
  onError?: (err: unknown) => void,
): ServerCollection {
  // `silent`: a background prefetch (header counts on first subscribe) gives up quietly at the request timeout.
  const fetchList = async (silent = false): Promise<readonly LocalItem[]> => {
    const rows = await api(`${kind}.list`, {}, { paging: { pageNo: 1, pageSize: PAGE_SIZE.cartList }, silent });
    const items = rowsToItems(rows);
    return items.length ? items : EMPTY;
  };
  const fetchTotal = async (silent = false): Promise<number> =>
    toNumber(await api(`${kind}.total`, {}, { silent })) ?? 0;

  const refetch = async () => {
    await Promise.all([
      qc.fetchQuery({ queryKey: listKey(kind), queryFn: () => fetchList(), staleTime: 0 }),
      qc.fetchQuery({ queryKey: totalKey(kind), queryFn: () => fetchTotal(), staleTime: 0 }),
    ]);
  };
  const settle = () => refetch().catch(() => undefined);

  const list = (): readonly LocalItem[] => qc.getQueryData<readonly LocalItem[]>(listKey(kind)) ?? EMPTY;
  const setList = (items: readonly LocalItem[]) => qc.setQueryData(listKey(kind), items.length ? items : EMPTY);

  /** Runs one write: optimistic update, API call, refetch; rollback and report on failure. */
  async function write(optimistic: readonly LocalItem[] | null, call: () => Promise<unknown>): Promise<void> {
    const before = list();
    if (optimistic) setList(optimistic);
    try {
      await call();
    } catch (err) {
      // Rolled back and rethrown: callers show the message (they already catch for the local backend).
      setList(before);
      onError?.(err);
      throw err;
    } finally {
      await settle();
    }
  }

  const find = (key: string) => list().find((i) => i.identityPrimaryKey === key);

  const col: ServerCollection = {
    kind: 'server',
    storeKind: kind,
    list,
    // The server total; else the rows once loaded; else unknown (null: loading), never a 0 that was not answered.
    count: () =>
      qc.getQueryData<number>(totalKey(kind)) ?? (qc.getQueryData(listKey(kind)) !== undefined ? list().length : null),
    add: (item: NewItem) =>
      write(mergeItems(list(), [item]), () =>
        api(`${kind}.insert`, { prodDetailId: item.prodDetailId, skuId: item.skuId, num: item.number ?? 1 }),
      ),
    addMany: async (items: readonly NewItem[]) => {
      if (!items.length) return;
      // One insert per line: insert adds to an existing line's quantity (synchronize would keep the larger one).
      await write(mergeItems(list(), items), () =>
        Promise.all(
          items.map((i) => api(`${kind}.insert`, { prodDetailId: i.prodDetailId, skuId: i.skuId, num: i.number ?? 1 })),
        ),
      );
    },
    remove: async (key: string) => {
      const item = find(key);
      if (!item || item.carId === undefined) return;
      await write(
        list().filter((i) => i.identityPrimaryKey !== key),
        () => api(`${kind}.delete`, { carId: item.carId }),
      );
    },
    setNumber: async (key: string, n: number) => {
      const item = find(key);
      if (!item || item.carId === undefined) return;
      const num = Math.max(1, Math.floor(n) || 1);
      if (num === item.number) return;
      await write(
        list().map((i) => (i.identityPrimaryKey === key ? { ...i, number: num } : i)),
        () => api(`${kind}.update`, { carId: item.carId, num }),
      );
    },
    clear: async () => {
      const ids = list()
        .map((i) => i.carId)
        .filter((id): id is number => id !== undefined);
      if (!ids.length) return;
      await write(EMPTY, () => Promise.all(ids.map((carId) => api(`${kind}.delete`, { carId }))));
    },
    refresh: refetch,
    subscribe: (fn: () => void) => {
      const cache = qc.getQueryCache();
      const unsubscribe = cache.subscribe((event) => {
        const k = event.query.queryKey;
        if (k[0] === kind && (event.type === 'updated' || event.type === 'removed' || event.type === 'added')) fn();
      });
      // First subscriber: load what is not cached yet.
      if (qc.getQueryData(listKey(kind)) === undefined)
        void qc.prefetchQuery({ queryKey: listKey(kind), queryFn: () => fetchList(true) });
      if (qc.getQueryData(totalKey(kind)) === undefined)
        void qc.prefetchQuery({ queryKey: totalKey(kind), queryFn: () => fetchTotal(true) });
      return unsubscribe;
    },
  };
  return col;
}

/** The logged-in demand-list count (demand.count), cached like the other two header counts. */
export async function refreshDemandCount(qc: QueryClient, api: ApiFn): Promise<number> {
  return qc.fetchQuery({
    queryKey: demandCountKey,
    queryFn: async () => toNumber(await api('demand.count', {}, { silent: true })) ?? 0,
    staleTime: 0,
  });
}
