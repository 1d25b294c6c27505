/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/methods',
}));

import { HeaderCartEntry } from '@/components/layout/HeaderCartEntry';
import { MainNav, isActiveMenu } from '@/components/layout/MainNav';
import { hasCookie } from '@/components/layout/MobileRedirect';
import { displayNameOf } from '@/components/layout/UserBox';
import { HOVER_CLOSE_DELAY_MS } from '@/lib/config/constants';
import { cartStore } from '@/lib/client/stores';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  jest.useRealTimers();
});

const mouse = (el: Element, type: 'mouseover' | 'mouseout', related: Element | null = null) =>
  act(() => {
    el.dispatchEvent(new MouseEvent(type, { bubbles: true, relatedTarget: related }));
  });

describe('header cart preview', () => {
  test('opens on hover, stays open for 200 ms after the pointer leaves, then closes', () => {
    jest.useFakeTimers();
    act(() => root.render(<HeaderCartEntry kind="cart" />));
    const box = container.querySelector('[data-testid="header-cart"]')!;
    mouse(box, 'mouseover', document.body);
    expect(container.textContent).toContain('去下单');
    mouse(box, 'mouseout', document.body);
    act(() => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 20));
    expect(container.textContent).toContain('去下单');
    act(() => jest.advanceTimersByTime(40));
    expect(container.textContent).not.toContain('去下单');
  });

  test('guests see 登录后查看 instead of prices, and 去下单 leads to login first', () => {
    act(() => {
      cartStore.add({
        productId: 7,
        skuId: 70,
        prodDetailId: 7,
        name: '咖啡因对照品',
        price: 123,
        src: null,
        specification: [{ name: '规格', value: '100mg' }],
      });
    });
    act(() => root.render(<HeaderCartEntry kind="cart" />));
    const box = container.querySelector('[data-testid="header-cart"]')!;
    mouse(box, 'mouseover', document.body);
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('1');
    expect(container.textContent).toContain('咖啡因对照品');
    expect(container.textContent).toContain('登录后查看');
    expect(container.textContent).not.toContain('¥123.00');
    const go = [...container.querySelectorAll('a')].find((a) => a.textContent === '去下单')!;
    expect(go.getAttribute('href')).toBe('/login?redirect=%2FsettlementCenter');
    act(() => {
      cartStore.clear();
    });
    expect(container.textContent).toContain('购物车中还没有商品');
  });
});

describe('main menu', () => {
  test('highlights the current section; protected entries go to login for guests', () => {
    act(() => root.render(<MainNav />));
    const active = container.querySelector('[aria-current="page"]');
    expect(active?.textContent).toBe('药典方法');
    const custom = [...container.querySelectorAll('a')].find((a) => a.textContent === '定制服务')!;
    expect(custom.getAttribute('href')).toBe('/login?redirect=%2FcustomizedServices');
    const quick = container.querySelector('[data-testid="nav-quick-order"]')!;
    expect(quick.getAttribute('href')).toBe('/login?redirect=%2FquickOrder');
    expect(isActiveMenu('/', '/')).toBe(true);
    expect(isActiveMenu('/productCenter', '/')).toBe(false);
    expect(isActiveMenu('/productCenter/allClassify', '/productCenter')).toBe(true);
  });
});

describe('helpers', () => {
  test('display name defaults to 惊鸿而过 without a nickname', () => {
    expect(displayNameOf({ nickName: '张三' })).toBe('张三');
    expect(displayNameOf({ nickName: '' })).toBe('惊鸿而过');
    expect(displayNameOf({ nickName: null })).toBe('惊鸿而过');
    expect(displayNameOf(null)).toBe('惊鸿而过');
  });

  test('FORCE_DESKTOP cookie detection', () => {
    expect(hasCookie('a=1; FORCE_DESKTOP=1', 'FORCE_DESKTOP')).toBe(true);
    expect(hasCookie('a=1; FORCE_DESKTOP=', 'FORCE_DESKTOP')).toBe(false);
    expect(hasCookie('NOT_FORCE_DESKTOP=1', 'FORCE_DESKTOP')).toBe(false);
  });
});
