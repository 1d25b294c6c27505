'use client';
/** One cart/basket line in the mini-cart dropdown and the side-bar slide-out. Prices hidden for guests. */
import { GoodsLink } from '@/components/product/GoodsLink';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import type { LocalItem } from '@/lib/client/stores';
import { UI } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { priceLabel } from '@/lib/domain/catalog/products/client';

export function specText(item: Pick<LocalItem, 'specification'>): string {
  return item.specification
    .map((s) => (s.name ? `${s.name}：${s.value}` : s.value))
    .filter(Boolean)
    .join('；');
}

export function CartItemRow({
  item,
  showPrice,
  onRemove,
}: {
  item: LocalItem;
  showPrice: boolean;
  onRemove?: () => void;
}) {
  const spec = specText(item);
  return (
    <li className="group flex gap-3 px-3 py-2.5 hover:bg-surface">
      <GoodsLink href={goodsHref(item.productId, item.skuId)} className="shrink-0">
        <ImageWithFallback
          src={item.src}
          alt={item.name}
          width={52}
          height={52}
          className="h-[52px] w-[52px] rounded border border-line bg-white object-contain"
        />
      </GoodsLink>
      <div className="min-w-0 flex-1">
        <GoodsLink
          href={goodsHref(item.productId, item.skuId)}
          className="line-clamp-2 text-[13px] leading-snug text-ink-900 hover:text-brand-600"
          title={item.name}
        >
          {item.name}
        </GoodsLink>
        {spec && (
          <p className="mt-0.5 truncate text-xs text-ink-500" title={spec}>
            {spec}
          </p>
        )}
        <div className="mt-1 flex items-center justify-between text-xs">
          {showPrice ? (
            <span>
              <span className="price">{priceLabel(item.price)}</span>
              <span className="ml-1 text-ink-500">× {item.number}</span>
            </span>
          ) : (
            <span>
              <span className="text-accent-600" data-testid="price-hidden">
                {UI.loginToView}
              </span>
              <span className="ml-1 text-ink-500">× {item.number}</span>
            </span>
          )}
          {onRemove && (
            <button
              type="button"
              onClick={onRemove}
              className="text-ink-500 opacity-0 transition-opacity hover:text-danger group-hover:opacity-100 focus:opacity-100"
            >
              删除
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
