/** @jest-environment jsdom */
/**
 * The header's user menu and 关于我们 panels (components/layout/HeaderMenuPanels.tsx, loaded on first opening): every
 * configured link is a menu item, the user menu ends with 退出登录, and the buttons call back.
 */
import { act } from 'react';
import { AboutMenuPanel, UserMenuPanel } from '@/components/layout/HeaderMenuPanels';
import { CHROME } from '@/lib/config/messages';
import { ABOUT_MENU, USER_MENU } from '@/lib/config/routes';
import { mountPerTest } from '../helpers/dom';

const mounted = mountPerTest();

test('the user menu lists its links, then 退出登录, which logs out', () => {
  const onClose = jest.fn();
  const onLogout = jest.fn();
  act(() => mounted.root.render(<UserMenuPanel onClose={onClose} onLogout={onLogout} />));
  const items = [...mounted.container.querySelectorAll('[role="menu"] [role="menuitem"]')];
  expect(items.map((i) => i.textContent)).toEqual([...USER_MENU.map((m) => m.label), CHROME.logout]);
  expect(items.slice(0, -1).map((i) => i.getAttribute('href'))).toEqual(USER_MENU.map((m) => m.href));
  act(() => (items.at(-1) as HTMLButtonElement).click());
  expect(onLogout).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
});

test('关于我们 lists its links; choosing one closes the menu', () => {
  const onClose = jest.fn();
  act(() => mounted.root.render(<AboutMenuPanel onClose={onClose} />));
  const items = [...mounted.container.querySelectorAll<HTMLAnchorElement>('[role="menu"] a[role="menuitem"]')];
  expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual(ABOUT_MENU.map((m) => [m.label, m.href]));
  items[0]!.addEventListener('click', (e) => e.preventDefault());
  act(() => items[0]!.click());
  expect(onClose).toHaveBeenCalledTimes(1);
});
