/** @jest-environment jsdom */
/**
 * components/product/GoodsLink.tsx: on a pages-router page (the home, the goods page) a plain click opens the goods
 * page with the pages router, as next/link did, without next/link (issue 34's JS budget); modified clicks and other
 * targets stay the browser's; on an app-router page a plain <a>.
 */
import { act } from 'react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import { GoodsLink } from '@/components/product/GoodsLink';
import { mountPerTest } from '../helpers/dom';

const mounted = mountPerTest();
const push = jest.fn(() => Promise.resolve(true));
const router = { pathname: '/', asPath: '/', query: {}, push } as unknown as NextRouter;

beforeEach(() => push.mockClear());

function click(init: MouseEventInit = {}) {
  const a = mounted.container.querySelector('a')!;
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => void a.dispatchEvent(e));
  return e;
}

test('pages router: a plain click opens the page with the router; the caller’s onClick runs first', () => {
  const onClick = jest.fn();
  act(() =>
    mounted.root.render(
      <RouterContext.Provider value={router}>
        <GoodsLink href="/goodsDetail/7" className="x" onClick={onClick}>
          A
        </GoodsLink>
      </RouterContext.Provider>,
    ),
  );
  expect(mounted.container.innerHTML).toBe('<a href="/goodsDetail/7" class="x">A</a>');
  expect(click().defaultPrevented).toBe(true);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(push).toHaveBeenCalledWith('/goodsDetail/7');
});

test('pages router: ctrl/meta/shift clicks, a middle click and target=_blank are left to the browser', () => {
  act(() =>
    mounted.root.render(
      <RouterContext.Provider value={router}>
        <GoodsLink href="/goodsDetail/7">A</GoodsLink>
      </RouterContext.Provider>,
    ),
  );
  for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }])
    expect(click(init).defaultPrevented).toBe(false);
  act(() =>
    mounted.root.render(
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
  act(() => mounted.root.render(<GoodsLink href="/goodsDetail/7">A</GoodsLink>));
  expect(mounted.container.innerHTML).toBe('<a href="/goodsDetail/7">A</a>');
  expect(click().defaultPrevented).toBe(false);
  expect(push).not.toHaveBeenCalled();
});
