'use client';
/**
 * /login/wxLogin: the landing of WeChat's website authorisation (?code&state). The code is exchanged once
 * (wechat.callback); the answer is read like a poll: 3 → logged in, 1/2 → bind the phone, else an error.
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { callApi, errorMessage, type LoginResult } from '@/lib/client/login-flow';
import { takeReturnPath } from '@/lib/client/session';
import { useLoginFinisher } from './LoginFinish';
import { WECHAT_X, WeChatBindPhone } from './WeChatLogin';

type Poll = {
  code: number;
  key?: string | null;
  token?: string | null;
  nickname?: string | null;
  userInfo?: LoginResult['userInfo'];
};

export function WeChatCallback({ code, state }: { code: string | null; state: string | null }) {
  const finish = useLoginFinisher({ popup: false, returnTo: null, resolveReturnTo: () => takeReturnPath(false) });
  const [phase, setPhase] = useState<
    { kind: 'working' } | { kind: 'bind'; key: string; nickname: string | null } | { kind: 'error'; message: string }
  >(code && state ? { kind: 'working' } : { kind: 'error', message: '微信授权参数缺失，请重新扫码登录' });
  const once = useRef(false);
  const finishRef = useRef(finish);
  finishRef.current = finish;

  useEffect(() => {
    if (!code || !state || once.current) return;
    once.current = true; // an OAuth code is single use
    (async () => {
      try {
        const p = (await callApi('wechat.callback', { x: WECHAT_X, code, state })) as Poll;
        if (p.code === 3 && p.token) await finishRef.current({ token: p.token, userInfo: p.userInfo ?? null }, false);
        else if ((p.code === 1 || p.code === 2) && p.key)
          setPhase({ kind: 'bind', key: p.key, nickname: p.nickname ?? null });
        else setPhase({ kind: 'error', message: '微信授权已过期，请重新扫码' });
      } catch (err) {
        setPhase({ kind: 'error', message: errorMessage(err) });
      }
    })();
  }, [code, state]);

  if (phase.kind === 'bind')
    return (
      <WeChatBindPhone
        wechatKey={phase.key}
        nickname={phase.nickname}
        onLoggedIn={finish}
        onBack={() => window.location.assign('/login/weChatLogin')}
      />
    );
  if (phase.kind === 'working') return <p className="py-10 text-center text-ink-500">正在登录，请稍候…</p>;
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="alert">
      <p className="text-ink-700">{phase.message}</p>
      <Link prefetch={false} href="/login/weChatLogin" className="btn btn-primary">
        重新扫码登录
      </Link>
    </div>
  );
}
