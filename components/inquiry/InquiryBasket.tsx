'use client';
/**
 * /inquiryCenter (询价篮): the buyer's server basket with per-line quantity and wishes (纯度要求, 包装要求, 备注),
 * line selection, the wished delivery date, contact and remark; 提交询价 sends the chosen lines once (one
 * idempotency key per submission: a double click or a retry makes one inquiry) and opens the new inquiry.
 */
import Link from 'next/link';
import { GoodsLink } from '@/components/product/GoodsLink';
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { CartRow } from '@/lib/api/endpoints/cart';
import { basketStore, itemKey } from '@/lib/client/stores';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import {
  newSubmissionKey,
  refreshBasket,
  todayCn,
  validateContact,
  type ContactErrors,
  type ContactForm,
} from '@/lib/client/inquiries';
import { BUYER_LIMITS, INQUIRY_RULES } from '@/lib/config/constants';
import { INQUIRY_MSG, S } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { priceLabel } from '@/lib/domain/catalog/products/client';
import { ConfirmDialog } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { ImageWithFallback } from '@/components/ui/ImageWithFallback';
import { FormRow, LoadError, Loading } from '@/components/account/center/ui';

type Wish = { purityWish: string; packageWish: string; note: string };
const NO_WISH: Wish = { purityWish: '', packageWish: '', note: '' };

export function InquiryBasket() {
  const { isLogin } = useSession();
  const router = useRouter();
  const qc = useQueryClient();
  const rowsQ = useQuery({ queryKey: ['basket', 'rows'], queryFn: () => api('basket.list'), enabled: isLogin });
  const contactQ = useQuery({ queryKey: ['inquiry.contact'], queryFn: () => api('inquiry.contact'), enabled: isLogin });
  const rows = useMemo(() => rowsQ.data ?? [], [rowsQ.data]);

  const [unchecked, setUnchecked] = useState<Set<number>>(new Set());
  const [wishes, setWishes] = useState<Record<number, Wish>>({});
  const [form, setForm] = useState<ContactForm>({ contactName: '', contactPhone: '', wantedBy: '', remark: '' });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<CartRow | null>(null);
  const key = useRef<string>('');

  // Prefill the contact once it is known (never over what the buyer typed).
  useEffect(() => {
    if (contactQ.data)
      setForm((f) => ({
        ...f,
        contactName: f.contactName || contactQ.data.contactName,
        contactPhone: f.contactPhone || contactQ.data.contactPhone,
      }));
  }, [contactQ.data]);

  const chosen = rows.filter((r) => !unchecked.has(r.id) && r.prodDetailVO.onSale);
  const allChosen = rows.length > 0 && chosen.length === rows.filter((r) => r.prodDetailVO.onSale).length;
  const wishOf = (id: number) => wishes[id] ?? NO_WISH;
  const setWish = (id: number, patch: Partial<Wish>) => {
    key.current = '';
    setWishes((w) => ({ ...w, [id]: { ...(w[id] ?? NO_WISH), ...patch } }));
  };
  const toggle = (id: number) =>
    setUnchecked((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const setField = (k: keyof ContactForm, v: string) => {
    key.current = '';
    setForm((f) => ({ ...f, [k]: v }));
    setErrors((e) => ({ ...e, [k]: undefined }));
  };

  async function setNum(r: CartRow, n: number) {
    const num = Math.min(BUYER_LIMITS.cartMaxNum, Math.max(1, Math.floor(n) || 1));
    if (num === r.num) return;
    key.current = '';
    try {
      await basketStore.setNumber(itemKey(r.prodDetailVO.productId, r.prodDetailVO.prodSkuId), num);
    } catch (err) {
      notifyError(err);
    }
    await refreshBasket(qc);
  }

  async function remove(r: CartRow) {
    try {
      await basketStore.remove(itemKey(r.prodDetailVO.productId, r.prodDetailVO.prodSkuId));
      toast.success(S.deleted);
    } catch (err) {
      notifyError(err);
    }
    setRemoving(null);
    await refreshBasket(qc);
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (busy) return;
    if (chosen.length === 0) return toast.warning(INQUIRY_MSG.noLinesChosen);
    const errs = validateContact(form);
    setErrors(errs);
    if (Object.values(errs).some(Boolean)) return;
    if (!key.current) key.current = newSubmissionKey();
    setBusy(true);
    try {
      const res = await api('inquiry.submit', {
        idempotencyKey: key.current,
        lines: chosen.map((r) => ({ carId: r.id, num: r.num, ...wishOf(r.id) })),
        wantedBy: form.wantedBy || null,
        contactName: form.contactName,
        contactPhone: form.contactPhone,
        remark: form.remark || null,
      });
      toast.success(INQUIRY_MSG.submitted);
      key.current = '';
      await refreshBasket(qc);
      await qc.invalidateQueries({ queryKey: ['inquiry.counts'] });
      router.push(`/inquiryCenter/inquiryDetails/${res.id}`);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

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
    <form onSubmit={submit} className="flex flex-col gap-4 py-4" data-testid="inquiry-basket" noValidate>
      <section className="card p-5">
        <header className="mb-3 flex items-center justify-between">
          <h1 className="section-title text-[16px]">询价篮（{rows.length}）</h1>
          <Link href="/inquiryCenter/inquiryList" className="text-[13px] text-brand-600 hover:underline">
            我的询价单 ›
          </Link>
        </header>
        {rows.length === 0 ? (
          <EmptyState text={INQUIRY_MSG.basketEmpty} />
        ) : (
          <table className="table-dense w-full" data-testid="basket-table">
            <thead>
              <tr className="bg-surface text-left text-ink-500">
                <th className="w-10 p-2">
                  <input
                    type="checkbox"
                    aria-label="全选"
                    checked={allChosen}
                    onChange={() => setUnchecked(allChosen ? new Set(rows.map((r) => r.id)) : new Set())}
                  />
                </th>
                <th className="p-2">商品</th>
                <th className="w-24 p-2">参考价</th>
                <th className="w-32 p-2">数量</th>
                <th className="p-2">询价要求</th>
                <th className="w-14 p-2">操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const d = r.prodDetailVO;
                const w = wishOf(r.id);
                return (
                  <tr key={r.id} className="border-t border-line align-top" data-testid="basket-row">
                    <td className="p-2 pt-4">
                      <input
                        type="checkbox"
                        aria-label={`选择 ${d.name}`}
                        checked={!unchecked.has(r.id) && d.onSale}
                        disabled={!d.onSale}
                        onChange={() => toggle(r.id)}
                      />
                    </td>
                    <td className="p-2">
                      <div className="flex gap-3">
                        <ImageWithFallback
                          src={d.imgUrl}
                          alt={d.name}
                          width={56}
                          height={56}
                          className="h-14 w-14 shrink-0 rounded border border-line bg-white object-contain"
                        />
                        <div className="min-w-0 text-[13px]">
                          <GoodsLink
                            href={goodsHref(d.productId, d.prodSkuId)}
                            className="font-medium text-ink-900 hover:text-brand-600"
                          >
                            {d.name}
                          </GoodsLink>
                          <p className="mt-0.5 text-xs text-ink-500">
                            货号 {d.catalogNo}
                            {d.cas ? ` · CAS ${d.cas}` : ''} · 包装 {d.packageValue}
                          </p>
                          <p className="text-xs text-ink-500">
                            货期 {d.delivery || '—'}
                            {!d.onSale && <span className="ml-2 text-danger">已下架</span>}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className="p-2 pt-3">
                      {r.price === null ? (
                        <span className="text-accent-600">询价</span>
                      ) : (
                        <span className="price">{priceLabel(r.price)}</span>
                      )}
                    </td>
                    <td className="p-2 pt-3">
                      <div className="flex items-center">
                        <button
                          type="button"
                          className="btn btn-outline btn-sm px-2"
                          aria-label="减少"
                          onClick={() => void setNum(r, r.num - 1)}
                          disabled={r.num <= 1}
                        >
                          −
                        </button>
                        <input
                          key={`${r.id}-${r.num}`}
                          className="input mx-1 h-7 w-14 px-1 text-center"
                          inputMode="numeric"
                          aria-label={`${d.name} 数量`}
                          defaultValue={r.num}
                          onBlur={(e) => void setNum(r, Number(e.currentTarget.value))}
                          onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), e.currentTarget.blur())}
                        />
                        <button
                          type="button"
                          className="btn btn-outline btn-sm px-2"
                          aria-label="增加"
                          onClick={() => void setNum(r, r.num + 1)}
                        >
                          +
                        </button>
                      </div>
                    </td>
                    <td className="p-2">
                      <div className="grid grid-cols-2 gap-1.5">
                        <input
                          className="input h-7 text-xs"
                          placeholder="纯度要求，如 ≥98%"
                          maxLength={INQUIRY_RULES.wishMax}
                          aria-label="纯度要求"
                          value={w.purityWish}
                          onChange={(e) => setWish(r.id, { purityWish: e.target.value })}
                        />
                        <input
                          className="input h-7 text-xs"
                          placeholder="包装要求，如 1g×2"
                          maxLength={INQUIRY_RULES.wishMax}
                          aria-label="包装要求"
                          value={w.packageWish}
                          onChange={(e) => setWish(r.id, { packageWish: e.target.value })}
                        />
                        <input
                          className="input col-span-2 h-7 text-xs"
                          placeholder="备注（选填）"
                          maxLength={INQUIRY_RULES.lineNoteMax}
                          aria-label="商品备注"
                          value={w.note}
                          onChange={(e) => setWish(r.id, { note: e.target.value })}
                        />
                      </div>
                    </td>
                    <td className="p-2 pt-3">
                      <button
                        type="button"
                        className="text-xs text-ink-500 hover:text-danger"
                        onClick={() => setRemoving(r)}
                      >
                        删除
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </section>

      {rows.length > 0 && (
        <section className="card flex flex-col gap-3 p-5" aria-label="询价信息">
          <h2 className="section-title text-[15px]">询价信息</h2>
          <FormRow label="期望交货日期" htmlFor="iq-wanted" error={errors.wantedBy}>
            <input
              id="iq-wanted"
              type="date"
              className="input w-48"
              min={todayCn()}
              value={form.wantedBy}
              onChange={(e) => setField('wantedBy', e.target.value)}
            />
          </FormRow>
          <FormRow label="联系人" required htmlFor="iq-name" error={errors.contactName}>
            <input
              id="iq-name"
              className="input w-64"
              maxLength={INQUIRY_RULES.contactNameMax}
              value={form.contactName}
              onChange={(e) => setField('contactName', e.target.value)}
            />
          </FormRow>
          <FormRow label="联系电话" required htmlFor="iq-phone" error={errors.contactPhone}>
            <input
              id="iq-phone"
              className="input w-64"
              inputMode="tel"
              maxLength={11}
              value={form.contactPhone}
              onChange={(e) => setField('contactPhone', e.target.value)}
            />
          </FormRow>
          <FormRow label="备注" htmlFor="iq-remark" error={errors.remark}>
            <textarea
              id="iq-remark"
              className="input h-20 w-full max-w-xl py-1.5"
              maxLength={INQUIRY_RULES.noteMax}
              placeholder="如发票、资质、用途等说明（选填）"
              value={form.remark}
              onChange={(e) => setField('remark', e.target.value)}
            />
          </FormRow>
          <div className="flex items-center justify-end gap-4 border-t border-line pt-3 text-[13px]">
            <span>
              已选 <b className="text-brand-600">{chosen.length}</b> 件商品
            </span>
            <button
              type="submit"
              className="btn btn-primary btn-lg min-w-32"
              disabled={busy || chosen.length === 0}
              data-testid="inquiry-submit"
            >
              {busy ? '提交中…' : '提交询价'}
            </button>
          </div>
        </section>
      )}

      <ConfirmDialog
        open={!!removing}
        message="确定要将该商品移出询价篮吗？"
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
      />
    </form>
  );
}
