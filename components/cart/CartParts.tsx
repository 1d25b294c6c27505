'use client';
/**
 * The controls the desktop cart (CartPage) and the phone cart (/mobileView) share, over one useCartPage state: a
 * line's 选择 box, 全选, the quantity stepper, what blocks 去结算 and the 删除 confirmation. Each view passes only its
 * look (classes); what the controls do and when they are disabled is decided here once.
 */
import type { CartRow } from '@/lib/api/endpoints/cart';
import { ConfirmDialog } from '@/components/ui/Modal';
import type { CartPageState } from './use-cart-page';

/** A line's 选择 box: only a buyable line can be checked, and nothing while a write is under way. */
export function LineCheck({ cart, row, className }: { cart: CartPageState; row: CartRow; className?: string }) {
  const ok = cart.buyable(row);
  return (
    <input
      type="checkbox"
      className={className}
      aria-label={`选择 ${row.prodDetailVO.name}`}
      checked={ok && row.checked}
      disabled={!ok || cart.busy}
      onChange={() => void cart.toggle(row)}
    />
  );
}

/** 全选 over the buyable lines. */
export function CheckAll({ cart, className, label }: { cart: CartPageState; className?: string; label?: string }) {
  return (
    <input
      type="checkbox"
      className={className}
      aria-label={label}
      checked={cart.allChecked}
      disabled={cart.busy}
      onChange={() => void cart.toggleAll()}
    />
  );
}

/** − [n] +: the number is written when the field loses focus (or on Enter), clamped by the cart hook. */
export function QtyStepper({
  cart,
  row,
  buttonClass,
  inputClass,
}: {
  cart: CartPageState;
  row: CartRow;
  buttonClass: (side: 'l' | 'r') => string;
  inputClass: string;
}) {
  const { busy, setNum } = cart;
  return (
    <div className="flex items-center">
      <button
        type="button"
        className={buttonClass('l')}
        aria-label="减少"
        onClick={() => setNum(row, row.num - 1)}
        disabled={row.num <= 1 || busy}
      >
        −
      </button>
      <input
        key={`${row.id}-${row.num}`}
        className={inputClass}
        inputMode="numeric"
        aria-label={`${row.prodDetailVO.name} 数量`}
        defaultValue={row.num}
        onBlur={(e) => setNum(row, Number(e.currentTarget.value))}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), e.currentTarget.blur())}
      />
      <button
        type="button"
        className={buttonClass('r')}
        aria-label="增加"
        onClick={() => setNum(row, row.num + 1)}
        disabled={busy}
      >
        +
      </button>
    </div>
  );
}

/** What blocks 去结算 other than a missing document (LicenceNotice shows those). */
export function CartBlockers({ cart, className }: { cart: CartPageState; className: string }) {
  return cart.otherBlockers.map((b) => (
    <p key={b.code + b.skuIds.join()} className={className} data-testid="cart-blocker">
      {b.message}
    </p>
  ));
}

/** The line actions: 加入询价篮 for a 询价 package still on sale, and 删除 (confirmed in RemoveConfirm). */
export function LineActions({
  cart,
  row,
  basketClass,
  removeClass,
}: {
  cart: CartPageState;
  row: CartRow;
  basketClass: string;
  removeClass: string;
}) {
  return (
    <>
      {row.price === null && row.prodDetailVO.onSale && (
        <button type="button" className={basketClass} onClick={() => void cart.toBasket(row)}>
          加入询价篮
        </button>
      )}
      <button type="button" className={removeClass} onClick={() => cart.setRemoving(row)}>
        删除
      </button>
    </>
  );
}

export function RemoveConfirm({ cart }: { cart: CartPageState }) {
  const { removing, setRemoving, remove } = cart;
  return (
    <ConfirmDialog
      open={!!removing}
      message="确定要将该商品移出购物车吗？"
      onCancel={() => setRemoving(null)}
      onConfirm={() => removing && void remove(removing)}
    />
  );
}

/** 合计: the server's pay amount of the checked lines (计算中… while it is being priced). */
export function PayAmount({ cart, className }: { cart: CartPageState; className: string }) {
  return (
    <b className={className} data-testid="cart-pay-amount">
      {cart.money(cart.preview?.amounts.payAmount)}
    </b>
  );
}
