'use client';
/**
 * Home banner carousel: banners from the `banners` table (image or a titled gradient), auto-advancing every 5 s
 * (paused while the pointer or keyboard focus is on it). Each dot is a 24×24 px button (第N张, aria-current).
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useState } from 'react';
import type { BannerDTO } from '@/lib/domain/catalog/products';

const GRADIENTS = [
  'linear-gradient(120deg, #0c3466 0%, #1559b3 55%, #1f6fd1 100%)',
  'linear-gradient(120deg, #08254a 0%, #104585 60%, #2f7fd8 100%)',
  'linear-gradient(120deg, #3b1d06 0%, #c94a06 60%, #e8590c 100%)',
];

const FALLBACK: BannerDTO[] = [
  {
    id: 0,
    title: '一站式标准物质采购平台',
    subtitle: '对照品 · 药物杂质 · 质控样品 · 药典方法配套标准品，COA 在线可查',
    imageUrl: null,
    link: '/productCenter',
  },
];

function Hexagons() {
  return (
    <svg
      className="absolute right-6 top-1/2 h-[260px] w-[300px] -translate-y-1/2 opacity-25"
      viewBox="0 0 300 260"
      fill="none"
      aria-hidden="true"
    >
      <g stroke="#fff" strokeWidth="2.5">
        <path d="M90 40 130 63v46l-40 23-40-23V63Z" />
        <path d="M130 109l40-23 40 23v46l-40 23-40-23Z" />
        <path d="M210 109l40-23M170 178v40M90 132v40l-30 18M130 63l20-30h40" />
        <circle cx="250" cy="86" r="6" fill="#fff" />
        <circle cx="190" cy="33" r="6" fill="#fff" />
      </g>
    </svg>
  );
}

export function HomeBanner({ banners }: { banners: BannerDTO[] }) {
  const list = banners.length ? banners : FALLBACK;
  const [i, setI] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (list.length < 2 || paused) return;
    const t = setInterval(() => setI((n) => (n + 1) % list.length), 5000);
    return () => clearInterval(t);
  }, [list.length, paused]);
  const current = i % list.length;
  const b = list[current]!;

  const body = b.imageUrl ? (
    // eslint-disable-next-line @next/next/no-img-element
    <img src={b.imageUrl} alt={b.title} className="h-full w-full object-cover" />
  ) : (
    <div
      className="relative flex h-full flex-col justify-center overflow-hidden px-10 text-white"
      style={{ background: GRADIENTS[i % GRADIENTS.length] }}
    >
      <Hexagons />
      <p className="text-xs tracking-[0.3em] text-white/70">REFERENCE STANDARDS</p>
      <h2 className="mt-2 max-w-[440px] text-[30px] font-semibold leading-tight">{b.title}</h2>
      {b.subtitle && <p className="mt-3 max-w-[440px] text-[14px] leading-6 text-white/85">{b.subtitle}</p>}
      {b.link && (
        <span className="mt-6 inline-flex h-9 w-fit items-center rounded bg-white px-5 text-[13px] font-medium text-brand-700">
          立即查看 ›
        </span>
      )}
    </div>
  );

  return (
    <div
      className="relative h-full overflow-hidden rounded-md"
      data-testid="home-banner"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {b.link ? (
        // The link's name is its visible text (or the image's alt): no aria-label that would differ from it.
        <SiteLink prefetch={false} href={b.link} className="block h-full">
          {body}
        </SiteLink>
      ) : (
        body
      )}
      {list.length > 1 && (
        <div className="absolute bottom-1.5 left-8 flex" role="group" aria-label="轮播图">
          {list.map((x, n) => (
            <button
              key={x.id}
              type="button"
              aria-label={`第${n + 1}张：${x.title}`}
              aria-current={n === current ? 'true' : undefined}
              onClick={() => setI(n)}
              className="group/dot flex h-6 min-w-6 items-center justify-center px-1"
              data-testid="banner-dot"
            >
              <span
                aria-hidden="true"
                className={`block h-1.5 rounded-full transition-all ${n === current ? 'w-6 bg-white' : 'w-3 bg-white/60 group-hover/dot:bg-white/90'}`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

export default HomeBanner;
