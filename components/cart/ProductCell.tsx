/** The product cell of the buying tables (cart, demand list, settlement): image, name linked to the goods page, facts. */
import { GoodsLink } from '@/components/product/GoodsLink';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';

export function ProductCell({
  productId,
  skuId,
  name,
  img,
  facts,
  note,
  size = 56,
}: {
  productId: number | null;
  skuId: number | null;
  name: string;
  img: string | null;
  facts: string;
  note?: React.ReactNode;
  size?: 48 | 56;
}) {
  const box = size === 56 ? 'h-14 w-14' : 'h-12 w-12';
  return (
    <div className="flex gap-3">
      <ImageWithFallback
        src={img}
        alt={name}
        width={size}
        height={size}
        className={`${box} shrink-0 rounded border border-line bg-white object-contain`}
      />
      <div className="min-w-0 text-[13px]">
        {productId ? (
          <GoodsLink href={goodsHref(productId, skuId)} className="font-medium text-ink-900 hover:text-brand-600">
            {name}
          </GoodsLink>
        ) : (
          <span className="font-medium">{name}</span>
        )}
        <p className="mt-0.5 text-xs text-ink-500">{facts}</p>
        {note}
      </div>
    </div>
  );
}

/** "货号 RS-000001 · CAS 50-78-2 · 包装 10mg". */
export const productFacts = (
  code: string | null | undefined,
  cas: string | null | undefined,
  pkg: string | null | undefined,
) => `货号 ${code ?? '—'}${cas ? ` · CAS ${cas}` : ''} · 包装 ${pkg ?? '—'}`;
