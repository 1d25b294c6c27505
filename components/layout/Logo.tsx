/** The site logo, linking home. */
import { SiteLink } from '@/components/ui/SiteLink';
import { COMPANY } from '@/lib/config/constants';

export function Logo({ height = 48, className = '' }: { height?: number; className?: string }) {
  const width = Math.round((height * 236) / 48);
  return (
    <SiteLink
      prefetch={false}
      href="/"
      className={`inline-flex shrink-0 items-center ${className}`}
      aria-label={`${COMPANY.name} 首页`}
    >
      {/* Often the LCP element of text-heavy pages: fetched early, never lazily. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- static SVG logo */}
      <img
        src="/images/logo.svg"
        alt="标准物质商城"
        width={width}
        height={height}
        fetchPriority="high"
        decoding="async"
      />
    </SiteLink>
  );
}
