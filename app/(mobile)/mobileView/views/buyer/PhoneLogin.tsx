'use client';
/**
 * The phone login (/mobileView?target=/login?redirect=…): the login panel's account variant — 账号登录 (password) and
 * 手机登录 (SMS code) — with the same session rules as the desktop (lib/client/login-flow). Afterwards the buyer goes
 * back to the phone page that sent them (a desktop path is turned into its phone page). WeChat's QR login is for a
 * second screen, so a phone browser does not offer it; inside WeChat's own browser 微信登录 uses the official
 * account's web authorisation instead (wechat.authorize → WeChat → /login/wxLogin?via=mp, the phone view below).
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { LoginPanel } from '@/components/account/LoginPanel';
import { useLoginFinisher } from '@/components/account/LoginFinish';
import { WeChatCallback } from '@/components/account/WeChatCallback';
import { FormError } from '@/components/account/LoginFields';
import { callApi, errorMessage } from '@/lib/client/login-flow';
import { saveReturnPath, takeReturnPath } from '@/lib/client/session';
import { LOGIN_PATH, MOBILE_VIEW_PATH, safeTarget } from '@/lib/config/routes';
import { PHONE_BTN, ph } from './ui';

/** The phone page to return to: the redirect when it is a phone page, its phone page when it is a desktop one. */
export function phoneReturnTo(redirect: string | null): string {
  const t = safeTarget(redirect ?? '/');
  return t === MOBILE_VIEW_PATH || t.startsWith(`${MOBILE_VIEW_PATH}?`) ? t : ph(t);
}

/** WeChat's in-app browser (iOS and Android) names itself MicroMessenger in its User-Agent. */
export const isWechatBrowser = (ua: string) => /MicroMessenger/i.test(ua);

const noop = () => () => {};
/** False on the server and during hydration; then whether this is WeChat's browser. */
const useInWechat = () =>
  useSyncExternalStore(
    noop,
    () => isWechatBrowser(navigator.userAgent),
    () => false,
  );

export function PhoneLogin({ redirect }: { redirect: string | null }) {
  const resolveReturnTo = useCallback(() => phoneReturnTo(redirect), [redirect]);
  // A phone page the login interrupts was asked for once already and answered with the redirect here; the client
  // router can replay that answer across the phone view routes (lib/proxy/phone-groups.ts), so load it afresh.
  const finish = useLoginFinisher({ popup: false, returnTo: null, resolveReturnTo, hardNavigation: true });
  const inWechat = useInWechat();
  return (
    <div className="phone-reflow bg-white px-4 py-4" data-testid="phone-login">
      {inWechat && <WechatAuthorizeButton returnTo={resolveReturnTo()} />}
      <LoginPanel variant="account" initialTab={2} onLoggedIn={finish} />
    </div>
  );
}

/** 微信登录 inside WeChat: remember the phone page to return to, then go to WeChat's authorisation page. */
function WechatAuthorizeButton({ returnTo }: { returnTo: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function go() {
    setBusy(true);
    setError(null);
    try {
      const { url } = (await callApi('wechat.authorize', {})) as { url: string };
      saveReturnPath(returnTo);
      window.location.assign(url);
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  }
  return (
    <div className="mb-4 border-b border-line pb-4" data-testid="phone-wechat-login">
      <button
        type="button"
        className={`${PHONE_BTN} w-full bg-[#07c160] text-white active:bg-[#06ad56]`}
        disabled={busy}
        onClick={() => void go()}
        data-testid="phone-wechat-authorize"
      >
        {busy ? '正在前往微信授权…' : '微信登录'}
      </button>
      <FormError message={error} />
    </div>
  );
}

/** /login/wxLogin on a phone: WeChat's authorisation comes back here; afterwards the saved phone page. */
export function PhoneWeChatCallback({ code, state, mp }: { code: string | null; state: string | null; mp: boolean }) {
  const resolveReturnTo = useCallback(() => phoneReturnTo(takeReturnPath(false)), []);
  return (
    <div className="phone-reflow bg-white px-4 py-4" data-testid="phone-wechat-callback">
      <WeChatCallback code={code} state={state} mp={mp} retryHref={ph(LOGIN_PATH)} resolveReturnTo={resolveReturnTo} />
    </div>
  );
}
