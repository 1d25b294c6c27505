'use client';
/**
 * 收藏 toggle of the goods page. The page is a cached render shared by every visitor, so the state is read on the
 * client (userBookMark/favorite/status) for a logged-in buyer; a guest's click opens the login popup.
 */
import { useState } from 'react';
import { api, notifyError } from '@/lib/client/lazy-api';
import { openLogin } from '@/lib/client/login-modal';
import { useSession } from '@/lib/client/session';
import { useSilentRead } from '@/lib/client/use-silent-read';
import { toast } from '@/lib/client/toast';

export function FavoriteButton({ productId }: { productId: number }) {
  const { isLogin } = useSession();
  const status = useSilentRead(
    `favorite.status:${productId}`,
    () => api('favorite.status', { productId }, { silent: true }),
    isLogin,
  );
  const [busy, setBusy] = useState(false);
  const on = isLogin && status.data === true;

  async function toggle() {
    if (!isLogin) {
      openLogin({ returnTo: window.location.pathname + window.location.search });
      return;
    }
    setBusy(true);
    try {
      if (on) await api('favorite.remove', { productId });
      else await api('favorite.add', { productId });
      status.set(!on);
      // The account area's texts load with the click, not with the page (issue 34's JS budget).
      const { PROFILE_MSG } = await import('@/lib/config/messages/accounts');
      toast.success(on ? PROFILE_MSG.favoriteRemoved : PROFILE_MSG.favoriteAdded);
      // A favourites list open in this tab's React Query cache (app-router pages) shows the change.
      void import('@/lib/client/query-client').then(({ getQueryClient }) =>
        getQueryClient().invalidateQueries({ queryKey: ['favorite.list'] }),
      );
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
      disabled={busy || (isLogin && status.isPending)}
      aria-pressed={on}
      className={`inline-flex items-center gap-1 rounded border px-2.5 py-1 text-[13px] transition-colors ${on ? 'border-accent-500 bg-accent-50 text-accent-600' : 'border-line bg-white text-ink-700 hover:border-accent-500 hover:text-accent-600'}`}
      data-testid="favorite-toggle"
    >
      <svg
        width="15"
        height="15"
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={on ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z" />
      </svg>
      {on ? '已收藏' : '收藏'}
    </button>
  );
}
