'use client';
/**
 * The phone cart (/mobileView?target=/settlementCenter): the desktop cart's data and actions (use-cart-page) as
 * phone cards — check, quantity, 删除, 加入询价篮 for 询价 packages; the server's totals and what blocks 去结算.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { EmptyState } from '@/components/ui/EmptyState';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { ConfirmDialog } from '@/components/ui/Modal';
import { LicenceNotice, isLicenceBlocker } from '@/components/licences/LicenceNotice';
import { LineLicence } from '@/components/licences/LineLicence';
import { productFacts } from '@/components/cart/ProductCell';
import { useCartPage } from '@/components/cart/use-cart-page';
import { yuan } from '@/lib/client/orders';
import { QUICK_MSG } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { BottomBar, PHONE_ACCENT, PHONE_PRIMARY, PhoneLoadError, PhoneLoading, ph } from './ui';

export function PhoneCart() {
  const router = useRouter();
  const {
    rowsQ,
    licencesQ,
    rows,
    busy,
    buyable,
    checkedBuyable,
    allChecked,
    setChecked,
    setNum,
    remove,
    removing,
    setRemoving,
    toBasket,
    preview,
    blockers,
    pricing,
    canSettle,
    money,
  } = useCartPage();
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
          const ok = buyable(r);
          return (
            <li key={r.id} className="flex gap-2 px-3 py-3" data-testid="phone-cart-row">
              <label className="flex h-11 w-8 shrink-0 items-center justify-center">
                <input
                  type="checkbox"
                  className="h-5 w-5 accent-brand-500"
                  aria-label={`选择 ${d.name}`}
                  checked={ok && r.checked}
                  disabled={!ok || busy}
                  onChange={() => void setChecked([r.id], !r.checked)}
                />
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
                  <div className="flex items-center">
                    <button
                      type="button"
                      className="h-11 w-11 rounded-l border border-line text-lg"
                      aria-label="减少"
                      onClick={() => setNum(r, r.num - 1)}
                      disabled={r.num <= 1 || busy}
                    >
                      −
                    </button>
                    <input
                      key={`${r.id}-${r.num}`}
                      className="h-11 w-12 border-y border-line text-center text-sm"
                      inputMode="numeric"
                      aria-label={`${d.name} 数量`}
                      defaultValue={r.num}
                      onBlur={(e) => setNum(r, Number(e.currentTarget.value))}
                    />
                    <button
                      type="button"
                      className="h-11 w-11 rounded-r border border-line text-lg"
                      aria-label="增加"
                      onClick={() => setNum(r, r.num + 1)}
                      disabled={busy}
                    >
                      +
                    </button>
                  </div>
                </div>
                <div className="flex justify-end gap-4 text-[13px]">
                  {r.price === null && d.onSale && (
                    <button type="button" className="h-11 text-brand-600" onClick={() => void toBasket(r)}>
                      加入询价篮
                    </button>
                  )}
                  <button type="button" className="h-11 text-ink-500" onClick={() => setRemoving(r)}>
                    删除
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="px-4 py-2 text-[13px]">
        {blockers
          .filter((b) => !isLicenceBlocker(b))
          .map((b) => (
            <p key={b.code + b.skuIds.join()} className="text-danger" data-testid="cart-blocker">
              {b.message}
            </p>
          ))}
        <LicenceNotice blockers={blockers} requirements={preview?.licences} testId="cart-licence" />
      </div>
      <BottomBar label="结算" testId="phone-cart-summary">
        <label className="flex h-11 shrink-0 items-center gap-1.5 text-[13px]">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-500"
            checked={allChecked}
            disabled={busy}
            onChange={() =>
              void setChecked(
                rows.filter(buyable).map((r) => r.id),
                !allChecked,
              )
            }
          />
          全选
        </label>
        <p className="min-w-0 flex-1 text-right text-[13px]" aria-busy={pricing}>
          合计{' '}
          <b className="price text-[16px]" data-testid="cart-pay-amount">
            {money(preview?.amounts.payAmount)}
          </b>
          <span className="block text-[11px] text-ink-500">
            {pricing
              ? ''
              : preview && preview.amounts.freight > 0
                ? `含运费 ${yuan(preview.amounts.freight)}`
                : '免运费'}
          </span>
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
      <ConfirmDialog
        open={!!removing}
        message="确定要将该商品移出购物车吗？"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </div>
  );
}
