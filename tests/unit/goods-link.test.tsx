/** @jest-environment jsdom */
/**
 * components/product/GoodsLink.tsx: on a pages-router page (the home, the goods page) a plain click opens the goods
 * page with the pages router, as next/link did, without next/link (issue 34's JS budget); modified clicks and other
 * targets stay the browser's; on an app-router page a plain <a>.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { GoodsLink } from '@/components/product/GoodsLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const push = jest.fn(() => Promise.resolve(true));
const router = { pathname: '/', asPath: '/', query: {}, push } as unknown as NextRouter;

beforeEach(() => {
  push.mockClear();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function click(init: MouseEventInit = {}) {
  const a = container.querySelector('a')!;
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void a.dispatchEvent(e));
  return e;
}

test('pages router: a plain click opens the page with the router; the caller’s onClick runs first', () => {
  const onClick = jest.fn();
  act(() =>
    root.render(
      <RouterContext.Provider value={router}>
        <GoodsLink href="/goodsDetail/7" className="x" onClick={onClick}>
          A
        </GoodsLink>
      </RouterContext.Provider>,
    ),
  );
  expect(container.innerHTML).toBe('<a href="/goodsDetail/7" class="x">A</a>');
  expect(click().defaultPrevented).toBe(true);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith('/goodsDetail/7');
});

test('pages router: ctrl/meta/shift clicks, a middle click and target=_blank are left to the browser', () => {
  act(() =>
    root.render(
      <RouterContext.Provider value={router}>
        <GoodsLink href="/goodsDetail/7">A</GoodsLink>
      </RouterContext.Provider>,
    ),
  );
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
    expect(click(init).defaultPrevented).toBe(false);
  act(() =>
    root.render(
      <RouterContext.Provider value={router}>
        <GoodsLink href="/goodsDetail/7" target="_blank">
          A
        </GoodsLink>
      </RouterContext.Provider>,
    ),
  );
  expect(click().defaultPrevented).toBe(false);
  expect(push).not.toHaveBeenCalled();
});

test('app router: a plain link, a full load', () => {
  act(() => root.render(<GoodsLink href="/goodsDetail/7">A</GoodsLink>));
  expect(container.innerHTML).toBe('<a href="/goodsDetail/7">A</a>');
  expect(click().defaultPrevented).toBe(false);
  expect(push).not.toHaveBeenCalled();
});
