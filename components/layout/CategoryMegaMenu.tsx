'use client';
/**
 * The product-category mega menu (spec §2.2 alternative header) on the main menu's 产品中心: parent categories on
 * the left, the children of the one under the pointer (or focus) on the right, 暂无子分类 where a parent has none.
 * Opens on hover or focus, closes HOVER_CLOSE_DELAY_MS after the pointer leaves. Keyboard: ArrowDown (or Space) on
 * 产品中心 opens it and moves into the parents; ArrowUp/ArrowDown move among parents or children, ArrowRight enters
 * a parent's children, ArrowLeft goes back, Home/End jump, Escape closes and returns focus to 产品中心. The
 * categories load on first opening (one request, then kept for the page's life).
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { useEffect, useRef, useState } from 'react';
import type { CategoryNode } from '@/lib/api/endpoints/catalog';
import { UI } from '@/lib/config/messages';
import { categoryListHref } from '@/lib/domain/catalog/products/client';
import { Icon } from '@/components/ui/Icon';
import { useHoverMenu } from './useHoverMenu';

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
  const [cats, setCats] = useState<CategoryNode[] | null>(null);
  const [current, setCurrent] = useState(0);
  const trigger = useRef<HTMLAnchorElement>(null);
  const parents = useRef<(HTMLAnchorElement | null)[]>([]);
  const children = useRef<(HTMLAnchorElement | null)[]>([]);
  /** Focus the first parent once the categories are there (keyboard opening before they loaded). */
  const focusFirst = useRef(false);
  /** Escape returns focus to the trigger without the focus reopening the menu. */
  const quiet = useRef(false);

  useEffect(() => {
    if (!menu.open || cats) return;
    let live = true;
    load()
      .then((c) => live && setCats(c))
      .catch(() => live && setCats([]));
    return () => {
      live = false;
    };
  }, [menu.open, cats, load]);
  useEffect(() => {
    if (menu.open && cats?.length && focusFirst.current) {
      focusFirst.current = false;
      setCurrent(0);
      parents.current[0]?.focus();
    }
  }, [menu.open, cats]);

  const list = cats ?? [];
  const kids = list[current]?.children ?? [];
  const wrap = (i: number, n: number) => (n ? (i + n) % n : 0);
  const focusParent = (i: number) => {
    const k = wrap(i, list.length);
    setCurrent(k);
    parents.current[k]?.focus();
  };
  const focusChild = (i: number) => children.current[wrap(i, kids.length)]?.focus();
  const escape = () => {
    quiet.current = true;
    menu.close();
    trigger.current?.focus();
    quiet.current = false;
  };

  const onTriggerKey = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === ' ') {
      e.preventDefault();
      menu.onEnter();
      if (cats?.length) focusParent(0);
      else focusFirst.current = true;
    } else if (e.key === 'Escape') escape();
  };
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
    <div
      className="relative"
      {...menu.bind}
      onFocus={() => {
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
        <div
          role="region"
          aria-label="产品分类"
          className="absolute left-0 top-full z-50 flex w-[640px] overflow-hidden rounded-b border border-t-0 border-line bg-white text-[13px] shadow-[var(--shadow-pop)]"
          data-testid="mega-menu-panel"
        >
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
                      onClick={menu.close}
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
                          onClick={menu.close}
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
      )}
    </div>
  );
}
