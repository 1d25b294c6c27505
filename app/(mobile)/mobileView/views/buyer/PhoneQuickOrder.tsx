'use client';
/**
 * 快速下单 on a phone (/mobileView?target=/quickOrder): paste lines of 货号 or CAS, package and quantity (commas,
 * spaces or tabs), see each line's match as a card, then all priced lines go to the phone cart. The state and the
 * calls are the desktop page's (components/quick-order/useQuickOrder.ts); only the layout is the phone's.
 */
import { GoodsLink } from '@/components/product/GoodsLink';
import { FORMAT_HINT } from '@/components/quick-order/QuickOrder';
import { QUICK_STATUS, useQuickOrder } from '@/components/quick-order/useQuickOrder';
import { yuan } from '@/lib/client/orders';
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { BottomBar, PHONE_INPUT, PHONE_OUTLINE, PHONE_PRIMARY, PhoneSection, ph } from './ui';

const PHONE_HREFS = { cart: ph('/settlementCenter'), basket: ph('/inquiryCenter') };

export function PhoneQuickOrder({ examples }: { examples: string[] }) {
  const q = useQuickOrder(PHONE_HREFS);
  return (
    <div data-testid="phone-quick-order">
      <PhoneSection>
        <p className="mb-2 text-[13px] text-ink-500">
          每行一个商品：货号或 CAS 号、包装、数量，用逗号或空格分隔。一次最多 {QUICK_ORDER_LIMITS.maxLines} 行。
        </p>
        <textarea
          className="h-36 w-full rounded border border-line px-3 py-2 font-mono text-[14px] outline-none focus:border-brand-500"
          placeholder={examples.length ? examples.join('\n') : FORMAT_HINT}
          aria-label="粘贴商品清单"
          value={q.text}
          maxLength={QUICK_ORDER_LIMITS.maxTextChars}
          onChange={(e) => q.setText(e.target.value)}
          data-testid="quick-text"
        />
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className={`${PHONE_PRIMARY} flex-1`}
            disabled={q.busy}
            onClick={q.matchText}
            data-testid="quick-match"
          >
            {q.busy ? '识别中…' : '识别商品'}
          </button>
          {examples.length > 0 && (
            <button
              type="button"
              className={PHONE_OUTLINE}
              disabled={q.busy}
              onClick={() => q.setText(examples.join('\n'))}
              data-testid="quick-example"
            >
              填入示例
            </button>
          )}
        </div>
      </PhoneSection>

      {q.result && (
        <PhoneSection title="识别结果" testId="quick-preview">
          <p className="mb-2 text-[13px] text-ink-500">
            已匹配 {q.result.counts.found} · 多个匹配 {q.result.counts.ambiguous} · 询价 {q.result.counts.inquiry} ·
            未找到 {q.result.counts.not_found} · 有误 {q.result.counts.invalid}
          </p>
          <ul className="flex flex-col gap-2">
            {q.result.lines.map((l) => {
              const c = q.chosenOf(l);
              return (
                <li
                  key={l.lineNo}
                  className="rounded border border-line p-3 text-[14px]"
                  data-testid="quick-row"
                  data-status={l.status}
                >
                  <p className="flex items-baseline justify-between gap-2">
                    <span className="min-w-0 break-all font-mono text-[13px] text-ink-500">
                      {l.lineNo}. {l.raw}
                    </span>
                    <span className={`shrink-0 ${QUICK_STATUS[l.status].cls}`}>{QUICK_STATUS[l.status].label}</span>
                  </p>
                  {l.status === 'ambiguous' ? (
                    <select
                      className={`${PHONE_INPUT} mt-2`}
                      aria-label={`第 ${l.lineNo} 行：选择商品和包装`}
                      value={c?.skuId ?? ''}
                      onChange={(e) => q.choose(l.lineNo, Number(e.target.value))}
                      data-testid="quick-choose"
                    >
                      <option value="">{l.reason}</option>
                      {l.candidates.map((x) => (
                        <option key={x.skuId} value={x.skuId}>
                          {x.name}（{x.code}）· {x.packageValue} · {x.price === null ? '询价' : yuan(x.price)}
                        </option>
                      ))}
                    </select>
                  ) : c ? (
                    <div className="mt-1">
                      <GoodsLink
                        href={goodsHref(c.productId, c.skuId)}
                        className="inline-flex min-h-11 items-center break-all text-ink-900"
                      >
                        {c.name}
                      </GoodsLink>
                      <p className="text-[13px] text-ink-500">
                        {c.code} · {c.packageValue} · 货期 {c.delivery}
                      </p>
                      {l.reason && <p className="text-xs text-accent-600">{l.reason}</p>}
                    </div>
                  ) : (
                    <p className="mt-1 text-danger">{l.reason}</p>
                  )}
                  {c && (
                    <div className="mt-2 flex items-center justify-between gap-2">
                      <span className="text-brand-600">{c.price === null ? '询价' : yuan(c.price)}</span>
                      <input
                        className="h-11 w-20 rounded border border-line text-center"
                        inputMode="numeric"
                        aria-label={`第 ${l.lineNo} 行数量`}
                        value={q.numOf(l)}
                        onChange={(e) => q.setNum(l.lineNo, e.target.value)}
                      />
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </PhoneSection>
      )}
      {q.result && (
        <BottomBar label="加入购物车" testId="quick-bar">
          <span className="flex-1 text-[13px]">
            可加入购物车{' '}
            <b className="text-brand-600" data-testid="quick-cart-count">
              {q.forCart.length}
            </b>{' '}
            件
          </span>
          <button
            type="button"
            className={PHONE_OUTLINE}
            disabled={q.busy || q.ready.length === 0}
            onClick={() => void q.add('basket')}
            data-testid="quick-to-basket"
          >
            加入询价篮
          </button>
          <button
            type="button"
            className={PHONE_PRIMARY}
            disabled={q.busy || q.forCart.length === 0}
            onClick={() => void q.add('cart')}
            data-testid="quick-to-cart"
          >
            加入购物车
          </button>
        </BottomBar>
      )}
    </div>
  );
}
