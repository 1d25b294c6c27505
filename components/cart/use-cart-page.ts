'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { CartRow } from '@/lib/api/endpoints/cart';
import { basketStore, cartStore, itemKey } from '@/lib/client/stores';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { ORDER_KEYS, refreshCart, yuan } from '@/lib/client/orders';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { QUICK_MSG, S } from '@/lib/config/messages';
import { isRestricted } from '@/lib/domain/commerce/licences/client';
import { isLicenceBlocker } from '@/components/licences/LicenceNotice';

/**
 * The cart page's data and actions, shared by the desktop cart (CartPage) and the phone cart (/mobileView): the rows,
 * the server's settlement preview of the checked lines, and the writes through the cart store.
 */
export type CartPageState = ReturnType<typeof useCartPage>;

export function useCartPage() {
  const { isLogin } = useSession();
  const qc = useQueryClient();
  const rowsQ = useQuery({ queryKey: ['cart', 'rows'], queryFn: () => api('cart.list'), enabled: isLogin });
  const previewQ = useQuery({
    queryKey: ORDER_KEYS.preview('cart', null),
    queryFn: () => api('order.settlementPreview', { source: 'cart' }),
    enabled: isLogin,
  });
  const rows = rowsQ.data ?? [];
  const anyRestricted = rows.some((r) => isRestricted(r.prodDetailVO.licenceClass));
  const licencesQ = useQuery({
    queryKey: ['licence.list'],
    queryFn: () => api('licence.list'),
    enabled: isLogin && anyRestricted,
  });
  const [removing, setRemoving] = useState<CartRow | null>(null);
  const [busy, setBusy] = useState(false);

  const buyable = (r: CartRow) => r.prodDetailVO.onSale && r.price !== null;
  const checkedBuyable = rows.filter((r) => r.checked && buyable(r));
  const allChecked = rows.some(buyable) && rows.filter(buyable).every((r) => r.checked);

  async function run(fn: () => unknown) {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      notifyError(err);
    } finally {
      await refreshCart(qc);
      setBusy(false);
    }
  }
  const setChecked = (ids: number[], checked: boolean) =>
    run(() => Promise.all(ids.map((carId) => api('cart.update', { carId, checked }))));
  const setNum = (r: CartRow, n: number) => {
    const num = Math.min(BUYER_LIMITS.cartMaxNum, Math.max(1, Math.floor(n) || 1));
    if (num === r.num) return;
    void run(() => cartStore.setNumber(itemKey(r.prodDetailVO.productId, r.prodDetailVO.prodSkuId), num));
  };
  const remove = (r: CartRow) =>
    run(async () => {
      await cartStore.remove(itemKey(r.prodDetailVO.productId, r.prodDetailVO.prodSkuId));
      toast.success(S.deleted);
      setRemoving(null);
    });
  const toBasket = (r: CartRow) =>
    run(async () => {
      const d = r.prodDetailVO;
      await basketStore.add({
        productId: d.productId,
        skuId: d.prodSkuId,
        prodDetailId: d.productId,
        name: d.name,
        price: null,
        src: d.imgUrl,
        specification: d.specification,
        number: r.num,
      });
      await cartStore.remove(itemKey(d.productId, d.prodSkuId));
      toast.success(QUICK_MSG.movedToBasket);
    });

  const toggle = (r: CartRow) => setChecked([r.id], !r.checked);
  const toggleAll = () =>
    setChecked(
      rows.filter(buyable).map((r) => r.id),
      !allChecked,
    );

  const preview = previewQ.data;
  const blockers = (preview?.blockers ?? []).filter((b) => b.code !== 'NO_LINES');
  // What blocks checkout besides a missing document (LicenceNotice tells those, with the link that unblocks them).
  const otherBlockers = blockers.filter((b) => !isLicenceBlocker(b));
  // The totals are the server's (order.settlementPreview): while it has not answered for the lines shown, they read
  // 计算中 and 去结算 waits (issue 34: right after login the cart showed 合计 ¥0.00 with 去结算 enabled).
  const pricing = !preview || previewQ.isFetching || busy;
  const canSettle = checkedBuyable.length > 0 && !pricing && blockers.length === 0;
  const money = (v: number | undefined) => (pricing || v === undefined ? '计算中…' : yuan(v));
  // The freight line under the totals: nothing while pricing, else `${label} ¥x` or 免运费.
  const freightNote = (label: string) =>
    pricing || !preview ? '' : preview.amounts.freight > 0 ? `${label} ${yuan(preview.amounts.freight)}` : '免运费';

  return {
    rowsQ,
    previewQ,
    licencesQ,
    rows,
    busy,
    buyable,
    checkedBuyable,
    allChecked,
    setChecked,
    toggle,
    toggleAll,
    setNum,
    remove,
    removing,
    setRemoving,
    toBasket,
    preview,
    blockers,
    otherBlockers,
    pricing,
    canSettle,
    money,
    freightNote,
  };
}
