'use client';
/**
 * 密码登录 (spec §4 tab 2, §5 account login): account (mobile or .com/.cn e-mail) + password, hashed with md5 in
 * the browser (passwd), expireTime 1440 or 43200 with 记住我, timestamp, and the 4-character image captcha
 * (imgCode + imgCodeKey), refreshed after every failure.
 */
import md5 from 'md5';
import Link from 'next/link';
import { useState } from 'react';
import { LOGIN_EXPIRE_MINUTES, LOGIN_EXPIRE_MINUTES_REMEMBER } from '@/lib/config/constants';
import { callApi, errorMessage, type LoginResult } from '@/lib/client/login-flow';
import { trimInput, validateAccountLogin } from '@/lib/client/login-validation';
import { CaptchaRow, Field, FormError, SubmitButton } from './LoginFields';

export type OnLoggedIn = (result: LoginResult, remember: boolean) => Promise<void>;

export function LoginPasswordForm({
  onLoggedIn,
  accountLabel = '手机号/邮箱',
}: {
  onLoggedIn: OnLoggedIn;
  accountLabel?: string;
}) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [active, setActive] = useState(false);
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = !!trimInput(account) && !!password;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validateAccountLogin({ account, password, captcha, captchaRequired: true });
    setError(problem?.message ?? null);
    setField(problem?.field ?? null);
    if (problem) return;
    setBusy(true);
    try {
      const result = (await callApi('account.accountLogin', {
        account: trimInput(account),
        passwd: md5(password),
        expireTime: remember ? LOGIN_EXPIRE_MINUTES_REMEMBER : LOGIN_EXPIRE_MINUTES,
        timestamp: Date.now(),
        imgCode: trimInput(captcha),
        imgCodeKey: captchaKey ?? undefined,
      })) as LoginResult;
      await onLoggedIn(result, remember);
    } catch (err) {
      setError(errorMessage(err));
      setField(null);
      setCaptcha('');
      setCaptchaVersion((v) => v + 1); // a captcha is single use
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      onFocusCapture={() => setActive(true)}
      noValidate
      className="flex flex-col gap-3"
      data-testid="login-password-form"
    >
      <Field
        value={account}
        onValue={setAccount}
        placeholder={`请输入${accountLabel}`}
        aria-label={accountLabel}
        autoComplete="username"
        maxLength={64}
        invalid={field === 'account'}
        name="account"
      />
      <Field
        type="password"
        value={password}
        onValue={setPassword}
        placeholder="请输入密码"
        aria-label="密码"
        autoComplete="current-password"
        maxLength={64}
        invalid={field === 'password'}
        name="password"
      />
      <CaptchaRow
        value={captcha}
        onValue={setCaptcha}
        invalid={field === 'captcha'}
        version={captchaVersion}
        active={active}
        onKey={setCaptchaKey}
      />
      <div className="flex items-center justify-between text-[13px] text-ink-500">
        <label className="flex cursor-pointer items-center gap-1.5">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="accent-brand-500"
            name="remember"
          />
          记住我
        </label>
        <Link prefetch={false} href="/login/forgetThePassword" className="text-brand-600 hover:underline">
          忘记密码
        </Link>
      </div>
      <FormError message={error} />
      <SubmitButton ready={ready} busy={busy} testId="login-submit">
        登录
      </SubmitButton>
    </form>
  );
}
