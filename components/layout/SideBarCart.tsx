'use client';
/**
 * The side bar's slide-out cart list (spec §2.4; components/layout/SideBar.tsx): the cart's lines, the pieces and
 * total (prices hidden for guests: 登录后查看) and 去下单. Loaded on the first use of the side bar's 购物车, not with
 * every page (issue 34's JS budget); once opened it stays mounted and slides in and out.
 */
import { useEffect, useState } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { useSession } from '@/lib/client/session';
import { useCart, useCounts } from '@/lib/client/stores';
import { CHROME, UI } from '@/lib/config/messages';
import { CART_PATH } from '@/lib/config/routes';
import { formatPrice, hasPrice } from '@/lib/domain/catalog/products/price';
import { CartItemRow } from './CartItemRow';
import { ProtectedLink } from './ProtectedLink';

export function SideBarCart({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { shoppingNumber } = useCounts();
  const { isLogin } = useSession();
  const cart = useCart();
  // Mounted closed, then opened on the next frame: the first opening slides in like every later one.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setShown(open));
    return () => cancelAnimationFrame(id);
  }, [open]);

  const total = cart.items.reduce((s, i) => (hasPrice(i.price) ? s + i.price * i.number : s), 0);

  return (
    <>
      <div
        className={`fixed inset-0 z-30 bg-black/20 transition-opacity ${shown ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
        onClick={() => onClose()}
        aria-hidden="true"
      />
      <section
        id="sidebar-cart"
        aria-label="购物车列表"
        aria-hidden={!open}
        inert={!open}
        className={`fixed bottom-0 right-[60px] top-0 z-30 flex w-[340px] flex-col bg-white shadow-2xl transition-transform duration-200 ${shown ? 'translate-x-0' : 'translate-x-[calc(100%+60px)]'}`}
        data-testid="sidebar-drawer"
      >
        <header className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 className="flex items-center gap-2 text-[15px] font-medium text-ink-900">
            <Icon name="cart" size={18} className="text-brand-500" />
            {CHROME.cart}
            <span className="text-xs font-normal text-ink-500">（{shoppingNumber ?? '…'}）</span>
          </h2>
          <button type="button" onClick={() => onClose()} aria-label="关闭" className="text-ink-500 hover:text-ink-900">
            <Icon name="close" size={18} />
          </button>
        </header>
        {cart.items.length === 0 ? (
          <div className="flex flex-1 flex-col items-center justify-center gap-3 text-[13px] text-ink-500">
            <Icon name="cart" size={48} strokeWidth={1.2} className="text-ink-300" />
            {CHROME.cartEmpty}
            <SiteLink
              prefetch={false}
              href="/productCenter"
              className="btn btn-outline btn-sm"
              onClick={() => onClose()}
            >
              去逛逛
            </SiteLink>
          </div>
        ) : (
          <ul className="scrollbar-thin flex-1 divide-y divide-line overflow-y-auto">
            {cart.items.map((item) => (
              <CartItemRow
                key={item.identityPrimaryKey}
                item={item}
                showPrice={isLogin}
                onRemove={() => void cart.remove(item.identityPrimaryKey)}
              />
            ))}
          </ul>
        )}
        <footer className="border-t border-line bg-surface px-4 py-3">
          <div className="mb-2 flex justify-between text-[13px] text-ink-700">
            <span>
              共 <b>{cart.items.reduce((n, i) => n + i.number, 0)}</b> 件商品
            </span>
            {isLogin ? (
              <span className="price">{formatPrice(total)}</span>
            ) : (
              <span className="text-accent-600">{UI.loginToView}</span>
            )}
          </div>
          <ProtectedLink href={CART_PATH} className="btn btn-accent btn-lg w-full" onClick={() => onClose()}>
            {CHROME.goOrder}
          </ProtectedLink>
        </footer>
      </section>
    </>
  );
}
