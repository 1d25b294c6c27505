'use client';
/**
 * Top-bar user box (spec §2.2): logged out → 登录 / 免费注册; logged in → display name (default 惊鸿而过)
 * with a hover menu: 会员中心, 我的收藏, 我的订单, 我的足迹, 退出登录 (confirmation dialog).
 * 登录 opens the login popup (the link to /login?redirect=… stays for new tabs and no-JS).
 */
import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname, useRouter } from '@/lib/client/route-hooks';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { openLogin } from '@/lib/client/login-modal';
import { logout, useSession } from '@/lib/client/session';
import { CHROME, UI } from '@/lib/config/messages';
import { LOGIN_PATH, loginHref } from '@/lib/config/routes';
import { isPlainClick } from './ProtectedLink';
import { useHoverMenu } from './useHoverMenu';

// The logout confirmation (headlessui Dialog) loads on first use: it is not part of every page's header JS.
const ConfirmDialog = dynamic(() => import('@/components/ui/Modal').then((m) => m.ConfirmDialog), { ssr: false });
// The menu's panel loads on its first opening (hover, focus or click of the name): ./HeaderMenuPanels.tsx.
const UserMenuPanel = dynamic(() => import('./HeaderMenuPanels').then((m) => m.UserMenuPanel), { ssr: false });

export function displayNameOf(userInfo: { nickName?: string | null } | null | undefined): string {
  const nick = userInfo?.nickName?.trim();
  return nick ? nick : UI.defaultNickname;
}

export function UserBox() {
  const { isLogin, userInfo } = useSession();
  const pathname = usePathname() ?? '/';
  const router = useRouter();
  const menu = useHoverMenu();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (!isLogin) {
    // Return here after login (never back to the login page itself).
    const here = pathname.startsWith(LOGIN_PATH) || pathname === '/register' ? '/' : pathname;
    return (
      <span className="flex items-center gap-2">
        <SiteLink
          prefetch={false}
          href={here === '/' ? LOGIN_PATH : loginHref(here)}
          onClick={(e) => {
            // The popup overlay (spec §2.4): after logging in the buyer stays on this page (spec §4).
            if (!isPlainClick(e) || pathname.startsWith(LOGIN_PATH) || pathname === '/register') return;
            e.preventDefault();
            openLogin({ returnTo: here });
          }}
          className="text-brand-600 hover:text-brand-700"
          data-testid="topbar-login"
        >
          {CHROME.login}
        </SiteLink>
        <span aria-hidden="true" className="text-ink-300">
          |
        </span>
        <SiteLink prefetch={false} href="/register" className="hover:text-brand-600">
          {CHROME.register}
        </SiteLink>
      </span>
    );
  }

  return (
    <>
      <div className="relative" {...menu.bind}>
        <button
          type="button"
          className="flex items-center gap-1 text-brand-600 hover:text-brand-700"
          aria-haspopup="menu"
          aria-expanded={menu.open}
          // Hovering already opened it: a click keeps it open (a toggle would close what the pointer just opened).
          onClick={() => menu.setOpen(true)}
          data-testid="topbar-user"
        >
          <Icon name="user" size={14} />
          <span className="max-w-[140px] truncate">{displayNameOf(userInfo)}</span>
          <Icon name="chevronDown" size={12} className={`transition-transform ${menu.open ? 'rotate-180' : ''}`} />
        </button>
        {menu.open && (
          <UserMenuPanel
            onClose={menu.close}
            onLogout={() => {
              menu.close();
              setConfirming(true);
            }}
          />
        )}
      </div>
      {(confirming || busy) && (
        <ConfirmDialog
          open={confirming}
          title="提示"
          message={CHROME.logoutConfirm}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setBusy(true);
            try {
              await logout({ pathname, navigate: (p) => router.push(p) });
            } finally {
              setBusy(false);
              setConfirming(false);
            }
          }}
        />
      )}
    </>
  );
}
