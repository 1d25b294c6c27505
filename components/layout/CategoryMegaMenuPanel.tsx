'use client';
/**
 * The category mega menu's panel (components/layout/CategoryMegaMenu.tsx): parent categories on the left, the
 * children of the one under the pointer (or focus) on the right, 暂无子分类 where a parent has none, and the keyboard
 * inside it (ArrowUp/ArrowDown among parents or children, ArrowRight into a parent's children, ArrowLeft back,
 * Home/End, Escape). Loaded when the menu first opens, not with every page (issue 34's JS budget): the menu's links
 * come from the category API on opening, so no crawlable link is lost.
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useRef, useState } from 'react';
import type { CategoryNode } from '@/lib/api/endpoints/catalog';
import { UI } from '@/lib/config/messages';
import { categoryListHref } from '@/lib/domain/catalog/products/urls';
import { Icon } from '@/components/ui/Icon';

export const PANEL_CLS =
  'absolute left-0 top-full z-50 flex w-[640px] overflow-hidden rounded-b border border-t-0 border-line bg-white text-[13px] shadow-[var(--shadow-pop)]';

export type CategoryMegaMenuPanelProps = {
  /** Loads the category tree (top level with children). */
  load: () => Promise<CategoryNode[]>;
  /** True (once) when a keyboard opening asked to focus the first parent once the categories are there. */
  takeFocusRequest: () => boolean;
  /** Changes with every keyboard opening (the menu may already be open). */
  focusTick: number;
  /** Closes the menu (a link followed). */
  close: () => void;
  /** Closes the menu and returns focus to 产品中心. */
  escape: () => void;
};

/** The tree once loaded, per loader: a menu opened again shows it at once. */
const loaded = new WeakMap<() => Promise<CategoryNode[]>, CategoryNode[]>();

export function CategoryMegaMenuPanel({
  load,
  takeFocusRequest,
  focusTick,
  close,
  escape,
}: CategoryMegaMenuPanelProps) {
  const [cats, setCats] = useState<CategoryNode[] | null>(() => loaded.get(load) ?? null);
  const [current, setCurrent] = useState(0);
  const parents = useRef<(HTMLAnchorElement | null)[]>([]);
  const children = useRef<(HTMLAnchorElement | null)[]>([]);

  useEffect(() => {
    if (loaded.has(load)) return;
    let live = true;
    load()
      .then((c) => {
        loaded.set(load, c);
        if (live) setCats(c);
      })
      .catch(() => live && setCats([]));
    return () => {
      live = false;
    };
  }, [load]);
  useEffect(() => {
    if (cats?.length && takeFocusRequest()) {
      setCurrent(0);
      parents.current[0]?.focus();
    }
  }, [cats, takeFocusRequest, focusTick]);

  const list = cats ?? [];
  const kids = list[current]?.children ?? [];
  const wrap = (i: number, n: number) => (n ? (i + n) % n : 0);
  const focusParent = (i: number) => {
    const k = wrap(i, list.length);
    setCurrent(k);
    parents.current[k]?.focus();
  };
  const focusChild = (i: number) => children.current[wrap(i, kids.length)]?.focus();

  const onParentKey = (e: React.KeyboardEvent, i: number) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusParent(i + 1),
      ArrowUp: () => focusParent(i - 1),
      Home: () => focusParent(0),
      End: () => focusParent(list.length - 1),
      ArrowRight: () => kids.length && focusChild(0),
      Escape: escape,
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };
  const onChildKey = (e: React.KeyboardEvent, j: number) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusChild(j + 1),
      ArrowUp: () => focusChild(j - 1),
      ArrowLeft: () => parents.current[current]?.focus(),
      Escape: escape,
    };
    const f = keys[e.key];
    if (f) {
      e.preventDefault();
      f();
    }
  };

  return (
    <div role="region" aria-label="产品分类" className={PANEL_CLS} data-testid="mega-menu-panel">
      {cats === null ? (
        <p className="p-4 text-ink-500">{UI.loading}</p>
      ) : list.length === 0 ? (
        <p className="p-4 text-ink-500">{UI.emptyContent}</p>
      ) : (
        <>
          <ul className="w-52 shrink-0 border-r border-line bg-surface py-1" aria-label="一级分类">
            {list.map((c, i) => (
              <li key={c.id}>
                <SiteLink
                  ref={(el) => {
                    parents.current[i] = el;
                  }}
                  prefetch={false}
                  href={categoryListHref(c.id, c.name)}
                  onMouseEnter={() => setCurrent(i)}
                  onFocus={() => setCurrent(i)}
                  onKeyDown={(e) => onParentKey(e, i)}
                  onClick={close}
                  aria-current={i === current ? 'true' : undefined}
                  className={`flex items-center justify-between px-4 py-2 ${i === current ? 'bg-white font-medium text-brand-600' : 'text-ink-700 hover:text-brand-600'}`}
                  data-testid="mega-menu-parent"
                >
                  <span className="truncate">{c.name}</span>
                  <Icon name="chevronRight" size={12} />
                </SiteLink>
              </li>
            ))}
          </ul>
          <div className="min-w-0 flex-1 p-4" data-testid="mega-menu-children">
            <p className="mb-2 font-medium text-ink-900">{list[current]?.name}</p>
            {kids.length === 0 ? (
              <p className="text-ink-500" data-testid="mega-menu-empty">
                {UI.noSubCategories}
              </p>
            ) : (
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5">
                {kids.map((s, j) => (
                  <li key={s.id}>
                    <SiteLink
                      ref={(el) => {
                        children.current[j] = el;
                      }}
                      prefetch={false}
                      href={categoryListHref(s.id, s.name)}
                      onKeyDown={(e) => onChildKey(e, j)}
                      onClick={close}
                      className="text-ink-700 hover:text-brand-600"
                      data-testid="mega-menu-child"
                    >
                      {s.name}
                      {s.count > 0 && (
                        <span className="ml-1 text-xs text-ink-500">({s.count.toLocaleString('en-US')})</span>
                      )}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </div>
  );
}
