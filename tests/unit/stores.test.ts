/** @jest-environment jsdom */
/**
 * Guest cart, inquiry basket (sessionStorage) and demand list (localStorage): keyed collections,
 * merge on add, persistence, cross-tab sync, switchable backend, React hooks.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import {
  basketStore,
  cartStore,
  createLocalCollection,
  demandStore,
  localBasket,
  localCart,
  parseStored,
  resetCartAndBasket,
  setServerDemandCount,
  STORAGE_KEYS,
  useCounts,
  useCart,
  type CartBackend,
  type NewItem,
} from '../../lib/client/stores';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const item = (productId: number, skuId: number, over: Partial<NewItem> = {}): NewItem => ({
  productId,
  skuId,
  prodDetailId: productId * 10,
  name: `对照品${productId}`,
  price: 120.5,
  src: null,
  specification: [{ name: '规格', value: '20mg' }],
  ...over,
});

beforeEach(() => {
  resetCartAndBasket();
  demandStore.clear();
  sessionStorage.clear();
  localStorage.clear();
});

describe('keyed collections', () => {
  test('add derives identityPrimaryKey = productId-skuId, number defaults to 1', () => {
    cartStore.add(item(11, 3));
    expect(cartStore.list()).toEqual([
      expect.objectContaining({ identityPrimaryKey: '11-3', productId: 11, skuId: 3, number: 1 }),
    ]);
  });

  test('adding an existing key increases number instead of adding a line', () => {
    cartStore.add(item(11, 3, { number: 2 }));
    cartStore.add(item(11, 3, { number: 5 }));
    cartStore.add(item(11, 4));
    expect(cartStore.count()).toBe(2);
    expect(cartStore.list().find((i) => i.identityPrimaryKey === '11-3')!.number).toBe(7);
  });

  test('addMany merges duplicates within the batch too', () => {
    basketStore.addMany([item(1, 1), item(2, 1), item(1, 1, { number: 3 })]);
    expect(basketStore.list().map((i) => [i.identityPrimaryKey, i.number])).toEqual([
      ['1-1', 4],
      ['2-1', 1],
    ]);
  });

  test('remove, setNumber (clamped to at least 1), clear', () => {
    cartStore.addMany([item(1, 1), item(2, 2)]);
    cartStore.setNumber('2-2', 9);
    cartStore.setNumber('1-1', 0);
    expect(cartStore.list().map((i) => i.number)).toEqual([1, 9]);
    cartStore.remove('1-1');
    expect(cartStore.list().map((i) => i.identityPrimaryKey)).toEqual(['2-2']);
    cartStore.clear();
    expect(cartStore.count()).toBe(0);
  });

  test('items without product or SKU id are ignored', () => {
    cartStore.add({ ...item(1, 1), skuId: Number.NaN });
    expect(cartStore.count()).toBe(0);
  });

  test('the list snapshot is stable until something changes', () => {
    cartStore.add(item(1, 1));
    const a = cartStore.list();
    expect(cartStore.list()).toBe(a);
    cartStore.add(item(1, 1));
    expect(cartStore.list()).not.toBe(a);
  });

  test('subscribers are notified on change and can unsubscribe', () => {
    const fn = jest.fn();
    const off = basketStore.subscribe(fn);
    basketStore.add(item(1, 1));
    off();
    basketStore.add(item(2, 1));
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('persistence', () => {
  test('cart and basket are kept in sessionStorage, the demand list in localStorage', () => {
    cartStore.add(item(5, 1));
    basketStore.add(item(6, 1));
    demandStore.add(item(7, 1));
    expect(parseStored(sessionStorage.getItem(STORAGE_KEYS.cart)).map((i) => i.identityPrimaryKey)).toEqual(['5-1']);
    expect(parseStored(sessionStorage.getItem(STORAGE_KEYS.basket)).map((i) => i.identityPrimaryKey)).toEqual(['6-1']);
    expect(parseStored(localStorage.getItem(STORAGE_KEYS.demand)).map((i) => i.identityPrimaryKey)).toEqual(['7-1']);
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  test('a fresh page (new collection instance) reads what was stored', () => {
    cartStore.addMany([item(5, 1, { number: 3 }), item(8, 2)]);
    const reopened = createLocalCollection(STORAGE_KEYS.cart, 'session');
    expect(reopened.list().map((i) => [i.identityPrimaryKey, i.number, i.name, i.price])).toEqual([
      ['5-1', 3, '对照品5', 120.5],
      ['8-2', 1, '对照品8', 120.5],
    ]);
  });

  test('corrupt or foreign storage content is tolerated', () => {
    sessionStorage.setItem('x-cart', '{not json');
    expect(createLocalCollection('x-cart', 'session').list()).toEqual([]);
    // The original client kept keyed objects with propName/propValue specifications.
    sessionStorage.setItem(
      'y-cart',
      JSON.stringify({
        '3-4': {
          productId: 3,
          skuId: 4,
          number: '2',
          name: 'A',
          price: '9.9',
          specification: [{ propName: '规格', propValue: '1mL' }],
        },
      }),
    );
    expect(createLocalCollection('y-cart', 'session').list()).toEqual([
      expect.objectContaining({
        identityPrimaryKey: '3-4',
        number: 2,
        price: 9.9,
        specification: [{ name: '规格', value: '1mL' }],
      }),
    ]);
  });

  test('the demand list follows changes made in another tab (storage event)', () => {
    const fn = jest.fn();
    const off = demandStore.subscribe(fn);
    const other = JSON.stringify([{ ...item(9, 9), identityPrimaryKey: '9-9', number: 2 }]);
    localStorage.setItem(STORAGE_KEYS.demand, other);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.demand, newValue: other, storageArea: localStorage }),
    );
    expect(fn).toHaveBeenCalled();
    expect(demandStore.list().map((i) => [i.identityPrimaryKey, i.number])).toEqual([['9-9', 2]]);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEYS.demand, newValue: null, storageArea: localStorage }),
    );
    expect(demandStore.count()).toBe(0);
    off();
  });
});

describe('switchable backend', () => {
  test('a server backend can replace the local cart; resetCartAndBasket goes back to local and empties it', () => {
    localCart.add(item(1, 1));
    const serverItems = [{ ...item(50, 5), identityPrimaryKey: '50-5', number: 4 }];
    const listeners = new Set<() => void>();
    const server: CartBackend = {
      kind: 'server',
      list: () => serverItems,
      count: () => serverItems.length,
      add: jest.fn(),
      addMany: jest.fn(),
      remove: jest.fn(),
      setNumber: jest.fn(),
      clear: jest.fn(),
      subscribe: (fn) => {
        listeners.add(fn);
        return () => listeners.delete(fn);
      },
    };
    const seen = jest.fn();
    const off = cartStore.subscribe(seen);
    cartStore.setBackend(server);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(cartStore.kind).toBe('server');
    expect(cartStore.list()).toBe(serverItems);
    cartStore.add(item(2, 2));
    expect(server.add).toHaveBeenCalled();
    listeners.forEach((l) => l());
    expect(seen).toHaveBeenCalledTimes(2);

    resetCartAndBasket();
    expect(cartStore.kind).toBe('local');
    expect(server.clear).not.toHaveBeenCalled(); // server data is never deleted on logout
    expect(localCart.count()).toBe(0);
    off();
  });

  // Issue 34: while a login or the page-load session check is in progress the count is loading, not 0, and what the
  // buyer adds meanwhile waits and goes to the server cart.
  test('pending: count unknown, writes wait for the next backend and go there', async () => {
    localCart.add(item(1, 1));
    cartStore.pend();
    expect(cartStore.kind).toBe('pending');
    expect(cartStore.count()).toBeNull();
    expect(cartStore.list()).toHaveLength(0);
    const add = jest.fn();
    const server: CartBackend = {
      kind: 'server',
      list: () => [],
      count: () => 3,
      add,
      addMany: jest.fn(),
      remove: jest.fn(),
      setNumber: jest.fn(),
      clear: jest.fn(),
      subscribe: () => () => {},
    };
    const adding = cartStore.add(item(2, 2));
    expect(add).not.toHaveBeenCalled();
    cartStore.setBackend(server);
    await adding;
    expect(add).toHaveBeenCalledWith(expect.objectContaining({ productId: 2, skuId: 2 }));
    expect(cartStore.count()).toBe(3);
    expect(localCart.count()).toBe(1); // nothing of it went to the guest cart
  });

  test('local basket is untouched by cart operations', () => {
    cartStore.add(item(1, 1));
    expect(localBasket.count()).toBe(0);
  });
});

describe('hooks', () => {
  test('useCounts and useCart re-render on store changes', async () => {
    const seen: string[] = [];
    function Probe() {
      const counts = useCounts();
      const cart = useCart();
      seen.push(
        `${counts.shoppingNumber}/${counts.inquiryNumber}/${counts.indemandNumber}:${cart.items.map((i) => i.number).join(',')}`,
      );
      return null;
    }
    const el = document.createElement('div');
    const root = createRoot(el);
    await act(async () => root.render(createElement(Probe)));
    await act(async () => {
      cartStore.add(item(1, 1));
    });
    await act(async () => {
      cartStore.add(item(1, 1, { number: 2 }));
      basketStore.add(item(2, 1));
      demandStore.addMany([item(3, 1), item(4, 1)]);
    });
    expect(seen[0]).toBe('0/0/0:');
    expect(seen.at(-1)).toBe('1/1/2:3');
    await act(async () => root.unmount());
  });

  test('logged in, the demand badge shows the server count (demand.count); logout goes back to the local list', async () => {
    const seen: (number | null)[] = [];
    function Probe() {
      seen.push(useCounts().indemandNumber);
      return null;
    }
    const el = document.createElement('div');
    const root = createRoot(el);
    demandStore.add(item(3, 1));
    await act(async () => root.render(createElement(Probe)));
    expect(seen.at(-1)).toBe(1);
    await act(async () => setServerDemandCount(7));
    expect(seen.at(-1)).toBe(7);
    await act(async () => resetCartAndBasket());
    expect(seen.at(-1)).toBe(1);
    await act(async () => root.unmount());
  });
});
