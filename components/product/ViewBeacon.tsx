'use client';
/**
 * Counts a goods-page view for the console's conversion insight (tracking.goodsView). The page itself is cached, so
 * the browser reports the view; one call per product and page visit (strict-mode double effects are ignored), fire and
 * forget. Renders nothing.
 */
import { useEffect } from 'react';
import { silentApi } from '@/lib/client/silent-api';

const lastSent = new Map<number, number>();

export function ViewBeacon({ productId }: { productId: number }) {
  useEffect(() => {
    const now = Date.now();
    if ((lastSent.get(productId) ?? 0) > now - 2000) return;
    lastSent.set(productId, now);
    silentApi('tracking.goodsView', { productId }).catch(() => {
      // a statistic never bothers the buyer
    });
  }, [productId]);
  return null;
}
