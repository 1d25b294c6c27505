'use client';
/**
 * Fixed right side bar (spec §2.4): cart (opens a slide-out cart list: SideBarCart.tsx), inquiry basket, demand list
 * (with counts), 联系我们 (hover shows the contact; click copies it → toast), back to top.
 */
import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useState } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import { useCounts } from '@/lib/client/stores';
import { toast } from '@/lib/client/toast';
import { onFeedbackOpen } from '@/lib/client/profile-feedback';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { CHROME, S } from '@/lib/config/messages';
import { BASKET_PATH, DEMANDS_PATH } from '@/lib/config/routes';
import { ProtectedLink } from './ProtectedLink';

// The feedback dialog (form, image checks, headlessui) loads on first use: not part of every page's JS.
const FeedbackDialog = dynamic(() => import('@/components/account/FeedbackDialog').then((m) => m.FeedbackDialog), {
  ssr: false,
});
// The slide-out cart list loads on first use (first hover, focus or click of 购物车): not part of every page's JS.
const SideBarCart = dynamic(() => import('./SideBarCart').then((m) => m.SideBarCart), { ssr: false });
const preloadCart = () => void import('./SideBarCart').catch(() => undefined);

export const CONTACT_TEXT = `${COMPANY.name} ${CHROME.hotline}：${COMPANY.supportPhone}（${SERVICE_HOURS}） 邮箱：${COMPANY.email}`;

/** Copy text to the clipboard (Clipboard API, with a textarea fallback for insecure contexts). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back */
  }
  try {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Nothing while the count is not known yet (null) or 0. */
function Badge({ n }: { n: number | null }) {
  if (n === null || n <= 0) return null;
  return (
    <span className="absolute right-1 top-1 min-w-4 rounded-full bg-accent-500 px-1 text-center text-[10px] leading-4 text-white">
      {n > 99 ? '99+' : n}
    </span>
  );
}

const tileCls =
  'group relative flex w-full flex-col items-center gap-0.5 px-1 py-2.5 text-[11px] text-white/90 transition-colors hover:bg-brand-500 hover:text-white';

function Tip({ children }: { children: React.ReactNode }) {
  return (
    <span className="pointer-events-none absolute right-full top-1/2 mr-2 -translate-y-1/2 whitespace-nowrap rounded bg-ink-900/90 px-2.5 py-1.5 text-xs text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
      {children}
    </span>
  );
}

function TileBody({ icon, label, count }: { icon: IconName; label: string; count?: number | null }) {
  return (
    <>
      <Icon name={icon} size={20} />
      <span className="leading-tight">{label}</span>
      {count !== undefined && <Badge n={count} />}
    </>
  );
}

export function SideBar() {
  const { shoppingNumber, inquiryNumber, indemandNumber } = useCounts();
  const [drawer, setDrawer] = useState(false);
  /** The drawer stays mounted once opened (its slide-out transition, its scroll position). */
  const [drawerUsed, setDrawerUsed] = useState(false);
  const [showTop, setShowTop] = useState(false);
  const [feedback, setFeedback] = useState(false);

  useEffect(() => onFeedbackOpen(() => setFeedback(true)), []);

  useEffect(() => {
    const onScroll = () => setShowTop(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!drawer) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setDrawer(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer]);

  return (
    <>
      <aside
        aria-label="侧边工具栏"
        className="fixed right-0 top-[calc(50%-150px)] z-40 w-[60px] overflow-visible rounded-l-md bg-brand-700 shadow-lg"
        data-testid="sidebar"
      >
        <button
          type="button"
          className={tileCls}
          onClick={() => {
            setDrawerUsed(true);
            setDrawer((v) => !v);
          }}
          onMouseEnter={preloadCart}
          onFocus={preloadCart}
          aria-expanded={drawer}
          aria-controls={drawerUsed ? 'sidebar-cart' : undefined}
          data-testid="sidebar-cart"
        >
          <TileBody icon="cart" label={CHROME.cart} count={shoppingNumber} />
        </button>
        <ProtectedLink href={BASKET_PATH} className={tileCls} data-testid="sidebar-basket">
          <TileBody icon="basket" label={CHROME.basket} count={inquiryNumber} />
        </ProtectedLink>
        <SiteLink prefetch={false} href={DEMANDS_PATH} className={tileCls} data-testid="sidebar-demands">
          <TileBody icon="list" label="需求单" count={indemandNumber} />
        </SiteLink>
        <button
          type="button"
          className={tileCls}
          data-testid="sidebar-contact"
          onClick={async () => {
            if (await copyText(CONTACT_TEXT)) toast.success(S.contactCopied);
            else toast.info(CONTACT_TEXT, 6000);
          }}
        >
          <TileBody icon="headset" label={CHROME.contactUs} />
          <Tip>
            <b className="block text-sm">{COMPANY.supportPhone}</b>
            {SERVICE_HOURS}
            <span className="block text-white/70">{COMPANY.email}</span>
            <span className="mt-1 block text-[11px] text-amber-300">点击复制联系方式</span>
          </Tip>
        </button>
        <button type="button" className={tileCls} onClick={() => setFeedback(true)} data-testid="sidebar-feedback">
          <TileBody icon="mail" label="意见反馈" />
        </button>
        {showTop && (
          <button
            type="button"
            className={`${tileCls} border-t border-white/10`}
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            aria-label={CHROME.backToTop}
            data-testid="sidebar-top"
          >
            <TileBody icon="top" label="顶部" />
          </button>
        )}
      </aside>

      {feedback && <FeedbackDialog open={feedback} onClose={() => setFeedback(false)} />}

      {/* The slide-out cart list: its code loads on the first click of 购物车 (SideBarCart.tsx). */}
      {drawerUsed && <SideBarCart open={drawer} onClose={() => setDrawer(false)} />}
    </>
  );
}
