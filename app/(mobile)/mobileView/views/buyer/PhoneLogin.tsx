'use client';
/**
 * The phone login (/mobileView?target=/login?redirect=…): the login panel's account variant — 账号登录 (password) and
 * 手机登录 (SMS code) — with the same session rules as the desktop (lib/client/login-flow). Afterwards the buyer goes
 * back to the phone page that sent them (a desktop path is turned into its phone page). WeChat's QR login is for a
 * second screen, so the phone does not offer it.
 */
import { useCallback } from 'react';
import { LoginPanel } from '@/components/account/LoginPanel';
import { useLoginFinisher } from '@/components/account/LoginFinish';
import { MOBILE_VIEW_PATH, safeTarget } from '@/lib/config/routes';
import { ph } from './ui';

/** The phone page to return to: the redirect when it is a phone page, its phone page when it is a desktop one. */
export function phoneReturnTo(redirect: string | null): string {
  const t = safeTarget(redirect ?? '/');
  return t === MOBILE_VIEW_PATH || t.startsWith(`${MOBILE_VIEW_PATH}?`) ? t : ph(t);
}

export function PhoneLogin({ redirect }: { redirect: string | null }) {
  const resolveReturnTo = useCallback(() => phoneReturnTo(redirect), [redirect]);
  const finish = useLoginFinisher({ popup: false, returnTo: null, resolveReturnTo });
  return (
    <div className="phone-reflow bg-white px-4 py-4" data-testid="phone-login">
      <LoginPanel variant="account" initialTab={2} onLoggedIn={finish} />
    </div>
  );
}
