'use client';
/**
 * The goods page's 加入购物车 / 立即购买 / 加入询价篮, shared by the desktop buy box and the phone goods view: the chosen
 * package and quantity become a cart or basket line through the stores (a guest's local cart, a buyer's server cart).
 */
import { useRouter } from '@/lib/client/route-hooks';
import { basketStore, cartStore, type NewItem } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { CATALOG_MSG, S } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products/client';
import type { GoodsSku } from '@/lib/domain/catalog/products';

export type BuyProduct = { id: number; name: string; src: string | null };

/** The largest quantity one line may take from the goods page. */
export const MAX_QTY = 9999;

export function useGoodsBuy({
  product,
  sku,
  qty,
  cartHref,
}: {
  product: BuyProduct;
  sku: GoodsSku | null;
  qty: string;
  cartHref: string;
}) {
  const router = useRouter();
  const number = Math.floor(Number(qty));
  const qtyValid = Number.isInteger(number) && number >= 1 && number <= MAX_QTY;

  function item(): (NewItem & { number: number }) | null {
    if (!sku) {
      toast.warning(CATALOG_MSG.chooseSku);
      return null;
    }
    if (!qtyValid) {
      toast.warning(CATALOG_MSG.quantityInvalid);
      return null;
    }
    return {
      productId: product.id,
      skuId: sku.id,
      prodDetailId: product.id,
      number,
      name: product.name,
      price: sku.price,
      src: product.src,
      specification: sku.specification.length ? sku.specification : [{ name: '规格', value: sku.packageValue }],
    };
  }

  async function addToCart(thenCheckout = false) {
    const it = item();
    if (!it) return;
    if (!hasPrice(it.price)) {
      toast.warning(CATALOG_MSG.inquiryOnly);
      return;
    }
    try {
      await cartStore.add(it);
      if (thenCheckout) router.push(cartHref);
      else toast.success(S.addedToCart);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }

  async function addToBasket() {
    const it = item();
    if (!it) return;
    try {
      await basketStore.add(it);
      toast.success(S.addedToBasket);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }

  return { item, addToCart, addToBasket, qtyValid, number };
}
