'use client';
/** The console's side menu (entries the role may use) and the logout button. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { consoleApi } from '@/lib/api/staff/client';

export type NavItem = { href: string; label: string; group: string };

export function ConsoleNav({ items }: { items: NavItem[] }) {
  const path = usePathname() ?? '';
  // The longest matching href is the active entry (/console/catalog/import over /console/catalog).
  const active =
    items
      .filter((i) => path === i.href || (i.href !== '/console' && path.startsWith(`${i.href}/`)))
      .sort((a, b) => b.href.length - a.href.length)[0]?.href ?? (path === '/console' ? '/console' : '');
  const groups = [...new Set(items.map((i) => i.group))];
  return (
    <nav aria-label="运营后台菜单" className="py-3 text-sm">
      {groups.map((g) => (
        <div key={g} className="mb-3">
          {/* A group of one entry of the same name (工作台) needs no heading. */}
          {!(items.filter((i) => i.group === g).length === 1 && items.find((i) => i.group === g)?.label === g) && (
            <div className="px-5 py-1 text-xs text-slate-400">{g}</div>
          )}
          {items
            .filter((i) => i.group === g)
            .map((i) => (
              <Link
                key={i.href}
                href={i.href}
                aria-current={active === i.href ? 'page' : undefined}
                className={`block px-5 py-2 ${active === i.href ? 'bg-brand-600 text-white' : 'text-slate-200 hover:bg-slate-700'}`}
              >
                {i.label}
              </Link>
            ))}
        </div>
      ))}
    </nav>
  );
}

export function LogoutButton() {
  return (
    <button
      type="button"
      className="text-ink-600 hover:text-brand-600"
      onClick={async () => {
        await consoleApi('auth.logout', {}).catch(() => null);
        window.location.assign('/console/login');
      }}
    >
      退出
    </button>
  );
}
