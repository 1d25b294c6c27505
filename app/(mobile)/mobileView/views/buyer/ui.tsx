'use client';
/** Small client pieces of the phone buyer views: phone links, the login wait, loading and error states, the bottom bar. */
import Link from 'next/link';
import { mobileViewHref } from '@/lib/config/routes';
import { useSession } from '@/lib/client/session';
import { useHydrated } from '@/lib/client/use-hydrated';

/** The phone page of a desktop path (every buyer link stays on phone pages). */
export const ph = (desktopPath: string) => mobileViewHref(desktopPath);

export const PHONE_BTN =
  'inline-flex h-11 items-center justify-center rounded-full px-5 text-[15px] font-medium disabled:opacity-50';
export const PHONE_PRIMARY = `${PHONE_BTN} bg-brand-500 text-white active:bg-brand-600`;
export const PHONE_ACCENT = `${PHONE_BTN} bg-accent-500 text-white active:bg-accent-600`;
export const PHONE_OUTLINE = `${PHONE_BTN} border border-line bg-white text-ink-700 active:bg-surface`;
export const PHONE_INPUT =
  'h-11 w-full rounded border border-line bg-white px-3 text-[15px] outline-none focus:border-brand-500';

export function PhoneSection({
  title,
  children,
  testId,
  extra,
}: {
  title?: string;
  children: React.ReactNode;
  testId?: string;
  extra?: React.ReactNode;
}) {
  return (
    <section className="mt-2 bg-white px-4 py-3" data-testid={testId}>
      {title && (
        <header className="mb-2 flex min-h-11 items-center justify-between gap-2">
          <h2 className="text-[15px] font-medium text-ink-900">{title}</h2>
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

export function PhoneNote({ children, testId }: { children: React.ReactNode; testId?: string }) {
  return (
    <p className="bg-white px-4 py-8 text-center text-sm text-ink-500" data-testid={testId}>
      {children}
    </p>
  );
}

export function PhoneLoading() {
  return <PhoneNote>加载中…</PhoneNote>;
}

export function PhoneLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="bg-white px-4 py-8 text-center text-sm text-ink-500">
      <p>加载失败，请稍后重试</p>
      <button type="button" className={`${PHONE_OUTLINE} mt-3`} onClick={onRetry}>
        重试
      </button>
    </div>
  );
}

/**
 * The page body once the session is known on the client: the proxy already sent a visitor without a token to the
 * phone login; a token that turned out to be invalid shows the login link here.
 */
export function SignedIn({ returnTo, children }: { returnTo: string; children: React.ReactNode }) {
  const { isLogin } = useSession();
  // The session lives in a cookie read on the client.
  const hydrated = useHydrated();
  if (!hydrated) return <PhoneLoading />;
  if (!isLogin)
    return (
      <div className="bg-white px-4 py-8 text-center text-sm text-ink-500" data-testid="phone-login-needed">
        <p>请先登录</p>
        <Link
          prefetch={false}
          href={ph(`/login?redirect=${encodeURIComponent(ph(returnTo))}`)}
          className={`${PHONE_PRIMARY} mt-3`}
        >
          登录
        </Link>
      </div>
    );
  return <>{children}</>;
}

/** A bar fixed to the bottom of the screen (totals and the page's main action). */
export function BottomBar({ children, label, testId }: { children: React.ReactNode; label: string; testId?: string }) {
  return (
    <div
      className="sticky bottom-0 z-10 flex min-h-16 items-center gap-3 border-t border-line bg-white px-4 py-2"
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
