'use client';
/** Last-resort error boundary (the root layout itself failed): plain HTML, no providers. */
import { CHROME, E } from '@/lib/config/messages';
import { DesktopStyles } from './desktop-styles';

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="zh-CN">
      <body>
        <DesktopStyles />
        <div
          className="flex min-h-screen flex-col items-center justify-center gap-4 bg-surface text-center"
          role="alert"
        >
          <h1 className="text-2xl font-semibold text-ink-900">{CHROME.errorTitle}</h1>
          <p className="text-ink-500">{E.internal}</p>
          {error.digest && <p className="text-xs text-ink-500">错误编号：{error.digest}</p>}
          <div className="flex gap-3">
            <button type="button" className="btn btn-primary btn-lg" onClick={() => reset()}>
              {CHROME.retry}
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- full reload on purpose */}
            <a href="/" className="btn btn-outline btn-lg">
              {CHROME.backHome}
            </a>
          </div>
        </div>
      </body>
    </html>
  );
}
