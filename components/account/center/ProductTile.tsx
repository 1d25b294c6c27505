/** A product card of the favourites and footprints lists (structure image, name, 货号, CAS, price or 询价). */
import { GoodsLink } from '@/components/product/GoodsLink';
import type { ProductCardDTO } from '@/lib/api/endpoints/profile';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { formatPrice } from '@/lib/domain/catalog/products/client';
import { PLACEHOLDER_SRC as PLACEHOLDER_IMAGE } from '@/lib/ui/image-fallback';
import { UI } from '@/lib/config/messages';

export function ProductTile({
  p,
  children,
  testId,
}: {
  p: ProductCardDTO;
  children?: React.ReactNode;
  testId?: string;
}) {
  const href = goodsHref(p.productId);
  return (
    <li className="pcard" data-testid={testId}>
      <GoodsLink href={href} className="pcard-img" tabIndex={-1} aria-hidden="true">
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={p.imgUrl || PLACEHOLDER_IMAGE} alt="" loading="lazy" data-fallback />
      </GoodsLink>
      <div className="pcard-body">
        <h3 className="pcard-title line-clamp-2">
          <GoodsLink href={href}>{p.name}</GoodsLink>
        </h3>
        {p.nameEn && p.nameEn !== p.name && <p className="pcard-en">{p.nameEn}</p>}
        <dl className="pcard-rows mt-1 text-xs">
          <div>
            <dt>货号</dt>
            <dd className="font-mono">{p.catalogNo}</dd>
          </div>
          <div>
            <dt>CAS</dt>
            <dd className="font-mono">{p.cas ?? '—'}</dd>
          </div>
        </dl>
        <div className="pcard-foot mt-auto flex items-center justify-between">
          {!p.onSale ? (
            <span className="text-xs text-ink-500">已下架</span>
          ) : p.minPrice != null ? (
            <span className="price text-[14px]">{formatPrice(p.minPrice)} 起</span>
          ) : (
            <span className="text-xs text-accent-600">{UI.inquiry}</span>
          )}
          {children}
        </div>
      </div>
    </li>
  );
}
