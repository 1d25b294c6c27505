'use client';
/**
 * /settlementCenter (购物车): the logged-in buyer's server cart. Quantities and removal go through the cart store (so
 * the header count, hover preview, side bar and mini cart show the same thing); the 选中 flag is kept on the server;
 * the totals and what stops checkout come from the server's settlement preview of the checked lines — nothing is
 * summed here. 询价 packages cannot be bought: they offer 加入询价篮 instead. A restricted product's line says which
 * document it needs and where the buyer stands, and a blocked 去结算 comes with the link that unblocks it.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { yuan } from '@/lib/client/orders';
import { QUICK_MSG } from '@/lib/config/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { ProductCell, productFacts } from './ProductCell';
import { LoadError, Loading } from '@/components/account/center/ui';
import { LicenceNotice, isLicenceBlocker } from '@/components/licences/LicenceNotice';
import { LineLicence } from '@/components/licences/LineLicence';
import { useCartPage } from './use-cart-page';
import { CartBlockers, CheckAll, LineActions, LineCheck, PayAmount, QtyStepper, RemoveConfirm } from './CartParts';

export function CartPage() {
  const router = useRouter();
  const cart = useCartPage();
  const { rowsQ, licencesQ, rows, checkedBuyable, preview, blockers, pricing, canSettle, money } = cart;

  if (rowsQ.isPending)
    return (
      <div className="card my-4">
        <Loading />
      </div>
    );
  if (rowsQ.isError)
    return (
      <div className="card my-4">
        <LoadError onRetry={() => void rowsQ.refetch()} />
      </div>
    );

  return (
    <div className="flex flex-col gap-4 py-4" data-testid="cart-page">
      <section className="card p-5">
        <header className="mb-3 flex items-center justify-between">
          <h1 className="section-title text-[16px]">购物车（{rows.length}）</h1>
          <Link href="/quickOrder" className="text-[13px] text-brand-600 hover:underline">
            快速下单 ›
          </Link>
        </header>
        {rows.length === 0 ? (
          <EmptyState text={QUICK_MSG.cartEmpty}>
            <Link href="/productCenter" className="btn btn-primary mt-3">
              去选购
            </Link>
          </EmptyState>
        ) : (
          <table className="table-dense w-full" data-testid="cart-table">
            <thead>
              <tr className="bg-surface text-left text-ink-500">
                <th className="w-10 p-2">
                  <CheckAll cart={cart} label="全选" />
                </th>
                <th className="p-2">商品</th>
                <th className="w-28 p-2">库存 / 货期</th>
                <th className="w-24 p-2">单价</th>
                <th className="w-32 p-2">数量</th>
                <th className="w-28 p-2">操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const d = r.prodDetailVO;
                return (
                  <tr key={r.id} className="border-t border-line align-top" data-testid="cart-row">
                    <td className="p-2 pt-4">
                      <LineCheck cart={cart} row={r} />
                    </td>
                    <td className="p-2">
                      <ProductCell
                        productId={d.productId}
                        skuId={d.prodSkuId}
                        name={d.name}
                        img={d.imgUrl}
                        facts={productFacts(d.catalogNo, d.cas, d.packageValue)}
                        note={
                          <>
                            {!d.onSale && <p className="text-xs text-danger">已下架</p>}
                            <LineLicence cls={d.licenceClass} overview={licencesQ.data} />
                          </>
                        }
                      />
                    </td>
                    <td className="p-2 pt-3 text-xs">
                      <p>{d.delivery === '现货' ? (d.stock > 0 ? `现货 ${d.stock} 件` : '缺货') : `期货`}</p>
                      <p className="text-ink-500">货期 {d.delivery || '—'}</p>
                    </td>
                    <td className="p-2 pt-3">
                      {r.price === null ? (
                        <span className="text-accent-600">询价</span>
                      ) : (
                        <span className="price">{yuan(r.price)}</span>
                      )}
                    </td>
                    <td className="p-2 pt-3">
                      <QtyStepper
                        cart={cart}
                        row={r}
                        buttonClass={() => 'btn btn-outline btn-sm px-2'}
                        inputClass="input mx-1 h-7 w-14 px-1 text-center"
                      />
                    </td>
                    <td className="p-2 pt-3 text-xs">
                      <LineActions
                        cart={cart}
                        row={r}
                        basketClass="block text-brand-600 hover:underline"
                        removeClass="text-ink-500 hover:text-danger"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      {rows.length > 0 && (
        <section
          className="card flex flex-wrap items-center justify-end gap-4 p-5 text-[13px]"
          aria-label="结算"
          data-testid="cart-summary"
        >
          <CartBlockers cart={cart} className="w-full text-right text-danger" />
          <LicenceNotice blockers={blockers} requirements={preview?.licences} align="right" testId="cart-licence" />
          {blockers.some(isLicenceBlocker) && checkedBuyable.length > 1 && (
            <p className="w-full text-right text-xs text-ink-500">也可取消勾选受限商品，先结算其他商品。</p>
          )}
          <span>
            已选{' '}
            <b className="text-brand-600" data-testid="cart-checked-count">
              {checkedBuyable.length}
            </b>{' '}
            件商品
          </span>
          <span>
            商品金额 <b data-testid="cart-goods-amount">{money(preview?.amounts.goodsAmount)}</b>
          </span>
          <span className="text-ink-500">{cart.freightNote('运费')}</span>
          <span className="text-[15px]" aria-busy={pricing}>
            合计 <PayAmount cart={cart} className="price text-[18px]" />
          </span>
          <button
            type="button"
            className="btn btn-primary btn-lg min-w-32"
            disabled={!canSettle}
            onClick={() => router.push('/settlementPage')}
            data-testid="cart-settle"
            title={checkedBuyable.length === 0 ? QUICK_MSG.nothingChecked : blockers[0]?.message}
          >
            去结算
          </button>
        </section>
      )}

      <RemoveConfirm cart={cart} />
    </div>
  );
}
