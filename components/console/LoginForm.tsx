'use client';
/**
 * Console login: user name and password (sent as md5, as the shop does), then the authenticator's 6-digit code.
 * At the first login the staff member scans the QR code (or types the secret) before entering the code.
 */
import md5 from 'md5';
import { useState } from 'react';
import { CONSOLE_MSG } from '@/lib/config/messages';
import { consoleApi, ConsoleApiError } from '@/lib/api/staff/client';

type Step = { kind: 'password' } | { kind: 'totp' } | { kind: 'enroll'; qr: string; secret: string };

const input = 'h-10 w-full rounded border border-line px-3 text-sm focus:border-brand-500 focus:outline-none';

export function LoginForm({ next }: { next: string }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submitPassword(e: React.FormEvent) {
    e.preventDefault();
    if (!username.trim()) return setError(CONSOLE_MSG.usernameRequired);
    if (!password) return setError(CONSOLE_MSG.passwordRequired);
    setBusy(true);
    setError('');
    try {
      const { data } = await consoleApi('auth.login', { username: username.trim(), password: md5(password) });
      setStep(
        data.next === 'enroll'
          ? { kind: 'enroll', qr: data.qrDataUrl ?? '', secret: data.secret ?? '' }
          : { kind: 'totp' },
      );
    } catch (err) {
      setError(err instanceof ConsoleApiError ? err.message : '登录失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(e: React.FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(CONSOLE_MSG.totpRequired);
    setBusy(true);
    setError('');
    try {
      await consoleApi('auth.totp', { code: code.trim() });
      window.location.assign(next);
    } catch (err) {
      if (err instanceof ConsoleApiError && err.code === -1) setStep({ kind: 'password' });
      setError(err instanceof ConsoleApiError ? err.message : '登录失败，请稍后重试');
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto mt-24 w-[380px] rounded-md border border-line bg-white p-8 shadow-sm">
      <h1 className="mb-6 text-center text-lg font-semibold">{CONSOLE_MSG.loginTitle}</h1>
      {step.kind === 'password' ? (
        <form onSubmit={submitPassword} className="space-y-4" noValidate>
          <label className="block text-sm">
            <span className="mb-1 block text-ink-600">用户名</span>
            <input
              className={input}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              maxLength={40}
            />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block text-ink-600">密码</span>
            <input
              className={input}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              maxLength={20}
            />
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="h-10 w-full rounded bg-brand-600 text-sm text-white hover:bg-brand-700 disabled:bg-brand-300"
          >
            下一步
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode} className="space-y-4" noValidate>
          {step.kind === 'enroll' && (
            <div className="space-y-2 text-center text-sm text-ink-600">
              <p className="text-left">{CONSOLE_MSG.totpEnrolHint}</p>
              {step.qr && <img src={step.qr} alt="动态验证码绑定二维码" width={200} height={200} className="mx-auto" />}
              <p>
                无法扫码时手动输入密钥：
                <code data-testid="totp-secret" className="select-all break-all font-mono text-ink-900">
                  {step.secret}
                </code>
              </p>
            </div>
          )}
          <label className="block text-sm">
            <span className="mb-1 block text-ink-600">动态验证码</span>
            <input
              className={input}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              autoFocus
            />
          </label>
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="h-10 w-full rounded bg-brand-600 text-sm text-white hover:bg-brand-700 disabled:bg-brand-300"
          >
            登录
          </button>
        </form>
      )}
    </div>
  );
}
