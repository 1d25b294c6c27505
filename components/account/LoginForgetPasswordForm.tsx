'use client';
/** /login/forgetThePassword: mobile + SMS code (type 2) + new password twice → account.forgetPasswd → /login. */
import md5 from 'md5';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { callApi, errorMessage } from '@/lib/client/login-flow';
import { trimInput, validateRegister } from '@/lib/client/login-validation';
import { toast } from '@/lib/client/toast';
import { Field, FormError, SmsCodeRow, SubmitButton, sendSmsCode } from './LoginFields';
import { SmsCodeButton } from './SmsCodeButton';

export function LoginForgetPasswordForm() {
  const router = useRouter();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = !!trimInput(mobile) && !!trimInput(code) && !!password && !!password2;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validateRegister({ mobile, smsCode: code, password, password2 });
    setError(problem?.message ?? null);
    setField(problem?.field ?? null);
    if (problem) return;
    setBusy(true);
    try {
      await callApi('account.forgetPasswd', {
        mobile: trimInput(mobile),
        msgCode: trimInput(code),
        passwd: md5(password),
      });
      toast.success(ACCOUNT_MSG.passwordReset);
      router.push('/login');
    } catch (err) {
      setError(errorMessage(err));
      setField(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="forget-form">
      <Field
        mobile
        value={mobile}
        onValue={setMobile}
        placeholder="请输入注册手机号"
        aria-label="手机号"
        autoComplete="tel"
        invalid={field === 'mobile'}
        name="mobile"
      />
      <SmsCodeRow value={code} onValue={setCode} invalid={field === 'smsCode'} placeholder="请输入短信验证码">
        <SmsCodeButton mobile={mobile} send={() => sendSmsCode({ mobile, type: 2 }, (m) => setError(m || null))} />
      </SmsCodeRow>
      <Field
        type="password"
        value={password}
        onValue={setPassword}
        placeholder="设置新密码（6-20位）"
        aria-label="新密码"
        autoComplete="new-password"
        maxLength={20}
        invalid={field === 'password'}
        name="password"
      />
      <Field
        type="password"
        value={password2}
        onValue={setPassword2}
        placeholder="请再次输入新密码"
        aria-label="确认新密码"
        autoComplete="new-password"
        maxLength={20}
        invalid={field === 'password2'}
        name="password2"
      />
      <FormError message={error} />
      <SubmitButton ready={ready} busy={busy} testId="forget-submit">
        重置密码
      </SubmitButton>
      <p className="text-center text-[13px] text-ink-500">
        想起密码了？
        <Link prefetch={false} href="/login" className="text-brand-600 hover:underline">
          返回登录
        </Link>
      </p>
    </form>
  );
}
