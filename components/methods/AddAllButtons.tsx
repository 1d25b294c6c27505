'use client';
/**
 * One click adds every listed standard/impurity (its first, smallest package) to the inquiry basket or the cart.
 * Products without any package cannot be added; 询价 packages (no price, spec §5) go to the basket only — the cart
 * needs a price, as on the goods page. Each button says how many it will add; the toast says what was left out.
 */
import { useState } from 'react';
import { basketStore, cartStore } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { addAllMessage, addAllPlan, type AddAllItem } from './add-all-plan';

export { addAllMessage, addAllPlan, toNewItems, type AddAllItem } from './add-all-plan';

export function AddAllButtons({
  items,
  show = 'both',
  size = 'lg',
}: {
  items: AddAllItem[];
  show?: 'both' | 'basket' | 'cart';
  size?: 'lg' | 'sm';
}) {
  const [busy, setBusy] = useState(false);
  const plan = addAllPlan(items);

  const add = async (target: 'basket' | 'cart') => {
    const list = target === 'basket' ? plan.basket : plan.cart;
    if (!list.length || busy) return;
    setBusy(true);
    try {
      await (target === 'basket' ? basketStore : cartStore).addMany(list);
      toast.success(addAllMessage(target, plan));
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
        <button
          type="button"
          className={`${cls} btn-primary`}
          disabled={!plan.basket.length || busy}
          onClick={() => add('basket')}
          data-testid="add-all-basket"
        >
          全部加入询价篮（{plan.basket.length}）
        </button>
      )}
      {show !== 'basket' && (
        <button
          type="button"
          className={`${cls} btn-accent`}
          disabled={!plan.cart.length || busy}
          onClick={() => add('cart')}
          title={plan.inquiryOnly ? `${plan.inquiryOnly} 种暂无价格，只能加入询价篮` : undefined}
          data-testid="add-all-cart"
        >
          全部加入购物车（{plan.cart.length}）
        </button>
      )}
    </div>
  );
}

export default AddAllButtons;
