'use client';
/**
 * The product-category mega menu (spec §2.2 alternative header) on the main menu's 产品中心: parent categories on
 * the left, the children of the one under the pointer (or focus) on the right, 暂无子分类 where a parent has none.
 * Opens on hover or focus, closes HOVER_CLOSE_DELAY_MS after the pointer leaves. Keyboard: ArrowDown (or Space) on
 * 产品中心 opens it and moves into the parents; ArrowUp/ArrowDown move among parents or children, ArrowRight enters
 * a parent's children, ArrowLeft goes back, Home/End jump, Escape closes and returns focus to 产品中心. The
 * categories load on first opening (one request, then kept for the page's life).
 *
 * Here: the trigger (a plain link to 产品中心 in the server HTML) and the open/close state. The panel and its keyboard
 * (CategoryMegaMenuPanel.tsx) load on the first opening, not with every page (issue 34's JS budget); its links never
 * were in the server HTML (they come from the category API on opening).
 */
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { SiteLink } from '@/components/ui/SiteLink';
import { Icon } from '@/components/ui/Icon';
import type { CategoryNode } from '@/lib/api/endpoints/catalog';
import { UI } from '@/lib/config/messages';
import { useHoverMenu } from './useHoverMenu';

/** What the panel's place shows while its code loads (the same box and text as while the categories load). */
function PanelLoading() {
  return (
    <div
      role="region"
      aria-label="产品分类"
      className="absolute left-0 top-full z-50 flex w-[640px] overflow-hidden rounded-b border border-t-0 border-line bg-white text-[13px] shadow-[var(--shadow-pop)]"
      data-testid="mega-menu-panel"
    >
      <p className="p-4 text-ink-500">{UI.loading}</p>
    </div>
  );
}

const CategoryMegaMenuPanel = dynamic(() => import('./CategoryMegaMenuPanel').then((m) => m.CategoryMegaMenuPanel), {
  ssr: false,
  loading: PanelLoading,
});

/** Starts loading the panel's code (pointer or focus on the trigger, before the menu opens). */
const preloadPanel = () => void import('./CategoryMegaMenuPanel').catch(() => undefined);

type Props = {
  href: string;
  label: string;
  className: string;
  active: boolean;
  /** Loads the category tree (top level with children). */
  load: () => Promise<CategoryNode[]>;
};

export function CategoryMegaMenu({ href, label, className, active, load }: Props) {
  const menu = useHoverMenu();
  const trigger = useRef<HTMLAnchorElement>(null);
  /** Focus the first parent once the categories are there (a keyboard opening). */
  const focusFirst = useRef(false);
  /** Counts keyboard openings, so an already open panel hears of a new one. */
  const [focusTick, setFocusTick] = useState(0);
  const takeFocusRequest = useCallback(() => {
    const asked = focusFirst.current;
    focusFirst.current = false;
    return asked;
  }, []);
  /** Escape returns focus to the trigger without the focus reopening the menu. */
  const quiet = useRef(false);

  const escape = () => {
    quiet.current = true;
    menu.close();
    trigger.current?.focus();
    quiet.current = false;
  };

  const onTriggerKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === ' ') {
      e.preventDefault();
      focusFirst.current = true;
      setFocusTick((n) => n + 1);
      menu.onEnter();
    } else if (e.key === 'Escape') escape();
  };

  return (
    <div
      className="relative"
      {...menu.bind}
      onMouseEnter={() => {
        preloadPanel();
        menu.onEnter();
      }}
      onFocus={() => {
        preloadPanel();
        if (!quiet.current) menu.onEnter();
      }}
      data-testid="mega-menu"
    >
      <SiteLink
        ref={trigger}
        prefetch={false}
        href={href}
        className={`${className} gap-1`}
        aria-current={active ? 'page' : undefined}
        aria-haspopup="true"
        aria-expanded={menu.open}
        onKeyDown={onTriggerKey}
        data-testid="mega-menu-trigger"
      >
        {label}
        <Icon name="chevronDown" size={14} className={`transition-transform ${menu.open ? 'rotate-180' : ''}`} />
      </SiteLink>
      {menu.open && (
        <CategoryMegaMenuPanel
          load={load}
          takeFocusRequest={takeFocusRequest}
          focusTick={focusTick}
          close={menu.close}
          escape={escape}
        />
      )}
    </div>
  );
}
