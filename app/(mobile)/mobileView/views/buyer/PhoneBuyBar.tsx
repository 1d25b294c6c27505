'use client';
/**
 * The phone goods page's buying (replaces 「访问电脑版下单」): choose the package and quantity, 加入购物车 or
 * 加入询价篮 through the same code as the desktop buy box (use-goods-buy: a guest's local cart, a buyer's server
 * cart), and a link to the phone cart with its count. Its controls are disabled and aria-busy until React has hydrated
 * the page: before that a tap reaches no handler and would be lost without a sign (issue 36, lib/client/use-hydrated).
 */
import Link from 'next/link';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useGoodsBuy, MAX_QTY, type BuyProduct } from '@/components/product/use-goods-buy';
import { useCounts } from '@/lib/client/stores';
import { useHydrated } from '@/lib/client/use-hydrated';
import { CART_PATH } from '@/lib/config/routes';
import { CATALOG_MSG } from '@/lib/config/messages';
import { hasPrice, pickSkuId, priceLabel } from '@/lib/domain/catalog/products/client';
import type { GoodsSku } from '@/lib/domain/catalog/products';
import { PHONE_ACCENT, PHONE_OUTLINE, ph } from './ui';

export function PhoneBuyBar({
  product,
  skus,
  onSale,
  skuId,
}: {
  product: BuyProduct;
  skus: GoodsSku[];
  onSale: boolean;
  skuId: string | null;
}) {
  const [selected, setSelected] = useState<number | null>(pickSkuId(skus, skuId));
  const [qty, setQty] = useState('1');
  const sku = skus.find((s) => s.id === selected) ?? null;
  const { addToCart, addToBasket, qtyValid, number } = useGoodsBuy({ product, sku, qty, cartHref: ph(CART_PATH) });
  const { shoppingNumber } = useCounts();
  const busy = !useHydrated();
  if (!onSale || skus.length === 0)
    return (
      <p className="border-t-8 border-surface px-4 py-4 text-center text-sm text-ink-500">{CATALOG_MSG.offShelf}</p>
    );
  const priced = !!sku && hasPrice(sku.price);
  const step = (d: number) => setQty(String(Math.min(MAX_QTY, Math.max(1, (qtyValid ? number : 1) + d))));
  return (
    <>
      <section className="border-t-8 border-surface px-4 py-3" data-testid="phone-buy" aria-busy={busy}>
        <h2 className="mb-2 text-[15px] font-medium text-ink-900">选择规格</h2>
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="选择规格">
          {skus.map((s) => (
            <label
              key={s.id}
              className={`flex min-h-11 cursor-pointer items-center gap-1 rounded border px-3 text-[13px] has-disabled:opacity-50 ${s.id === selected ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-line text-ink-700'}`}
              data-testid="phone-sku"
            >
              <input
                type="radio"
                name="phone-sku"
                className="sr-only"
                checked={s.id === selected}
                disabled={busy}
                onChange={() => setSelected(s.id)}
              />
              {s.packageValue}
              <span className="text-xs text-ink-500">{priceLabel(s.price)}</span>
            </label>
          ))}
        </div>
        <div className="mt-3 flex items-center gap-3 text-sm">
          <span className="text-ink-500">数量</span>
          <button
            type="button"
            className="h-11 w-11 rounded border border-line text-lg disabled:opacity-50"
            aria-label="减少"
            onClick={() => step(-1)}
            disabled={busy || (qtyValid && number <= 1)}
          >
            −
          </button>
          <input
            className="h-11 w-16 rounded border border-line text-center disabled:opacity-50"
            disabled={busy}
            inputMode="numeric"
            aria-label="数量"
            aria-invalid={!qtyValid}
            value={qty}
            onChange={(e) => setQty(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          <button
            type="button"
            className="h-11 w-11 rounded border border-line text-lg disabled:opacity-50"
            aria-label="增加"
            onClick={() => step(1)}
            disabled={busy || (qtyValid && number >= MAX_QTY)}
          >
            +
          </button>
        </div>
        {sku && !priced && <p className="mt-2 text-xs text-accent-600">{CATALOG_MSG.inquiryOnly}</p>}
      </section>
      <div
        className="sticky bottom-0 z-10 flex items-center gap-2 border-t border-line bg-white px-3 py-2"
        aria-busy={busy}
      >
        <Link
          prefetch={false}
          href={ph(CART_PATH)}
          className="relative flex h-11 w-12 shrink-0 flex-col items-center justify-center text-[11px] text-ink-700"
          data-testid="phone-cart-link"
        >
          <Icon name="cart" size={20} />
          购物车
          {!!shoppingNumber && (
            <span className="absolute right-0 top-0 min-w-4 rounded-full bg-danger px-1 text-[10px] leading-4 text-white">
              {shoppingNumber}
            </span>
          )}
        </Link>
        <button
          type="button"
          className={`${PHONE_OUTLINE} min-w-0 flex-1 px-2`}
          disabled={busy}
          onClick={() => void addToBasket()}
          data-testid="phone-add-basket"
        >
          加入询价篮
        </button>
        <button
          type="button"
          className={`${PHONE_ACCENT} min-w-0 flex-1 px-2`}
          disabled={busy || !priced}
          onClick={() => void addToCart()}
          data-testid="phone-add-cart"
        >
          加入购物车
        </button>
      </div>
    </>
  );
}
