/** A small product card (impurities, parent drugs, method standards): structure, label, name, CAS, 货号. */
import { GoodsLink } from './GoodsLink';
import { StaticImage } from '@/components/ui/StaticImage';
import type { RelatedProduct } from '@/lib/domain/catalog/products';
import { displayName, goodsHref, productImageSrc } from '@/lib/domain/catalog/products/client';
import { Formula } from './Formula';

export function RelatedProductCard({ item }: { item: RelatedProduct }) {
  const name = displayName(item);
  const href = goodsHref(item.id);
  return (
    <article
      className="group flex gap-3 rounded border border-line bg-white p-3 transition-colors hover:border-brand-300"
      data-testid="related-card"
    >
      <GoodsLink
        href={href}
        className="block h-[84px] w-[100px] shrink-0 rounded border border-line bg-white"
        aria-label={name}
      >
        <StaticImage
          src={productImageSrc(item, { w: 140, h: 120 })}
          alt={`${name} 结构式`}
          width={100}
          height={84}
          className="h-full w-full object-contain p-1"
        />
      </GoodsLink>
      <div className="min-w-0 flex-1 text-xs leading-5">
        {item.label && (
          <span className="mb-0.5 inline-block rounded-sm bg-accent-50 px-1.5 text-[11px] font-medium text-accent-600">
            {item.label}
          </span>
        )}
        {/* h3: the card sits in an h2 section of the goods page (母体药物, 相关杂质). */}
        <h3 className="line-clamp-2 text-[13px] font-medium text-ink-900 group-hover:text-brand-600">
          <GoodsLink href={href}>{name}</GoodsLink>
        </h3>
        <p className="truncate text-ink-500">
          货号 {item.code}
          {item.cas ? ` · CAS号 ${item.cas}` : ''}
        </p>
        {item.formula && (
          <p className="truncate text-ink-500">
            <Formula value={item.formula} />
            {item.molecularWeight != null ? ` · ${item.molecularWeight.toFixed(2)}` : ''}
          </p>
        )}
      </div>
    </article>
  );
}

export default RelatedProductCard;
