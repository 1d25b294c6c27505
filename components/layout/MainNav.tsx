'use client';
/**
 * Main menu bar (spec §2.2): 首页 … 证书下载, the 关于我们 dropdown, and the protected entries 快速下单
 * (guests → /login?redirect=…). The current section is highlighted.
 */
import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/ui/SiteLink';
import { usePathname } from '@/lib/client/route-hooks';
import { Icon } from '@/components/ui/Icon';
import { CHROME } from '@/lib/config/messages';
import { ABOUT_MENU, MAIN_MENU, QUICK_ORDER_PATH, type MenuLink } from '@/lib/config/routes';
import { ProtectedLink } from './ProtectedLink';
import { useHoverMenu } from './useHoverMenu';
import { CategoryMegaMenu } from './CategoryMegaMenu';
import { api } from '@/lib/client/lazy-api';
import type { CategoryNode } from '@/lib/api/endpoints/catalog';

// The 关于我们 panel loads on its first opening (hover, focus or click): ./HeaderMenuPanels.tsx.
const AboutMenuPanel = dynamic(() => import('./HeaderMenuPanels').then((m) => m.AboutMenuPanel), { ssr: false });

/** The category tree for the mega menu: one request per page life, shared by every opening. */
let categories: Promise<CategoryNode[]> | null = null;
const loadCategories = () => {
  categories ??= api('catalog.categoryList', {}, { silent: true }).catch((e: unknown) => {
    categories = null;
    throw e;
  });
  return categories;
};

/** The main-menu entry that carries the category mega menu. */
const MEGA_MENU_HREF = '/productCenter';

/** True when `pathname` belongs to the menu entry `href` (home only matches "/"). */
export function isActiveMenu(pathname: string, href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? href;
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

const itemCls = (active: boolean) =>
  `relative flex h-11 items-center px-4 text-[15px] transition-colors ${
    active ? 'bg-brand-700 font-medium text-white' : 'text-white/95 hover:bg-brand-700/70 hover:text-white'
  }`;

function NavItem({ item, pathname }: { item: MenuLink; pathname: string }) {
  const active = isActiveMenu(pathname, item.href);
  const cls = itemCls(active);
  if (item.href === MEGA_MENU_HREF)
    return (
      <CategoryMegaMenu href={item.href} label={item.label} className={cls} active={active} load={loadCategories} />
    );
  return item.protected ? (
    <ProtectedLink href={item.href} className={cls} aria-current={active ? 'page' : undefined}>
      {item.label}
    </ProtectedLink>
  ) : (
    <SiteLink prefetch={false} href={item.href} className={cls} aria-current={active ? 'page' : undefined}>
      {item.label}
    </SiteLink>
  );
}

function AboutMenu({ pathname }: { pathname: string }) {
  const menu = useHoverMenu();
  const active = ABOUT_MENU.some((m) => isActiveMenu(pathname, m.href) && m.href !== '/technical');
  return (
    <div className="relative" {...menu.bind}>
      <button
        type="button"
        className={`${itemCls(active)} gap-1`}
        aria-haspopup="menu"
        aria-expanded={menu.open}
        onClick={() => menu.setOpen(!menu.open)}
      >
        {CHROME.about}
        <Icon name="chevronDown" size={14} className={`transition-transform ${menu.open ? 'rotate-180' : ''}`} />
      </button>
      {menu.open && <AboutMenuPanel onClose={menu.close} />}
    </div>
  );
}

export function MainNav() {
  const pathname = usePathname() ?? '/';
  return (
    <nav aria-label="主菜单" className="min-page bg-brand-600 shadow-sm">
      <div className="page-width flex items-center justify-between">
        <div className="flex items-center">
          {MAIN_MENU.map((item) => (
            <NavItem key={item.href} item={item} pathname={pathname} />
          ))}
          <AboutMenu pathname={pathname} />
        </div>
        <ProtectedLink
          href={QUICK_ORDER_PATH}
          className="flex h-8 items-center gap-1.5 rounded bg-accent-500 px-4 text-[13px] font-medium text-white transition-colors hover:bg-accent-600"
          data-testid="nav-quick-order"
        >
          <Icon name="lightning" size={14} />
          {CHROME.quickOrder}
        </ProtectedLink>
      </div>
    </nav>
  );
}
