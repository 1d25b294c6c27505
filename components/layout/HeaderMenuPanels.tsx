'use client';
/**
 * The panels of the header's two small dropdowns — the top bar's user menu (components/layout/UserBox.tsx) and the
 * main menu's 关于我们 (components/layout/MainNav.tsx). Their triggers are rendered with the page; these panels load
 * on the first opening (hover, focus or click of the trigger), so they are not part of every page's first JavaScript
 * (issue 34's budget, bench/suites/js-weight.ts). Keyboard: focusing the trigger opens the menu, Tab then reaches the
 * items, Escape closes it (components/layout/useHoverMenu.ts).
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { CHROME } from '@/lib/config/messages';
import { ABOUT_MENU, USER_MENU } from '@/lib/config/routes';

type MenuItem = { readonly href: string; readonly label: string };

/** A dropdown's panel: its links as menu items, then `children` (the user menu's 退出登录). */
function MenuPanel(props: {
  items: readonly MenuItem[];
  onClose: () => void;
  className: string;
  itemClassName: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      role="menu"
      className={`absolute left-0 top-full z-50 bg-white py-1 shadow-[var(--shadow-pop)] ${props.className}`}
    >
      {props.items.map((m) => (
        <SiteLink
          prefetch={false}
          key={m.href}
          href={m.href}
          role="menuitem"
          onClick={props.onClose}
          className={`block px-4 text-ink-700 hover:bg-brand-50 hover:text-brand-600 ${props.itemClassName}`}
        >
          {m.label}
        </SiteLink>
      ))}
      {props.children}
    </div>
  );
}

export function UserMenuPanel({ onClose, onLogout }: { onClose: () => void; onLogout: () => void }) {
  return (
    <MenuPanel
      items={USER_MENU}
      onClose={onClose}
      className="mt-1 w-32 rounded border border-line"
      itemClassName="py-1.5"
    >
      <div className="my-1 border-t border-line" />
      <button
        type="button"
        role="menuitem"
        onClick={onLogout}
        className="block w-full px-4 py-1.5 text-left text-ink-700 hover:bg-brand-50 hover:text-brand-600"
      >
        {CHROME.logout}
      </button>
    </MenuPanel>
  );
}

export function AboutMenuPanel({ onClose }: { onClose: () => void }) {
  return (
    <MenuPanel
      items={ABOUT_MENU}
      onClose={onClose}
      className="w-36 overflow-hidden rounded-b border border-t-0 border-line"
      itemClassName="py-2 text-[13px]"
    />
  );
}
