'use client';
/**
 * The 4-character image captcha (account.getImgCode → imagBash64 + imgCodeKey): the picture is shown,
 * its key reported to the form; a click (or a change of `version`, e.g. after a failed login) loads a new one.
 * Nothing is requested until the form is `active` (first focus): captchas are rate-limited per IP, and a
 * page view that never logs in should not spend one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/client/login-flow';

export type CaptchaValue = { imgCodeKey: string | null };

export function CaptchaImage({
  version = 0,
  active = true,
  onKey,
}: {
  version?: number;
  active?: boolean;
  onKey: (key: string | null) => void;
}) {
  const [img, setImg] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [key, setKey] = useState<string | null>(null);
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    onKeyRef.current(null);
    setKey(null);
    try {
      const r = (await callApi('account.getImgCode', {})) as { imagBash64: string; imgCodeKey: string };
      if (mine !== seq.current) return;
      const src = r.imagBash64.startsWith('data:') ? r.imagBash64 : `data:image/png;base64,${r.imagBash64}`;
      setImg(src);
      onKeyRef.current(r.imgCodeKey);
      setKey(r.imgCodeKey);
    } catch {
      if (mine === seq.current) setImg(null);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (active) void load();
  }, [load, version, active]);

  return (
    <button
      type="button"
      onClick={() => {
        if (active) void load(); // inactive: the focus that came with this click activates the form, which loads one
      }}
      title="看不清？换一张"
      aria-label="图形验证码，点击换一张"
      className="flex h-10 w-[110px] shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-surface text-xs text-ink-500"
      data-testid="captcha-image"
      data-key={key ?? ''}
    >
      {img ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img src={img} alt="图形验证码" className={`h-full w-full object-contain ${loading ? 'opacity-50' : ''}`} />
      ) : loading ? (
        '加载中…'
      ) : (
        '点击获取'
      )}
    </button>
  );
}
