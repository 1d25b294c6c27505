/** @jest-environment jsdom */
/**
 * 意见反馈 in the personal-centre navigation opens the side bar's feedback dialog. A click must never be lost: the
 * button is disabled and aria-busy until React has hydrated it (no handler before), and a request made before the
 * side bar listens (its effect may run after the navigation has hydrated) is delivered when it subscribes.
 * (e2e console-service's feedback journey flaked on exactly this: the dialog never opened.)
 */
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

jest.mock('next/navigation', () => ({
  usePathname: () => '/personalCenter',
  useSearchParams: () => new URLSearchParams(),
}));

import { CenterNav } from '@/components/account/center/CenterNav';
import { onFeedbackOpen, openFeedback } from '@/lib/client/profile-feedback';
import '../helpers/dom';

test('a request made before anyone listens is delivered once when the side bar subscribes', () => {
  openFeedback();
  const opened = jest.fn();
  const off = onFeedbackOpen(opened);
  expect(opened).toHaveBeenCalledTimes(1);
  openFeedback();
  expect(opened).toHaveBeenCalledTimes(2);
  off();
  // Delivered requests are not delivered again to a later subscriber.
  const later = jest.fn();
  onFeedbackOpen(later)();
  expect(later).not.toHaveBeenCalled();
});

test('the navigation’s 意见反馈 is disabled and busy in the server HTML, enabled and working once hydrated', async () => {
  const html = renderToString(<CenterNav />);
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.appendChild(host);
  const button = () => host.querySelector<HTMLButtonElement>('[data-testid="center-nav-feedback"]')!;
  expect(button().disabled).toBe(true);
  expect(button().getAttribute('aria-busy')).toBe('true');

  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root!: Root;
  await act(async () => {
    root = hydrateRoot(host, <CenterNav />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(button().disabled).toBe(false);
  expect(button().getAttribute('aria-busy')).toBe('false');

  const opened = jest.fn();
  const off = onFeedbackOpen(opened);
  act(() => button().click());
  expect(opened).toHaveBeenCalledTimes(1);
  off();
  act(() => root.unmount());
  host.remove();
});
