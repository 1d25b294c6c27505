'use client';
/**
 * The quick order's state and calls (快速下单), shared by the desktop page (QuickOrder.tsx) and its phone view
 * (app/(mobile)/mobileView/views/buyer/PhoneQuickOrder.tsx): match pasted text or an uploaded table on the server,
 * keep the buyer's choices among candidates and quantities, then add all chosen lines to the cart or the inquiry
 * basket in one call and go there.
 */
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { MatchSummary } from '@/lib/api/endpoints/quick-order';
import { toast } from '@/lib/client/toast';
import { refreshCart } from '@/lib/client/orders';
import { basketStore } from '@/lib/client/stores';
import { QUICK_MSG } from '@/lib/config/messages';

export type QuickLine = MatchSummary['lines'][number];
export const QUICK_STATUS: Record<QuickLine['status'], { label: string; cls: string }> = {
  found: { label: '已匹配', cls: 'text-success' },
  ambiguous: { label: '多个匹配', cls: 'text-accent-600' },
  inquiry: { label: '询价', cls: 'text-accent-600' },
  not_found: { label: '未找到', cls: 'text-danger' },
  invalid: { label: '有误', cls: 'text-danger' },
};

/** Where the buyer goes after adding: the desktop cart and basket, or their phone pages. */
export type QuickOrderHrefs = { cart: string; basket: string };
export const DESKTOP_QUICK_HREFS: QuickOrderHrefs = { cart: '/settlementCenter', basket: '/inquiryCenter' };

export function useQuickOrder(hrefs: QuickOrderHrefs = DESKTOP_QUICK_HREFS) {
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
  const chosenOf = (l: QuickLine) =>
    l.status === 'ambiguous' ? (l.candidates.find((c) => c.skuId === choice[l.lineNo]) ?? null) : l.match;
  const numOf = (l: QuickLine) => qty[l.lineNo] ?? l.qty;
  const choose = (lineNo: number, skuId: number) => setChoice((s) => ({ ...s, [lineNo]: skuId }));
  const setNum = (lineNo: number, raw: string) =>
    setQty((s) => ({ ...s, [lineNo]: Math.max(1, Math.floor(Number(raw)) || 1) }));
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
        router.push(hrefs.cart);
      } else {
        await (basketStore.backend() as { refresh?: () => Promise<void> }).refresh?.();
        router.push(hrefs.basket);
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  return { text, setText, result, busy, matchText, upload, chosenOf, numOf, choose, setNum, ready, forCart, add };
}
