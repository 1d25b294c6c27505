'use client';
/**
 * /register (spec §2.1): mobile + SMS code + password twice + optional referrer mobile (recommendMobile);
 * with ?token=noBind_… (WeChat scanned, no account yet) the new account also gets that WeChat identity.
 * The password leaves the browser only as its md5 hash (spec §3). Registering logs the buyer in.
 */
import md5 from 'md5';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { LOGIN_EXPIRE_MINUTES } from '@/lib/config/constants';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { callApi, errorMessage, readWechatBind, type LoginResult } from '@/lib/client/login-flow';
import { trimInput, validateRegister } from '@/lib/client/login-validation';
import { toast } from '@/lib/client/toast';
import { Field, FormError, SmsCodeRow, SubmitButton, sendSmsCode } from './LoginFields';
import { useLoginFinisher } from './LoginFinish';
import { AgreementNotice } from './LoginPanel';
import { SmsCodeButton } from './SmsCodeButton';

export function RegisterForm({
  token,
  redirect,
  resolveReturnTo,
}: {
  token: string | null;
  redirect: string | null;
  /** Where to go afterwards when not the redirect itself (the phone view turns it into a phone page). */
  resolveReturnTo?: () => string | null;
}) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [recommendMobile, setRecommendMobile] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const finish = useLoginFinisher({ popup: false, returnTo: redirect ?? '/', resolveReturnTo });
  // After the WeChat bind form: the mobile is already verified by SMS; only the password is left to set.
  const [verified, setVerified] = useState(false);
  useEffect(() => {
    const bind = readWechatBind(token);
    if (!bind) return;
    setMobile(bind.mobile);
    setCode(bind.code);
    setVerified(true);
  }, [token]);
  const ready = !!trimInput(mobile) && !!trimInput(code) && !!password && !!password2;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validateRegister({ mobile, smsCode: code, password, password2, recommendMobile });
    setError(problem?.message ?? null);
    setField(problem?.field ?? null);
    if (problem) return;
    setBusy(true);
    try {
      const rec = trimInput(recommendMobile);
      const result = (await callApi('account.register', {
        mobile: trimInput(mobile),
        msgCode: trimInput(code),
        passwd: md5(password),
        expireTime: LOGIN_EXPIRE_MINUTES,
        ...(rec ? { recommendMobile: rec } : {}),
        ...(token ? { token } : {}),
      })) as LoginResult;
      toast.success(ACCOUNT_MSG.registered);
      await finish(result, false);
    } catch (err) {
      setError(errorMessage(err));
      setField(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="register-form">
      {token && (
        <p className="rounded bg-brand-50 px-3 py-2 text-[13px] text-brand-700">
          {verified ? '手机号已验证，请设置登录密码完成注册，' : '微信扫码成功，请验证手机号并设置登录密码完成注册，'}
          注册后即可使用微信扫码登录。
        </p>
      )}
      <Field
        mobile
        value={mobile}
        onValue={setMobile}
        readOnly={verified}
        placeholder="请输入手机号"
        aria-label="手机号"
        autoComplete="tel"
        invalid={field === 'mobile'}
        name="mobile"
      />
      <SmsCodeRow
        value={code}
        onValue={setCode}
        invalid={field === 'smsCode'}
        placeholder="请输入短信验证码"
        className={verified ? 'hidden' : 'flex gap-2'}
      >
        <SmsCodeButton mobile={mobile} send={() => sendSmsCode({ mobile, type: 1 }, (m) => setError(m || null))} />
      </SmsCodeRow>
      <Field
        type="password"
        value={password}
        onValue={setPassword}
        placeholder="设置密码（6-20位）"
        aria-label="密码"
        autoComplete="new-password"
        maxLength={20}
        invalid={field === 'password'}
        name="password"
      />
      <Field
        type="password"
        value={password2}
        onValue={setPassword2}
        placeholder="请再次输入密码"
        aria-label="确认密码"
        autoComplete="new-password"
        maxLength={20}
        invalid={field === 'password2'}
        name="password2"
      />
      <Field
        mobile
        value={recommendMobile}
        onValue={setRecommendMobile}
        placeholder="推荐人手机号（选填）"
        aria-label="推荐人手机号"
        autoComplete="off"
        invalid={field === 'recommendMobile'}
        name="recommendMobile"
      />
      <FormError message={error} />
      <SubmitButton ready={ready} busy={busy} testId="register-submit">
        注册
      </SubmitButton>
      <p className="text-center text-[13px] text-ink-500">
        已有账号？
        <Link prefetch={false} href="/login" className="text-brand-600 hover:underline">
          立即登录
        </Link>
      </p>
      <AgreementNotice action="注册" />
    </form>
  );
}
