/** @jest-environment jsdom */
/** Toast pub-sub and <Toaster/>: rendered in an aria-live region, de-duplicated, gone after ~3 s. */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../../components/ui/Toaster';
import { getToasts, resetToasts, toast } from '../../lib/client/toast';
import { TOAST_CARRY_MS, TOAST_DURATION_MS } from '../../lib/config/constants';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  jest.useFakeTimers();
  resetToasts();
});
afterEach(() => jest.useRealTimers());

test('identical messages on screen are shown once; empty messages are ignored', () => {
  toast.error('网络故障，请稍后再试');
  toast.error('网络故障，请稍后再试');
  toast.error('  ');
  toast.success('删除成功');
  expect(getToasts().map((t) => t.message)).toEqual(['网络故障，请稍后再试', '删除成功']);
});

test('<Toaster/> renders toasts in an aria-live region and removes them after the duration', async () => {
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(async () => root.render(createElement(Toaster)));
  await act(async () => {
    toast.error('服务器异常，请稍后再试');
    toast.success('已加入购物车');
  });
  expect(el.querySelector('[aria-live="polite"]')).not.toBeNull();
  expect(el.querySelector('[role="alert"]')?.textContent).toContain('服务器异常，请稍后再试');
  expect(el.querySelector('[role="status"]')?.textContent).toContain('已加入购物车');
  await act(async () => {
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
  });
  expect(el.textContent).toContain('已加入购物车');
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(el.textContent).toBe('');
  await act(async () => root.unmount());
});

test('a toast raised before the toaster mounts is shown for its full time once it mounts', async () => {
  // The app router's toaster mounts after hydration (components/providers/SiteExtras.tsx); a slow chunk must not
  // let a toast run out before anyone could see it.
  toast.success('登录成功！');
  jest.advanceTimersByTime(TOAST_DURATION_MS * 3);
  const el = document.createElement('div');
  const root = createRoot(el);
  await act(async () => root.render(createElement(Toaster)));
  expect(el.querySelector('[role="status"]')?.textContent).toContain('登录成功！');
  await act(async () => {
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
  });
  expect(el.textContent).toContain('登录成功！');
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(el.textContent).toBe('');
  await act(async () => root.unmount());
});

describe('a full navigation (the login page → the home page, a pages-router page)', () => {
  type Store = typeof import('../../lib/client/toast');
  const pages: Store[] = [];
  /** The store as a new document loads it: a module instance of its own. */
  const newPage = (): Store => {
    let m: Store | undefined;
    jest.isolateModules(() => {
      m = jest.requireActual<Store>('../../lib/client/toast');
    });
    pages.push(m!);
    return m!;
  };
  const leave = () => window.dispatchEvent(new Event('pagehide'));

  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => pages.splice(0).forEach((p) => p.resetToasts()));

  test('the toasts on screen when the page is left are shown once on the next page', () => {
    const login = newPage();
    login.toast.success('登录成功！');
    login.toast.success('欢迎来到标准物质商城');
    leave();
    const home = newPage();
    expect(home.getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['success', '登录成功！'],
      ['success', '欢迎来到标准物质商城'],
    ]);
    home.resetToasts();
    expect(newPage().getToasts()).toEqual([]);
  });

  test('a toast that has run out is not shown again', () => {
    const page = newPage();
    page.subscribeToasts(() => {});
    page.toast.error('网络故障，请稍后再试');
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    page.toast.info('已复制');
    leave();
    expect(
      newPage()
        .getToasts()
        .map((t) => t.message),
    ).toEqual(['已复制']);
  });

  test('the toasts of a page left long ago (a trip to the payment site) are dropped', () => {
    newPage().toast.warning('请先登录');
    leave();
    jest.advanceTimersByTime(TOAST_CARRY_MS + 1);
    expect(newPage().getToasts()).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
  });
});
