'use client';
/**
 * 到货通知 on the goods page, for a chosen package that is out of stock (rendered by the buy box).
 *
 * Logged in: the button subscribes (stockAlert/subscribe); a subscribed package shows 已订阅到货通知 with 取消. Whether
 * the buyer is subscribed comes from stockAlert/status (lib/client/use-silent-read.ts: the goods page renders
 * without React Query). A guest's click opens the login popup (without JavaScript, or with a modifier key,
 * the link leads to /login) and the page stays where it is; after the login the button shows the buyer's state.
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from '@/lib/client/route-hooks';
import { useRef, useState } from 'react';
import { api, notifyError } from '@/lib/client/lazy-api';
import { useSession } from '@/lib/client/session';
import { useSilentRead } from '@/lib/client/use-silent-read';
import { openLogin } from '@/lib/client/login-modal';
import { toast } from '@/lib/client/toast';
import { loginHref } from '@/lib/config/routes';
import { STOCK_ALERT_MSG } from '@/lib/config/messages';
import { isPlainClick } from '@/components/layout/ProtectedLink';

export function StockAlertButton({ skuId }: { skuId: number }) {
  const { isLogin } = useSession();
  const pathname = usePathname() ?? '/';
  const q = useSilentRead(
    `stockAlert.status:${skuId}`,
    () => api('stockAlert.status', { skuIds: String(skuId) }, { silent: true }),
    isLogin,
  );
  const [busy, setBusy] = useState(false);
  /** Set synchronously: a double click sends one request. */
  const pending = useRef(false);

  if (!isLogin) {
    return (
      <SiteLink
        prefetch={false}
        href={loginHref(pathname)}
        className="btn btn-lg btn-outline min-w-32"
        title={STOCK_ALERT_MSG.hint}
        data-testid="stock-alert"
        onClick={(e) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          openLogin({ returnTo: `${window.location.pathname}${window.location.search}` });
        }}
      >
        {STOCK_ALERT_MSG.button}
      </SiteLink>
    );
  }

  async function act(kind: 'subscribe' | 'cancel') {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    try {
      const r =
        kind === 'subscribe' ? await api('stockAlert.subscribe', { skuId }) : await api('stockAlert.cancel', { skuId });
      q.set(r.subscribed ? [skuId] : []);
      toast.success(r.message);
    } catch (err) {
      notifyError(err);
      q.refresh();
    } finally {
      pending.current = false;
      setBusy(false);
    }
  }

  if (q.data?.includes(skuId)) {
    return (
      <span className="inline-flex h-10 items-center gap-2 text-[13px] text-success" data-testid="stock-alert-on">
        {STOCK_ALERT_MSG.subscribedLabel}
        <button
          type="button"
          className="text-ink-500 underline-offset-2 hover:text-brand-600 hover:underline disabled:opacity-50"
          disabled={busy}
          onClick={() => void act('cancel')}
          data-testid="stock-alert-cancel"
        >
          {STOCK_ALERT_MSG.cancel}
        </button>
      </span>
    );
  }
  return (
    <button
      type="button"
      className="btn btn-lg btn-outline min-w-32"
      title={STOCK_ALERT_MSG.hint}
      disabled={busy || q.isPending}
      onClick={() => void act('subscribe')}
      data-testid="stock-alert"
    >
      {STOCK_ALERT_MSG.button}
    </button>
  );
}

export default StockAlertButton;
