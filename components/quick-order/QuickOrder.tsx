'use client';
/**
 * /quickOrder (快速下单): paste lines of 货号 or CAS + package + quantity, or upload an .xlsx/.csv; the server matches
 * them tolerantly and the preview marks each line 已匹配 / 多个匹配 (choose) / 询价 / 未找到 / 有误; then all chosen
 * lines go to the cart (priced packages) or the inquiry basket in one call.
 */
import { GoodsLink } from '@/components/product/GoodsLink';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { MatchSummary } from '@/lib/api/endpoints/quick-order';
import { toast } from '@/lib/client/toast';
import { refreshCart, yuan } from '@/lib/client/orders';
import { basketStore } from '@/lib/client/stores';
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';
import { QUICK_MSG } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';

type Line = MatchSummary['lines'][number];
const STATUS: Record<Line['status'], { label: string; cls: string }> = {
  found: { label: '已匹配', cls: 'text-success' },
  ambiguous: { label: '多个匹配', cls: 'text-accent-600' },
  inquiry: { label: '询价', cls: 'text-accent-600' },
  not_found: { label: '未找到', cls: 'text-danger' },
  invalid: { label: '有误', cls: 'text-danger' },
};
/** Shown when the catalogue offers no example (no priced package in stock). */
const FORMAT_HINT = '货号或 CAS 号 包装 数量';

/** `examples`: lines taken from the catalogue and matched on the server (lib/domain/commerce/quick-order/examples.ts). */
export function QuickOrder({ examples = [] }: { examples?: string[] }) {
  const router = useRouter();
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [result, setResult] = useState<MatchSummary | null>(null);
  const [choice, setChoice] = useState<Record<number, number>>({});
  const [qty, setQty] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState(false);

  async function run(fn: () => Promise<MatchSummary>) {
    setBusy(true);
    try {
      const r = await fn();
      setResult(r);
      setChoice({});
      setQty({});
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  const matchText = () =>
    text.trim() ? void run(() => api('quickOrder.match', { text })) : toast.warning(QUICK_MSG.textRequired);
  const upload = (file: File) => {
    const fd = new FormData();
    fd.append('file', file);
    void run(() => api('quickOrder.upload', fd));
  };

  /** The package a line will add: the match, or the buyer's choice among the candidates. */
  const chosenOf = (l: Line) =>
    l.status === 'ambiguous' ? (l.candidates.find((c) => c.skuId === choice[l.lineNo]) ?? null) : l.match;
  const numOf = (l: Line) => qty[l.lineNo] ?? l.qty;
  const ready = (result?.lines ?? []).map((l) => ({ l, c: chosenOf(l) })).filter((x) => x.c);
  const forCart = ready.filter((x) => x.c!.price !== null);

  async function add(target: 'cart' | 'basket') {
    const list = target === 'cart' ? forCart : ready;
    if (list.length === 0) return toast.warning(QUICK_MSG.noLinesChosen);
    setBusy(true);
    try {
      const r = await api('quickOrder.add', {
        target,
        lines: list.map((x) => ({ skuId: x.c!.skuId, num: numOf(x.l) })),
      });
      toast.success(target === 'cart' ? QUICK_MSG.addedToCart(r.added) : QUICK_MSG.addedToBasket(r.added));
      if (target === 'cart') {
        await refreshCart(qc);
        router.push('/settlementCenter');
      } else {
        await (basketStore.backend() as { refresh?: () => Promise<void> }).refresh?.();
        router.push('/inquiryCenter');
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

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
                          value={choice[l.lineNo] ?? ''}
                          onChange={(e) => setChoice((s) => ({ ...s, [l.lineNo]: Number(e.target.value) }))}
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
                        onChange={(e) =>
                          setQty((s) => ({ ...s, [l.lineNo]: Math.max(1, Math.floor(Number(e.target.value)) || 1) }))
                        }
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
