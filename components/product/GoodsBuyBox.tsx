'use client';
/**
 * The goods page package picker and buy actions (client island).
 *
 * - The chosen package lives in the URL (?skuId=): a click updates it with router.replace (scroll kept).
 *   The page is a cached (ISR) render shared by every ?skuId=, so the URL is read on the client: the pages router
 *   (pages/goodsDetail) renders and hydrates with empty search params, so the HTML carries the box on the default
 *   package (complete for crawlers), and <GoodsBuyBoxFromUrl> switches to the package in ?skuId= once the router
 *   has read the URL, right after hydration (same box size, no layout shift).
 * - Prices and stock come from the cached page (≤ 60 s old) and are refreshed once from the live
 *   prodproduct/getSkuList call on mount (docs/decisions/0001-page-caching.md).
 * - Guests add to the local cart / inquiry basket / demand list (lib/client/stores); 立即购买 adds to the
 *   cart and goes to /settlementCenter (spec §4).
 * - An out-of-stock package offers 到货通知 (StockAlertButton).
 */
import dynamic from 'next/dynamic';
import { useId } from 'react';
import { useSearchParams } from '@/lib/client/route-hooks';
import { CATALOG_MSG, UI } from '@/lib/config/messages';
import { formatPrice, hasPrice, pickSkuId } from '@/lib/domain/catalog/products/client';
import { OUT_OF_STOCK, deliveryLabel, stockLabel } from '@/lib/domain/catalog/products/client';
import type { GoodsSku } from '@/lib/domain/catalog/products';
import { useGoodsBuyBox, type BuyBoxProduct } from './use-goods-buy-box';

export type { BuyBoxProduct } from './use-goods-buy-box';
import { MAX_QTY } from './use-goods-buy';

// 到货通知 is code only an out-of-stock package runs: server-rendered when the page opens on one (its chunk then
// loads with the page), otherwise loaded when the buyer picks one (issue 34's JS budget).
const StockAlertButton = dynamic(() => import('./StockAlertButton').then((m) => m.StockAlertButton));

/** Cell styles once on the table (child selectors) rather than on every cell. */
const TABLE =
  'w-full border-collapse text-[13px] [&_th]:border-y [&_th]:border-line [&_th]:px-3 [&_th]:py-2 [&_th]:font-normal ' +
  '[&_td]:border-b [&_td]:border-line [&_td]:px-3 [&_td]:py-2';

function StockCell({ sku }: { sku: GoodsSku }) {
  return (
    <span className={sku.stock > 0 ? 'text-success' : 'text-ink-500'}>
      {sku.stock > 0 ? stockLabel(sku) : OUT_OF_STOCK}
    </span>
  );
}

type BuyBoxProps = { product: BuyBoxProduct; skus: GoodsSku[] };

/** The buy box on the package named by ?skuId= (else the default one). */
export function GoodsBuyBoxFromUrl(props: BuyBoxProps) {
  const raw = useSearchParams()?.get('skuId') ?? null;
  return <GoodsBuyBox {...props} selectedSkuId={pickSkuId(props.skus, raw)} />;
}

/** The buy box on a given package (GoodsBuyBoxFromUrl picks it from ?skuId=); it never reads the URL itself. */
export function GoodsBuyBox({
  product,
  skus: initialSkus,
  selectedSkuId,
}: BuyBoxProps & { selectedSkuId: number | null }) {
  const {
    skus,
    selected,
    sku,
    qty,
    setQty,
    priced,
    choose,
    addToCart,
    addToBasket,
    addToDemand,
    qtyValid,
    number,
    allInquiry,
    cartBlocked,
    cartHint,
  } = useGoodsBuyBox({
    product,
    skus: initialSkus,
    selectedSkuId,
  });
  // The cart buttons are greyed out on a 询价 package: say why (tooltip, accessible description, visible hint).
  const hintId = useId();

  return (
    <div className="mt-4" data-testid="buy-box">
      {skus.length > 0 ? (
        <table className={TABLE} aria-label="规格与价格">
          <thead>
            <tr className="bg-surface text-left text-ink-500">
              <th scope="col" className="w-10">
                <span className="sr-only">选择</span>
              </th>
              <th scope="col">规格</th>
              <th scope="col">货号</th>
              <th scope="col" className="text-right">
                单价
              </th>
              <th scope="col">库存</th>
              <th scope="col">货期</th>
            </tr>
          </thead>
          <tbody>
            {skus.map((s) => {
              const on = s.id === selected;
              return (
                <tr
                  key={s.id}
                  onClick={() => choose(s.id)}
                  aria-selected={on}
                  data-testid="sku-row"
                  data-sku-id={s.id}
                  className={`cursor-pointer transition-colors ${on ? 'bg-brand-50' : 'hover:bg-surface'}`}
                >
                  <td>
                    <input
                      type="radio"
                      name="sku"
                      checked={on}
                      onChange={() => choose(s.id)}
                      aria-label={`选择规格 ${s.packageValue}`}
                      className="h-3.5 w-3.5 accent-brand-500"
                    />
                  </td>
                  <td className={`font-medium ${on ? 'text-brand-700' : 'text-ink-900'}`}>{s.packageValue}</td>
                  <td className="font-mono text-xs text-ink-500">{s.code}</td>
                  <td className="text-right">
                    {hasPrice(s.price) ? (
                      <span className="price">{formatPrice(s.price)}</span>
                    ) : (
                      <span className="font-medium text-accent-600">{UI.inquiry}</span>
                    )}
                  </td>
                  <td>
                    <StockCell sku={s} />
                  </td>
                  <td className="text-ink-700">{deliveryLabel(s)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="rounded border border-dashed border-line bg-surface px-4 py-3 text-[13px] text-ink-500">
          暂无可售规格，请加入询价篮或联系客服。
        </p>
      )}

      <div className="mt-4 flex items-center gap-4 rounded bg-surface px-4 py-3">
        <div className="flex items-baseline gap-2">
          <span className="text-[13px] text-ink-500">价格</span>
          {sku && priced ? (
            <span className="price text-2xl" data-testid="selected-price">
              {formatPrice(sku.price as number)}
            </span>
          ) : (
            <span className="text-xl font-semibold text-accent-600" data-testid="selected-price">
              {UI.inquiry}
            </span>
          )}
          {sku && <span className="text-[13px] text-ink-500">/ {sku.packageValue}</span>}
        </div>
        <div className="ml-auto flex items-center gap-2 text-[13px] text-ink-500">
          数量
          <div className="flex h-8 items-stretch overflow-hidden rounded border border-line bg-white">
            <button
              type="button"
              className="w-8 text-ink-700 hover:bg-surface disabled:text-ink-300"
              aria-label="减少数量"
              disabled={!qtyValid || number <= 1}
              onClick={() => setQty(String(Math.max(1, number - 1)))}
            >
              −
            </button>
            <input
              value={qty}
              onChange={(e) => setQty(e.target.value.replace(/[^\d]/g, '').slice(0, 4))}
              onBlur={() => {
                if (!qtyValid) setQty('1');
              }}
              inputMode="numeric"
              aria-label="购买数量"
              aria-invalid={!qtyValid}
              className="w-12 border-x border-line text-center text-ink-900 outline-none"
            />
            <button
              type="button"
              className="w-8 text-ink-700 hover:bg-surface disabled:text-ink-300"
              aria-label="增加数量"
              disabled={qtyValid && number >= MAX_QTY}
              onClick={() => setQty(String(Math.min(MAX_QTY, (qtyValid ? number : 0) + 1)))}
            >
              +
            </button>
          </div>
        </div>
      </div>

      {!product.onSale ? (
        <p className="mt-4 rounded border border-line bg-surface px-4 py-3 text-center text-ink-500">
          {CATALOG_MSG.offShelf}
        </p>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-lg btn-primary min-w-32"
            onClick={() => addToCart(false)}
            disabled={!sku || !priced}
            title={cartBlocked ? CATALOG_MSG.inquiryOnly : undefined}
            aria-describedby={cartHint ? hintId : undefined}
            data-testid="add-to-cart"
          >
            加入购物车
          </button>
          <button
            type="button"
            className="btn btn-lg btn-accent min-w-32"
            onClick={() => addToCart(true)}
            disabled={!sku || !priced}
            title={cartBlocked ? CATALOG_MSG.inquiryOnly : undefined}
            aria-describedby={cartHint ? hintId : undefined}
          >
            立即购买
          </button>
          <button type="button" className="btn btn-lg btn-outline min-w-32" onClick={addToBasket} disabled={!sku}>
            加入询价篮
          </button>
          <button type="button" className="btn btn-lg btn-ghost" onClick={() => void addToDemand()} disabled={!sku}>
            ＋ 加入需求清单
          </button>
          {sku && priced && sku.stock <= 0 && <StockAlertButton skuId={sku.id} />}
        </div>
      )}
      {cartHint && product.onSale ? (
        <p id={hintId} className="mt-3 text-xs text-accent-600" data-testid="cart-disabled-hint">
          {cartHint}
        </p>
      ) : (
        allInquiry && product.onSale && <p className="mt-3 text-xs text-accent-600">{CATALOG_MSG.allInquiry}</p>
      )}
    </div>
  );
}

export default GoodsBuyBox;
