'use client';
/** Route error boundary: message, 返回首页 and 重试. */
import Link from 'next/link';
import { useEffect } from 'react';
import { CHROME, E } from '@/lib/config/messages';
import { DesktopStyles } from './desktop-styles';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="page-width flex flex-col items-center py-24 text-center" role="alert">
      <DesktopStyles />
      <span
        className="flex h-16 w-16 items-center justify-center rounded-full bg-accent-50 text-3xl font-bold text-accent-500"
        aria-hidden="true"
      >
        !
      </span>
      <h1 className="mt-6 text-2xl font-semibold text-ink-900">{CHROME.errorTitle}</h1>
      <p className="mt-2 text-ink-500" data-testid="error-message">
        {E.internal}
      </p>
      {error.digest && <p className="mt-1 text-xs text-ink-500">错误编号：{error.digest}</p>}
      <div className="mt-8 flex gap-3">
        <button type="button" className="btn btn-primary btn-lg" onClick={() => reset()}>
          {CHROME.retry}
        </button>
        <Link href="/" className="btn btn-outline btn-lg">
          {CHROME.backHome}
        </Link>
      </div>
    </div>
  );
}
