/**
 * What 一键加入 (./AddAllButtons.tsx) adds and the toast it shows: plain functions, so server code can compute them
 * too (the script-free phone pages carry the plan for public/phone-lite.js: app/(mobile)/mobileView/views/required.tsx).
 */
import type { NewItem } from '@/lib/client/stores';
import { S } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products/client';

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

/** What each button adds: every packaged item to the basket; only priced ones to the cart. */
export function addAllPlan(items: readonly AddAllItem[]) {
  const basket = toNewItems(items);
  const cart = toNewItems(items.filter((i) => hasPrice(i.price)));
  return { basket, cart, noPackage: items.length - basket.length, inquiryOnly: basket.length - cart.length };
}

/** The toast after adding: how many were added and why any were left out. */
export function addAllMessage(target: 'basket' | 'cart', plan: ReturnType<typeof addAllPlan>): string {
  const added = target === 'basket' ? plan.basket.length : plan.cart.length;
  const left: string[] = [];
  if (plan.noPackage) left.push(`${plan.noPackage} 种暂无包装`);
  if (target === 'cart' && plan.inquiryOnly) left.push(`${plan.inquiryOnly} 种暂无价格需询价`);
  return `${target === 'basket' ? S.addedToBasket : S.addedToCart}：共 ${added} 种${left.length ? `（未加入：${left.join('、')}）` : ''}`;
}
