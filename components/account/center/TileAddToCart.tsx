'use client';
/**
 * 加入购物车 on a favourites / footprints card: the product's smallest priced package (one unit, in stock first) goes
 * into the cart; a product whose packages are all 询价 links to its goods page instead.
 */
import { GoodsLink } from '@/components/product/GoodsLink';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { refreshCart } from '@/lib/client/orders';
import { toast } from '@/lib/client/toast';
import { goodsHref } from '@/lib/domain/catalog/products/client';

export function TileAddToCart({ productId, priced, onSale }: { productId: number; priced: boolean; onSale: boolean }) {
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!onSale) return null;
  if (!priced)
    return (
      <GoodsLink href={goodsHref(productId)} className="text-xs text-brand-600 hover:underline">
        去询价
      </GoodsLink>
    );
  async function add() {
    setBusy(true);
    try {
      const skus = (await api('catalog.productSkus', { id: productId })).filter((s) => s.price !== null && s.price > 0);
      const pick = skus.find((s) => s.stock > 0) ?? skus[0];
      if (!pick) return toast.warning('该商品暂无可直接购买的规格，请询价');
      await api('cart.insert', { productId, skuId: pick.id, num: 1 });
      toast.success(`已加入购物车：${pick.packageValue}`);
      await refreshCart(qc);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="text-xs text-brand-600 hover:underline"
      disabled={busy}
      onClick={() => void add()}
      data-testid="tile-add-cart"
    >
      加入购物车
    </button>
  );
}
