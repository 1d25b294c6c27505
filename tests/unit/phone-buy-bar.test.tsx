/** @jest-environment jsdom */
/**
 * Issue 36: the phone goods page's buy bar (app/(mobile)/mobileView/views/buyer/PhoneBuyBar.tsx) is server-rendered,
 * and until React has hydrated it a tap reaches no handler. So its server HTML has every control disabled and the bar
 * aria-busy (a tap then is visibly refused, not silently lost, and Playwright waits for it to be enabled); hydration
 * enables them, and the first tap after it adds the package.
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/mobileView',
}));

import { PhoneBuyBar } from '@/app/(mobile)/mobileView/views/buyer/PhoneBuyBar';
import { cartStore } from '@/lib/client/stores';
import type { GoodsSku } from '@/lib/domain/catalog/products';
import '../helpers/dom';

const sku = (id: number, packageValue: string, price: number | null): GoodsSku => ({
  id,
  code: `C${id}`,
  packageValue,
  specification: [],
  price,
  stock: 5,
  delivery: '现货',
  deliveryDays: null,
});
const bar = (
  <PhoneBuyBar
    product={{ id: 7, name: '对乙酰氨基酚', src: null }}
    skus={[sku(71, '10mg', 120), sku(72, '50mg', 480)]}
    onSale
    skuId={null}
  />
);
const CONTROLS = '[data-testid="phone-buy"] input, [data-testid="phone-buy"] button, button[data-testid^="phone-add"]';

let container: HTMLDivElement;
let root: Root | null = null;
beforeEach(() => {
  localStorage.clear();
  container = document.createElement('div');
  container.innerHTML = renderToString(bar);
  document.body.appendChild(container);
});
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  container.remove();
});

const controls = () => [...container.querySelectorAll<HTMLInputElement | HTMLButtonElement>(CONTROLS)];
const busy = () => [...container.querySelectorAll('[aria-busy]')].map((e) => e.getAttribute('aria-busy'));

test('the server HTML: every package, quantity and add control is disabled and the bar is aria-busy', () => {
  // Two packages, −, the quantity, +, 加入询价篮, 加入购物车.
  expect(controls()).toHaveLength(7);
  expect(controls().filter((c) => !c.disabled)).toEqual([]);
  expect(busy()).toEqual(['true', 'true']);
  // The cart link is a plain link: it works without React.
  expect(container.querySelector('a[data-testid="phone-cart-link"]')).not.toBeNull();
});

test('after hydration the controls are enabled, and the first tap on 加入购物车 adds the chosen package', async () => {
  const mismatches: unknown[] = [];
  act(() => {
    root = hydrateRoot(container, bar, { onRecoverableError: (e) => mismatches.push(e) });
  });
  expect(mismatches).toEqual([]);
  const enabled = controls().filter((c) => !c.disabled);
  // − stays disabled at quantity 1.
  expect(enabled.map((c) => c.getAttribute('aria-label') ?? (c.textContent?.trim() || c.type))).toEqual([
    'radio',
    'radio',
    '数量',
    '增加',
    '加入询价篮',
    '加入购物车',
  ]);
  expect(busy()).toEqual(['false', 'false']);
  act(() => container.querySelectorAll<HTMLInputElement>('input[type=radio]')[1]!.click());
  await act(async () => container.querySelector<HTMLButtonElement>('[data-testid="phone-add-cart"]')!.click());
  expect(cartStore.list().map((i) => [i.skuId, i.number])).toEqual([[72, 1]]);
});
