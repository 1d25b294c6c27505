'use client';
/**
 * The login panel (spec §2.4, §4): tabs in the §4 order — 0 微信登录, 1 免密登录, 2 密码登录 — or, in the
 * account variant (the popup), 账号登录 and 手机登录 (SMS with an image captcha). Below: the agreement notice
 * (user agreement and data privacy on /agreementPrivacy) and the register / forgot-password links.
 */
import Link from 'next/link';
import { useState } from 'react';
import type { LoginTab } from '@/lib/client/login-validation';
import { LoginPasswordForm, type OnLoggedIn } from './LoginPasswordForm';
import { LoginSmsForm } from './LoginSmsForm';
import { WeChatLogin } from './WeChatLogin';

/** Tab index of spec §4. */
export const LOGIN_TABS = [
  { index: 0, label: '微信登录' },
  { index: 1, label: '免密登录' },
  { index: 2, label: '密码登录' },
] as const;
export const ACCOUNT_VARIANT_TABS = [
  { index: 2, label: '账号登录' },
  { index: 1, label: '手机登录' },
] as const;

export function LoginPanel({
  variant = 'full',
  initialTab = 2,
  onLoggedIn,
  onNavigate,
}: {
  variant?: 'full' | 'account';
  initialTab?: LoginTab;
  onLoggedIn: OnLoggedIn;
  /** Called before following one of the panel's links (the popup closes itself). */
  onNavigate?: () => void;
}) {
  const tabs = variant === 'full' ? LOGIN_TABS : ACCOUNT_VARIANT_TABS;
  const [tab, setTab] = useState<LoginTab>(tabs.some((t) => t.index === initialTab) ? initialTab : tabs[0].index);

  return (
    <div className="flex flex-col" data-testid="login-panel" data-variant={variant}>
      <div role="tablist" aria-label="登录方式" className="mb-5 flex border-b border-line">
        {tabs.map((t) => {
          const active = t.index === tab;
          return (
            <button
              key={t.index}
              type="button"
              role="tab"
              aria-selected={active}
              id={`login-tab-${variant}-${t.index}`}
              aria-controls={`login-tabpanel-${variant}`}
              onClick={() => setTab(t.index)}
              className={`-mb-px flex-1 border-b-2 pb-2.5 text-[15px] transition-colors ${
                active
                  ? 'border-brand-500 font-medium text-brand-600'
                  : 'border-transparent text-ink-500 hover:text-ink-900'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`login-tabpanel-${variant}`}
        aria-labelledby={`login-tab-${variant}-${tab}`}
        className="min-h-[260px]"
      >
        {tab === 0 ? (
          <WeChatLogin onLoggedIn={onLoggedIn} />
        ) : tab === 1 ? (
          <LoginSmsForm onLoggedIn={onLoggedIn} withCaptcha={variant === 'account'} />
        ) : (
          <LoginPasswordForm onLoggedIn={onLoggedIn} />
        )}
      </div>
      <div className="mt-4 flex items-center justify-between text-[13px]">
        <span className="text-ink-500">
          还没有账号？
          <Link prefetch={false} href="/register" onClick={onNavigate} className="text-brand-600 hover:underline">
            免费注册
          </Link>
        </span>
        {/* The password tab has its own 忘记密码 link next to 记住我. */}
        {tab !== 2 && (
          <Link
            prefetch={false}
            href="/login/forgetThePassword"
            onClick={onNavigate}
            className="text-ink-500 hover:text-brand-600"
          >
            忘记密码？
          </Link>
        )}
      </div>
      <AgreementNotice onNavigate={onNavigate} />
    </div>
  );
}

export function AgreementNotice({ onNavigate, action = '登录' }: { onNavigate?: () => void; action?: string }) {
  return (
    <p className="mt-3 text-xs leading-5 text-ink-500" data-testid="agreement-notice">
      {action}即表示您已阅读并同意
      <Link
        prefetch={false}
        href="/agreementPrivacy#agreement"
        onClick={onNavigate}
        className="text-brand-600 hover:underline"
      >
        《用户协议》
      </Link>
      和
      <Link
        prefetch={false}
        href="/agreementPrivacy#privacy"
        onClick={onNavigate}
        className="text-brand-600 hover:underline"
      >
        《隐私政策》
      </Link>
    </p>
  );
}
