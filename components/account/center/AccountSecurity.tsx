'use client';
/**
 * /personalCenter/accountSecurity: login password (set, or change with the old one; md5 in the browser like the
 * login; other sessions of the account end, this one stays), mobile (bind/change with an SMS code, 60 s countdown), e-mail (bind with a code sent by mail).
 */
import md5 from 'md5';
import { useEffect, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useAction, useUserInfo, USER_INFO_KEY } from '@/lib/client/profile-queries';
import { isEmail, isMobile, passwordProblem } from '@/lib/client/profile-validate';
import { toast } from '@/lib/client/toast';
import { PHONE_LENGTH, SMS_COOLDOWN_SECONDS } from '@/lib/config/constants';
import { ACCOUNT_MSG, CENTER_MSG, S, V } from '@/lib/config/messages';
import { FormRow, LoadError, Loading, Panel, SubmitRow } from './ui';

type Open = 'password' | 'phone' | 'email' | null;

/** A send-code button with the spec §4 60 s countdown. */
function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left]);
  return { left, start: () => setLeft(SMS_COOLDOWN_SECONDS) };
}

function CodeButton({ enabled, send, testId }: { enabled: boolean; send: () => Promise<boolean>; testId?: string }) {
  const cd = useCountdown();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="btn btn-outline w-32 shrink-0"
      disabled={!enabled || busy || cd.left > 0}
      onClick={async () => {
        setBusy(true);
        try {
          if (await send()) cd.start();
        } finally {
          setBusy(false);
        }
      }}
      data-testid={testId}
    >
      {cd.left > 0 ? `${cd.left}s 后重新获取` : '获取验证码'}
    </button>
  );
}

async function sendSms(mobile: string, type: 2 | 3): Promise<boolean> {
  try {
    await api('account.getMsgCode', { mobile, type });
    toast.success(S.smsSent);
    return true;
  } catch (err) {
    notifyError(err);
    return false;
  }
}

export function AccountSecurity() {
  const user = useUserInfo();
  const [open, setOpen] = useState<Open>(null);
  if (user.isPending)
    return (
      <Panel title="账户安全">
        <Loading />
      </Panel>
    );
  if (user.isError)
    return (
      <Panel title="账户安全">
        <LoadError onRetry={() => void user.refetch()} />
      </Panel>
    );
  const u = user.data;
  const toggle = (k: Exclude<Open, null>) => setOpen(open === k ? null : k);

  const items = [
    {
      key: 'password' as const,
      title: '登录密码',
      desc: u.hasPassword
        ? '已设置。建议定期更换，使用字母与数字组合的密码。'
        : '未设置。设置后可使用手机号/邮箱和密码登录。',
      action: u.hasPassword ? '修改' : '设置',
      done: u.hasPassword,
      form: <PasswordForm hasPassword={u.hasPassword} maskedMobile={u.mobile} onDone={() => setOpen(null)} />,
    },
    {
      key: 'phone' as const,
      title: '手机号码',
      desc: u.mobile ? `已绑定 ${u.mobile}，可用于登录和找回密码。` : '未绑定。绑定后可使用短信验证码登录。',
      action: u.mobile ? '更换' : '绑定',
      done: !!u.mobile,
      form: <PhoneForm onDone={() => setOpen(null)} />,
    },
    {
      key: 'email' as const,
      title: '邮箱',
      desc: u.email ? `已绑定 ${u.email}，可用于登录。` : '未绑定。绑定后可使用邮箱和密码登录。',
      action: u.email ? '更换' : '绑定',
      done: !!u.email,
      form: <EmailForm onDone={() => setOpen(null)} />,
    },
  ];

  return (
    <Panel title="账户安全" testId="account-security">
      <ul className="divide-y divide-line">
        {items.map((it) => (
          <li key={it.key} className="py-4" data-testid={`security-${it.key}`}>
            <div className="flex items-center gap-4">
              <span
                className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs text-white ${it.done ? 'bg-success' : 'bg-warning'}`}
                aria-hidden="true"
              >
                {it.done ? '✓' : '!'}
              </span>
              <b className="w-20 text-[14px] text-ink-900">{it.title}</b>
              <span className="flex-1 text-[13px] text-ink-500">{it.desc}</span>
              <button
                type="button"
                className="btn btn-outline btn-sm w-16"
                onClick={() => toggle(it.key)}
                aria-expanded={open === it.key}
                data-testid={`security-${it.key}-toggle`}
              >
                {open === it.key ? '收起' : it.action}
              </button>
            </div>
            {open === it.key && <div className="mt-4 rounded bg-surface px-4 py-5">{it.form}</div>}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function PasswordForm({
  hasPassword,
  maskedMobile,
  onDone,
}: {
  hasPassword: boolean;
  maskedMobile: string | null;
  onDone: () => void;
}) {
  const [f, setF] = useState({ old: '', next: '', confirm: '', mobile: '', code: '' });
  const [err, setErr] = useState<Record<string, string | null>>({});
  const { run, busy } = useAction();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const er: Record<string, string | null> = {
      old: hasPassword && !f.old ? ACCOUNT_MSG.oldPasswordRequired : null,
      mobile: !hasPassword && !isMobile(f.mobile) ? V.mobilePattern : null,
      code: !hasPassword && !f.code.trim() ? V.smsCodeRequired : null,
      next: passwordProblem(f.next),
      confirm: f.next && f.confirm !== f.next ? CENTER_MSG.passwordMismatch : null,
    };
    setErr(er);
    if (Object.values(er).some(Boolean)) return;
    const input = hasPassword
      ? { oldPasswd: md5(f.old), passwd: md5(f.next) }
      : { passwd: md5(f.next), msgCode: f.code.trim() };
    // The server ends every other session of the account; this one stays logged in.
    const ok = await run(() => api('account.changePassword', input), {
      success: hasPassword ? CENTER_MSG.passwordUpdated : CENTER_MSG.passwordSet,
      invalidate: USER_INFO_KEY,
    });
    if (ok) onDone();
  }

  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setF({ ...f, [k]: k === 'mobile' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH) : e.target.value });
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="password-form">
      {hasPassword ? (
        <FormRow label="原密码" required error={err.old} htmlFor="pw-old">
          <input
            id="pw-old"
            type="password"
            autoComplete="current-password"
            className="input max-w-[280px]"
            value={f.old}
            onChange={set('old')}
          />
        </FormRow>
      ) : (
        <>
          <FormRow
            label="手机号码"
            required
            error={err.mobile}
            htmlFor="pw-mobile"
            hint={maskedMobile ? `请输入已绑定的手机号 ${maskedMobile}` : undefined}
          >
            <input
              id="pw-mobile"
              className="input max-w-[280px]"
              inputMode="numeric"
              value={f.mobile}
              onChange={set('mobile')}
            />
          </FormRow>
          <FormRow label="短信验证码" required error={err.code} htmlFor="pw-code">
            <div className="flex max-w-[420px] gap-2">
              <input
                id="pw-code"
                className="input"
                value={f.code}
                onChange={set('code')}
                maxLength={6}
                inputMode="numeric"
              />
              <CodeButton enabled={isMobile(f.mobile)} send={() => sendSms(f.mobile, 2)} />
            </div>
          </FormRow>
        </>
      )}
      <FormRow label="新密码" required error={err.next} htmlFor="pw-new" hint="6-20 位，不能包含空格">
        <input
          id="pw-new"
          type="password"
          autoComplete="new-password"
          className="input max-w-[280px]"
          value={f.next}
          onChange={set('next')}
          maxLength={20}
        />
      </FormRow>
      <FormRow label="确认新密码" required error={err.confirm} htmlFor="pw-confirm">
        <input
          id="pw-confirm"
          type="password"
          autoComplete="new-password"
          className="input max-w-[280px]"
          value={f.confirm}
          onChange={set('confirm')}
          maxLength={20}
        />
      </FormRow>
      <SubmitRow busy={busy} label="确定" />
    </form>
  );
}

function PhoneForm({ onDone }: { onDone: () => void }) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [err, setErr] = useState<{ mobile?: string | null; code?: string | null }>({});
  const { run, busy } = useAction();
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const er = {
      mobile: isMobile(mobile) ? null : V.mobilePatternShort,
      code: code.trim() ? null : V.bindPhoneCodeRequired,
    };
    setErr(er);
    if (er.mobile || er.code) return;
    if (
      await run(() => api('account.bindPhone', { mobile, msgCode: code.trim() }), {
        success: S.phoneBound,
        invalidate: USER_INFO_KEY,
      })
    )
      onDone();
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="phone-form">
      <FormRow label="新手机号" required error={err.mobile} htmlFor="ph-mobile">
        <input
          id="ph-mobile"
          className="input max-w-[280px]"
          inputMode="numeric"
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH))}
        />
      </FormRow>
      <FormRow label="短信验证码" required error={err.code} htmlFor="ph-code">
        <div className="flex max-w-[420px] gap-2">
          <input
            id="ph-code"
            className="input"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={6}
            inputMode="numeric"
          />
          <CodeButton enabled={isMobile(mobile)} send={() => sendSms(mobile, 3)} />
        </div>
      </FormRow>
      <SubmitRow busy={busy} label="确定" />
    </form>
  );
}

function EmailForm({ onDone }: { onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [err, setErr] = useState<{ email?: string | null; code?: string | null }>({});
  const { run, busy } = useAction();
  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const er = {
      email: isEmail(email) ? null : ACCOUNT_MSG.emailInvalid,
      code: code.trim() ? null : ACCOUNT_MSG.emailCodeRequired,
    };
    setErr(er);
    if (er.email || er.code) return;
    if (
      await run(() => api('account.bindEmail', { email: email.trim(), code: code.trim() }), {
        success: ACCOUNT_MSG.emailBound,
        invalidate: USER_INFO_KEY,
      })
    )
      onDone();
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="email-form">
      <FormRow label="邮箱" required error={err.email} htmlFor="em-email" hint="仅支持 .com 或 .cn 邮箱">
        <input
          id="em-email"
          type="email"
          className="input max-w-[280px]"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={120}
        />
      </FormRow>
      <FormRow label="邮箱验证码" required error={err.code} htmlFor="em-code">
        <div className="flex max-w-[420px] gap-2">
          <input
            id="em-code"
            className="input"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            maxLength={6}
            inputMode="numeric"
          />
          <CodeButton
            enabled={isEmail(email)}
            send={async () => {
              try {
                await api('account.sendEmailCode', { email: email.trim() });
                toast.success(ACCOUNT_MSG.emailCodeSent);
                return true;
              } catch (e2) {
                notifyError(e2);
                return false;
              }
            }}
          />
        </div>
      </FormRow>
      <SubmitRow busy={busy} label="确定" />
    </form>
  );
}
