/** Brand tile (brand centre) and brand logo block. Server components. */
import Link from 'next/link';
import type { BrandDTO } from '@/lib/api/endpoints/catalog';
import { brandHref } from '@/lib/domain/catalog/products';
import { StaticImage } from '@/components/ui/StaticImage';

const COLORS = ['#1559b3', '#c94a06', '#0f766e', '#7c3aed', '#b91c1c', '#0e7490', '#4d7c0f', '#9d174d'];

export function BrandLogo({
  brand,
  size = 64,
}: {
  brand: Pick<BrandDTO, 'id' | 'name' | 'code' | 'logoUrl'>;
  size?: number;
}) {
  if (brand.logoUrl) {
    return (
      <StaticImage
        src={brand.logoUrl}
        alt={`${brand.name} 标志`}
        width={size}
        height={size}
        className="rounded object-contain"
      />
    );
  }
  const text = /^[A-Za-z]/.test(brand.code) ? brand.code.slice(0, 4).toUpperCase() : brand.name.slice(0, 2);
  return (
    <span
      aria-hidden="true"
      className="flex shrink-0 items-center justify-center rounded-md font-semibold tracking-wide text-white"
      style={{
        width: size,
        height: size,
        background: COLORS[brand.id % COLORS.length],
        fontSize: Math.round(size / (text.length > 2 ? 3.6 : 2.6)),
      }}
    >
      {text}
    </span>
  );
}

export function BrandCard({ brand }: { brand: BrandDTO }) {
  return (
    <Link
      prefetch={false}
      href={brandHref(brand.id, brand.name)}
      className="card group flex gap-4 p-4 transition-shadow hover:border-brand-300 hover:shadow-pop"
      data-testid="brand-card"
    >
      <BrandLogo brand={brand} size={56} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-[15px] font-medium text-ink-900 group-hover:text-brand-600">{brand.name}</h2>
        <p className="truncate text-xs text-ink-500">
          {[brand.nameEn, brand.country].filter(Boolean).join(' · ') || brand.code}
        </p>
        <p className="mt-1.5 line-clamp-2 min-h-[2.5em] text-xs leading-5 text-ink-700">
          {brand.description ?? '\u00a0'}
        </p>
        <p className="mt-1 text-xs text-brand-600">{brand.productCount.toLocaleString('en-US')} 种产品 ›</p>
      </div>
    </Link>
  );
}
