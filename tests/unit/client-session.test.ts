/** @jest-environment jsdom */
/** Session cookie, logged-in state, logout (spec §4) and the return-path rules after login. */
import Cookies from 'js-cookie';
import {
  getSession,
  getToken,
  isProtectedPath,
  logout,
  markLoggedOut,
  removeToken,
  resetSessionForTests,
  resolveReturnPath,
  saveReturnPath,
  setToken,
  setUserInfo,
  subscribeSession,
  takeReturnPath,
} from '../../lib/client/session';
import { basketStore, cartStore } from '../../lib/client/stores';
import { getToasts, resetToasts } from '../../lib/client/toast';
import { TOKEN_COOKIE } from '../../lib/config/constants';

const product = { productId: 1, skuId: 1, prodDetailId: 1, name: '对照品', price: 1, src: null, specification: [] };

beforeEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resetSessionForTests();
  resetToasts();
  cartStore.clear();
  basketStore.clear();
});

describe('token cookie and session state', () => {
  test('setToken stores the token cookie and marks the session logged in', () => {
    expect(getSession().isLogin).toBe(false);
    const fn = jest.fn();
    subscribeSession(fn);
    setToken('t'.repeat(40), false);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('t'.repeat(40));
    expect(getToken()).toBe('t'.repeat(40));
    expect(getSession()).toMatchObject({ isLogin: true, token: 't'.repeat(40) });
    expect(fn).toHaveBeenCalled();
  });

  test('remember gives a 30-day cookie, otherwise 1 day', () => {
    const spy = jest.spyOn(Cookies, 'set');
    setToken('a'.repeat(40), true);
    setToken('b'.repeat(40), false);
    expect(spy.mock.calls[0]![2]).toMatchObject({ expires: 30, path: '/' });
    expect(spy.mock.calls[1]![2]).toMatchObject({ expires: 1, path: '/' });
    spy.mockRestore();
  });

  test('an existing cookie means logged in on load; user info is restored', () => {
    Cookies.set(TOKEN_COOKIE, 'x'.repeat(40));
    localStorage.setItem('mall.userInfo', JSON.stringify({ nickName: '小王' }));
    resetSessionForTests();
    expect(getSession()).toEqual({ isLogin: true, token: 'x'.repeat(40), userInfo: { nickName: '小王' } });
  });

  test('markLoggedOut and removeToken end the session', () => {
    setToken('x'.repeat(40));
    setUserInfo({ nickName: '小王' });
    markLoggedOut();
    removeToken();
    expect(getSession()).toEqual({ isLogin: false, token: null, userInfo: null });
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(localStorage.getItem('mall.userInfo')).toBeNull();
  });
});

describe('logout', () => {
  test('clears token, user info, cart and basket, toasts 退出登录成功 and calls the server', async () => {
    setToken('x'.repeat(40));
    setUserInfo({ nickName: '小王' });
    cartStore.add(product);
    basketStore.add(product);
    const callServer = jest.fn(async () => null);
    const navigate = jest.fn();
    await logout({ callServer, navigate, pathname: '/productCenter' });
    expect(callServer).toHaveBeenCalled();
    expect(getSession().isLogin).toBe(false);
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
    expect(cartStore.count()).toBe(0);
    expect(basketStore.count()).toBe(0);
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['success', '退出登录成功']]);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('on a protected page it goes to /login; a failing server logout still logs out locally', async () => {
    setToken('x'.repeat(40));
    const navigate = jest.fn();
    await logout({
      callServer: async () => Promise.reject(new Error('down')),
      navigate,
      pathname: '/orderCenter/orderDetaile',
    });
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(getSession().isLogin).toBe(false);
  });

  test('protected paths', () => {
    expect(isProtectedPath('/personalCenter/history')).toBe(true);
    expect(isProtectedPath('/settlementPage/payment/paymentBill')).toBe(true);
    expect(isProtectedPath('/productCenter')).toBe(false);
    expect(isProtectedPath('/orderCenterX')).toBe(false);
  });
});

describe('return path after login (spec §4)', () => {
  test('page mode: the saved path, or home', () => {
    expect(resolveReturnPath('/goodsDetail/12?skuId=3', false)).toBe('/goodsDetail/12?skuId=3');
    expect(resolveReturnPath(null, false)).toBe('/');
  });

  test('popup mode: only quickOrder, customizedServices, settlementCenter, inquiryCenter, orderCenter; else stay', () => {
    for (const p of [
      '/quickOrder',
      '/customizedServices',
      '/settlementCenter',
      '/inquiryCenter',
      '/orderCenter/myCustom',
    ]) {
      expect(resolveReturnPath(p, true)).toBe(p);
    }
    expect(resolveReturnPath('/goodsDetail/12', true)).toBeNull();
    expect(resolveReturnPath('/quickOrderX', true)).toBeNull();
    expect(resolveReturnPath(null, true)).toBeNull();
  });

  test('never an open redirect or a login page', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/login',
      '/login/forgetThePassword',
      '/register?token=x',
    ]) {
      expect(resolveReturnPath(bad, false)).toBe('/');
    }
  });

  test('saveReturnPath / takeReturnPath round trip, taken once', () => {
    saveReturnPath('/settlementCenter');
    expect(takeReturnPath(true)).toBe('/settlementCenter');
    expect(takeReturnPath(false)).toBe('/');
    saveReturnPath('//evil.example');
    expect(takeReturnPath(false)).toBe('/');
  });
});
