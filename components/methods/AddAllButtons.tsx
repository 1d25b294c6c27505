'use client';
/**
 * One click adds every listed standard/impurity (its first, smallest package) to the inquiry basket or the cart.
 * Products without any package cannot be added; the button says how many will be.
 */
import { useState } from 'react';
import { basketStore, cartStore, type NewItem } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { S } from '@/lib/config/messages';

export type AddAllItem = {
  productId: number;
  skuId: number | null;
  name: string;
  price: number | null;
  src: string | null;
  packageValue: string | null;
};

export function toNewItems(items: readonly AddAllItem[]): NewItem[] {
  return items
    .filter((i): i is AddAllItem & { skuId: number } => i.skuId !== null)
    .map((i) => ({
      productId: i.productId,
      skuId: i.skuId,
      prodDetailId: i.productId,
      number: 1,
      name: i.name,
      price: i.price,
      src: i.src,
      specification: i.packageValue ? [{ name: '规格', value: i.packageValue }] : [],
    }));
}

export function AddAllButtons({ items, show = 'both', size = 'lg' }: { items: AddAllItem[]; show?: 'both' | 'basket' | 'cart'; size?: 'lg' | 'sm' }) {
  const [busy, setBusy] = useState(false);
  const addable = toNewItems(items);
  const skipped = items.length - addable.length;

  const add = async (target: 'basket' | 'cart') => {
    if (!addable.length || busy) return;
    setBusy(true);
    try {
      await (target === 'basket' ? basketStore : cartStore).addMany(addable);
      const base = target === 'basket' ? S.addedToBasket : S.addedToCart;
      toast.success(`${base}：共 ${addable.length} 种${skipped ? `（${skipped} 种暂无包装，未加入）` : ''}`);
    } catch (e) {
      toast.error(e instanceof Error && e.message ? e.message : '加入失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };

  const cls = size === 'lg' ? 'btn btn-lg' : 'btn btn-sm';
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="add-all">
      {show !== 'cart' && (
        <button type="button" className={`${cls} btn-primary`} disabled={!addable.length || busy} onClick={() => add('basket')} data-testid="add-all-basket">
          全部加入询价篮（{addable.length}）
        </button>
      )}
      {show !== 'basket' && (
        <button type="button" className={`${cls} btn-accent`} disabled={!addable.length || busy} onClick={() => add('cart')} data-testid="add-all-cart">
          全部加入购物车（{addable.length}）
        </button>
      )}
    </div>
  );
}

export default AddAllButtons;
