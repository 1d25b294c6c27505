'use client';
/** The heart on a list card: 收藏 / 取消收藏 for a logged-in buyer (state batched per page), the login popup for a guest. */
import { useState } from 'react';
import { api, notifyError } from '@/lib/client/lazy-api';
import { useCardFavorite } from '@/lib/client/favorites';
import { openLogin } from '@/lib/client/login-modal';
import { toast } from '@/lib/client/toast';

export function CardFavorite({ productId, name }: { productId: number; name: string }) {
  const fav = useCardFavorite(productId);
  const [busy, setBusy] = useState(false);
  async function toggle() {
    if (!fav.isLogin) return openLogin({ returnTo: window.location.pathname + window.location.search });
    setBusy(true);
    try {
      if (fav.on) await api('favorite.remove', { productId });
      else await api('favorite.add', { productId });
      fav.set(!fav.on);
      // The account area's texts load with the click, not with the page (issue 34's JS budget).
      const { PROFILE_MSG } = await import('@/lib/config/messages/accounts');
      toast.success(fav.on ? PROFILE_MSG.favoriteRemoved : PROFILE_MSG.favoriteAdded);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy || !fav.ready}
      aria-pressed={fav.on}
      aria-label={fav.on ? `取消收藏 ${name}` : `收藏 ${name}`}
      title={fav.on ? '取消收藏' : '收藏'}
      className={`inline-flex h-7 w-7 items-center justify-center rounded-full bg-white/90 shadow-sm transition-colors ${fav.on ? 'text-accent-600' : 'text-ink-500 hover:text-accent-600'}`}
      data-testid="card-favorite"
    >
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={fav.on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M12 20.5s-7.5-4.6-9.4-9.1C1.3 8.2 3.3 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.7 0 5.7 3.7 4.4 6.9-1.9 4.5-9.4 9.1-9.4 9.1Z" />
      </svg>
    </button>
  );
}
