'use client';
/**
 * A product in a list: structure thumbnail, names, CAS, formula, MW, 货号, brand, lowest price (or 询价), HOT badge.
 * The thumbnail falls back to the placeholder when broken.
 *
 * A client component although only its favourite button is interactive: lists render up to 60 cards, and as a
 * server component each card's markup went into the page's RSC payload as an element tree on top of the HTML
 * (serialised, parsed and copied by the server on every render of a search page or a list page nobody opened). As
 * a client component the payload holds each card's item (ProductListItem: a few fields and its packages), and the
 * HTML is the same (docs/decisions/0015-crawler-scale.md). Lists take `cardImagePriority` from product-card-rows.ts.
 *
 *   <ProductCard item={item} />                 grid tile (default)
 *   <ProductCard item={item} view="list" />     dense row with the package table
 *
 * `loggedInPriceHint`: where prices are hidden for guests, show 登录后查看 instead of the price.
 * `priority`: the card is in the first row of a list (above the fold): its image loads eagerly with high fetch
 * priority, so the LCP element is never a lazy image. Lists pass `cardImagePriority(index)`.
 * The card title is an h3: a page puts its cards under an h2 (a visible section title or an sr-only 产品列表), so
 * the outline never skips a level.
 * Empty CAS号 / 分子式 / 分子量 (and 纯度 / 品牌 in the list view) rows are left out (product-card-rows.ts).
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { GoodsLink } from './GoodsLink';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import { StaticImage } from '@/components/ui/StaticImage';
import { HotBadge } from '@/components/ui/HotBadge';
import { UI } from '@/lib/config/messages';
import { formatPrice, hasPrice, minPrice } from '@/lib/domain/catalog/products/client';
import { brandHref, displayName, goodsHref, productImageSrc } from '@/lib/domain/catalog/products/client';
import { Formula } from './Formula';
import { CardFavorite } from './CardFavorite';
import { productCardRows, type CardRow } from './product-card-rows';

export type ProductCardProps = {
  item: ProductListItem;
  view?: 'grid' | 'list';
  loggedInPriceHint?: boolean;
  priority?: boolean;
};

function lowest(item: ProductListItem): number | null {
  return hasPrice(item.minPrice) ? item.minPrice : minPrice(item.packages.map((p) => p.price));
}

function PriceTag({ item, hint, large = false }: { item: ProductListItem; hint?: boolean; large?: boolean }) {
  if (hint) return <span className="text-[13px] text-ink-500">{UI.loginToView}</span>;
  const p = lowest(item);
  if (p === null)
    return (
      <span className={`font-medium text-accent-600 ${large ? 'text-base' : 'text-[13px]'}`} data-price="inquiry">
        {UI.inquiry}
      </span>
    );
  return (
    <span className="whitespace-nowrap" data-price={p}>
      <span className={`price ${large ? 'text-lg' : 'text-[15px]'}`}>{formatPrice(p)}</span>
      {item.packages.length > 1 && <span className="ml-0.5 text-xs text-ink-500">起</span>}
    </span>
  );
}

/** One label/value row; styled by the parent <dl className="pcard-rows"> (globals.css). */
function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function RowValue({ row, item }: { row: CardRow; item: ProductListItem }) {
  if (row.key === 'formula') return <Formula value={row.value} />;
  if (row.key === 'brand' && item.brandId && item.brandName)
    return (
      <SiteLink prefetch={false} href={brandHref(item.brandId, item.brandName)} className="hover:text-brand-600">
        {item.brandName}
      </SiteLink>
    );
  return <>{row.value}</>;
}

function Rows({ item, view }: { item: ProductListItem; view: 'grid' | 'list' }) {
  return (
    <>
      {productCardRows(item, view).map((r) => (
        <Row key={r.key} label={r.label}>
          <RowValue row={r} item={item} />
        </Row>
      ))}
    </>
  );
}

export function ProductCard({ item, view = 'grid', loggedInPriceHint = false, priority = false }: ProductCardProps) {
  const href = goodsHref(item.id);
  const name = displayName(item);
  const showEn = item.nameZh?.trim() && item.nameEn && item.nameEn !== name;
  const img = productImageSrc(item);

  if (view === 'list') {
    const inStock = item.packages.some((p) => p.stock > 0);
    return (
      <article
        className="flex gap-5 border-b border-line bg-white px-4 py-4 transition-colors hover:bg-brand-50/40"
        data-testid="product-card"
        data-product-id={item.id}
      >
        <GoodsLink
          href={href}
          className="block h-[120px] w-[120px] shrink-0 overflow-hidden rounded border border-line bg-white"
          aria-label={name}
        >
          <StaticImage
            src={img}
            alt={`${name} 结构式`}
            width={120}
            height={120}
            className="h-full w-full object-contain p-1"
            priority={priority}
          />
        </GoodsLink>
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-2 text-[15px] font-medium leading-6 text-ink-900">
            <GoodsLink href={href} className="truncate hover:text-brand-600">
              {name}
            </GoodsLink>
            {item.isHot && <HotBadge />}
            {item.isNew && <span className="badge-new">NEW</span>}
          </h3>
          {showEn && <p className="truncate text-xs leading-5 text-ink-500">{item.nameEn}</p>}
          <dl className="pcard-rows mt-1.5 grid grid-cols-3 gap-x-6 gap-y-0.5 text-[13px]">
            <Rows item={item} view="list" />
          </dl>
          {item.packages.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
              {item.packages.slice(0, 6).map((p) => (
                <li key={p.skuId}>
                  <GoodsLink
                    href={goodsHref(item.id, p.skuId)}
                    className="inline-flex items-center gap-1 rounded border border-line px-2 py-0.5 text-ink-700 hover:border-brand-500 hover:text-brand-600"
                  >
                    <span>{p.packageValue}</span>
                    <span className={hasPrice(p.price) && !loggedInPriceHint ? 'text-price' : 'text-accent-600'}>
                      {loggedInPriceHint ? UI.loginToView : hasPrice(p.price) ? formatPrice(p.price) : UI.inquiry}
                    </span>
                  </GoodsLink>
                </li>
              ))}
              {item.packages.length > 6 && (
                <li className="self-center text-ink-500">等 {item.packages.length} 个规格</li>
              )}
            </ul>
          )}
        </div>
        <div className="flex w-[150px] shrink-0 flex-col items-end justify-between text-right">
          <div className="flex items-center gap-2">
            <CardFavorite productId={item.id} name={name} />
            <PriceTag item={item} hint={loggedInPriceHint} large />
          </div>
          <span className={`text-xs ${inStock ? 'text-success' : 'text-ink-500'}`}>
            {inStock ? '现货' : item.packages.length ? '期货' : ''}
          </span>
          <GoodsLink href={href} className="btn btn-outline btn-sm">
            查看详情
          </GoodsLink>
        </div>
      </article>
    );
  }

  return (
    <article className="pcard" data-testid="product-card" data-product-id={item.id}>
      {(item.isHot || item.isNew) && (
        <div className="pcard-flags">
          {item.isHot && <HotBadge />}
          {item.isNew && <span className="badge-new">NEW</span>}
        </div>
      )}
      <GoodsLink href={href} className="pcard-img" aria-label={name}>
        <StaticImage src={img} alt={`${name} 结构式`} width={240} height={180} priority={priority} />
      </GoodsLink>
      <div className="absolute right-2 top-2 z-[1]">
        <CardFavorite productId={item.id} name={name} />
      </div>
      <div className="pcard-body">
        <div className="pcard-head">
          <h3 className="pcard-title" title={name}>
            <GoodsLink href={href}>{name}</GoodsLink>
          </h3>
          {showEn && (
            <p className="pcard-en" title={item.nameEn}>
              {item.nameEn}
            </p>
          )}
        </div>
        <dl className="pcard-rows mt-1.5 space-y-0.5 text-xs">
          <Rows item={item} view="grid" />
        </dl>
        <div className="pcard-foot">
          <PriceTag item={item} hint={loggedInPriceHint} />
          {item.brandName && <span className="pcard-brand">{item.brandName}</span>}
        </div>
      </div>
    </article>
  );
}

export default ProductCard;
