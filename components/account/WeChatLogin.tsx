'use client';
/**
 * 微信登录 (spec §4 tab 0): wechat.scan gives a QR (qrcodeUrl) and scene_str; wechat.isLogin is polled every 1 s.
 * code 1/2 = scanned, no phone bound → the bind-phone form (wechat.loginReg with the SMS code);
 * code 3 = logged in (token); code 4, or 60 s without a scan → the QR is covered by a mask with 刷新.
 * A token starting with noBind_ continues on /register?token=… (the caller's onLoggedIn handles it).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { S } from '@/lib/config/messages';
import { WECHAT_POLL_INTERVAL_MS, WECHAT_QR_LIFETIME_SECONDS } from '@/lib/config/constants';
import { callApi, errorMessage, isNoBindToken, stashWechatBind, type LoginResult } from '@/lib/client/login-flow';
import { trimInput, validateBindPhone } from '@/lib/client/login-validation';
import { toast } from '@/lib/client/toast';
import { Field, FormError, SmsCodeRow, SubmitButton, sendSmsCode } from './LoginFields';
import type { OnLoggedIn } from './LoginPasswordForm';
import { SmsCodeButton } from './SmsCodeButton';

/** The {x} path segment of wx/{x}/loginReg and loginAndRegister/{x}/wxLoginCallback (the site's channel). */
export const WECHAT_X = 'pc';

type Scan = { qrcodeUrl: string; scene_str: string; expireSeconds?: number };
type Poll = {
  code: number;
  avatar?: string | null;
  nickname?: string | null;
  key?: string | null;
  token?: string | null;
  userInfo?: LoginResult['userInfo'];
};

export type WeChatPhase =
  | { kind: 'loading' }
  | { kind: 'qr'; scan: Scan; startedAt: number }
  | { kind: 'expired'; scan: Scan | null }
  | { kind: 'bind'; key: string; nickname: string | null; avatar: string | null }
  | { kind: 'error'; message: string };

/** What a poll answer means for the QR panel (pure; exported for tests). */
export function pollOutcome(p: Poll, startedAt: number, now: number): 'wait' | 'bind' | 'login' | 'expired' {
  if (p.code === 3 && p.token) return 'login';
  if ((p.code === 1 || p.code === 2) && p.key) return 'bind';
  if (p.code === 4) return 'expired';
  if (now - startedAt >= WECHAT_QR_LIFETIME_SECONDS * 1000) return 'expired';
  return 'wait';
}

export function WeChatLogin({ onLoggedIn }: { onLoggedIn: OnLoggedIn }) {
  const [phase, setPhase] = useState<WeChatPhase>({ kind: 'loading' });
  const alive = useRef(true);
  const onLoggedInRef = useRef(onLoggedIn);
  onLoggedInRef.current = onLoggedIn;

  const start = useCallback(async () => {
    setPhase({ kind: 'loading' });
    try {
      const scan = (await callApi('wechat.scan', {})) as Scan;
      if (alive.current) setPhase({ kind: 'qr', scan, startedAt: Date.now() });
    } catch (err) {
      if (alive.current) setPhase({ kind: 'error', message: errorMessage(err, '二维码加载失败，请刷新重试') });
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void start();
    return () => {
      alive.current = false;
    };
  }, [start]);

  // Poll every second while the QR is shown.
  useEffect(() => {
    if (phase.kind !== 'qr') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      if (stopped) return;
      let p: Poll;
      try {
        p = (await callApi('wechat.isLogin', { scene_str: phase.scan.scene_str }, { silent: true })) as Poll;
      } catch {
        p = { code: 0 };
      }
      if (stopped) return;
      const outcome = pollOutcome(p, phase.startedAt, Date.now());
      if (outcome === 'login') {
        stopped = true;
        try {
          await onLoggedInRef.current({ token: p.token!, userInfo: p.userInfo ?? null }, false);
        } catch (err) {
          if (alive.current) setPhase({ kind: 'error', message: errorMessage(err) });
        }
        return;
      }
      if (outcome === 'bind') {
        setPhase({ kind: 'bind', key: p.key!, nickname: p.nickname ?? null, avatar: p.avatar ?? null });
        return;
      }
      if (outcome === 'expired') {
        setPhase({ kind: 'expired', scan: phase.scan });
        return;
      }
      timer = setTimeout(() => void tick(), WECHAT_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), WECHAT_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [phase]);

  if (phase.kind === 'bind')
    return (
      <WeChatBindPhone
        wechatKey={phase.key}
        nickname={phase.nickname}
        onLoggedIn={onLoggedIn}
        onBack={() => void start()}
      />
    );

  const scan = phase.kind === 'qr' ? phase.scan : phase.kind === 'expired' ? phase.scan : null;
  const masked = phase.kind === 'expired' || phase.kind === 'error';
  return (
    <div
      className="flex flex-col items-center gap-3 py-2"
      data-testid="wechat-login"
      data-scene={scan?.scene_str ?? ''}
    >
      <div className="relative h-[180px] w-[180px] overflow-hidden rounded border border-line bg-white">
        {scan ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={scan.qrcodeUrl} alt="微信登录二维码" className="h-full w-full" data-testid="wechat-qr" />
        ) : (
          <div className="flex h-full items-center justify-center text-xs text-ink-500">
            {phase.kind === 'loading' ? '二维码加载中…' : ''}
          </div>
        )}
        {masked && (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/90 text-[13px] text-ink-700"
            data-testid="wechat-mask"
          >
            <span>{phase.kind === 'error' ? phase.message : '二维码已失效'}</span>
            <button type="button" onClick={() => void start()} className="btn btn-primary btn-sm">
              刷新
            </button>
          </div>
        )}
      </div>
      <p className="text-[13px] text-ink-700">请使用微信扫一扫登录</p>
      <p className="text-xs text-ink-500">扫码后按提示绑定手机号，即可完成登录或注册</p>
    </div>
  );
}

/** Bind-phone form after a scan without a bound phone (spec §4, §5): mobile + SMS code → wechat.loginReg. */
export function WeChatBindPhone({
  wechatKey,
  nickname,
  onLoggedIn,
  onBack,
}: {
  wechatKey: string;
  nickname: string | null;
  onLoggedIn: OnLoggedIn;
  onBack: () => void;
}) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [field, setField] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ready = !!trimInput(mobile) && !!trimInput(code);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = validateBindPhone({ mobile, code });
    setError(problem?.message ?? null);
    setField(problem?.field ?? null);
    if (problem) return;
    setBusy(true);
    try {
      const result = (await callApi('wechat.loginReg', {
        x: WECHAT_X,
        code: trimInput(code),
        key: wechatKey,
        mobile: trimInput(mobile),
      })) as LoginResult;
      toast.success(S.phoneBound);
      if (isNoBindToken(result.token))
        stashWechatBind({ token: result.token, mobile: trimInput(mobile), code: trimInput(code) });
      await onLoggedIn(result, false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="wechat-bind-form">
      <p className="text-[13px] text-ink-700">
        {nickname ? <b className="font-medium">{nickname}</b> : '微信用户'}，扫码成功！请绑定手机号完成登录
      </p>
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
      <SmsCodeRow
        value={code}
        onValue={setCode}
        invalid={field === 'code'}
        placeholder="请输入手机验证码"
        label="手机验证码"
        name="code"
      >
        <SmsCodeButton
          mobile={mobile}
          send={() => sendSmsCode({ mobile, type: 3 }, (m) => setError(m || null), S.captchaSent)}
        />
      </SmsCodeRow>
      <FormError message={error} />
      <SubmitButton ready={ready} busy={busy} testId="wechat-bind-submit">
        绑定并登录
      </SubmitButton>
      <button type="button" onClick={onBack} className="text-center text-xs text-brand-600 hover:underline">
        重新扫码
      </button>
    </form>
  );
}
