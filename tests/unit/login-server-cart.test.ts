/** @jest-environment jsdom */
/** The logged-in cart backend on React Query: rows as local items, optimistic writes, rollback on failure. */
import { QueryClient } from '@tanstack/react-query';
import { createServerCollection, rowToItem } from '../../lib/client/server-cart';
import { pollOutcome } from '../../components/account/WeChatLogin';

const row = (id: number, productId: number, skuId: number, num = 1) => ({
  id,
  num,
  price: null,
  checked: true,
  prodDetailVO: {
    productId,
    productDetailId: productId,
    prodSkuId: skuId,
    name: `P${productId}`,
    imgUrl: '/x.png',
    specification: [{ name: '包装', value: '10mg' }],
  },
});

function fakeServer() {
  let rows = [row(1, 5, 50, 2)];
  let nextId = 2;
  let fail = false;
  const api = jest.fn(async (key: string, input?: unknown) => {
    const i = (input ?? {}) as Record<string, number>;
    if (fail && !key.endsWith('.list') && !key.endsWith('.total')) throw new Error('库存不足');
    switch (key) {
      case 'cart.list':
        return rows;
      case 'cart.total':
        return rows.length;
      case 'cart.insert':
        rows = [...rows, row(nextId++, i.prodDetailId!, i.skuId!, i.num)];
        return { id: nextId - 1 };
      case 'cart.delete':
        rows = rows.filter((r) => r.id !== i.carId);
        return null;
      case 'cart.update':
        rows = rows.map((r) => (r.id === i.carId ? { ...r, num: i.num! } : r));
        return null;
      default:
        throw new Error(key);
    }
  });
  return { api, setFail: (v: boolean) => (fail = v), rows: () => rows };
}

test('a server row becomes the local item shape (carId = row id, price null = 询价)', () => {
  expect(rowToItem(row(7, 5, 50, 3))).toEqual({
    identityPrimaryKey: '5-50',
    productId: 5,
    skuId: 50,
    prodDetailId: 5,
    carId: 7,
    number: 3,
    name: 'P5',
    price: null,
    src: '/x.png',
    specification: [{ name: '包装', value: '10mg' }],
  });
});

test('list/count come from the server; add, setNumber and remove go through the API', async () => {
  const s = fakeServer();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cart = createServerCollection('cart', qc, s.api);
  const seen = jest.fn();
  const off = cart.subscribe(seen);
  await cart.refresh();
  expect(cart.list().map((i) => i.identityPrimaryKey)).toEqual(['5-50']);
  expect(cart.count()).toBe(1);
  const adding = cart.add({
    productId: 6,
    skuId: 60,
    prodDetailId: 6,
    name: 'P6',
    price: 1,
    src: null,
    specification: [],
  });
  // optimistic: visible before the server answered
  expect(cart.list().map((i) => i.identityPrimaryKey)).toEqual(['5-50', '6-60']);
  await adding;
  expect(s.api).toHaveBeenCalledWith('cart.insert', { prodDetailId: 6, skuId: 60, num: 1 });
  expect(cart.count()).toBe(2);
  await cart.setNumber('6-60', 4);
  expect(s.rows().find((r) => r.prodDetailVO.prodSkuId === 60)!.num).toBe(4);
  await cart.remove('5-50');
  expect(s.api).toHaveBeenCalledWith('cart.delete', { carId: 1 });
  expect(cart.list().map((i) => i.identityPrimaryKey)).toEqual(['6-60']);
  expect(seen).toHaveBeenCalled();
  off();
});

test('a failed write rolls back and rejects with the server message', async () => {
  const s = fakeServer();
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cart = createServerCollection('cart', qc, s.api);
  await cart.refresh();
  s.setFail(true);
  await expect(cart.remove('5-50')).rejects.toThrow('库存不足');
  expect(cart.list().map((i) => i.identityPrimaryKey)).toEqual(['5-50']);
});

test('WeChat poll: 1/2 bind, 3 login, 4 or 60 s expired, else wait', () => {
  const t0 = 1_000;
  expect(pollOutcome({ code: 0 }, t0, t0 + 1000)).toBe('wait');
  expect(pollOutcome({ code: 1, key: 'k'.repeat(16) }, t0, t0 + 1000)).toBe('bind');
  expect(pollOutcome({ code: 2, key: 'k'.repeat(16) }, t0, t0 + 1000)).toBe('bind');
  expect(pollOutcome({ code: 3, token: 't' }, t0, t0 + 1000)).toBe('login');
  expect(pollOutcome({ code: 4 }, t0, t0 + 1000)).toBe('expired');
  expect(pollOutcome({ code: 0 }, t0, t0 + 60_000)).toBe('expired');
  expect(pollOutcome({ code: 0 }, t0, t0 + 59_000)).toBe('wait');
});
