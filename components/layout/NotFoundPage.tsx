'use client';
/**
 * The 404 page's markup (spec §8 "Unknown page"): 'This page could not be found', a Chinese line and a link home.
 *
 * A client component although nothing in it is interactive: Next writes the root not-found tree into the RSC
 * payload of EVERY page (as the not-found boundary's fallback), so as a server component its ~4 KB of markup went
 * into every page and every first render serialised it; now the payload holds a module reference
 * (docs/decisions/0015-crawler-scale.md). app/not-found.tsx renders it and keeps the metadata.
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { PlainChrome } from '@/components/layout/PlainChrome';
import { CHROME, E } from '@/lib/config/messages';

export function NotFoundBody() {
  return (
    <div className="page-width flex flex-col items-center justify-center gap-6 py-12 sm:flex-row sm:gap-16 sm:py-24">
      <svg width="260" height="180" viewBox="0 0 260 180" fill="none" aria-hidden="true" className="max-w-full">
        <text
          x="130"
          y="118"
          textAnchor="middle"
          fontSize="112"
          fontWeight="700"
          fill="#d9eaff"
          fontFamily="Segoe UI, Roboto, Arial, sans-serif"
        >
          404
        </text>
        <g transform="translate(168 52) rotate(18)">
          <path
            d="M-14 0h28M-9 0v34l-16 34a6 6 0 0 0 5.5 8.5h39a6 6 0 0 0 5.5-8.5L18 34V0"
            stroke="#1f6fd1"
            strokeWidth="4"
            strokeLinejoin="round"
          />
          <path d="M-18 56h36" stroke="#1f6fd1" strokeWidth="4" />
          <circle cx="-4" cy="66" r="3" fill="#e8590c" />
          <circle cx="7" cy="62" r="2" fill="#e8590c" />
        </g>
        <ellipse cx="130" cy="168" rx="96" ry="6" fill="#e5e8ee" />
      </svg>
      <div>
        <h1 className="text-[26px] font-semibold text-ink-900" data-testid="not-found-title">
          {E.notFound}
        </h1>
        <p className="mt-2 text-base text-ink-500">{E.notFoundZh}</p>
        <p className="mt-1 text-[13px] text-ink-500">请检查网址是否正确，或通过首页与搜索查找您需要的内容。</p>
        <div className="mt-6 flex gap-3">
          <SiteLink href="/" className="btn btn-primary btn-lg">
            {CHROME.backHome}
          </SiteLink>
          <SiteLink href="/productCenter" className="btn btn-outline btn-lg">
            浏览产品中心
          </SiteLink>
        </div>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <PlainChrome>
      <NotFoundBody />
    </PlainChrome>
  );
}
