'use client';
/**
 * /demandsList (需求清单): products a buyer intends to buy. A guest's list lives in this browser (local storage);
 * a logged-in buyer's on the server (userBookMark/*; the header badge is userBookMark/goodsCollectList). Lines can
 * be edited (quantity, note), removed, or moved — the chosen ones — to the cart (priced packages) or the inquiry
 * basket; moving a guest's lines opens the login first (cart and basket are protected entries).
 */
import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { basketStore, cartStore, useDemand, itemKey } from '@/lib/client/stores';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { refreshDemand, yuan } from '@/lib/client/orders';
import { openLogin } from '@/lib/client/login-modal';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { QUICK_MSG, S } from '@/lib/config/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { ProductCell } from './ProductCell';
import { Loading } from '@/components/account/center/ui';

/** One line as the page shows it, from the server row or the local item. */
type Line = {
  key: string;
  id: number | null;
  productId: number;
  skuId: number;
  name: string;
  img: string | null;
  pkg: string;
  price: number | null;
  num: number;
  note: string | null;
  onSale: boolean;
};

export function DemandList() {
  const { isLogin } = useSession();
  const qc = useQueryClient();
  const local = useDemand();
  const rowsQ = useQuery({ queryKey: ['demand', 'rows'], queryFn: () => api('demand.list'), enabled: isLogin });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  const lines: Line[] = useMemo(
    () =>
      isLogin
        ? (rowsQ.data ?? []).map((r) => ({
            key: itemKey(r.prodDetailVO.productId, r.prodDetailVO.prodSkuId),
            id: r.id,
            productId: r.prodDetailVO.productId,
            skuId: r.prodDetailVO.prodSkuId,
            name: r.prodDetailVO.name,
            img: r.prodDetailVO.imgUrl,
            pkg: r.prodDetailVO.packageValue,
            price: r.price,
            num: r.num,
            note: r.note,
            onSale: r.prodDetailVO.onSale,
          }))
        : local.items.map((i) => ({
            key: i.identityPrimaryKey,
            id: null,
            productId: i.productId,
            skuId: i.skuId,
            name: i.name,
            img: i.src,
            pkg: i.specification.map((s) => s.value).join(' ') || '—',
            price: i.price,
            num: i.number,
            note: null,
            onSale: true,
          })),
    [isLogin, rowsQ.data, local.items],
  );
  const picked = lines.filter((l) => chosen.has(l.key) && l.onSale);
  const toggle = (k: string) =>
    setChosen((s) => {
      const n = new Set(s);
      if (n.has(k)) n.delete(k);
      else n.add(k);
      return n;
    });

  async function run(fn: () => Promise<unknown>, ok?: string) {
    setBusy(true);
    try {
      await fn();
      if (ok) toast.success(ok);
    } catch (err) {
      notifyError(err);
    } finally {
      if (isLogin) await refreshDemand(qc);
      setBusy(false);
    }
  }
  const setNum = (l: Line, n: number) => {
    const num = Math.min(BUYER_LIMITS.cartMaxNum, Math.max(1, Math.floor(n) || 1));
    if (num === l.num) return;
    void run(async () => (isLogin && l.id ? api('demand.update', { id: l.id, num }) : local.setNumber(l.key, num)));
  };
  const setNote = (l: Line, note: string) => {
    if (!isLogin || !l.id || note === (l.note ?? '')) return;
    void run(() => api('demand.update', { id: l.id!, note }));
  };
  const removeLines = async (ls: Line[]) => {
    for (const l of ls) {
      if (isLogin && l.id) await api('demand.delete', { id: l.id });
      else await local.remove(l.key);
    }
  };

  /** Moves the chosen lines to the cart (priced) or the basket; 询价 packages only go to the basket. */
  function move(to: 'cart' | 'basket') {
    if (picked.length === 0) return toast.warning(QUICK_MSG.nothingChecked);
    if (!isLogin) return openLogin({ returnTo: '/demandsList' });
    const ok = to === 'cart' ? picked.filter((l) => l.price !== null) : picked;
    const left = picked.length - ok.length;
    void run(
      async () => {
        const store = to === 'cart' ? cartStore : basketStore;
        await store.addMany(
          ok.map((l) => ({
            productId: l.productId,
            skuId: l.skuId,
            prodDetailId: l.productId,
            name: l.name,
            price: l.price,
            src: l.img,
            specification: [],
            number: l.num,
          })),
        );
        await removeLines(ok);
        setChosen(new Set());
        if (left) toast.warning(QUICK_MSG.inquiryStays(left));
      },
      to === 'cart' ? QUICK_MSG.movedToCart(ok.length) : QUICK_MSG.movedToBasketN(ok.length),
    );
  }

  if (isLogin && rowsQ.isPending)
    return (
      <div className="card my-4">
        <Loading />
      </div>
    );

  return (
    <div className="flex flex-col gap-4 py-4" data-testid="demand-list">
      <section className="card p-5">
        <header className="mb-3 flex items-center justify-between">
          <h1 className="section-title text-[16px]">需求清单（{lines.length}）</h1>
          {!isLogin && (
            <span className="text-xs text-ink-500">未登录时需求清单保存在本浏览器中，登录后自动同步到您的账户</span>
          )}
        </header>
        {lines.length === 0 ? (
          <EmptyState text={QUICK_MSG.demandEmpty}>
            <Link href="/productCenter" className="btn btn-primary mt-3">
              去选购
            </Link>
          </EmptyState>
        ) : (
          <table className="table-dense w-full">
            <thead>
              <tr className="bg-surface text-left text-ink-500">
                <th className="w-10 p-2">
                  <input
                    type="checkbox"
                    aria-label="全选"
                    checked={picked.length > 0 && picked.length === lines.filter((l) => l.onSale).length}
                    onChange={() =>
                      setChosen(picked.length ? new Set() : new Set(lines.filter((l) => l.onSale).map((l) => l.key)))
                    }
                  />
                </th>
                <th className="p-2">商品</th>
                <th className="w-24 p-2">单价</th>
                <th className="w-32 p-2">数量</th>
                {isLogin && <th className="w-56 p-2">备注</th>}
                <th className="w-14 p-2">操作</th>
              </tr>
            </thead>
            <tbody>
              {lines.map((l) => (
                <tr key={l.key} className="border-t border-line align-top" data-testid="demand-row">
                  <td className="p-2 pt-4">
                    <input
                      type="checkbox"
                      aria-label={`选择 ${l.name}`}
                      checked={chosen.has(l.key)}
                      disabled={!l.onSale}
                      onChange={() => toggle(l.key)}
                    />
                  </td>
                  <td className="p-2">
                    <ProductCell
                      productId={l.productId}
                      skuId={l.skuId}
                      name={l.name}
                      img={l.img}
                      size={48}
                      facts={`包装 ${l.pkg}`}
                      note={!l.onSale && <p className="text-xs text-danger">已下架</p>}
                    />
                  </td>
                  <td className="p-2 pt-3">
                    {l.price === null ? (
                      <span className="text-accent-600">询价</span>
                    ) : isLogin ? (
                      yuan(l.price)
                    ) : (
                      <span className="text-ink-500">登录后查看</span>
                    )}
                  </td>
                  <td className="p-2 pt-3">
                    <input
                      key={`${l.key}-${l.num}`}
                      className="input h-7 w-16 px-1 text-center"
                      inputMode="numeric"
                      aria-label={`${l.name} 数量`}
                      defaultValue={l.num}
                      onBlur={(e) => setNum(l, Number(e.currentTarget.value))}
                    />
                  </td>
                  {isLogin && (
                    <td className="p-2 pt-3">
                      <input
                        key={`${l.key}-note-${l.note ?? ''}`}
                        className="input h-7 w-full text-xs"
                        maxLength={200}
                        placeholder="如用途、项目（选填）"
                        aria-label={`${l.name} 备注`}
                        defaultValue={l.note ?? ''}
                        onBlur={(e) => setNote(l, e.currentTarget.value.trim())}
                      />
                    </td>
                  )}
                  <td className="p-2 pt-3">
                    <button
                      type="button"
                      className="text-xs text-ink-500 hover:text-danger"
                      disabled={busy}
                      onClick={() => void run(() => removeLines([l]), S.deleted)}
                    >
                      删除
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      {lines.length > 0 && (
        <section className="card flex items-center justify-end gap-3 p-4 text-[13px]">
          <span>
            已选 <b className="text-brand-600">{picked.length}</b> 件
          </span>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => move('basket')}
            data-testid="demand-to-basket"
          >
            加入询价篮
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => move('cart')}
            data-testid="demand-to-cart"
          >
            加入购物车
          </button>
        </section>
      )}
    </div>
  );
}
