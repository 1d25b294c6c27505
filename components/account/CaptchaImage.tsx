'use client';
/**
 * The 4-character image captcha (account.getImgCode → imagBash64 + imgCodeKey): the picture is shown,
 * its key reported to the form; a click (or a change of `version`, e.g. after a failed login) loads a new one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { callApi } from '@/lib/client/login-flow';

export type CaptchaValue = { imgCodeKey: string | null };

export function CaptchaImage({ version = 0, onKey }: { version?: number; onKey: (key: string | null) => void }) {
  const [img, setImg] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const onKeyRef = useRef(onKey);
  onKeyRef.current = onKey;
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    onKeyRef.current(null);
    try {
      const r = (await callApi('account.getImgCode', {})) as { imagBash64: string; imgCodeKey: string };
      if (mine !== seq.current) return;
      const src = r.imagBash64.startsWith('data:') ? r.imagBash64 : `data:image/png;base64,${r.imagBash64}`;
      setImg(src);
      onKeyRef.current(r.imgCodeKey);
    } catch {
      if (mine === seq.current) setImg(null);
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, version]);

  return (
    <button
      type="button"
      onClick={() => void load()}
      title="看不清？换一张"
      aria-label="图形验证码，点击换一张"
      className="flex h-10 w-[110px] shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-surface text-xs text-ink-500"
      data-testid="captcha-image"
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
