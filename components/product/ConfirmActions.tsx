'use client';
/** /productConfirmation actions: add the confirmed lines to the local cart (then settle) or to the inquiry basket. */
import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { basketStore, cartStore, type NewItem } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { CATALOG_MSG, S } from '@/lib/config/messages';
import { CART_PATH } from '@/lib/config/routes';
import { hasPrice } from '@/lib/domain/catalog/products/client';

export function ConfirmActions({ items }: { items: NewItem[] }) {
  const router = useRouter();
  const priced = items.filter((i) => hasPrice(i.price));
  const inquiry = items.filter((i) => !hasPrice(i.price));
  const hintId = useId();
  // Nothing priced: 确认并去结算 is greyed out; say why (tooltip, accessible description, visible hint).
  const cartBlocked = items.length > 0 && priced.length === 0;

  async function toCart() {
    try {
      await cartStore.addMany(priced);
      if (inquiry.length) await basketStore.addMany(inquiry);
      router.push(CART_PATH);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }
  async function toBasket() {
    try {
      await basketStore.addMany(items);
      toast.success(S.addedToBasket);
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  }

  return (
    <div className="flex items-center gap-3">
      {inquiry.length > 0 && priced.length > 0 && <span className="text-xs text-accent-600">询价规格将加入询价篮</span>}
      {cartBlocked && (
        <span id={hintId} className="text-xs text-accent-600">
          {CATALOG_MSG.inquiryOnly}
        </span>
      )}
      <button type="button" className="btn btn-lg btn-outline" onClick={toBasket} disabled={!items.length}>
        全部加入询价篮
      </button>
      <button
        type="button"
        className="btn btn-lg btn-accent"
        onClick={toCart}
        disabled={!priced.length}
        title={cartBlocked ? CATALOG_MSG.inquiryOnly : undefined}
        aria-describedby={cartBlocked ? hintId : undefined}
        data-testid="confirm-to-cart"
      >
        确认并去结算
      </button>
    </div>
  );
}

export default ConfirmActions;
