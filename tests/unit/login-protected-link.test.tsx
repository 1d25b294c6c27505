/** @jest-environment jsdom */
/** Protected entries (spec §4): a guest's click opens the login popup with the wanted page; a buyer just follows the link. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/goodsDetail/1',
}));

import { ProtectedLink } from '@/components/layout/ProtectedLink';
import { closeLogin, getLoginModal } from '@/lib/client/login-modal';
import { resetSessionForTests, setToken } from '@/lib/client/session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  document.cookie = 'token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  resetSessionForTests();
  closeLogin();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const click = (el: Element, init: MouseEventInit = {}) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    el.dispatchEvent(e);
  });
  return e;
};

test('a guest: the link points at /login?redirect=…, a plain click opens the popup instead', () => {
  act(() => root.render(<ProtectedLink href="/quickOrder">快速下单</ProtectedLink>));
  const a = container.querySelector('a')!;
  expect(a.getAttribute('href')).toBe('/login?redirect=%2FquickOrder');
  const e = click(a);
  expect(e.defaultPrevented).toBe(true);
  expect(getLoginModal()).toEqual({ open: true, returnTo: '/quickOrder' });
});

test('a guest with a modifier key (new tab): no popup, the browser follows the login link', () => {
  act(() => root.render(<ProtectedLink href="/settlementCenter">购物车</ProtectedLink>));
  const a = container.querySelector('a')!;
  a.addEventListener('click', (ev) => ev.preventDefault()); // jsdom would try to navigate
  click(a, { ctrlKey: true });
  expect(getLoginModal().open).toBe(false);
});

test('a logged-in buyer: the real target, no popup', () => {
  setToken('t'.repeat(40), false);
  act(() => root.render(<ProtectedLink href="/inquiryCenter">询价篮</ProtectedLink>));
  const a = container.querySelector('a')!;
  expect(a.getAttribute('href')).toBe('/inquiryCenter');
  a.addEventListener('click', (ev) => ev.preventDefault());
  click(a);
  expect(getLoginModal().open).toBe(false);
});
