'use client';
/**
 * /quickOrder (快速下单): paste lines of 货号 or CAS + package + quantity, or upload an .xlsx/.csv; the server matches
 * them tolerantly and the preview marks each line 已匹配 / 多个匹配 (choose) / 询价 / 未找到 / 有误; then all chosen
 * lines go to the cart (priced packages) or the inquiry basket in one call.
 */
import { GoodsLink } from '@/components/product/GoodsLink';
import { yuan } from '@/lib/client/orders';
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { QUICK_STATUS as STATUS, useQuickOrder } from './useQuickOrder';

/** Shown when the catalogue offers no example (no priced package in stock). */
export const FORMAT_HINT = '货号或 CAS 号 包装 数量';

/** `examples`: lines taken from the catalogue and matched on the server (lib/domain/commerce/quick-order/examples.ts). */
export function QuickOrder({ examples = [] }: { examples?: string[] }) {
  const { text, setText, result, busy, matchText, upload, chosenOf, numOf, choose, setNum, ready, forCart, add } =
    useQuickOrder();

  return (
    <div className="page-width flex flex-col gap-4 py-4" data-testid="quick-order">
      <section className="card p-5">
        <h1 className="section-title mb-2 text-[16px]">快速下单</h1>
        <p className="mb-3 text-[13px] text-ink-500">
          每行一个商品：货号或 CAS 号、包装、数量（空格、逗号或 Tab 分隔；全角字符、大小写、不带短横线的 CAS
          号均可识别）。也可以上传 Excel（.xlsx）或 CSV 表格，第一行可写表头“货号/CAS、包装、数量”。一次最多{' '}
          {QUICK_ORDER_LIMITS.maxLines} 行。
        </p>
        <textarea
          className="input h-40 w-full py-2 font-mono text-[13px]"
          placeholder={examples.length ? examples.join('\n') : FORMAT_HINT}
          aria-label="粘贴商品清单"
          value={text}
          maxLength={QUICK_ORDER_LIMITS.maxTextChars}
          onChange={(e) => setText(e.target.value)}
          data-testid="quick-text"
        />
        <div className="mt-3 flex items-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={matchText}
            data-testid="quick-match"
          >
            {busy ? '识别中…' : '识别商品'}
          </button>
          {examples.length > 0 && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => setText(examples.join('\n'))}
              data-testid="quick-example"
            >
              填入示例
            </button>
          )}
          <label className="btn btn-outline cursor-pointer">
            上传表格（.xlsx / .csv）
            <input
              type="file"
              accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
              className="sr-only"
              disabled={busy}
              data-testid="quick-file"
              onChange={(e) => e.target.files?.[0] && upload(e.target.files[0])}
            />
          </label>
        </div>
      </section>

      {result && (
        <section className="card p-5" data-testid="quick-preview">
          <header className="mb-3 flex items-center justify-between text-[13px]">
            <h2 className="section-title text-[15px]">识别结果</h2>
            <span className="text-ink-500">
              已匹配 {result.counts.found} · 多个匹配 {result.counts.ambiguous} · 询价 {result.counts.inquiry} · 未找到{' '}
              {result.counts.not_found} · 有误 {result.counts.invalid}
            </span>
          </header>
          <table className="table-dense w-full text-[13px]">
            <thead>
              <tr className="bg-surface text-left text-ink-500">
                <th className="w-12 p-2">行</th>
                <th className="w-40 p-2">输入</th>
                <th className="w-20 p-2">状态</th>
                <th className="p-2">商品 / 包装</th>
                <th className="w-24 p-2">单价</th>
                <th className="w-20 p-2">数量</th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((l) => {
                const c = chosenOf(l);
                return (
                  <tr
                    key={l.lineNo}
                    className="border-t border-line align-top"
                    data-testid="quick-row"
                    data-status={l.status}
                  >
                    <td className="p-2 text-ink-500">{l.lineNo}</td>
                    <td className="p-2 font-mono text-[12px]">{l.raw}</td>
                    <td className={`p-2 ${STATUS[l.status].cls}`}>{STATUS[l.status].label}</td>
                    <td className="p-2">
                      {l.status === 'ambiguous' ? (
                        <select
                          className="input w-full"
                          aria-label={`第 ${l.lineNo} 行：选择商品和包装`}
                          value={c?.skuId ?? ''}
                          onChange={(e) => choose(l.lineNo, Number(e.target.value))}
                          data-testid="quick-choose"
                        >
                          <option value="">{l.reason}</option>
                          {l.candidates.map((x) => (
                            <option key={x.skuId} value={x.skuId}>
                              {x.name}（{x.code}
                              {x.cas ? ` · CAS ${x.cas}` : ''}）· {x.packageValue} ·{' '}
                              {x.price === null ? '询价' : yuan(x.price)}
                            </option>
                          ))}
                        </select>
                      ) : c ? (
                        <>
                          <GoodsLink href={goodsHref(c.productId, c.skuId)} className="hover:text-brand-600">
                            {c.name}
                          </GoodsLink>
                          <span className="text-ink-500">
                            {' '}
                            · {c.code} · {c.packageValue} · 货期 {c.delivery}
                          </span>
                          {l.reason && <p className="text-xs text-accent-600">{l.reason}</p>}
                        </>
                      ) : (
                        <span className="text-danger">{l.reason}</span>
                      )}
                    </td>
                    <td className="p-2">{c ? (c.price === null ? '询价' : yuan(c.price)) : '—'}</td>
                    <td className="p-2">
                      <input
                        className="input h-7 w-16 px-1 text-center"
                        inputMode="numeric"
                        aria-label={`第 ${l.lineNo} 行数量`}
                        value={numOf(l)}
                        onChange={(e) => setNum(l.lineNo, e.target.value)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="mt-4 flex items-center justify-end gap-3 text-[13px]">
            <span>
              可加入购物车{' '}
              <b className="text-brand-600" data-testid="quick-cart-count">
                {forCart.length}
              </b>{' '}
              件，可询价 {ready.length} 件
            </span>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy || ready.length === 0}
              onClick={() => void add('basket')}
              data-testid="quick-to-basket"
            >
              全部加入询价篮
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy || forCart.length === 0}
              onClick={() => void add('cart')}
              data-testid="quick-to-cart"
            >
              全部加入购物车
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
