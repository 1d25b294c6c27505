'use client';
/**
 * The favourite hearts of list cards: every card asks for its product, and the asks of one render are gathered into
 * one favorite.statusMany request (a list page of 40 cards makes one call, not 40). Plain React state with a small
 * per-tab cache (list cards render without a React Query provider in the server-markup tests); cleared on logout.
 */
import { useEffect, useState } from 'react';
import { api } from './lazy-api';
import { useSession } from './session';

const known = new Map<number, boolean>();
let pending: { ids: Set<number>; promise: Promise<Set<number>> } | null = null;

/** Resolves with the favourited ids among those asked for in the same tick. */
function lookup(productId: number): Promise<Set<number>> {
  if (!pending) {
    const ids = new Set<number>();
    const promise = new Promise<Set<number>>((resolve, reject) => {
      queueMicrotask(() => {
        pending = null;
        api('favorite.statusMany', { productIds: [...ids] }, { silent: true }).then((r) => resolve(new Set(r)), reject);
      });
    });
    pending = { ids, promise };
  }
  pending.ids.add(productId);
  return pending.promise;
}

export function useCardFavorite(productId: number) {
  const { isLogin } = useSession();
  const [on, setOn] = useState<boolean | null>(null);
  // Server markup and the first paint are inert: the heart is enabled once React runs it (a click before that is lost).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!isLogin) {
      known.clear();
      return;
    }
    const cached = known.get(productId);
    if (cached !== undefined) {
      setOn(cached);
      return;
    }
    let live = true;
    lookup(productId)
      .then((set) => {
        known.set(productId, set.has(productId));
        if (live) setOn(set.has(productId));
      })
      .catch(() => live && setOn(false));
    return () => {
      live = false;
    };
  }, [isLogin, productId]);
  return {
    isLogin,
    on: isLogin && on === true,
    ready: mounted && (!isLogin || on !== null),
    set: (v: boolean) => {
      known.set(productId, v);
      setOn(v);
      // React Query loads with the click, not with the page (the home and the goods page render without it; issue 34).
      void import('./query-client').then(({ getQueryClient }) => {
        const qc = getQueryClient();
        qc.setQueryData(['favorite.status', { productId }], v);
        void qc.invalidateQueries({ queryKey: ['favorite.list'] });
      });
    },
  };
}
