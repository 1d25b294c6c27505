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

export function UserMenuPanel({ onClose, onLogout }: { onClose: () => void; onLogout: () => void }) {
  return (
    <div
      role="menu"
      className="absolute left-0 top-full z-50 mt-1 w-32 rounded border border-line bg-white py-1 shadow-[var(--shadow-pop)]"
    >
      {USER_MENU.map((m) => (
        <SiteLink
          prefetch={false}
          key={m.href}
          href={m.href}
          role="menuitem"
          onClick={onClose}
          className="block px-4 py-1.5 text-ink-700 hover:bg-brand-50 hover:text-brand-600"
        >
          {m.label}
        </SiteLink>
      ))}
      <div className="my-1 border-t border-line" />
      <button
        type="button"
        role="menuitem"
        onClick={onLogout}
        className="block w-full px-4 py-1.5 text-left text-ink-700 hover:bg-brand-50 hover:text-brand-600"
      >
        {CHROME.logout}
      </button>
    </div>
  );
}

export function AboutMenuPanel({ onClose }: { onClose: () => void }) {
  return (
    <div
      role="menu"
      className="absolute left-0 top-full z-50 w-36 overflow-hidden rounded-b border border-t-0 border-line bg-white py-1 shadow-[var(--shadow-pop)]"
    >
      {ABOUT_MENU.map((m) => (
        <SiteLink
          prefetch={false}
          key={m.href}
          href={m.href}
          role="menuitem"
          onClick={onClose}
          className="block px-4 py-2 text-[13px] text-ink-700 hover:bg-brand-50 hover:text-brand-600"
        >
          {m.label}
        </SiteLink>
      ))}
    </div>
  );
}
