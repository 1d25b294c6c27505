'use client';
/**
 * The phone cart (/mobileView?target=/settlementCenter): the desktop cart's data and actions (use-cart-page) as
 * phone cards — check, quantity, 删除, 加入询价篮 for 询价 packages; the server's totals and what blocks 去结算.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { EmptyState } from '@/components/ui/EmptyState';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { LicenceNotice } from '@/components/licences/LicenceNotice';
import { LineLicence } from '@/components/licences/LineLicence';
import { productFacts } from '@/components/cart/ProductCell';
import { useCartPage } from '@/components/cart/use-cart-page';
import * as Part from '@/components/cart/CartParts';
import { yuan } from '@/lib/client/orders';
import { QUICK_MSG } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { BottomBar, PHONE_ACCENT, PHONE_PRIMARY, PhoneLoadError, PhoneLoading, ph } from './ui';

export function PhoneCart() {
  const router = useRouter();
  const cart = useCartPage();
  const { rowsQ, licencesQ, rows, checkedBuyable, preview, blockers, pricing, canSettle } = cart;
  if (rowsQ.isPending) return <PhoneLoading />;
  if (rowsQ.isError) return <PhoneLoadError onRetry={() => void rowsQ.refetch()} />;
  if (rows.length === 0)
    return (
      <div className="bg-white py-4">
        <EmptyState text={QUICK_MSG.cartEmpty}>
          <Link prefetch={false} href={ph('/')} className={`${PHONE_PRIMARY} mt-3`}>
            去选购
          </Link>
        </EmptyState>
      </div>
    );
  return (
    <div data-testid="phone-cart">
      <ul className="divide-y divide-line bg-white">
        {rows.map((r) => {
          const d = r.prodDetailVO;
          return (
            <li key={r.id} className="flex gap-2 px-3 py-3" data-testid="phone-cart-row">
              <label className="flex h-11 w-8 shrink-0 items-center justify-center">
                <Part.LineCheck cart={cart} row={r} className="h-5 w-5 accent-brand-500" />
              </label>
              <ImageWithFallback
                src={d.imgUrl}
                alt={d.name}
                width={64}
                height={64}
                className="h-16 w-16 shrink-0 rounded border border-line object-contain"
              />
              <div className="min-w-0 flex-1">
                <Link
                  prefetch={false}
                  href={ph(goodsHref(d.productId, d.prodSkuId))}
                  className="line-clamp-2 min-h-11 text-[14px] leading-snug text-ink-900 [overflow-wrap:anywhere]"
                >
                  {d.name}
                </Link>
                <p className="mt-0.5 text-xs text-ink-500 [overflow-wrap:anywhere]">
                  {productFacts(d.catalogNo, d.cas, d.packageValue)}
                </p>
                {!d.onSale && <p className="text-xs text-danger">已下架</p>}
                <LineLicence cls={d.licenceClass} overview={licencesQ.data} />
                <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                  {r.price === null ? (
                    <span className="text-sm text-accent-600">询价</span>
                  ) : (
                    <span className="price text-[15px]">{yuan(r.price)}</span>
                  )}
                  <Part.QtyStepper
                    cart={cart}
                    row={r}
                    buttonClass={(side) =>
                      `h-11 w-11 border border-line text-lg ${side === 'l' ? 'rounded-l' : 'rounded-r'}`
                    }
                    inputClass="h-11 w-12 border-y border-line text-center text-sm"
                  />
                </div>
                <div className="flex justify-end gap-4 text-[13px]">
                  <Part.LineActions
                    cart={cart}
                    row={r}
                    basketClass="h-11 text-brand-600"
                    removeClass="h-11 text-ink-500"
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="px-4 py-2 text-[13px]">
        <Part.CartBlockers cart={cart} className="text-danger" />
        <LicenceNotice blockers={blockers} requirements={preview?.licences} testId="cart-licence" />
      </div>
      <BottomBar label="结算" testId="phone-cart-summary">
        <label className="flex h-11 shrink-0 items-center gap-1.5 text-[13px]">
          <Part.CheckAll cart={cart} className="h-5 w-5 accent-brand-500" />
          全选
        </label>
        <p className="min-w-0 flex-1 text-right text-[13px]" aria-busy={pricing}>
          合计 <Part.PayAmount cart={cart} className="price text-[16px]" />
          <span className="block text-[11px] text-ink-500">{cart.freightNote('含运费')}</span>
        </p>
        <button
          type="button"
          className={`${PHONE_ACCENT} shrink-0`}
          disabled={!canSettle}
          onClick={() => router.push(ph('/settlementPage'))}
          data-testid="cart-settle"
        >
          去结算({checkedBuyable.length})
        </button>
      </BottomBar>
      <Part.RemoveConfirm cart={cart} />
    </div>
  );
}
