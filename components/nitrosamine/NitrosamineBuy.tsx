'use client';
/**
 * 加入购物车 / 加入询价篮 beside a matching standard on /nitrosamineRisk, in place (the buyer stays on the result):
 * the chosen package goes through the same stores as the goods page (a guest's local cart, a buyer's server cart).
 * 询价 packages (no price) go to the basket only, as on the goods page.
 */
import { useState } from 'react';
import { basketStore, cartStore } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { CATALOG_MSG, S } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products/client';

export type BuySku = { id: number; packageValue: string; price: number | null; stock: number };

export function NitrosamineBuy({ product, skus }: { product: { id: number; name: string }; skus: BuySku[] }) {
  const [skuId, setSkuId] = useState<number | null>(skus.find((s) => hasPrice(s.price))?.id ?? skus[0]?.id ?? null);
  const [busy, setBusy] = useState(false);
  const sku = skus.find((s) => s.id === skuId) ?? null;

  const add = async (target: 'cart' | 'basket') => {
    if (!sku) {
      toast.warning(CATALOG_MSG.chooseSku);
      return;
    }
    if (target === 'cart' && !hasPrice(sku.price)) {
      toast.warning(CATALOG_MSG.inquiryOnly);
      return;
    }
    setBusy(true);
    try {
      await (target === 'cart' ? cartStore : basketStore).add({
        productId: product.id,
        skuId: sku.id,
        prodDetailId: product.id,
        number: 1,
        name: product.name,
        price: sku.price,
        src: null,
        specification: [{ name: '规格', value: sku.packageValue }],
      });
      toast.success(target === 'cart' ? S.addedToCart : S.addedToBasket);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '加入失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  if (!skus.length) return <p className="mt-1.5 text-ink-500">暂无可选规格，请联系客服询价</p>;
  return (
    <div className="mt-1.5 flex flex-wrap items-center gap-2">
      <select
        className="input h-8 w-auto py-0 text-[12px]"
        value={skuId ?? ''}
        onChange={(e) => setSkuId(Number(e.target.value))}
        aria-label={`${product.name} 规格`}
        data-testid="nitrosamine-sku"
      >
        {skus.map((s) => (
          <option key={s.id} value={s.id}>
            {s.packageValue} {hasPrice(s.price) ? `¥${s.price!.toFixed(2)}` : '询价'}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        disabled={busy || !sku || !hasPrice(sku.price)}
        title={sku && !hasPrice(sku.price) ? CATALOG_MSG.inquiryOnly : undefined}
        onClick={() => void add('cart')}
        data-testid="nitrosamine-add-cart"
      >
        加入购物车
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        disabled={busy || !sku}
        onClick={() => void add('basket')}
        data-testid="nitrosamine-add-basket"
      >
        加入询价篮
      </button>
    </div>
  );
}
