'use client';
/**
 * Header entries for the cart (购物车) and the inquiry basket (询价篮): a bordered button with the count,
 * and a hover preview dropdown that closes HOVER_CLOSE_DELAY_MS after the pointer leaves (spec §2.2).
 * Guests see 登录后查看 instead of prices; the entries themselves are protected (login first).
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { useBasket, useCart, useCounts } from '@/lib/client/stores';
import { CHROME } from '@/lib/config/messages';
import { BASKET_PATH, CART_PATH, DEMANDS_PATH } from '@/lib/config/routes';
import { hasPrice, formatPrice } from '@/lib/domain/catalog/products/client';
import { CartItemRow } from './CartItemRow';
import { ProtectedLink } from './ProtectedLink';
import { useHoverMenu } from './useHoverMenu';

const MAX_PREVIEW = 5;

/** A header count: the number, or a loading mark while it is not known (never a 0 nobody answered). */
export function CountBadge({ n, testId }: { n: number | null; testId: string }) {
  return (
    <span
      className={`min-w-5 rounded-full px-1.5 text-center text-[11px] leading-5 text-white ${n !== null && n > 0 ? 'bg-accent-500' : 'bg-ink-300'}`}
      data-testid={testId}
      data-loading={n === null ? 'true' : undefined}
      aria-busy={n === null}
      aria-label={n === null ? '加载中' : undefined}
    >
      {n === null ? '…' : n > 99 ? '99+' : n}
    </span>
  );
}

/** Removes one line; a failing server delete shows its message (the server backend rolls back). */
function removeLine(col: { remove: (key: string) => void | Promise<void> }, key: string) {
  Promise.resolve(col.remove(key)).catch((e: unknown) =>
    toast.error(e instanceof Error && e.message ? e.message : '删除失败，请稍后再试'),
  );
}

export function HeaderCartEntry({ kind }: { kind: 'cart' | 'basket' }) {
  const cart = useCart();
  const basket = useBasket();
  const counts = useCounts();
  const col = kind === 'cart' ? cart : basket;
  const { isLogin } = useSession();
  const menu = useHoverMenu();
  const label = kind === 'cart' ? CHROME.cart : CHROME.basket;
  const href = kind === 'cart' ? CART_PATH : BASKET_PATH;
  // The store's count: the server total once logged in (cart.total / basket.total), else the local lines.
  const count = kind === 'cart' ? counts.shoppingNumber : counts.inquiryNumber;
  const items = col.items;
  const pieces = items.reduce((n, i) => n + i.number, 0);
  const total = items.reduce((s, i) => (hasPrice(i.price) ? s + i.price * i.number : s), 0);

  return (
    <div className="relative" {...menu.bind} data-testid={`header-${kind}`}>
      <ProtectedLink
        href={href}
        className={`relative flex h-10 items-center gap-2 rounded border px-4 text-[13px] transition-colors ${
          menu.open
            ? 'border-brand-500 bg-white text-brand-600'
            : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600'
        }`}
        aria-haspopup="true"
        aria-expanded={menu.open}
      >
        <Icon name={kind === 'cart' ? 'cart' : 'basket'} size={18} className="text-brand-500" />
        {label}
        <CountBadge n={count} testId={`${kind}-count`} />
      </ProtectedLink>
      {menu.open && (
        <div className="absolute right-0 top-full z-50 w-[340px] pt-1" role="dialog" aria-label={`${label}预览`}>
          <div className="rounded border border-line bg-white shadow-[var(--shadow-pop)]">
            <div className="flex items-center justify-between border-b border-line px-3 py-2 text-xs text-ink-500">
              <span>最新加入的商品</span>
              {count !== null && count > 0 && <span>共 {count} 种</span>}
            </div>
            {items.length === 0 ? (
              <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-[13px] text-ink-500">
                <Icon name={kind === 'cart' ? 'cart' : 'basket'} size={36} className="text-ink-300" strokeWidth={1.3} />
                {kind === 'cart' ? CHROME.cartEmpty : CHROME.basketEmpty}
              </div>
            ) : (
              <ul className="scrollbar-thin max-h-[320px] divide-y divide-line overflow-y-auto">
                {items
                  .slice(-MAX_PREVIEW)
                  .reverse()
                  .map((item) => (
                    <CartItemRow
                      key={item.identityPrimaryKey}
                      item={item}
                      showPrice={isLogin}
                      onRemove={() => removeLine(col, item.identityPrimaryKey)}
                    />
                  ))}
              </ul>
            )}
            <div className="flex items-center justify-between border-t border-line bg-surface px-3 py-2.5">
              <span className="text-xs text-ink-500">
                共 <b className="text-ink-900">{pieces}</b> 件
                {kind === 'cart' && isLogin && total > 0 && (
                  <>
                    ，合计 <span className="price">{formatPrice(total)}</span>
                  </>
                )}
              </span>
              <ProtectedLink href={href} onClick={menu.close} className="btn btn-accent btn-sm">
                {kind === 'cart' ? CHROME.goOrder : CHROME.goInquiry}
              </ProtectedLink>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

/** 需求清单 entry with its count (open to guests: the demand list is kept locally). */
export function HeaderDemandEntry() {
  const { indemandNumber } = useCounts();
  return (
    <SiteLink
      prefetch={false}
      href={DEMANDS_PATH}
      className="flex h-10 items-center gap-2 rounded border border-line bg-white px-4 text-[13px] text-ink-700 transition-colors hover:border-brand-500 hover:text-brand-600"
      data-testid="header-demands"
    >
      <Icon name="list" size={18} className="text-brand-500" />
      {CHROME.demandList}
      <CountBadge n={indemandNumber} testId="demands-count" />
    </SiteLink>
  );
}
