'use client';
/**
 * 免密登录 (spec §4 tab 1) and the 手机登录 tab of the account variant: mobile + SMS code; a new mobile is
 * registered on its first login (recommendMobile kept). In the account variant the SMS button also needs a
 * 4-character image captcha (spec §4, §5).
 */
import { useState } from 'react';
import { LOGIN_EXPIRE_MINUTES, LOGIN_EXPIRE_MINUTES_REMEMBER } from '@/lib/config/constants';
import { callApi, errorMessage, type LoginResult } from '@/lib/client/login-flow';
import { trimInput, validatePhoneLogin } from '@/lib/client/login-validation';
import { CaptchaRow, Field, FormError, SmsCodeRow, SubmitButton, sendSmsCode } from './LoginFields';
import type { OnLoggedIn } from './LoginPasswordForm';
import { SmsCodeButton } from './SmsCodeButton';

export function LoginSmsForm({ onLoggedIn, withCaptcha = false }: { onLoggedIn: OnLoggedIn; withCaptcha?: boolean }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [captchaKey, setCaptchaKey] = useState<string | null>(null);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [active, setActive] = useState(false);
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = !!trimInput(mobile) && !!trimInput(code);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validatePhoneLogin({ mobile, smsCode: code });
    setError(problem?.message ?? null);
    setField(problem?.field ?? null);
    if (problem) return;
    setBusy(true);
    try {
      const result = (await callApi('account.msgCodeLogin', {
        mobile: trimInput(mobile),
        msgCode: trimInput(code),
        expireTime: remember ? LOGIN_EXPIRE_MINUTES_REMEMBER : LOGIN_EXPIRE_MINUTES,
      })) as LoginResult;
      await onLoggedIn(result, remember);
    } catch (err) {
      setError(errorMessage(err));
      setField(null);
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
      data-testid="login-sms-form"
    >
      <Field
        mobile
        value={mobile}
        onValue={setMobile}
        placeholder="请输入手机号"
        aria-label="手机号"
        autoComplete="tel"
        invalid={field === 'mobile'}
        name="mobile"
      />
      {withCaptcha && (
        <CaptchaRow
          value={captcha}
          onValue={setCaptcha}
          invalid={field === 'captcha'}
          version={captchaVersion}
          active={active}
          onKey={setCaptchaKey}
        />
      )}
      <SmsCodeRow value={code} onValue={setCode} invalid={field === 'smsCode'} placeholder="请输入验证码">
        <SmsCodeButton
          mobile={mobile}
          captcha={captcha}
          needCaptcha={withCaptcha}
          send={async () => {
            try {
              await sendSmsCode(
                { mobile, type: 1, ...(withCaptcha ? { imgCode: captcha, imgCodeKey: captchaKey } : {}) },
                (m) => setError(m || null),
              );
            } finally {
              if (withCaptcha) {
                setCaptcha('');
                setCaptchaVersion((v) => v + 1);
              }
            }
          }}
        />
      </SmsCodeRow>
      <label className="flex cursor-pointer items-center gap-1.5 text-[13px] text-ink-500">
        <input
          type="checkbox"
          checked={remember}
          onChange={(e) => setRemember(e.target.checked)}
          className="accent-brand-500"
          name="remember"
        />
        记住我
      </label>
      <FormError message={error} />
      <SubmitButton ready={ready} busy={busy} testId="login-submit">
        登录
      </SubmitButton>
      <p className="text-center text-xs text-ink-500">未注册的手机号验证后将自动创建账号</p>
    </form>
  );
}
