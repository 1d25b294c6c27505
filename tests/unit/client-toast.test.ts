/** @jest-environment jsdom */
/** Toast pub-sub and <Toaster/>: rendered in an aria-live region, de-duplicated, gone after ~3 s. */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../../components/ui/Toaster';
import { getToasts, resetToasts, toast } from '../../lib/client/toast';
import { TOAST_DURATION_MS } from '../../lib/config/constants';

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
