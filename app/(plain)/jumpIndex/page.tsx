/**
 * Jump page: forwards to the `target` query after a short countdown. Only same-site relative paths are accepted
 * (open-redirect safe); anything else goes home.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { CHROME } from '@/lib/config/messages';
import { safeTarget } from '@/lib/config/routes';
import { JumpCountdown } from './JumpCountdown';

export const metadata: Metadata = { title: '页面跳转', robots: { index: false, follow: false } };

const JUMP_SECONDS = 3;

export default async function JumpIndexPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const target = safeTarget(sp.target);
  return (
    <div className="page-width flex flex-col items-center py-24 text-center">
      <span
        className="mb-6 h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      <h1 className="text-xl font-medium text-ink-900">正在为您跳转…</h1>
      <div className="mt-3">
        <JumpCountdown target={target} seconds={JUMP_SECONDS} />
      </div>
      <p className="mt-1 max-w-full truncate text-xs text-ink-500 sm:max-w-[720px]" title={target}>
        {target}
      </p>
      <Link href={target} replace className="btn btn-primary mt-6" data-testid="jump-now">
        {CHROME.jumpNow}
      </Link>
    </div>
  );
}
