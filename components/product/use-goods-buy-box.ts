'use client';
/**
 * The state and actions of the goods page's buy box (GoodsBuyBox.tsx): the chosen package (kept in ?skuId=), the live
 * prices and stock (refreshed once from catalog.productSkus), the quantity and the cart / basket / demand actions.
 */
import { useEffect, useMemo, useState, useTransition } from 'react';
import { usePathname, useRouter } from '@/lib/client/route-hooks';
import { api } from '@/lib/client/lazy-api';
import { silentApi } from '@/lib/client/silent-api';
import { demandStore } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { getSession } from '@/lib/client/session';
import { CATALOG_MSG } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products/client';
import type { GoodsSku } from '@/lib/domain/catalog/products';
import { CART_PATH } from '@/lib/config/routes';
import { useGoodsBuy } from './use-goods-buy';

export type BuyBoxProduct = { id: number; name: string; code: string; src: string | null; onSale: boolean };

export function useGoodsBuyBox({
  product,
  skus: initialSkus,
  selectedSkuId,
}: {
  product: BuyBoxProduct;
  skus: GoodsSku[];
  selectedSkuId: number | null;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [, startTransition] = useTransition();
  const [skus, setSkus] = useState(initialSkus);
  const [selected, setSelected] = useState<number | null>(selectedSkuId ?? initialSkus[0]?.id ?? null);
  const [qty, setQty] = useState('1');

  // Follow the URL when it changes from outside (back/forward, a link with another ?skuId=).
  useEffect(() => {
    if (selectedSkuId != null) setSelected(selectedSkuId);
  }, [selectedSkuId]);

  // Live prices and stock: the cached page may be up to a minute old.
  useEffect(() => {
    let alive = true;
    silentApi('catalog.productSkus', { id: product.id })
      .then((live) => {
        if (alive && Array.isArray(live) && live.length) setSkus(live);
      })
      .catch(() => {
        /* keep the cached values */
      });
    return () => {
      alive = false;
    };
  }, [product.id]);

  const sku = useMemo(() => skus.find((s) => s.id === selected) ?? null, [skus, selected]);
  const { item, addToCart, addToBasket, qtyValid, number } = useGoodsBuy({ product, sku, qty, cartHref: CART_PATH });
  const priced = sku ? hasPrice(sku.price) : false;

  function choose(id: number) {
    setSelected(id);
    // Read at click time (not while rendering): other query parameters are kept.
    const params = new URLSearchParams(window.location.search);
    params.set('skuId', String(id));
    startTransition(() => router.replace(`${pathname}?${params.toString()}`, { scroll: false }));
  }

  async function addToDemand() {
    const it = item();
    if (!it) return;
    // Logged in: the server keeps the demand list (the header count and /demandsList read it); a guest keeps it here.
    if (getSession().isLogin) {
      try {
        await api('demand.insert', { prodDetailId: it.prodDetailId, skuId: it.skuId, num: it.number });
        // Loaded on use: React Query and the order helpers are not part of the goods page's first load (issue 34).
        const [{ refreshDemand }, { getQueryClient }] = await Promise.all([
          import('@/lib/client/orders'),
          import('@/lib/client/query-client'),
        ]);
        await refreshDemand(getQueryClient());
      } catch (e) {
        toast.error(e instanceof Error ? e.message : String(e));
        return;
      }
    } else demandStore.add(it);
    toast.success(CATALOG_MSG.addedToDemand);
  }

  const allInquiry = skus.length > 0 && skus.every((s) => !hasPrice(s.price));
  const cartBlocked = !!sku && !priced;
  const cartHint = cartBlocked ? (allInquiry ? CATALOG_MSG.allInquiry : CATALOG_MSG.inquiryOnly) : null;

  return {
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
  };
}
