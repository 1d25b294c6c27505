/**
 * Help-centre shell (spec §2.4): a left navigation of groups (新手指南, 采购指南, 关于我们, 合作 …) and the content.
 * Items without a path render as plain text; external items (help tree type 2) open in a new tab.
 * The help pages pass the groups they read from the help tree.
 */
import Link from 'next/link';

export type HelpNavItem = { id: number | string; name: string; href?: string | null; external?: boolean };
export type HelpNavGroup = { id: number | string; name: string; items: HelpNavItem[] };

export function HelpNav({ groups, activeId }: { groups: HelpNavGroup[]; activeId?: number | string | null }) {
  return (
    <nav aria-label="帮助中心导航" className="card w-[220px] shrink-0 self-start overflow-hidden">
      <h2 className="bg-brand-600 px-5 py-3 text-base font-medium text-white">帮助中心</h2>
      {groups.map((g) => (
        <section key={g.id} className="border-b border-line last:border-b-0">
          <h3 className="px-5 pb-1 pt-3 text-sm font-medium text-ink-900">{g.name}</h3>
          <ul className="pb-2">
            {g.items.map((item) => {
              const active = activeId != null && String(activeId) === String(item.id);
              const cls = `block border-l-2 px-5 py-1.5 text-[13px] ${
                active
                  ? 'border-brand-500 bg-brand-50 text-brand-600'
                  : 'border-transparent text-ink-700 hover:text-brand-600'
              }`;
              if (!item.href) {
                return (
                  <li key={item.id}>
                    <span className="block border-l-2 border-transparent px-5 py-1.5 text-[13px] text-ink-500">
                      {item.name}
                    </span>
                  </li>
                );
              }
              return (
                <li key={item.id}>
                  {item.external ? (
                    <a href={item.href} target="_blank" rel="noopener noreferrer" className={cls}>
                      {item.name}
                    </a>
                  ) : (
                    <Link prefetch={false} href={item.href} className={cls} aria-current={active ? 'page' : undefined}>
                      {item.name}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}

export function HelpLayout({
  groups,
  activeId,
  children,
  breadcrumb,
}: {
  groups: HelpNavGroup[];
  activeId?: number | string | null;
  children: React.ReactNode;
  breadcrumb?: React.ReactNode;
}) {
  return (
    <div className="page-width pb-6">
      {breadcrumb}
      <div className="flex gap-5">
        <HelpNav groups={groups} activeId={activeId} />
        <div className="card min-h-[480px] min-w-0 flex-1 px-8 py-6">{children}</div>
      </div>
    </div>
  );
}

export default HelpLayout;
