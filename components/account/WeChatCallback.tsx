'use client';
/**
 * /login/wxLogin: the landing of WeChat's website authorisation (?code&state), or with ?via=mp of the official
 * account's web authorisation inside WeChat's browser (the phone login's 微信登录). The code is exchanged once
 * (wechat.callback / wechat.publicLoginCode); the answer is read like a poll: 3 → logged in, 1/2 → bind the phone,
 * else an error. `retryHref`: where 重新登录 goes; `resolveReturnTo`: the phone view turns the saved path into a phone page.
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

const deskReturnTo = () => takeReturnPath(false);

export function WeChatCallback({
  code,
  state,
  mp = false,
  retryHref = '/login/weChatLogin',
  resolveReturnTo = deskReturnTo,
}: {
  code: string | null;
  state: string | null;
  mp?: boolean;
  retryHref?: string;
  resolveReturnTo?: () => string | null;
}) {
  const finish = useLoginFinisher({ popup: false, returnTo: null, resolveReturnTo });
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
        const p = (
          mp
            ? await callApi('wechat.publicLoginCode', { code, state })
            : await callApi('wechat.callback', { x: WECHAT_X, code, state })
        ) as Poll;
        if (p.code === 3 && p.token) await finishRef.current({ token: p.token, userInfo: p.userInfo ?? null }, false);
        else if ((p.code === 1 || p.code === 2) && p.key)
          setPhase({ kind: 'bind', key: p.key, nickname: p.nickname ?? null });
        else setPhase({ kind: 'error', message: '微信授权已过期，请重新扫码' });
      } catch (err) {
        setPhase({ kind: 'error', message: errorMessage(err) });
      }
    })();
  }, [code, state, mp]);

  if (phase.kind === 'bind')
    return (
      <WeChatBindPhone
        wechatKey={phase.key}
        nickname={phase.nickname}
        onLoggedIn={finish}
        onBack={() => window.location.assign(retryHref)}
      />
    );
  if (phase.kind === 'working') return <p className="py-10 text-center text-ink-500">正在登录，请稍候…</p>;
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="alert">
      <p className="text-ink-700">{phase.message}</p>
      <Link prefetch={false} href={retryHref} className="btn btn-primary">
        {mp ? '重新登录' : '重新扫码登录'}
      </Link>
    </div>
  );
}
