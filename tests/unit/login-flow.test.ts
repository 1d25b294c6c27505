/** @jest-environment jsdom */
/**
 * The login flow of spec §4 with a mocked API: token → user info → 登录成功！ → guest sync → server backends and
 * the three counts → return path; and the page-load session check (a failure logs out and clears everything).
 */
import { QueryClient } from '@tanstack/react-query';
import { completeLogin, restoreSession, type FlowDeps } from '../../lib/client/login-flow';
import { createLocalCollection, createSwitchableStore, type LocalItem } from '../../lib/client/stores';
import { ApiClientError } from '../../lib/api/client';

const row = (id: number, productId: number, skuId: number, num = 1) => ({
  id,
  num,
  price: 10,
  checked: true,
  prodDetailVO: {
    productId,
    productDetailId: productId,
    prodSkuId: skuId,
    name: `P${productId}`,
    imgUrl: null,
    specification: [],
  },
});
const item = (productId: number, skuId: number, number = 1) => ({
  productId,
  skuId,
  prodDetailId: productId,
  number,
  name: 'x',
  price: 1,
  src: null,
  specification: [],
});

function setup(opts: { failSync?: string; selectUser?: () => Promise<unknown> } = {}) {
  const log: string[] = [];
  const server = { cart: [] as ReturnType<typeof row>[], basket: [] as ReturnType<typeof row>[], demand: 0 };
  const api = jest.fn(async (key: string, input?: unknown) => {
    log.push(`api:${key}`);
    if (key === opts.failSync) throw new ApiClientError('同步失败', 'business', { code: 0 });
    const body = input as { list?: LocalItem[] };
    switch (key) {
      case 'cart.synchronize':
        server.cart = body.list!.map((i, n) => row(n + 1, i.productId, i.skuId, i.number));
        return server.cart;
      case 'basket.synchronize':
        server.basket = body.list!.map((i, n) => row(n + 100, i.productId, i.skuId, i.number));
        return server.basket;
      case 'demand.synchronize':
        server.demand = body.list!.length;
        return [];
      case 'cart.list':
        return server.cart;
      case 'basket.list':
        return server.basket;
      case 'cart.total':
        return server.cart.length;
      case 'basket.total':
        return server.basket.length;
      case 'demand.count':
        return server.demand;
      case 'org.info':
        return { orgName: '演示企业' };
      case 'account.selectUser':
        return opts.selectUser ? opts.selectUser() : { nickName: '小王' };
      default:
        throw new Error(`unexpected ${key}`);
    }
  });
  sessionStorage.clear();
  localStorage.clear();
  const localCart = createLocalCollection('c', 'session');
  const localBasket = createLocalCollection('b', 'session');
  const demand = createLocalCollection('d', 'local');
  const cart = createSwitchableStore(localCart);
  const basket = createSwitchableStore(localBasket);
  let token: string | null = null;
  let demandCount: number | null | 'pending' = null;
  const deps: FlowDeps = {
    api,
    qc: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    hasEndpoint: () => true,
    session: {
      setToken: (t, remember) => {
        token = t;
        log.push(`setToken:${remember ? 30 : 1}`);
      },
      setUserInfo: (i) => log.push(`setUserInfo:${(i as { nickName?: string } | null)?.nickName ?? ''}`),
      getToken: () => token,
      removeToken: () => {
        token = null;
        log.push('removeToken');
      },
      markLoggedOut: () => log.push('markLoggedOut'),
    },
    toast: { success: (m) => log.push(`toast:${m}`), error: (m) => log.push(`error:${m}`) },
    stores: {
      localCart,
      localBasket,
      demand,
      cart,
      basket,
      reset: () => {
        cart.setBackend(localCart);
        basket.setBackend(localBasket);
        localCart.clear();
        localBasket.clear();
        log.push('reset');
      },
      setServerDemandCount: (n) => {
        demandCount = n;
      },
    },
  };
  return {
    deps,
    log,
    api,
    localCart,
    localBasket,
    demand,
    cart,
    basket,
    getDemandCount: () => demandCount,
    getToken: () => token,
  };
}

const result = { token: 'T'.repeat(40), expireTime: 1440, userInfo: { nickName: '小王' } } as never;

test('order: token, user info, success toast, then sync, then server data and counts', async () => {
  const s = setup();
  s.localCart.addMany([item(1, 11, 2), item(2, 21)]);
  s.localBasket.add(item(3, 31));
  s.demand.add(item(4, 41));
  const target = await completeLogin(result, { remember: true, popup: true, returnTo: '/goodsDetail/1' }, s.deps);
  expect(s.log.slice(0, 3)).toEqual(['setToken:30', 'setUserInfo:小王', 'toast:登录成功！']);
  // Issue 34: the welcome message of spec §8 (S.welcome) was defined but never shown.
  expect(s.log[3]).toBe('toast:欢迎来到标准物质商城');
  const idx = (k: string) => s.log.indexOf(k);
  expect(idx('api:cart.synchronize')).toBeGreaterThan(idx('toast:登录成功！'));
  expect(idx('api:cart.total')).toBeGreaterThan(idx('api:cart.synchronize'));
  expect(idx('api:basket.total')).toBeGreaterThan(idx('api:basket.synchronize'));
  expect(idx('api:demand.count')).toBeGreaterThan(idx('api:demand.synchronize'));
  expect(s.log).toContain('api:org.info');
  // the synchronised guest lines are on the server; the local copies are emptied
  expect(s.api.mock.calls.find((c) => c[0] === 'cart.synchronize')![1]).toMatchObject({
    list: [
      { productId: 1, skuId: 11, number: 2 },
      { productId: 2, skuId: 21 },
    ],
  });
  expect(s.localCart.list()).toHaveLength(0);
  expect(s.localBasket.list()).toHaveLength(0);
  // header counts come from the server now
  expect(s.cart.kind).toBe('server');
  expect(s.cart.count()).toBe(2);
  expect(s.basket.count()).toBe(1);
  expect(s.getDemandCount()).toBe(1);
  expect(s.cart.list().map((i) => [i.identityPrimaryKey, i.carId, i.number])).toEqual([
    ['1-11', 1, 2],
    ['2-21', 2, 1],
  ]);
  // popup from a goods page: stay
  expect(target).toBeNull();
});

test('empty guest collections are not sent; remember defaults to what the server granted', async () => {
  const s = setup();
  await completeLogin({ ...(result as object), expireTime: 43200 } as never, { popup: false }, s.deps);
  expect(s.log).toContain('setToken:30');
  expect(s.log.filter((l) => l.endsWith('.synchronize'))).toEqual([]);
  const s2 = setup();
  await completeLogin(result, { popup: false }, s2.deps);
  expect(s2.log).toContain('setToken:1');
});

test('return path: popup continues only to the five §4 pages; page mode → saved path or home', async () => {
  for (const [returnTo, popup, want] of [
    ['/quickOrder', true, '/quickOrder'],
    ['/settlementCenter', true, '/settlementCenter'],
    ['/inquiryCenter', true, '/inquiryCenter'],
    ['/customizedServices', true, '/customizedServices'],
    ['/orderCenter', true, '/orderCenter'],
    ['/personalCenter', true, null],
    ['/goodsDetail/5', true, null],
    ['/goodsDetail/5', false, '/goodsDetail/5'],
    [null, false, '/'],
    ['https://evil.example/', false, '/'],
  ] as const) {
    const s = setup();
    expect(await completeLogin(result, { popup, returnTo }, s.deps)).toBe(want);
  }
});

test('a failed sync keeps the local items for the next login and says why', async () => {
  const s = setup({ failSync: 'cart.synchronize' });
  s.localCart.add(item(1, 11));
  await completeLogin(result, { popup: true }, s.deps);
  expect(s.log).toContain('error:同步失败');
  expect(s.localCart.list()).toHaveLength(1);
});

test('a noBind_ token is not a session: register with the token, nothing stored', async () => {
  const s = setup();
  const target = await completeLogin(
    { token: 'noBind_abc', expireTime: 1440, userInfo: null } as never,
    { popup: false },
    s.deps,
  );
  expect(target).toBe('/register?token=noBind_abc');
  expect(s.log).toEqual([]);
});

test('page load with a token: user info and server data; a failure logs out and clears cart and basket', async () => {
  const s = setup();
  s.deps.session.setToken('t'.repeat(40), false);
  expect(await restoreSession(s.deps)).toBe(true);
  expect(s.log).toContain('setUserInfo:小王');
  expect(s.cart.kind).toBe('server');

  const f = setup({
    selectUser: () => Promise.reject(new ApiClientError('登录已失效，请重新登录', 'session', { code: -1 })),
  });
  f.deps.session.setToken('t'.repeat(40), false);
  f.localCart.add(item(1, 11));
  expect(await restoreSession(f.deps)).toBe(false);
  expect(f.log).toEqual(expect.arrayContaining(['removeToken', 'markLoggedOut', 'reset']));
  expect(f.getToken()).toBeNull();
  expect(f.localCart.list()).toHaveLength(0);
  expect(f.cart.kind).toBe('local');

  const none = setup();
  expect(await restoreSession(none.deps)).toBe(false);
  expect(none.api).not.toHaveBeenCalled();
});

test('page load: a check that got no answer (network down, or the page reloaded mid-request) keeps the session', async () => {
  for (const kind of ['transport', 'timeout', 'busy'] as const) {
    const f = setup({ selectUser: () => Promise.reject(new ApiClientError('网络异常', kind)) });
    f.deps.session.setToken('t'.repeat(40), false);
    expect(await restoreSession(f.deps)).toBe(false);
    expect([kind, f.getToken()]).toEqual([kind, 't'.repeat(40)]);
    expect(f.log).not.toContain('removeToken');
  }
});

test('logout (resetCartAndBasket) forgets the cached server cart, so the next buyer never sees it', async () => {
  const { resetCartAndBasket } = await import('../../lib/client/stores');
  const s = setup();
  s.localCart.add(item(1, 11));
  await completeLogin(result, { popup: true }, s.deps);
  expect(s.deps.qc.getQueryData(['cart', 'list'])).toBeTruthy();
  resetCartAndBasket();
  expect(s.deps.qc.getQueryData(['cart', 'list'])).toBeUndefined();
  expect(s.deps.qc.getQueryData(['cart', 'total'])).toBeUndefined();
});

// Issue 34: right after login the header cart count went 1 → 0 → 1 (the guest line left the local cart before the
// server had it), and a returning buyer's counts showed 0 until the server answered. A count is now loading (null)
// until the server has answered, and never a number nobody gave.
test('the cart count never shows a number the server did not give while logging in', async () => {
  const s = setup();
  s.localCart.add(item(1, 11));
  const seen: (number | null)[] = [s.cart.count()];
  const off = s.cart.subscribe(() => seen.push(s.cart.count()));
  const demandSeen: (number | null | 'pending')[] = [];
  const setDemand = s.deps.stores.setServerDemandCount;
  s.deps.stores.setServerDemandCount = (n) => {
    demandSeen.push(n);
    setDemand(n);
  };
  await completeLogin(result, { popup: false }, s.deps);
  off();
  expect(seen[0]).toBe(1);
  expect(seen.at(-1)).toBe(1);
  // loading in between, never 0
  expect(seen).not.toContain(0);
  expect(seen).toContain(null);
  expect(demandSeen[0]).toBe('pending');
  expect(demandSeen.at(-1)).toBe(0);
});
